import { CalendarX, Filter } from 'lucide-react'
import { useId } from 'react'
import { Link, useSearchParams } from 'react-router'
import { Page } from '../../../components/page.tsx'
import { FIELD_CONTROL, FIELD_LABEL, LabelledSelect } from '../../../components/ui/labelled-select'
import { paths } from '../../../config/paths.ts'
import { useDayFixtures } from '../../../features/browse/api/browse-queries'
import { BrowseSkeleton, LoadError } from '../../../features/browse/components/browse-states'
import { FixtureRow } from '../../../features/browse/components/fixture-row'
import { readerZoneName } from '../../../features/browse/components/kickoff-time'
import { applyFilters, filtersFrom, MARKETS, MIN_PROBABILITIES } from '../../../features/browse/utils/fixture-filters'
import { formatCalendarDay } from '../../../utils/calendar-day'

const DAYS = [
  { value: 'today', label: 'Today' },
  { value: 'tomorrow', label: 'Tomorrow' },
  { value: 'weekend', label: 'Weekend' },
] as const

/**
 * /matches: the fixtures of a day (today, tomorrow, the weekend, or a picked date) by competition,
 * each with its 1X2, over 2.5 and BTTS prices, narrowed by competition, market and a minimum
 * probability. Every choice lives in the address, so a filtered day can be shared. Free: the
 * prices come from the model's cached read, no search is spent (decision 410).
 */
export default function MatchesPage() {
  const [params, setParams] = useSearchParams()
  const day = params.get('day') ?? 'today'
  const filters = filtersFrom(params)
  const { data, isPending, isError, error, refetch } = useDayFixtures(day)
  const dateId = useId()

  // Each change starts from the address as it is now, not as this render saw it (nor React
  // Router's updater, which does not queue): two quick changes both stay.
  const current = () => new URLSearchParams(window.location.search)
  const change = (key: string, value: string, fallback: string) => {
    const next = current()
    if (value === fallback) next.delete(key)
    else next.set(key, value)
    setParams(next, { replace: true })
  }
  const pickDay = (value: string) => {
    const next = current()
    if (value === 'today') next.delete('day')
    else next.set('day', value)
    // Another day has other competitions: a competition filter would hide everything.
    next.delete('competition')
    setParams(next)
  }

  const groups = data ? applyFilters(data.competitions, filters) : []
  const total = data?.competitions.reduce((n, g) => n + g.fixtures.length, 0) ?? 0
  const shown = groups.reduce((n, g) => n + g.fixtures.length, 0)
  const filtered = filters.competition !== 'all' || filters.market !== 'any' || filters.minProbability > 0
  const span = data
    ? data.from === data.to
      ? formatCalendarDay(data.from, { withWeekday: true })
      : `${formatCalendarDay(data.from, { withWeekday: true })} to ${formatCalendarDay(data.to, { withWeekday: true })}`
    : ''

  return (
    <Page
      title={span ? `Football predictions for ${span}` : 'Matches'}
      heading="Matches"
      intro="Every fixture of the day with the model's chances: the result, over 2.5 goals and both teams to score. Open a match for its preview."
      width="max-w-5xl"
    >
      <div className="space-y-4">
        <nav aria-label="Day" className="flex flex-wrap items-end gap-2">
          {DAYS.map((d) => (
            <button
              key={d.value}
              type="button"
              onClick={() => pickDay(d.value)}
              aria-current={day === d.value ? 'true' : undefined}
              className={`min-h-11 rounded-lg px-4 text-sm font-semibold transition ${
                day === d.value
                  ? 'bg-emerald-500 text-slate-950'
                  : 'border border-slate-300 text-slate-800 hover:bg-slate-50 dark:border-white/15 dark:text-white dark:hover:bg-white/5'
              }`}
            >
              {d.label}
            </button>
          ))}
          <div className="min-w-40">
            <label htmlFor={dateId} className={FIELD_LABEL}>
              Another day
            </label>
            <input
              id={dateId}
              type="date"
              className={FIELD_CONTROL}
              value={/^\d{4}-\d{2}-\d{2}$/.test(day) ? day : ''}
              onChange={(event) => event.target.value && pickDay(event.target.value)}
            />
          </div>
        </nav>

        <fieldset className="grid grid-cols-1 gap-3 rounded-2xl border border-slate-200 p-3 sm:grid-cols-3 dark:border-white/10">
          <legend className="flex items-center gap-1.5 px-1 text-sm font-semibold text-slate-800 dark:text-slate-100">
            <Filter className="size-4" aria-hidden="true" />
            Filters
          </legend>
          <LabelledSelect
            label="Competition"
            value={filters.competition}
            onChange={(value) => change('competition', value, 'all')}
          >
            <option value="all">All competitions</option>
            {data?.competitions.map((g) => (
              <option key={g.competition.code} value={g.competition.code}>
                {g.competition.name} ({g.competition.country})
              </option>
            ))}
          </LabelledSelect>
          <LabelledSelect label="Market" value={filters.market} onChange={(value) => change('market', value, 'any')}>
            {MARKETS.map((m) => (
              <option key={m.value} value={m.value}>
                {m.label}
              </option>
            ))}
          </LabelledSelect>
          <LabelledSelect
            label="Minimum probability"
            value={String(filters.minProbability)}
            onChange={(value) => change('min', value, '0')}
          >
            {MIN_PROBABILITIES.map((p) => (
              <option key={p} value={p}>
                {p === 0 ? 'No minimum' : `${p}% or more`}
              </option>
            ))}
          </LabelledSelect>
        </fieldset>

        {isPending ? (
          <BrowseSkeleton label="Loading the fixtures…" />
        ) : isError ? (
          <LoadError error={error} what="fixtures" onRetry={() => void refetch()} />
        ) : (
          <>
            <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
              {total === 0
                ? `No fixtures in the data for ${span}.`
                : filtered
                  ? `${shown} of ${total} matches for ${span} match the filters.`
                  : `${total} ${total === 1 ? 'match' : 'matches'} for ${span}.`}{' '}
              {total > 0 ? `Kick-off times in your time zone (${readerZoneName()}).` : ''}
            </p>
            {total === 0 ? (
              <EmptyDay />
            ) : shown === 0 ? (
              <button
                type="button"
                onClick={() => setParams(day === 'today' ? {} : { day })}
                className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50 dark:border-white/15 dark:text-white dark:hover:bg-white/5"
              >
                Clear the filters
              </button>
            ) : (
              groups.map((group) => (
                <section key={group.competition.code} aria-labelledby={`comp-${group.competition.code}`}>
                  <h2
                    id={`comp-${group.competition.code}`}
                    className="mb-2 flex flex-wrap items-baseline gap-x-2 text-base font-semibold text-slate-900 dark:text-white"
                  >
                    <Link to={paths.league(group.competition.code)} className="underline-offset-2 hover:underline">
                      {group.competition.name}
                    </Link>
                    <span className="text-xs font-normal text-slate-600 dark:text-slate-300">
                      {group.competition.country}
                    </span>
                  </h2>
                  <ul className="space-y-2">
                    {group.fixtures.map((fixture) => (
                      <FixtureRow key={fixture.matchId} fixture={fixture} />
                    ))}
                  </ul>
                </section>
              ))
            )}
          </>
        )}
      </div>
    </Page>
  )
}

function EmptyDay() {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 p-8 text-center dark:border-white/15">
      <CalendarX className="mx-auto size-6 text-slate-500" aria-hidden="true" />
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-200">
        Try another day, or ask about any match on the{' '}
        <Link to={paths.home} className="font-semibold underline">
          home page
        </Link>
        .
      </p>
    </div>
  )
}
