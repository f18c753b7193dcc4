import type { AnalysisMatch, FormEntry } from '@pitchwise/contract'
import { formatPercent } from '../utils/format'
import { BrowseLink, leaguePath, matchPath, teamPath } from './browse-links'
import { KickoffLabel, StaleNotice } from './kickoff-label'
import { MarketViews } from './model-v-market'
import { ProbabilityBar } from './pick-cards'
import { ReceiptLine } from './receipt-line'
import { StakesNote } from './stakes-note'

/** The slices of a match a card shows: at most five scorelines and six form entries a side. */
function cardDetail(match: AnalysisMatch) {
  return {
    outcome: { home: match.markets.home, draw: match.markets.draw, away: match.markets.away },
    expectedGoals: match.markets.expectedGoals,
    topScores: match.topScores.slice(0, 5),
    form: { home: match.recentForm.home.slice(0, 6), away: match.recentForm.away.slice(0, 6) },
    result: match.result ?? null,
  }
}

const FORM_STYLES: Record<FormEntry['result'], string> = {
  W: 'bg-emerald-500 text-slate-950',
  D: 'bg-slate-400 text-slate-950 dark:bg-slate-500',
  L: 'bg-rose-500 text-white',
}

function FormChips({ team, form }: { team: string; form: FormEntry[] }) {
  if (form.length === 0) return null
  return (
    <div className="flex items-center justify-between gap-2">
      <span className="min-w-0 truncate text-xs text-slate-600 dark:text-slate-300">{team}</span>
      <ul className="flex shrink-0 gap-1" aria-label={`${team} recent form, newest first`}>
        {form.map((entry, index) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: form entries are positional (newest first)
            key={index}
            title={
              entry.opponent
                ? `${entry.result} v ${entry.opponent} ${entry.goalsFor}–${entry.goalsAgainst}`
                : entry.result
            }
            className={`inline-flex size-5 items-center justify-center rounded text-[0.65rem] font-bold ${FORM_STYLES[entry.result]}`}
          >
            {entry.result}
          </li>
        ))}
      </ul>
    </div>
  )
}

export function MatchCard({ match }: { match: AnalysisMatch }) {
  const detail = cardDetail(match)
  const outcomes = [
    { label: match.home, short: '1', value: detail.outcome.home, bar: 'from-emerald-500 to-emerald-400' },
    { label: 'Draw', short: 'X', value: detail.outcome.draw, bar: 'from-slate-400 to-slate-300' },
    { label: match.away, short: '2', value: detail.outcome.away, bar: 'from-sky-500 to-sky-400' },
  ]
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-white/10 dark:bg-slate-950/50">
      <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1 text-xs text-slate-500 dark:text-slate-400">
        <span className="truncate">
          <BrowseLink to={leaguePath(match.competition)}>{match.competitionName}</BrowseLink>
        </span>
        <KickoffLabel
          kickoff={match.kickoff}
          timeTbc={match.timeTbc}
          hypothetical={match.hypothetical}
          className="shrink-0"
        />
      </div>
      <p className="mt-2 font-semibold text-slate-900 dark:text-white">
        <BrowseLink to={teamPath(match.homeTeamId)}>{match.home}</BrowseLink>{' '}
        <span className="font-normal text-slate-400">v</span>{' '}
        <BrowseLink to={teamPath(match.awayTeamId)}>{match.away}</BrowseLink>
        {detail.result && (
          <span className="ml-2 rounded bg-slate-900 px-1.5 py-0.5 text-xs text-white tabular-nums dark:bg-white/10">
            FT {detail.result.home}–{detail.result.away}
          </span>
        )}
      </p>
      <div className="mt-3 space-y-2">
        {outcomes.map((o) => (
          <div key={o.short} className="grid grid-cols-[minmax(0,7rem)_1fr_2.5rem] items-center gap-2 text-xs">
            <span className="truncate text-slate-600 dark:text-slate-300">{o.label}</span>
            <ProbabilityBar probability={o.value} className={o.bar} label={`${o.label} probability`} />
            <span className="text-right font-semibold tabular-nums text-slate-900 dark:text-white">
              {formatPercent(o.value)}
            </span>
          </div>
        ))}
      </div>
      <p className="mt-3 flex items-center justify-between rounded-lg bg-slate-50 px-2.5 py-1.5 text-xs dark:bg-white/5">
        <span className="text-slate-500 dark:text-slate-400">Expected goals</span>
        <span className="font-semibold tabular-nums text-slate-900 dark:text-white">
          {detail.expectedGoals.home.toFixed(1)} – {detail.expectedGoals.away.toFixed(1)}
        </span>
      </p>
      {detail.topScores.length > 0 && (
        <div className="mt-3">
          <p className="text-xs text-slate-500 dark:text-slate-400">Likeliest scores</p>
          <ul className="mt-1.5 flex flex-wrap gap-1.5">
            {detail.topScores.map((s) => (
              <li
                key={`${s.home}-${s.away}`}
                className="rounded-md border border-slate-200 px-2 py-0.5 text-xs tabular-nums text-slate-700 dark:border-white/10 dark:text-slate-200"
              >
                <span className="font-semibold">
                  {s.home}–{s.away}
                </span>{' '}
                <span className="text-slate-500 dark:text-slate-400">{formatPercent(s.probability)}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {(detail.form.home.length > 0 || detail.form.away.length > 0) && (
        <div className="mt-3 space-y-1.5">
          <p className="text-xs text-slate-500 dark:text-slate-400">Form (newest first)</p>
          <FormChips team={match.home} form={detail.form.home} />
          <FormChips team={match.away} form={detail.form.away} />
        </div>
      )}
      {match.stakes && <StakesNote text={match.stakes} />}
      <MarketViews views={match.marketViews} />
      <ReceiptLine receipt={match.receipt} />
      {match.hypothetical || !match.homeTeamId ? null : (
        <p className="mt-3 text-xs">
          <BrowseLink to={matchPath(match.matchId)}>
            <span className="font-semibold text-accent">Free match page: chances, score grid, form</span>
          </BrowseLink>
        </p>
      )}
      {match.staleSince && <StaleNotice competitionName={match.competitionName} since={match.staleSince} />}
    </li>
  )
}

export function MatchCards({ matches }: { matches: AnalysisMatch[] }) {
  if (matches.length === 0) return null
  return (
    <div>
      <h3 className="mb-3 text-xs font-semibold uppercase tracking-wider text-slate-500 dark:text-slate-400">
        Match analysis
      </h3>
      <ul className="space-y-3" aria-label="Match analysis">
        {matches.slice(0, 4).map((match) => (
          <MatchCard key={match.matchId} match={match} />
        ))}
      </ul>
    </div>
  )
}
