import type { AccountBreak } from '@pitchwise/contract/taking-a-break'
import { TAKING_A_BREAK_TEXTS } from '@pitchwise/contract/taking-a-break'
import { useEffect, useRef } from 'react'
import { Link } from 'react-router'
import { Button } from '../../../components/ui/button.tsx'
import { formatBreakEnd } from './format-end.ts'
import { HelpOrganisations } from './help-organisations.tsx'

/**
 * The calm full-screen page an account on a time-out or self-exclusion sees instead of the app
 * (decision 312): when it ends, in the reader's zone, and where to find help. No countdown, no
 * offer, nothing to buy; signing out and the safer gambling page are the only ways on. The
 * server refuses searches and purchases whatever this shows.
 */
export function BreakScreen({
  activeBreak,
  saferGamblingPath,
  onSignOut,
}: {
  activeBreak: AccountBreak
  saferGamblingPath: string
  onSignOut: () => void
}) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-12 sm:px-6 lg:py-16">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 sm:p-8 dark:border-white/10 dark:bg-ink-900">
        <h1
          ref={heading}
          tabIndex={-1}
          className="text-2xl font-semibold text-slate-900 outline-none focus-visible:outline-none sm:text-3xl dark:text-white"
        >
          {TAKING_A_BREAK_TEXTS.blockTitle}
        </h1>
        <p className="mt-4 text-base text-slate-700 dark:text-slate-200">
          {TAKING_A_BREAK_TEXTS.blockEnds(activeBreak.kind, formatBreakEnd(activeBreak.endsAt))}
        </p>
        <p className="mt-2 text-base text-slate-600 dark:text-slate-300">{TAKING_A_BREAK_TEXTS.blockText}</p>
        <div className="mt-8">
          <HelpOrganisations />
        </div>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <Link
            to={saferGamblingPath}
            className="text-sm text-slate-700 underline underline-offset-2 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white"
          >
            {TAKING_A_BREAK_TEXTS.moreAboutTools}
          </Link>
          <Button variant="secondary" onClick={onSignOut}>
            {TAKING_A_BREAK_TEXTS.signOut}
          </Button>
        </div>
      </div>
    </div>
  )
}
