/**
 * One football-data.co.uk CSV (a season file `2122/E0.csv`, or `fixtures.csv` of coming
 * matches) → rows of statistics and prices in the source's own team names. Columns are found by
 * name, so the older layouts (other bookmakers, no closing prices, no Time) read the same way.
 */
import { parseCsv } from '../csv.ts'
import type { ExternalMatchRow, MatchStatistics, PriceKind, PriceQuote } from '../external/external-row.ts'
import { DIVISION_COMPETITIONS, isoDateOfFootballData } from './divisions.ts'
import { kindOf, lineX100Of, priceColumns, priceMilliOf } from './price-columns.ts'

export interface FootballDataFileOptions {
  /** Where the file came from, for operators (`2122/E0.csv`); rows add their line number. */
  origin: string
  /** The season of a season file; fixtures.csv states none. */
  season?: string
  /** What a non-closing price is: 'opening' in season files, 'current' in fixtures.csv. */
  openKind: Exclude<PriceKind, 'closing'>
}

export interface FootballDataFile {
  rows: ExternalMatchRow[]
  /** Lines that are not a match of a known division on a readable date (blank trailing lines aside). */
  unreadable: { origin: string; reason: string }[]
}

const STAT_COLUMNS: Record<Exclude<keyof MatchStatistics, 'referee'>, string> = {
  halfTimeHomeGoals: 'HTHG',
  halfTimeAwayGoals: 'HTAG',
  homeShots: 'HS',
  awayShots: 'AS',
  homeShotsOnTarget: 'HST',
  awayShotsOnTarget: 'AST',
  homeCorners: 'HC',
  awayCorners: 'AC',
  homeFouls: 'HF',
  awayFouls: 'AF',
  homeYellowCards: 'HY',
  awayYellowCards: 'AY',
  homeRedCards: 'HR',
  awayRedCards: 'AR',
}

export function readFootballDataCsv(text: string, options: FootballDataFileOptions): FootballDataFile {
  const [headerRaw, ...records] = parseCsv(text)
  if (!headerRaw) return { rows: [], unreadable: [] }
  const header = headerRaw.map((h) => h.trim())
  const col = (name: string) => header.indexOf(name)
  const division = col('Div')
  const dateCol = col('Date')
  // Old files name them HT/AT.
  const homeCol = col('HomeTeam') >= 0 ? col('HomeTeam') : col('HT')
  const awayCol = col('AwayTeam') >= 0 ? col('AwayTeam') : col('AT')
  const prices = priceColumns(header)
  const stats = Object.entries(STAT_COLUMNS).map(([key, name]) => [key, col(name)] as const)
  const refereeCol = col('Referee')
  const rows: ExternalMatchRow[] = []
  const unreadable: FootballDataFile['unreadable'] = []
  records.forEach((record, i) => {
    // Line 1 is the header.
    const origin = `${options.origin} line ${i + 2}`
    const field = (index: number) => (index >= 0 ? (record[index] ?? '').trim() : '')
    const competition = DIVISION_COMPETITIONS[field(division)]
    const date = isoDateOfFootballData(field(dateCol))
    const homeName = field(homeCol)
    const awayName = field(awayCol)
    if (!competition || !date || !homeName || !awayName) {
      unreadable.push({
        origin,
        reason: !competition ? `unknown division '${field(division)}'` : !date ? 'no date' : 'no team name',
      })
      return
    }
    const row: ExternalMatchRow = { competition, date, homeName, awayName, origin, prices: [] }
    if (options.season) row.season = options.season
    const statistics = readStatistics(stats, refereeCol, field)
    if (statistics) row.statistics = statistics
    for (const column of prices) {
      const priceMilli = priceMilliOf(record[column.index])
      if (priceMilli === null) continue
      const lineX100 =
        column.lineColumn === undefined ? (column.market === 'total' ? 250 : 0) : lineX100Of(record[column.lineColumn])
      if (lineX100 === null) continue
      const quote: PriceQuote = {
        market: column.market,
        lineX100,
        outcome: column.outcome,
        bookmaker: column.bookmaker,
        kind: kindOf(column.closing, options.openKind),
        priceMilli,
      }
      row.prices.push(quote)
    }
    rows.push(row)
  })
  return { rows, unreadable }
}

/**
 * A count as the files write it: "14", or "14.0" as some seasons' files do (2014-15 to 2016-17 of
 * several divisions). Anything else, a fraction included, is not a count.
 */
export function countOf(text: string): number | null {
  return /^\d+(\.0+)?$/.test(text) ? Number(text) : null
}

/** The row's statistics, or undefined when it has none (a fixture, or a file without the columns). */
function readStatistics(
  stats: readonly (readonly [string, number])[],
  refereeCol: number,
  field: (index: number) => string,
): MatchStatistics | undefined {
  const values: Record<string, number | string | null> = {}
  let any = false
  for (const [key, index] of stats) {
    const value = countOf(field(index))
    if (value !== null) any = true
    values[key] = value
  }
  const referee = field(refereeCol)
  values.referee = referee === '' ? null : referee
  if (referee !== '') any = true
  return any ? (values as unknown as MatchStatistics) : undefined
}
