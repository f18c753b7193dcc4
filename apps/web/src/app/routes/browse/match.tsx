import type { MatchPageResponse, TableSpot } from '@pitchwise/contract'
import { Sparkles } from 'lucide-react'
import { Link, useNavigate, useParams } from 'react-router'
import { Page } from '../../../components/page.tsx'
import { paths } from '../../../config/paths.ts'
import { useMatchPage } from '../../../features/browse/api/browse-queries'
import { BrowseSkeleton, LoadError, Section } from '../../../features/browse/components/browse-states'
import { StaleMark, TEAM_LINK } from '../../../features/browse/components/fixture-row'
import { FormList } from '../../../features/browse/components/form-list'
import { HeadToHead } from '../../../features/browse/components/head-to-head'
import { KickoffTime } from '../../../features/browse/components/kickoff-time'
import { MarketTable, OddsNote } from '../../../features/browse/components/market-table'
import { ProbabilityStrip } from '../../../features/browse/components/probability-strip'
import { ScoreHeatmap } from '../../../features/browse/components/score-heatmap'
import { ordinal } from '../../../features/browse/utils/ordinal'
import { apiErrorStatus } from '../../../lib/api-client.ts'
import { formatCalendarDay } from '../../../utils/calendar-day'
import { PRIMARY_LINK } from '../chat-page-kit.tsx'
import { BrowseNotFound } from './not-found'

/**
 * /matches/{id}: the free preview of one match: the main markets with fair odds, expected goals,
 * the scoreline heat map, each side's form and the head to head, table places and what is at
 * stake. "Analyse this match" asks the chat for the full report, which costs a search as any
 * question does (decision 410).
 */
export default function MatchPage() {
  const { matchId = '' } = useParams()
  const { data, isPending, isError, error, refetch } = useMatchPage(matchId)
  if (isError && apiErrorStatus(error) === 404) return <BrowseNotFound what="match" />
  const title = data
    ? `${data.fixture.home.name} v ${data.fixture.away.name} prediction, ${data.fixture.competition.name}, ${formatCalendarDay(data.fixture.date)}`
    : 'Match'
  return (
    <Page title={title} width="max-w-5xl">
      {isPending ? (
        <>
          <h1 className="sr-only">Match preview</h1>
          <BrowseSkeleton label="Loading the match…" blocks={4} />
        </>
      ) : isError ? (
        <>
          <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Match preview</h1>
          <div className="mt-4">
            <LoadError error={error} what="match" onRetry={() => void refetch()} />
          </div>
        </>
      ) : (
        <MatchPreview page={data} />
      )}
    </Page>
  )
}

