/**
 * The cross-feature wiring every chat page shares (home, market detail, liked and history
 * detail pages): the search chat with the caller's credits, the remaining counter, the
 * 'Get More Free Searches' modal, the feedback modal and the session.
 */
import type { SearchSummary } from '@pitchwise/contract'
import { useQueryClient } from '@tanstack/react-query'
import { ArrowLeft, LogIn, UserPlus } from 'lucide-react'
import { lazy, type ReactNode, Suspense, useCallback, useState } from 'react'
import { Link } from 'react-router'
import { paths } from '../../config/paths.ts'
import { GetMoreSearchesModal } from '../../features/auth/get-more-searches-modal.tsx'
import { type SessionStatus, useSession } from '../../features/auth/session-context.tsx'
import { RemainingCounter } from '../../features/credits/remaining-counter.tsx'
import { useCredits } from '../../features/credits/use-credits.ts'
import { FreshnessLine } from '../../features/data-freshness/components/freshness-line.tsx'
import { useFeedback } from '../../features/feedback/feedback-context.tsx'
import { LikeButton } from '../../features/likes/components/like-button'
import { SearchExperience, type SearchExperienceProps } from '../../features/search/components/search-experience'
import { type SearchChat, useSearchChat } from '../../features/search/hooks/use-search-chat'
import { useReturnHere } from '../../hooks/use-return-here.ts'
import { creditsQueryKey } from '../../lib/query-keys.ts'

// Loaded on first use: the plans prompt (and the billing contract it reads) stays out of the home bundle.
const OutOfCreditsModal = lazy(() =>
  import('../../features/billing/components/out-of-credits-modal.tsx').then((m) => ({ default: m.OutOfCreditsModal })),
)

export interface ChatPage {
  chat: SearchChat
  isSignedIn: boolean
  sessionStatus: SessionStatus
  /** Opens the 'Get More Free Searches' modal (anonymous at the limit, or liking while signed out). */
  requireSignIn: () => void
  /** The like heart for a search row (the modal for signed-out visitors). */
  renderLike: (search: Pick<SearchSummary, 'id' | 'likes'>, isLiked?: boolean) => ReactNode
  /**
   * The page's chat: box, counter, loading panel, error or report, and the optional aside; above
   * the box, the line saying when the data ends while it has no fixtures in the coming days.
   */
  renderExperience: (props?: Pick<SearchExperienceProps, 'aside' | 'before'>) => ReactNode
  /** The modals (sign-up prompt, plans for a user out of credits); render them once per page. */
  modal: ReactNode
}

/**
 * One chat page's state. Anonymous visitors out of searches get the sign-up modal instead of a
 * request; a signed-in user out of credits is offered the plans (and the server's message with
 * 'Go to Billing' when the server refused the search). Every finished analysis refetches the
 * credits so the header and the counter show what is left.
 */
export function useChatPage({ autoRunNavigationQuery = true }: { autoRunNavigationQuery?: boolean } = {}): ChatPage {
  const { status } = useSession()
  const isSignedIn = status === 'signed-in'
  const { credits, isLoading } = useCredits(status)
  const queryClient = useQueryClient()
  const { openFeedback } = useFeedback()
  const [isModalOpen, setIsModalOpen] = useState(false)
  const requireSignIn = useCallback(() => setIsModalOpen(true), [])
  // null = closed; a string = open with the server's reason ('' = the default text).
  const [plansPrompt, setPlansPrompt] = useState<string | null>(null)

  const chat = useSearchChat({
    autoRunNavigationQuery,
    canSubmit: () => {
      if (!isSignedIn && credits && credits.kind === 'anonymous' && credits.remaining <= 0) {
        setIsModalOpen(true)
        return false
      }
      if (isSignedIn && credits && credits.kind === 'user' && credits.remaining <= 0) {
        setPlansPrompt('')
        return false
      }
      return true
    },
    onOutOfSearches: (error) => {
      if (isSignedIn) setPlansPrompt(error.message)
      else setIsModalOpen(true)
    },
    onSettled: () => {
      // The header and the counter show what is left; run counts move in the public lists.
      for (const queryKey of [creditsQueryKey, ['searches', 'popular'], ['markets'], ['history']]) {
        void queryClient.invalidateQueries({ queryKey })
      }
    },
  })

  const renderLike = useCallback(
    (search: Pick<SearchSummary, 'id' | 'likes'>, isLiked?: boolean) => (
      <LikeButton
        key={`${search.id}-${search.likes}-${isLiked ?? ''}`}
        searchId={search.id}
        likes={search.likes}
        isLiked={isLiked}
        isSignedIn={isSignedIn}
        onRequireSignIn={requireSignIn}
      />
    ),
    [isSignedIn, requireSignIn],
  )

  const renderExperience = ({ before, ...props }: Pick<SearchExperienceProps, 'aside' | 'before'> = {}) => (
    <SearchExperience
      before={
        <>
          {before}
          <FreshnessLine />
        </>
      }
      chat={chat}
      counter={<RemainingCounter credits={credits} isLoading={isLoading} />}
      isSignedIn={isSignedIn}
      onFeedback={openFeedback}
      billingPath={paths.billing}
      {...props}
    />
  )

  return {
    chat,
    isSignedIn,
    sessionStatus: status,
    requireSignIn,
    renderLike,
    renderExperience,
    modal: (
      <>
        <GetMoreSearchesModal open={isModalOpen} onOpenChange={setIsModalOpen} />
        {plansPrompt !== null ? (
          <Suspense fallback={null}>
            <OutOfCreditsModal open onOpenChange={(open) => !open && setPlansPrompt(null)} message={plansPrompt} />
          </Suspense>
        ) : null}
      </>
    ),
  }
}

