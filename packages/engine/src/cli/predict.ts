/**
 * Price a list of fixtures: `npm run predict -- --data DIR [--stats DIR] [--shots off]
 * --fixtures fixtures.csv --out predictions.csv`.
 * `--stats` is a folder in football-data.co.uk's layout (`2223/E0.csv`, the site's own team
 * names): its statistics are joined to the matches of `--data` as the product joins them, and the
 * model reads their shots as it does in the product (the shot book, decision 417; `--shots off`
 * prices from goals only). Rows of seasons the data does not hold are counted and
 * skipped. Without `--stats` nothing changes.
 * Input columns `date,competition,home,away` (header required; names as bettors write them).
 * Each row is predicted from matches strictly before its date (one fit per distinct date).
 * An unknown team or competition, or a malformed row, is an error naming the row (exit code 1).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { matchId } from '../data/build-dataset.ts'
import { parseCsv, toCsv } from '../data/csv.ts'
import { attachStatistics } from '../data/external/attach-statistics.ts'
import { readFootballDataDirectory } from '../data/football-data-csv/read-directory.ts'
import { loadDataDirectory } from '../data/load-directory.ts'
import { fitPredictorAsOf } from '../model/predictor.ts'
import { SHOT_BOOK_DEFAULTS } from '../model/shot-book.ts'
import type { MatchRecord, Predictor } from '../types.ts'
import { dataDir, parseArgs } from './args.ts'

function fail(message: string): never {
  process.stderr.write(`predict: ${message}\n`)
  process.exit(1)
}

const args = parseArgs(process.argv.slice(2))
const fixturesPath = args.get('fixtures') ?? fail('missing --fixtures fixtures.csv')
const outPath = args.get('out') ?? fail('missing --out predictions.csv')
const rows = parseCsv(readFileSync(fixturesPath, 'utf8'))
const header = (rows[0] ?? []).map((h) => h.trim().toLowerCase())
const col = (name: string) => {
  const i = header.indexOf(name)
  if (i < 0) fail(`header must contain date,competition,home,away (got: ${header.join(',')})`)
  return i
}
const [iDate, iComp, iHome, iAway] = [col('date'), col('competition'), col('home'), col('away')]

const ds = loadDataDirectory(dataDir(args))
const shotsFlag = args.get('shots') ?? 'default'
if (!['default', 'off'].includes(shotsFlag)) fail(`--shots takes only off (got: ${shotsFlag})`)
const shots = shotsFlag === 'off' ? null : SHOT_BOOK_DEFAULTS
const statsPath = args.get('stats')
let matches = ds.matches
if (statsPath !== undefined) {
  if (!existsSync(statsPath)) fail(`--stats folder not found: ${statsPath}`)
  const attached = attachStatistics(ds.matches, readFootballDataDirectory(statsPath), ds.directory)
  matches = attached.matches
  process.stdout.write(
    `predict: statistics joined to ${attached.joined} matches (${attached.unmatched} rows unmatched, ${attached.outsideData} rows of seasons the data does not hold)\n`,
  )
}
const knownComps = new Set(ds.competitions.map((c) => c.code))
const fixtures: MatchRecord[] = []
for (let r = 1; r < rows.length; r++) {
  const row = rows[r] as string[]
  const where = `row ${r + 1} (${row.join(',')})`
  const date = (row[iDate] ?? '').trim()
  const competition = (row[iComp] ?? '').trim()
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date))) fail(`${where}: date must be YYYY-MM-DD`)
  if (!knownComps.has(competition)) fail(`${where}: unknown competition "${competition}"`)
  const resolve = (name: string) =>
    ds.directory.resolve(name, { competition }) ?? fail(`${where}: unknown team "${name.trim()}"`)
  const home = resolve(row[iHome] ?? '')
  const away = resolve(row[iAway] ?? '')
  if (home.id === away.id) fail(`${where}: home and away are the same team (${home.name})`)
  const season =
    [...new Set(ds.matches.filter((m) => m.competition === competition && m.date <= date).map((m) => m.season))]
      .sort()
      .pop() ?? date.slice(0, 4)
  const m: MatchRecord = {
    id: '',
    competition,
    season,
    kickoff: `${date}T15:00:00.000Z`,
    date,
    homeTeamId: home.id,
    awayTeamId: away.id,
    status: 'scheduled',
    homeGoals: null,
    awayGoals: null,
  }
  m.id = matchId(m)
  fixtures.push(m)
}

const predictors = new Map<string, Predictor>()
const out: (string | number)[][] = [
  [...(rows[0] ?? []), 'p_home', 'p_draw', 'p_away', 'p_over25', 'p_btts', 'xg_home', 'xg_away'],
]
fixtures.forEach((m, k) => {
  let p = predictors.get(m.date)
  if (!p) {
    p = fitPredictorAsOf(matches, m.date, { shots })
    predictors.set(m.date, p)
  }
  const { markets } = p.predict(m)
  const f = (v: number) => v.toFixed(4)
  out.push([
    ...(rows[k + 1] as string[]),
    f(markets.home),
    f(markets.draw),
    f(markets.away),
    f(markets.over['2.5']),
    f(markets.bttsYes),
    f(markets.expectedGoals.home),
    f(markets.expectedGoals.away),
  ])
})
writeFileSync(outPath, toCsv(out))
process.stdout.write(`predict: wrote ${fixtures.length} predictions to ${outPath}\n`)
