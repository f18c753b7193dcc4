/**
 * The /track-record filters, read from and written to the address with exactly the parameter
 * names the receipt under each answer links with: `market`, `league`, `period` and `band`.
 */
import { CONFIDENCE_BANDS, type TrackRecordPeriod } from '@pitchwise/contract/track-record'

export interface PageFilters {
  market: string
  league: string
  period: TrackRecordPeriod
  band: string
}

export const PERIODS: { value: TrackRecordPeriod; label: string }[] = [
  { value: 'all', label: 'All time' },
  { value: '30d', label: 'Last 30 days' },
  { value: '90d', label: 'Last 90 days' },
  { value: '365d', label: 'Last 12 months' },
]

const SAFE = /^[a-z0-9_.-]{1,60}$/i

export function filtersFrom(params: URLSearchParams): PageFilters {
  const period = PERIODS.find((p) => p.value === params.get('period'))?.value ?? 'all'
  const band = params.get('band') ?? ''
  return {
    market: SAFE.test(params.get('market') ?? '') ? (params.get('market') as string) : '',
    league: SAFE.test(params.get('league') ?? '') ? (params.get('league') as string) : '',
    period,
    band: bandLabel(band),
  }
}

/** `60-70` or `0.6-0.7` → `60-70`; anything else → no band. */
function bandLabel(text: string): string {
  const match = text.match(/^(\d+(?:\.\d+)?)-(\d+(?:\.\d+)?)$/)
  if (!match) return ''
  const scale = Number(match[1]) > 1 || Number(match[2]) > 1 ? 1 : 100
  const label = `${Math.round(Number(match[1]) * scale)}-${Math.round(Number(match[2]) * scale)}`
  return (CONFIDENCE_BANDS as readonly string[]).includes(label) ? label : ''
}

/** The API query for the filters (empty ones left out). */
export function queryOf(filters: PageFilters): string {
  const params = new URLSearchParams()
  if (filters.market) params.set('market', filters.market)
  if (filters.league) params.set('league', filters.league)
  if (filters.period !== 'all') params.set('period', filters.period)
  if (filters.band) params.set('band', filters.band)
  return params.toString()
}
