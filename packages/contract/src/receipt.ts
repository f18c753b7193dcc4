/**
 * The receipt under every pick and match preview (issue 33, decision 325): the sealed record of
 * predictions like it, i.e. of the same market family and confidence band, from the live-sealed
 * predictions already scored. The grouping lives here so the server that counts, the page that
 * filters (/track-record?market=…&band=…) and the client that links read it the same way.
 */
import { z } from 'zod'

/** Market families: a pick's market key, or a 1X2 preview, belongs to exactly one. */
export const MARKET_FAMILIES = [
  '1x2',
  'double_chance',
  'draw_no_bet',
  'totals',
  'btts',
  'team_goals',
  'handicap',
  'margin',
  'score',
  'combination',
] as const
export type MarketFamily = (typeof MARKET_FAMILIES)[number]

const FAMILY_PATTERNS: readonly [RegExp, MarketFamily][] = [
  [/^(underdog_)?(home_win|away_win)$|^draw$/, '1x2'],
  [/^double_chance_/, 'double_chance'],
  [/^draw_no_bet_/, 'draw_no_bet'],
  [/^(over|under)_/, 'totals'],
  [/^btts_(yes|no)$/, 'btts'],
  [/^(team_over|clean_sheet|win_to_nil)_/, 'team_goals'],
  [/^asian_handicap_/, 'handicap'],
  [/^winning_margin_/, 'margin'],
  [/^(exact|correct)_score_/, 'score'],
  [/^(btts_and_over|result_and_total|result_and_btts)_/, 'combination'],
]

/**
 * The family of a sealed pick's market key (`over_2.5` → `totals`), or `1x2` for a match preview
 * (its forecast is the likeliest of home, draw and away). Null for a key no family holds.
 */
export function marketFamilyOf(kind: 'pick' | 'preview', market: string): MarketFamily | null {
  if (kind === 'preview') return '1x2'
  for (const [pattern, family] of FAMILY_PATTERNS) if (pattern.test(market)) return family
  return null
}

/** Confidence bands: ten points of probability each, `0-10` … `90-100` (1.0 falls in `90-100`). */
export function confidenceBandOf(probability: number): string {
  const low = Math.min(9, Math.max(0, Math.floor(probability * 10))) * 10
  return `${low}-${low + 10}`
}

/** Below this many scored predictions in a group, a receipt gives the count and no rate. */
export const RECEIPT_MIN_SCORED = 30

/** The filtered public track record a receipt links to (the page reads `market`, `league`, `period` and `band`). */
export function trackRecordHref(filter: { market?: string; band?: string; league?: string; period?: string }): string {
  const query = new URLSearchParams()
  for (const key of ['market', 'league', 'period', 'band'] as const) {
    const value = filter[key]
    if (value) query.set(key, value)
  }
  const text = query.toString()
  return text ? `/track-record?${text}` : '/track-record'
}

const percent = (share: number) => `${Math.round(share * 100)} %`

/** The receipt's line: a rate only from enough scored predictions, never a made-up figure. */
export function receiptText(scored: number, hitRate: number | null, modelSaid: number | null): string {
  if (scored < RECEIPT_MIN_SCORED || hitRate === null || modelSaid === null)
    return `Predictions like this: ${scored} sealed and scored so far; too few to give a rate`
  return `Predictions like this: ${scored} sealed and scored, ${percent(hitRate)} won; the model said ${percent(modelSaid)}`
}

export const Receipt = z
  .object({
    /** Market family (MARKET_FAMILIES). */
    market: z.string(),
    /** Confidence band of the prediction's probability, e.g. `60-70`. */
    band: z.string(),
    /** Live-sealed predictions of this family and band already scored (void ones are not). */
    scored: z.number().int(),
    /** Share of them that came true; null below RECEIPT_MIN_SCORED. */
    hitRate: z.number().nullable(),
    /** Their mean sealed probability; null below RECEIPT_MIN_SCORED. */
    modelSaid: z.number().nullable(),
    /** The line as shown (receiptText). */
    text: z.string(),
    /** The filtered track record (trackRecordHref). */
    href: z.string(),
  })
  .meta({ id: 'Receipt' })
export type Receipt = z.infer<typeof Receipt>