/** A compact back link above a chat or a list. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="inline-flex min-h-11 items-center gap-1.5 rounded-lg text-sm font-medium text-slate-600 transition hover:text-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-500 dark:text-slate-300"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {children}
    </Link>
  )
}

/** What signed-out visitors see on pages that need an account (likes, history). */
export function SignedOutNotice({
  message,
  icon,
  isCompact = false,
}: {
  message: string
  icon: ReactNode
  isCompact?: boolean
}) {
  const returnHere = useReturnHere()
  return (
    <div
      className={`mx-auto rounded-2xl border border-slate-200 bg-white/90 text-center shadow-xl shadow-slate-900/5 dark:border-white/10 dark:bg-slate-900/70 dark:shadow-black/30 ${isCompact ? 'px-5 py-8' : 'max-w-md px-6 py-10'}`}
    >
      <div className="mx-auto inline-flex size-12 items-center justify-center rounded-2xl bg-emerald-500/10 text-emerald-600 dark:text-emerald-400">
        {icon}
      </div>
      <p className="mt-4 text-base font-medium text-slate-900 dark:text-white">{message}</p>
      <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">
        Free accounts come with extra searches, likes and a history of everything you ask.
      </p>
      <div className={`mt-6 flex flex-col justify-center gap-2 ${isCompact ? '' : 'sm:flex-row'}`}>
        <Link to={paths.signUp} state={returnHere} className={PRIMARY_LINK}>
          <UserPlus className="size-4" aria-hidden="true" />
          Create Free Account
        </Link>
        {/* Sign-in and sign-up come back here (/liked-searches, /search-history…), not to /. */}
        <Link to={paths.signIn} state={returnHere} className={SECONDARY_LINK}>
          <LogIn className="size-4" aria-hidden="true" />
          Sign In
        </Link>
      </div>
    </div>
  )
}

/** The titled side panel beside a detail page's chat (liked or history list). */
export function SidePanel({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <section
      aria-label={title}
      className="rounded-2xl border border-slate-200 bg-white/90 p-4 sm:p-5 dark:border-white/10 dark:bg-slate-900/70"
    >
      <h2 className="mb-3 flex items-center gap-2 text-base font-semibold text-slate-900 dark:text-white">
        {icon}
        {title}
      </h2>
      {children}
    </section>
  )
}

/** A skeleton while the session is being checked. */
export function SessionSkeleton() {
  return (
    <div className="space-y-2" aria-hidden="true">
      {['a', 'b', 'c', 'd'].map((key) => (
        <div
          key={key}
          className="h-14 animate-pulse rounded-xl bg-slate-100 motion-reduce:animate-none dark:bg-white/5"
        />
      ))}
    </div>
  )
}

/** 'Not found' states (unknown market, removed shared analysis): a message and ways back. */
export function NotFoundPanel({
  icon,
  title,
  message,
  children,
}: {
  icon: ReactNode
  title: string
  message: string
  children?: ReactNode
}) {
  return (
    <div className="mx-auto max-w-lg rounded-2xl border border-slate-200 bg-white/90 px-6 py-12 text-center shadow-xl shadow-slate-900/5 dark:border-white/10 dark:bg-slate-900/70 dark:shadow-black/30">
      <div className="mx-auto inline-flex size-12 items-center justify-center rounded-2xl bg-slate-100 text-slate-500 dark:bg-white/5 dark:text-slate-400">
        {icon}
      </div>
      <h1 className="mt-4 text-2xl font-semibold tracking-tight text-slate-900 dark:text-white">{title}</h1>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{message}</p>
      {children ? <div className="mt-6 flex flex-col justify-center gap-2 sm:flex-row">{children}</div> : null}
    </div>
  )
}

export const PRIMARY_LINK =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-xl bg-emerald-500 px-5 py-2.5 text-sm font-semibold text-slate-950 shadow-lg shadow-emerald-500/20 transition hover:bg-emerald-400 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-400 focus-visible:ring-offset-2 focus-visible:ring-offset-white dark:focus-visible:ring-offset-slate-900'
export const SECONDARY_LINK =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-xl border border-slate-300 px-5 py-2.5 text-sm font-semibold text-slate-800 transition hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-500 dark:border-white/15 dark:text-white dark:hover:bg-white/5'
