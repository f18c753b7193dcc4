/**
 * `npm run eval -- --clv`: how often the value picks beat the closing line (eval/closing-line-value.ts)
 * on the seasons football-data.co.uk gives closing prices for (2019-20 to 2021-22, the top five
 * leagues; `--clv-seasons`, `--stats DIR`, `--clv-floor`, `--clv-min-edge` to measure another rule). Walk-forward like the rest of the eval: each match is
 * priced from earlier results only, and these seasons are not used for tuning.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path, { resolve } from 'node:path'
import type { MatchPrice } from '../data/external/external-row.ts'
import { matchExternalRows } from '../data/external/match-external-rows.ts'
import { folderOfSeason } from '../data/football-data-csv/divisions.ts'
import { readFootballDataCsv } from '../data/football-data-csv/read-file.ts'
import { loadDataDirectory } from '../data/load-directory.ts'
import { runBacktest } from '../eval/backtest.ts'
import { type ClvSummary, groupQuotes, summarise, valuePicks } from '../eval/closing-line-value.ts'
import { VALUE_RULE } from '../market/value-rule.ts'
import { dataDir } from './args.ts'

const DIVISIONS = ['E0', 'D1', 'I1', 'SP1', 'F1']

function statsDir(args: Map<string, string>): string {
  const repoRoot = resolve(import.meta.dirname, '../../../..')
  return resolve(
    args.get('stats') ?? process.env.FOOTBALL_STATS_DIR ?? resolve(repoRoot, '../shared/data/football-data-csv'),
  )
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`
const signed = (x: number) => `${x >= 0 ? '+' : '−'}${Math.abs(x * 100).toFixed(1)}%`

function row(label: string, s: ClvSummary): string {
  return `| ${label} | ${s.n} | ${s.beat} | ${s.level} | ${pct(s.rate)} | ${pct(s.low)}–${pct(s.high)} | ${signed(s.meanClv)} (${signed(s.meanClvLow)} to ${signed(s.meanClvHigh)}) | ${signed(s.roi)} |`
}

export function printClosingLineValue(args: Map<string, string>): void {
  const t0 = performance.now()
  const seasons = (args.get('clv-seasons') ?? '2019-20,2020-21,2021-22').split(',')
  const competitions = ['en.1', 'de.1', 'it.1', 'es.1', 'fr.1']
  const stats = statsDir(args)
  const ds = loadDataDirectory(dataDir(args))
  const rows = seasons.flatMap((season) => {
    const folder = folderOfSeason(season)
    if (!folder) return []
    return DIVISIONS.flatMap((division) => {
      const file = path.join(stats, folder, `${division}.csv`)
      if (!existsSync(file)) return []
      return readFootballDataCsv(readFileSync(file, 'utf8'), {
        origin: `${folder}/${division}.csv`,
        season,
        openKind: 'opening',
      }).rows
    })
  })
  const joined = matchExternalRows(rows, ds.directory, ds.matches)
  const prices = new Map<string, MatchPrice[]>()
  for (const { matchId, row: r } of joined.matched) prices.set(matchId, groupQuotes(r.prices))
  const backtest = runBacktest(ds.matches, { competitions, seasons, refitDays: 7 })
  // `--clv-floor 0.4 --clv-min-edge 0.06`: measure another rule than the shipped one.
  const rule = {
    minModelProbability: Number(args.get('clv-floor') ?? VALUE_RULE.minModelProbability),
    minEdge: Number(args.get('clv-min-edge') ?? VALUE_RULE.minEdge),
  }
  const { picks, priced, noClosing } = valuePicks(backtest, prices, rule)
  const seconds = (performance.now() - t0) / 1000
  console.log(
    `\nClosing-line value of the value picks, walk-forward ${seasons.join(', ')} (${seconds.toFixed(1)} s; ${stats} has ${readdirSync(stats).length} season folders)`,
  )
  console.log(
    `Rule: model ≥ ${pct(rule.minModelProbability)}, edge ≥ ${pct(rule.minEdge)} at the best opening price of a real bookmaker; one pick per match (1X2, over/under 2.5). ` +
      `Closing: Pinnacle's closing price, else the market average's. ${backtest.length} matches priced by the model, ${priced} with opening prices, ${picks.length} value picks (${noClosing} more had no reference closing price). Rows joined: ${joined.matched.length}, unmatched ${joined.unmatched.length}.\n`,
  )
  console.log(
    '| scope | picks | beat the close | level | rate | 95% CI (Wilson) | mean CLV (95% CI) | ROI at opening |',
  )
  console.log('|---|---|---|---|---|---|---|---|')
  for (const c of competitions) console.log(row(c, summarise(picks.filter((p) => p.competition === c))))
  for (const s of seasons) console.log(row(s, summarise(picks.filter((p) => p.season === s))))
  const isTotal = (outcome: string) => outcome.startsWith('over') || outcome.startsWith('under')
  console.log(row('1X2', summarise(picks.filter((p) => !isTotal(p.outcome)))))
  console.log(row('totals', summarise(picks.filter((p) => isTotal(p.outcome)))))
  console.log(row('pooled', summarise(picks)))
}