function MatchPreview({ page }: { page: MatchPageResponse }) {
  const { fixture, analysis, positions, scoreGrid, bestPrices } = page
  const hasUnderPrice = bestPrices.some((p) => p.outcome === 'under_2.5')
  const { home, away } = fixture
  const navigate = useNavigate()
  const m = analysis.markets
  const ask = () => navigate(paths.home, { state: { query: `${home.name} vs ${away.name}` } })
  return (
    <div className="space-y-5">
      <header>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600 dark:text-slate-300">
          <Link to={paths.league(fixture.competition.code)} className="font-medium underline-offset-2 hover:underline">
            {fixture.competition.name}
          </Link>
          {fixture.round ? <span>· {fixture.round}</span> : null}
          <span>·</span>
          <KickoffTime fixture={fixture} />
        </p>
        <h1 className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
          <Link to={paths.team(home.id)} className={TEAM_LINK}>
            {home.name}
          </Link>{' '}
          <span className="font-normal text-slate-500 dark:text-slate-400">v</span>{' '}
          <Link to={paths.team(away.id)} className={TEAM_LINK}>
            {away.name}
          </Link>
          {fixture.result ? (
            <span className="ml-3 rounded-lg bg-slate-900 px-2 py-0.5 align-middle text-lg text-white tabular-nums dark:bg-white/10">
              FT {fixture.result.home}–{fixture.result.away}
            </span>
          ) : null}
        </h1>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <button type="button" onClick={ask} className={PRIMARY_LINK}>
            <Sparkles className="size-4" aria-hidden="true" />
            Analyse this match
          </button>
          <span className="text-xs text-slate-600 dark:text-slate-300">
            The full report in the chat uses one search.
          </span>
          {fixture.staleSince ? <StaleMark since={fixture.staleSince} /> : null}
        </div>
      </header>

      {fixture.probabilities ? (
        <Section title="The model's chances" id="chances">
          <ProbabilityStrip probabilities={fixture.probabilities} home={home.name} away={away.name} />
          <MarketTable
            prices={bestPrices}
            rows={[
              { label: `${home.name} win`, probability: m.home, outcome: 'home_win' },
              { label: 'Draw', probability: m.draw, outcome: 'draw' },
              { label: `${away.name} win`, probability: m.away, outcome: 'away_win' },
              { label: `${home.name} or draw`, probability: m.doubleChance.homeOrDraw },
              { label: `${away.name} or draw`, probability: m.doubleChance.awayOrDraw },
              { label: 'Over 1.5 goals', probability: m.over['1.5'] },
              { label: 'Over 2.5 goals', probability: m.over['2.5'], outcome: 'over_2.5' },
              // Under 2.5 only beside its stored price: otherwise it is over 2.5 read backwards.
              ...(hasUnderPrice
                ? [{ label: 'Under 2.5 goals', probability: m.under['2.5'], outcome: 'under_2.5' as const }]
                : []),
              { label: 'Over 3.5 goals', probability: m.over['3.5'] },
              { label: 'Both teams to score', probability: m.bttsYes },
              { label: `${home.name} clean sheet`, probability: m.cleanSheet.home },
              { label: `${away.name} clean sheet`, probability: m.cleanSheet.away },
            ]}
          />
          <p className="mt-3 flex items-center justify-between rounded-lg bg-slate-50 px-3 py-2 text-sm dark:bg-white/5">
            <span className="text-slate-600 dark:text-slate-300">Expected goals</span>
            <span className="font-semibold tabular-nums text-slate-900 dark:text-white">
              {home.name} {m.expectedGoals.home.toFixed(1)} – {m.expectedGoals.away.toFixed(1)} {away.name}
            </span>
          </p>
          {analysis.disagreement ? (
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{analysis.disagreement}</p>
          ) : null}
        </Section>
      ) : null}

      {fixture.probabilities ? (
        <Section title="Likeliest scores" id="scores">
          <ScoreHeatmap home={home.name} away={away.name} cells={scoreGrid.cells} />
        </Section>
      ) : null}

      {analysis.stakes || analysis.tie || positions.home || positions.away ? (
        <Section title="What is at stake" id="stakes">
          <ul className="space-y-1.5 text-sm text-slate-800 dark:text-slate-100">
            <SpotLine team={home.name} spot={positions.home} />
            <SpotLine team={away.name} spot={positions.away} />
            {analysis.tie ? <li>{analysis.tie.summary}</li> : null}
            {analysis.stakes ? <li>{analysis.stakes}</li> : null}
          </ul>
        </Section>
      ) : null}

      <div className="grid grid-cols-1 gap-5 md:grid-cols-2">
        <Section title={`${home.name} form`} id="form-home">
          <FormList team={home.name} form={analysis.recentForm.home} />
        </Section>
        <Section title={`${away.name} form`} id="form-away">
          <FormList team={away.name} form={analysis.recentForm.away} />
        </Section>
      </div>

      <Section title="Head to head" id="h2h">
        <HeadToHead meetings={analysis.headToHead} />
      </Section>
      <OddsNote hasPrices={bestPrices.length > 0} />
    </div>
  )
}

function SpotLine({ team, spot }: { team: string; spot: TableSpot | undefined }) {
  if (!spot) return null
  return (
    <li>
      {team}:{' '}
      <Link to={paths.league(spot.competition.code)} className="font-medium underline-offset-2 hover:underline">
        {ordinal(spot.position)} of {spot.of} in the {spot.competition.name}
      </Link>
      , {spot.points} points from {spot.played} matches
    </li>
  )
}
