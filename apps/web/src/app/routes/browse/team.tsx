import type { TeamPageResponse } from '@pitchwise/contract'
import { Link, useParams } from 'react-router'
import { Page } from '../../../components/page.tsx'
import { paths } from '../../../config/paths.ts'
import { useTeamPage } from '../../../features/browse/api/browse-queries'
import { BrowseSkeleton, LoadError, Section } from '../../../features/browse/components/browse-states'
import { FixtureRow } from '../../../features/browse/components/fixture-row'
import { FormChips } from '../../../features/browse/components/form-list'
import { RatingChart } from '../../../features/browse/components/rating-chart'
import { ordinal } from '../../../features/browse/utils/ordinal'
import { apiErrorStatus } from '../../../lib/api-client.ts'
import { BrowseNotFound } from './not-found'

/** /teams/{id}: form and last results, the next fixtures with the model's chances, and the rating over the season. */
export default function TeamPage() {
  const { teamId = '' } = useParams()
  const { data, isPending, isError, error, refetch } = useTeamPage(teamId)
  if (isError && apiErrorStatus(error) === 404) return <BrowseNotFound what="team" />
  return (
    <Page title={data ? `${data.team.name}: form, fixtures and predictions` : 'Team'} width="max-w-5xl">
      {isPending ? (
        <>
          <h1 className="sr-only">Team</h1>
          <BrowseSkeleton label="Loading the team…" blocks={3} />
        </>
      ) : isError ? (
        <>
          <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Team</h1>
          <div className="mt-4">
            <LoadError error={error} what="team" onRetry={() => void refetch()} />
          </div>
        </>
      ) : (
        <Team page={data} />
      )}
    </Page>
  )
}

function Team({ page }: { page: TeamPageResponse }) {
  const form = page.form.map((f) => f.result).join('')
  return (
    <div className="space-y-5">
      <header>
        {page.league ? (
          <p className="text-sm text-slate-600 dark:text-slate-300">
            <Link to={paths.league(page.league.code)} className="font-medium underline-offset-2 hover:underline">
              {page.league.name}
            </Link>
            {page.spot
              ? ` · ${ordinal(page.spot.position)} of ${page.spot.of}, ${page.spot.points} points from ${page.spot.played} matches`
              : ''}
          </p>
        ) : null}
        <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
          {page.team.name}
        </h1>
        {form ? (
          <p className="mt-2 flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
            Form <FormChips team={page.team.name} form={form} />
          </p>
        ) : null}
      </header>

      <Section title="Next fixtures" id="next">
        {page.next.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-300">No fixtures in the data after today.</p>
        ) : (
          <ul className="space-y-2">
            {page.next.map((fixture) => (
              <FixtureRow key={fixture.matchId} fixture={fixture} showCompetition />
            ))}
          </ul>
        )}
      </Section>

      {page.rating ? (
        <Section title={`Rating through ${page.rating.season}`} id="rating">
          <RatingChart team={page.team.name} season={page.rating.season} points={page.rating.points} />
          <p className="mt-2 text-xs text-slate-600 dark:text-slate-300">
            The Elo rating the model prices {page.team.name}'s {page.rating.competition.name} matches with: it rises
            with results better than expected and falls with worse ones.
          </p>
        </Section>
      ) : null}

      <Section title="Last results" id="results">
        {page.recent.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-300">No results in the data yet.</p>
        ) : (
          <ul className="space-y-2">
            {page.recent.map((fixture) => (
              <FixtureRow key={fixture.matchId} fixture={fixture} showCompetition />
            ))}
          </ul>
        )}
      </Section>
    </div>
  )
}
