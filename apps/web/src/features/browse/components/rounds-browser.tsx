import type { LeaguePageResponse } from '@pitchwise/contract'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useId, useState } from 'react'
import { FixtureRow } from './fixture-row'

type Round = LeaguePageResponse['rounds'][number]

/** The round to open on: the first with a match still to play, else the last one. */
export function currentRoundIndex(rounds: Round[]): number {
  const next = rounds.findIndex((round) => round.fixtures.some((f) => f.status === 'scheduled'))
  return next >= 0 ? next : Math.max(0, rounds.length - 1)
}

const STEP =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-lg border border-slate-300 text-slate-700 transition hover:bg-slate-50 disabled:opacity-40 dark:border-white/15 dark:text-slate-200 dark:hover:bg-white/5'

/** The season's fixtures and results one round at a time, with a picker and previous/next. */
export function RoundsBrowser({ rounds }: { rounds: Round[] }) {
  const [index, setIndex] = useState(() => currentRoundIndex(rounds))
  const selectId = useId()
  const round = rounds[index]
  if (!round) return <p className="text-sm text-slate-600 dark:text-slate-300">No fixtures in the data.</p>
  return (
    <div>
      <div className="flex items-center gap-2">
        <button type="button" className={STEP} onClick={() => setIndex(index - 1)} disabled={index === 0}>
          <ChevronLeft className="size-4" aria-hidden="true" />
          <span className="sr-only">Previous round</span>
        </button>
        <label htmlFor={selectId} className="sr-only">
          Round
        </label>
        <select
          id={selectId}
          value={index}
          onChange={(event) => setIndex(Number(event.target.value))}
          className="min-h-11 min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 dark:border-white/15 dark:bg-slate-900 dark:text-white"
        >
          {rounds.map((r, i) => (
            <option key={r.name} value={i}>
              {r.name}
            </option>
          ))}
        </select>
        <button
          type="button"
          className={STEP}
          onClick={() => setIndex(index + 1)}
          disabled={index === rounds.length - 1}
        >
          <ChevronRight className="size-4" aria-hidden="true" />
          <span className="sr-only">Next round</span>
        </button>
      </div>
      <ul aria-label={round.name} className="mt-3 space-y-2">
        {round.fixtures.map((fixture) => (
          <FixtureRow key={fixture.matchId} fixture={fixture} />
        ))}
      </ul>
    </div>
  )
}
