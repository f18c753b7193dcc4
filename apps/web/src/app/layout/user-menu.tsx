import * as Menu from '@radix-ui/react-dropdown-menu'
import { CreditCard, Heart, History, LayoutDashboard, LogOut } from 'lucide-react'
import { Link } from 'react-router'
import { EmailAddress } from '../../components/ui/email-address.tsx'
import { paths } from '../../config/paths.ts'
import { useSession } from '../../features/auth/session-context.tsx'
import { useCredits } from '../../features/credits/use-credits.ts'
import { countOf } from '../../utils/plural.ts'

const itemClass =
  'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-slate-100 dark:text-slate-200 dark:data-[highlighted]:bg-white/10'

/** The signed-in avatar menu of the header (product spec §2). */
export function UserMenu() {
  const { user, isAdmin, signOut, status } = useSession()
  const { credits, isLoading } = useCredits(status)
  if (!user) return null
  const initial = user.email.charAt(0).toUpperCase()
  return (
    // Not modal: a menu does not hide the page from screen readers (axe: aria-hidden-focus) nor
    // lock its scroll; focus still moves into it, arrows move through it, Escape and Tab close it.
    <Menu.Root modal={false}>
      <Menu.Trigger
        aria-label="Account menu"
        title={user.email}
        className="inline-flex size-11 items-center justify-center rounded-full bg-pitch-500 font-semibold text-ink-950 transition hover:bg-pitch-400 data-[state=open]:ring-2 data-[state=open]:ring-pitch-400/50"
      >
        {initial}
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={8}
          className="z-50 w-64 rounded-xl border border-slate-200 bg-white p-1.5 shadow-xl dark:border-white/10 dark:bg-ink-900"
        >
          <div className="flex items-center gap-3 px-3 py-2">
            <span
              aria-hidden="true"
              className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-pitch-500/15 font-semibold text-accent"
            >
              {initial}
            </span>
            <div className="min-w-0">
              <p className="text-sm font-medium text-slate-900 dark:text-white">
                <EmailAddress email={user.email} />
              </p>
              <p className="text-xs text-slate-500 dark:text-slate-400" data-testid="menu-searches-left">
                {isLoading || !credits ? 'Loading...' : `${countOf(credits.remaining, 'search', 'searches')} left`}
              </p>
            </div>
          </div>
          <Menu.Separator className="my-1 h-px bg-slate-200 dark:bg-white/10" />
          <Menu.Item asChild className={itemClass}>
            <Link to={paths.billing}>
              <CreditCard className="size-4" aria-hidden /> Billing &amp; Credits
            </Link>
          </Menu.Item>
          <Menu.Item asChild className={itemClass}>
            <Link to={paths.likedSearches}>
              <Heart className="size-4" aria-hidden /> Liked Searches
            </Link>
          </Menu.Item>
          <Menu.Item asChild className={itemClass}>
            <Link to={paths.searchHistory}>
              <History className="size-4" aria-hidden /> Search History
            </Link>
          </Menu.Item>
          {isAdmin ? (
            <Menu.Item asChild className={itemClass}>
              <Link to={paths.admin.root}>
                <LayoutDashboard className="size-4" aria-hidden /> Admin Dashboard
              </Link>
            </Menu.Item>
          ) : null}
          <Menu.Separator className="my-1 h-px bg-slate-200 dark:bg-white/10" />
          {/* signOut logs and re-throws (spec §8); the page goes to / and reloads either way. */}
          <Menu.Item className={itemClass} onSelect={() => void signOut().catch(() => {})}>
            <LogOut className="size-4" aria-hidden /> Sign Out
          </Menu.Item>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  )
}
