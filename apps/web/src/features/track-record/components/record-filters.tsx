import { CONFIDENCE_BANDS, TRACK_RECORD_MARKETS } from '@pitchwise/contract/track-record'
import { LabelledSelect } from '../../../components/ui/labelled-select'
import { type PageFilters, PERIODS } from '../utils/filters'

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
  // A receipt may link one exact market (`over_2.5`): offer it as it came.
  const exactMarket = filters.market && !TRACK_RECORD_MARKETS.some((m) => m.id === filters.market)
  const unknownLeague = filters.league && !leagues.some((l) => l.id === filters.league)
  return (
    <fieldset className="grid grid-cols-1 gap-3 rounded-2xl border border-slate-200 p-3 sm:grid-cols-4 dark:border-white/10">
      <legend className="px-1 text-sm font-semibold text-slate-800 dark:text-slate-100">Filters</legend>
      <LabelledSelect label="Market" value={filters.market} onChange={(value) => onChange('market', value)}>
        <option value="">All markets</option>
        {exactMarket ? <option value={filters.market}>{filters.market.replaceAll('_', ' ')}</option> : null}
        {TRACK_RECORD_MARKETS.map((m) => (
          <option key={m.id} value={m.id}>
            {m.label}
          </option>
        ))}
      </LabelledSelect>
      <LabelledSelect label="League" value={filters.league} onChange={(value) => onChange('league', value)}>
        <option value="">All leagues</option>
        {unknownLeague ? <option value={filters.league}>{filters.league}</option> : null}
        {leagues.map((l) => (
          <option key={l.id} value={l.id}>
            {l.name}
          </option>
        ))}
      </LabelledSelect>
      <LabelledSelect label="Sealed in" value={filters.period} onChange={(value) => onChange('period', value)}>
        {PERIODS.map((p) => (
          <option key={p.value} value={p.value}>
            {p.label}
          </option>
        ))}
      </LabelledSelect>
      <LabelledSelect label="Stated probability" value={filters.band} onChange={(value) => onChange('band', value)}>
        <option value="">Any</option>
        {CONFIDENCE_BANDS.map((b) => (
          <option key={b} value={b}>
            {b.replace('-', '–')} %
          </option>
        ))}
      </LabelledSelect>
    </fieldset>
  )
}
