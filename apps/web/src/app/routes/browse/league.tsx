import type { LeaguePageResponse } from '@pitchwise/contract'
import { useParams } from 'react-router'
import { Page } from '../../../components/page.tsx'
import { useLeaguePage } from '../../../features/browse/api/browse-queries'
import { BrowseSkeleton, LoadError, Section } from '../../../features/browse/components/browse-states'
import { ProjectionTable } from '../../../features/browse/components/projection-table'
import { RoundsBrowser } from '../../../features/browse/components/rounds-browser'
import { StandingsTable } from '../../../features/browse/components/standings-table'
import { apiErrorStatus } from '../../../lib/api-client.ts'
import { BrowseNotFound } from './not-found'

/**
 * /leagues/{id}: the table "after N of M rounds", the projected final table from the season
 * simulation, and the fixtures and results round by round. A cup has its rounds only.
 */
export default function LeaguePage() {
  const { leagueId = '' } = useParams()
  const { data, isPending, isError, error, refetch } = useLeaguePage(leagueId)
  if (isError && apiErrorStatus(error) === 404) return <BrowseNotFound what="league" />
  const title = data ? `${data.competition.name} ${data.season} table and predictions` : 'League'
  return (
    <Page title={title} width="max-w-5xl">
      {isPending ? (
        <>
          <h1 className="sr-only">League</h1>
          <BrowseSkeleton label="Loading the league…" blocks={3} />
        </>
      ) : isError ? (
        <>
          <h1 className="text-2xl font-bold text-slate-900 dark:text-white">League</h1>
          <div className="mt-4">
            <LoadError error={error} what="league" onRetry={() => void refetch()} />
          </div>
        </>
      ) : (
        <League page={data} />
      )}
    </Page>
  )
}

function League({ page }: { page: LeaguePageResponse }) {
  const after = `after ${page.roundsPlayed} of ${page.roundsTotal} rounds`
  return (
    <div className="space-y-5">
      <header>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {page.competition.country} · {page.season}
        </p>
        <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
          {page.competition.name}
        </h1>
      </header>
      {page.table.length > 0 ? (
        <Section
          title="Table"
          id="table"
          aside={<span className="text-sm text-slate-600 dark:text-slate-300">{after}</span>}
        >
          <StandingsTable
            rows={page.table}
            caption={`The ${page.competition.name} ${after}: 3 points a win, then goal difference and goals scored.`}
            relegation={page.relegationPlaces}
            promotion={page.promotionPlaces}
          />
        </Section>
      ) : null}
      {page.projection ? (
        <Section title="Projected final table" id="projection">
          <ProjectionTable projection={page.projection} promotion={page.promotionPlaces} />
        </Section>
      ) : null}
      <Section title="Fixtures and results" id="rounds">
        <RoundsBrowser rounds={page.rounds} />
      </Section>
    </div>
  )
}
