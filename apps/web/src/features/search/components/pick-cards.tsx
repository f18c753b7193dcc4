import type { AnalysisPick } from '@pitchwise/contract'
import { CalendarClock, Trophy } from 'lucide-react'
import { formatPercent } from '../utils/format'
import { BrowseLink, leaguePath, teamPath } from './browse-links'
import { KickoffLabel, StaleNotice } from './kickoff-label'
import { ModelVersusMarketBars } from './model-v-market'
import { ReceiptLine } from './receipt-line'
import { StakesNote } from './stakes-note'

const CONFIDENCE_STYLES: Record<AnalysisPick['confidence'], { label: string; badge: string; bar: string }> = {
  high: {
    label: 'High confidence',
    badge: 'bg-emerald-500/15 text-accent ring-emerald-500/30',
    bar: 'from-emerald-500 to-emerald-400',
  },
  medium: {
    label: 'Medium confidence',
    badge: 'bg-sky-500/15 text-sky-700 ring-sky-500/30 dark:text-sky-300',
    bar: 'from-sky-500 to-sky-400',
  },
  low: {
    label: 'Low confidence',
    badge: 'bg-amber-500/15 text-amber-800 ring-amber-500/30 dark:text-amber-300',
    bar: 'from-amber-500 to-amber-400',
  },
}

export function ProbabilityBar({
  probability,
  className = '',
  label,
}: {
  probability: number
  className?: string
  label: string
}) {
  const width = `${Math.round(Math.min(1, Math.max(0, probability)) * 100)}%`
  return (
    <div
      aria-hidden="true"
      data-label={label}
      className="h-2 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-white/10"
    >
      <div className={`h-full rounded-full bg-gradient-to-r ${className}`} style={{ width }} />
    </div>
  )
}

export function PickCard({ pick, rank }: { pick: AnalysisPick; rank: number }) {
  const style = CONFIDENCE_STYLES[pick.confidence]
  return (
    <li className="w-[85%] max-w-80 shrink-0 only:w-full only:max-w-none snap-start rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition sm:w-72 lg:w-auto lg:max-w-none hover:border-emerald-500/40 dark:border-white/10 dark:bg-slate-950/50">
      <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1 text-xs text-slate-500 dark:text-slate-400">
        <span className="inline-flex min-w-0 items-center gap-1.5">
          <Trophy className="size-3.5 shrink-0" aria-hidden="true" />
          <span className="truncate">
            <BrowseLink to={leaguePath(pick.competition)}>{pick.competitionName}</BrowseLink>
          </span>
        </span>
        <span className="inline-flex shrink-0 items-center gap-1.5">
          <CalendarClock className="size-3.5" aria-hidden="true" />
          <KickoffLabel kickoff={pick.kickoff} date={pick.date} timeTbc={pick.timeTbc} />
        </span>
      </div>
      <p className="mt-2 flex items-start gap-2 font-semibold text-slate-900 dark:text-white">
        <span className="mt-0.5 inline-flex size-5 shrink-0 items-center justify-center rounded-md bg-slate-900 text-[0.7rem] text-white dark:bg-white/10">
          {rank}
        </span>
        <span>
          <BrowseLink to={teamPath(pick.homeTeamId)}>{pick.home}</BrowseLink>{' '}
          <span className="font-normal text-slate-400">v</span>{' '}
          <BrowseLink to={teamPath(pick.awayTeamId)}>{pick.away}</BrowseLink>
        </span>
      </p>
      <div className="mt-3 flex items-center justify-between gap-2">
        <span className="min-w-0 text-sm font-medium text-slate-700 dark:text-slate-200">{pick.marketLabel}</span>
        <span
          className={`shrink-0 whitespace-nowrap rounded-full px-2 py-0.5 text-[0.7rem] font-semibold ring-1 ring-inset ${style.badge}`}
        >
          {style.label}
        </span>
      </div>
      <div className="mt-2 flex items-center gap-3">
        <ProbabilityBar
          probability={pick.probability}
          className={style.bar}
          label={`${pick.marketLabel} probability`}
        />
        <span className="w-10 shrink-0 text-right text-sm font-bold tabular-nums text-slate-900 dark:text-white">
          {formatPercent(pick.probability)}
        </span>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-2 text-xs">
        <div className="rounded-lg bg-slate-50 px-2.5 py-1.5 dark:bg-white/5">
          <dt className="text-slate-500 dark:text-slate-400">Fair odds</dt>
          <dd className="font-semibold tabular-nums text-slate-900 dark:text-white">{pick.fairOdds.toFixed(2)}</dd>
        </div>
        <div className="rounded-lg bg-slate-50 px-2.5 py-1.5 dark:bg-white/5">
          <dt className="text-slate-500 dark:text-slate-400">Expected goals</dt>
          <dd className="font-semibold tabular-nums text-slate-900 dark:text-white">
            {pick.expectedGoals.home.toFixed(1)} – {pick.expectedGoals.away.toFixed(1)}
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-xs leading-relaxed text-slate-600 dark:text-slate-400">{pick.reason}</p>
      {pick.marketView && <ModelVersusMarketBars view={pick.marketView} />}
      {pick.stakes && <StakesNote text={pick.stakes} />}
      <ReceiptLine receipt={pick.receipt} />
      {pick.staleSince && <StaleNotice competitionName={pick.competitionName} since={pick.staleSince} />}
    </li>
  )
}

export function PickCards({ picks }: { picks: AnalysisPick[] }) {
  if (picks.length === 0) return null
  return (
    <div>
      <h3 className="mb-3 text-xs font-semibold uppercase tracking-wider text-slate-500 dark:text-slate-400">
        Top picks
      </h3>
      <ol
        className="-mx-4 flex snap-x snap-mandatory gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0 lg:block lg:space-y-3 lg:overflow-visible lg:pb-0"
        aria-label="Top picks"
      >
        {picks.map((pick, index) => (
          <PickCard key={`${pick.matchId}-${pick.market}`} pick={pick} rank={index + 1} />
        ))}
      </ol>
    </div>
  )
}
