import { CONFIDENCE_BANDS, TRACK_RECORD_MARKETS } from '@pitchwise/contract/track-record'
import { useId } from 'react'
import { type PageFilters, PERIODS } from '../utils/filters'

const CONTROL =
  'min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 dark:border-white/15 dark:bg-slate-900 dark:text-white'
const LABEL = 'mb-1 block text-xs font-medium text-slate-600 dark:text-slate-300'

/** Market, league, period and confidence band; each choice lives in the address. */
export function RecordFilters({
  filters,
  leagues,
  onChange,
}: {
  filters: PageFilters
  leagues: { id: string; name: string }[]
  onChange: (key: keyof PageFilters, value: string) => void
}) {
  const ids = { market: useId(), league: useId(), period: useId(), band: useId() }
  // A receipt may link one exact market (`over_2.5`): offer it as it came.
  const exactMarket = filters.market && !TRACK_RECORD_MARKETS.some((m) => m.id === filters.market)
  const unknownLeague = filters.league && !leagues.some((l) => l.id === filters.league)
  return (
    <fieldset className="grid grid-cols-1 gap-3 rounded-2xl border border-slate-200 p-3 sm:grid-cols-4 dark:border-white/10">
      <legend className="px-1 text-sm font-semibold text-slate-800 dark:text-slate-100">Filters</legend>
      <div>
        <label htmlFor={ids.market} className={LABEL}>
          Market
        </label>
        <select
          id={ids.market}
          className={CONTROL}
          value={filters.market}
          onChange={(e) => onChange('market', e.target.value)}
        >
          <option value="">All markets</option>
          {exactMarket ? <option value={filters.market}>{filters.market.replaceAll('_', ' ')}</option> : null}
          {TRACK_RECORD_MARKETS.map((m) => (
            <option key={m.id} value={m.id}>
              {m.label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={ids.league} className={LABEL}>
          League
        </label>
        <select
          id={ids.league}
          className={CONTROL}
          value={filters.league}
          onChange={(e) => onChange('league', e.target.value)}
        >
          <option value="">All leagues</option>
          {unknownLeague ? <option value={filters.league}>{filters.league}</option> : null}
          {leagues.map((l) => (
            <option key={l.id} value={l.id}>
              {l.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={ids.period} className={LABEL}>
          Sealed in
        </label>
        <select
          id={ids.period}
          className={CONTROL}
          value={filters.period}
          onChange={(e) => onChange('period', e.target.value)}
        >
          {PERIODS.map((p) => (
            <option key={p.value} value={p.value}>
              {p.label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={ids.band} className={LABEL}>
          Stated probability
        </label>
        <select
          id={ids.band}
          className={CONTROL}
          value={filters.band}
          onChange={(e) => onChange('band', e.target.value)}
        >
          <option value="">Any</option>
          {CONFIDENCE_BANDS.map((b) => (
            <option key={b} value={b}>
              {b.replace('-', '–')} %
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  )
}
