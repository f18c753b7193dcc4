/**
 * Which columns of a football-data.co.uk file are prices, and of what (the site's notes.txt):
 * 1X2 `B365H`/`PSCD` (bookmaker, C for closing, outcome), totals `B365>2.5`/`PC<2.5`, Asian
 * handicap `B365AHH`/`PCAHA` whose line is in `AHh` (closing `AHCh`), in the old aggregate files
 * `BbAHh`, and in a few old files per bookmaker (`B365AH`). Counts (`Bb1X2`, `BbOU`, `BbAH`) and
 * unnamed columns are not prices.
 */
import type { PriceKind, PriceMarket, PriceOutcome } from '../external/external-row.ts'

/** Column prefix → bookmaker key (The Odds API's keys where the bookmaker is the same). */
export const BOOKMAKER_CODES: Readonly<Record<string, string>> = {
  B365: 'bet365',
  BW: 'bwin',
  IW: 'interwetten',
  PS: 'pinnacle',
  P: 'pinnacle',
  WH: 'williamhill',
  VC: 'betvictor',
  LB: 'ladbrokes',
  SJ: 'stanjames',
  GB: 'gamebookers',
  SB: 'sportingbet',
  BS: 'bluesquare',
  SO: 'sportingodds',
  Max: 'market_max',
  BbMx: 'market_max',
  Avg: 'market_average',
  BbAv: 'market_average',
}

export interface PriceColumn {
  index: number
  market: PriceMarket
  outcome: PriceOutcome
  bookmaker: string
  closing: boolean
  /** Handicap only: the column holding the line. */
  lineColumn?: number
}

const ONE_X_TWO = /^(B365|BW|IW|PS|WH|VC|LB|SJ|GB|SB|BS|SO|Max|Avg|BbMx|BbAv)(C?)([HDA])$/
const TOTAL = /^(B365|P|GB|Max|Avg|BbMx|BbAv)(C?)([<>])2\.5$/
const HANDICAP = /^(B365|P|GB|LB|Max|Avg|BbMx|BbAv)(C?)AH([HA])$/
const OUTCOME_1X2: Record<string, PriceOutcome> = { H: 'home', D: 'draw', A: 'away' }

/** The price columns of a header row, each with what it prices. */
export function priceColumns(header: readonly string[]): PriceColumn[] {
  const at = (name: string) => {
    const i = header.indexOf(name)
    return i >= 0 ? i : undefined
  }
  const columns: PriceColumn[] = []
  header.forEach((raw, index) => {
    const name = raw.trim()
    let m = ONE_X_TWO.exec(name)
    if (m) {
      const [, code, c, side] = m as unknown as [string, string, string, string]
      columns.push({
        index,
        market: '1x2',
        outcome: OUTCOME_1X2[side] as PriceOutcome,
        bookmaker: BOOKMAKER_CODES[code] as string,
        closing: c === 'C',
      })
      return
    }
    m = TOTAL.exec(name)
    if (m) {
      const [, code, c, sign] = m as unknown as [string, string, string, string]
      columns.push({
        index,
        market: 'total',
        outcome: sign === '>' ? 'over' : 'under',
        bookmaker: BOOKMAKER_CODES[code] as string,
        closing: c === 'C',
      })
      return
    }
    m = HANDICAP.exec(name)
    if (m) {
      const [, code, c, side] = m as unknown as [string, string, string, string]
      const closing = c === 'C'
      // The line: the closing line, the aggregates' own, a bookmaker's own (old files), else the shared one.
      const lineColumn = closing
        ? at('AHCh')
        : code.startsWith('Bb')
          ? at('BbAHh')
          : (at(`${code}AH`) ?? at('AHh') ?? at('BbAHh'))
      if (lineColumn === undefined) return
      columns.push({
        index,
        market: 'handicap',
        outcome: side === 'H' ? 'home' : 'away',
        bookmaker: BOOKMAKER_CODES[code] as string,
        closing,
        lineColumn,
      })
    }
  })
  return columns
}

/** Decimal odds text → ×1000 integer; null for empty, unreadable or impossible (≤ 1.0) prices. */
export function priceMilliOf(text: string | undefined): number | null {
  if (text === undefined) return null
  const trimmed = text.trim()
  if (trimmed === '') return null
  const value = Number(trimmed)
  if (!Number.isFinite(value) || value <= 1) return null
  return Math.round(value * 1000)
}

/** A handicap line text (`-0.75`) → ×100 integer on a quarter-goal grid; null otherwise. */
export function lineX100Of(text: string | undefined): number | null {
  if (text === undefined || text.trim() === '') return null
  const value = Number(text.trim())
  if (!Number.isFinite(value)) return null
  const x100 = Math.round(value * 100)
  return x100 % 25 === 0 ? x100 : null
}

/** The kind of a non-closing price: a season file's early price, or a fixtures file's price now. */
export function kindOf(closing: boolean, openKind: Exclude<PriceKind, 'closing'>): PriceKind {
  return closing ? 'closing' : openKind
}
