import type { FixtureLine } from '@pitchwise/contract'
import { AlertTriangle } from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '../../../config/paths'
import { formatCalendarDay } from '../../../utils/calendar-day'
import { KickoffTime } from './kickoff-time'
import { ProbabilityStrip } from './probability-strip'

export const TEAM_LINK =
  'rounded font-semibold text-slate-900 underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-500 dark:text-white'

/**
 * One match of a list: kick-off, the two sides and a link to its page, then its prices (a
 * fixture) or its score (a played match), with a mark where the league's results are old.
 */
export function FixtureRow({ fixture, showCompetition = false }: { fixture: FixtureLine; showCompetition?: boolean }) {
  const { home, away } = fixture
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-3 sm:p-4 dark:border-white/10 dark:bg-slate-950/50">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-xs text-slate-600 dark:text-slate-300">
        <span className="flex flex-wrap items-center gap-x-2">
          <KickoffTime fixture={fixture} className="font-medium tabular-nums" />
          {showCompetition ? (
            <Link to={paths.league(fixture.competition.code)} className="underline-offset-2 hover:underline">
              {fixture.competition.name}
            </Link>
          ) : null}
        </span>
        {fixture.staleSince ? <StaleMark since={fixture.staleSince} /> : null}
      </div>
      <p className="mt-1.5 flex flex-wrap items-baseline gap-x-2 text-sm">
        <Link to={paths.match(fixture.matchId)} className={TEAM_LINK}>
          {home.name} <span className="font-normal text-slate-500 dark:text-slate-400">v</span> {away.name}
        </Link>
        {fixture.result ? (
          <span className="rounded bg-slate-900 px-1.5 py-0.5 text-xs font-semibold text-white tabular-nums dark:bg-white/10">
            FT {fixture.result.home}–{fixture.result.away}
          </span>
        ) : null}
      </p>
      {fixture.probabilities ? (
        <div className="mt-2.5">
          <ProbabilityStrip probabilities={fixture.probabilities} home={home.name} away={away.name} />
        </div>
      ) : null}
    </li>
  )
}

/** The league's newest result is weeks old: these prices rest on old form. */
export function StaleMark({ since }: { since: string }) {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-amber-500/15 px-2 py-0.5 text-amber-800 dark:text-amber-300">
      <AlertTriangle className="size-3.5" aria-hidden="true" />
      Results only to {formatCalendarDay(since)}
    </span>
  )
}
