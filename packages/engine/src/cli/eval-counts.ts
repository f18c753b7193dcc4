/**
 * Walk-forward calibration of the count model and the half-time split (issue 31):
 * `npm run eval:counts [-- --seasons 2015-16,...,2021-22 --fit --half-time]`.
 * Every fixture is forecast from the statistics dated before it only. `--fit` prints the
 * negative-binomial sizes measured by moments on the fit seasons (2011-12 to 2014-15), the
 * values model/count-model.ts ships; the test seasons are never used to set them.
 * `--half-time` also scores the half-time markets on the goal model's walk-forward expected
 * goals (slower: it runs the goal backtest).
 */

import { attachStatistics } from '../data/external/attach-statistics.ts'
import { readFootballDataDirectory } from '../data/football-data-csv/read-directory.ts'
import { loadDataDirectory } from '../data/load-directory.ts'
import { runBacktest } from '../eval/backtest.ts'
import {
  COUNT_STATS,
  type CountStat,
  countBefore,
  createCountIndex,
  halfTimePair,
  type StatMatch,
  statPair,
} from '../model/count-index.ts'
import {
  COUNT_DISPERSION,
  COUNT_MODEL,
  countDistribution,
  forecastCounts,
  leagueMeans,
  overProbability,
} from '../model/count-model.ts'
import { halfTimeMarkets, halfTimeShare } from '../model/half-time.ts'
import type { MatchRecord } from '../types.ts'
import { dataDir, parseArgs, statsDir } from './args.ts'

const args = parseArgs(process.argv.slice(2))
const FIT_SEASONS = ['2011-12', '2012-13', '2013-14', '2014-15']
const seasons = (args.get('seasons') ?? '2015-16,2016-17,2017-18,2018-19,2019-20,2020-21,2021-22').split(',')
const competitions = ['en.1', 'de.1', 'es.1', 'it.1', 'fr.1']
const LINES: Record<CountStat, { total: number[]; side: number[] }> = {
  corners: { total: [8.5, 9.5, 10.5, 11.5], side: [3.5, 4.5, 5.5] },
  cards: { total: [2.5, 3.5, 4.5, 5.5], side: [1.5, 2.5] },
  shots: { total: [21.5, 23.5, 25.5, 27.5], side: [10.5, 12.5] },
  shots_on_target: { total: [6.5, 7.5, 8.5, 9.5], side: [2.5, 3.5, 4.5] },
}

const ds = loadDataDirectory(dataDir(args))
const { matches, joined } = attachStatistics(ds.matches, readFootballDataDirectory(statsDir(args)), ds.directory)
const index = createCountIndex(matches)
const played = (list: readonly string[]) =>
  matches.filter(
    (m) => m.status === 'finished' && m.statistics && competitions.includes(m.competition) && list.includes(m.season),
  )
console.log(`Statistics joined to ${joined} matches.`)

interface Row {
  stat: CountStat
  home: number
  away: number
  y: [number, number]
  /** The league's share of matches over each line in the year before (the base rate). */
  base: (line: number) => number
}

function rowsFor(list: MatchRecord[], stat: CountStat): Row[] {
  const out: Row[] = []
  for (const m of list) {
    const y = statPair(m.statistics as NonNullable<MatchRecord['statistics']>, stat)
    const f = y ? forecastCounts(index, m, stat) : null
    if (!y || !f || !leagueMeans(index, m.competition, m.date, stat)) continue
    const since = shift(m.date, -365)
    const totals: number[] = []
    const known = index.competition(m.competition)
    const knownEnd = countBefore(known, m.date)
    for (let i = knownEnd - 1; i >= 0 && (known[i] as StatMatch).date >= since; i--) {
      const p = statPair((known[i] as StatMatch).statistics, stat)
      if (p) totals.push(p[0] + p[1])
    }
    out.push({
      stat,
      home: f.home,
      away: f.away,
      y,
      base: (line) => (totals.filter((t) => t > line).length + 0.5) / (totals.length + 1),
    })
  }
  return out
}

if (args.has('fit')) {
  console.log(`\nNegative-binomial sizes by moments on ${FIT_SEASONS.join(', ')} (1/size = Σ((y−μ)²−μ)/Σμ²):\n`)
  console.log('| statistic | matches | total size | side size |')
  console.log('|---|---|---|---|')
  for (const stat of COUNT_STATS) {
    const rows = rowsFor(played(FIT_SEASONS), stat)
    let num = 0
    let den = 0
    let sNum = 0
    let sDen = 0
    for (const r of rows) {
      const mu = r.home + r.away
      num += (r.y[0] + r.y[1] - mu) ** 2 - mu
      den += mu * mu
      for (const [y, m] of [
        [r.y[0], r.home],
        [r.y[1], r.away],
      ] as const) {
        sNum += (y - m) ** 2 - m
        sDen += m * m
      }
    }
    const size = (n: number, d: number) => (n <= 0 ? 'Infinity (Poisson)' : (d / n).toFixed(1))
    console.log(`| ${stat} | ${rows.length} | ${size(num, den)} | ${size(sNum, sDen)} |`)
  }
}

function ll(p: number, hit: boolean): number {
  return -Math.log(Math.min(1 - 1e-9, Math.max(1e-9, hit ? p : 1 - p)))
}

if (args.has('tune')) {
  // The prior's weight and the half-life, chosen on the fit seasons only by the main lines' log-loss.
  console.log(`\nTuning on ${FIT_SEASONS.join(', ')}: mean log-loss of the headline over lines (NB, shipped sizes)\n`)
  console.log('| shrink matches | half-life days | corners 9.5 | cards 4.5 | shots 24.5 | on target 8.5 |')
  console.log('|---|---|---|---|---|---|')
  const fit = played(FIT_SEASONS)
  const kept = { ...COUNT_MODEL }
  for (const shrink of [2, 4, 6, 10])
    for (const halfLife of [90, 180, 365]) {
      COUNT_MODEL.shrinkMatches = shrink
      COUNT_MODEL.halfLifeDays = halfLife
      const cells = COUNT_STATS.map((stat) => {
        const line = { corners: 9.5, cards: 4.5, shots: 24.5, shots_on_target: 8.5 }[stat]
        const rows = rowsFor(fit, stat)
        const sum = rows.reduce(
          (t, r) =>
            t +
            ll(
              overProbability(countDistribution(r.home + r.away, COUNT_DISPERSION[stat].total), line),
              r.y[0] + r.y[1] > line,
            ),
          0,
        )
        return (sum / rows.length).toFixed(4)
      })
      console.log(`| ${shrink} | ${halfLife} | ${cells.join(' | ')} |`)
    }
  Object.assign(COUNT_MODEL, kept)
}

console.log(`\nWalk-forward on ${seasons.join(', ')} (${competitions.join(', ')}): over/under log-loss per line`)
console.log(
  '(NB = negative binomial with the shipped sizes; Poisson = same means, no overdispersion; base = the league’s share over the line in the year before)\n',
)
console.log('| statistic | line | n | observed over | mean NB | log-loss NB | log-loss Poisson | log-loss base |')
console.log('|---|---|---|---|---|---|---|---|')
const calibration: Record<string, { p: number; hit: boolean }[]> = {}
const test = played(seasons)
for (const stat of COUNT_STATS) {
  const rows = rowsFor(test, stat)
  const size = COUNT_DISPERSION[stat]
  for (const [which, lines] of [
    ['total', LINES[stat].total],
    ['side', LINES[stat].side],
  ] as const) {
    for (const line of lines) {
      let nb = 0
      let po = 0
      let base = 0
      let over = 0
      let mean = 0
      let n = 0
      for (const r of rows) {
        const cases: [number, number, number][] =
          which === 'total'
            ? [[r.home + r.away, r.y[0] + r.y[1], size.total]]
            : [
                [r.home, r.y[0], size.side],
                [r.away, r.y[1], size.side],
              ]
        for (const [mu, y, s] of cases) {
          const pNb = overProbability(countDistribution(mu, s), line)
          const pPo = overProbability(countDistribution(mu, Number.POSITIVE_INFINITY), line)
          const hit = y > line
          nb += ll(pNb, hit)
          po += ll(pPo, hit)
          if (which === 'total') base += ll(r.base(line), hit)
          over += hit ? 1 : 0
          mean += pNb
          n++
          const key = `${stat} ${which}`
          if (!calibration[key]) calibration[key] = []
          calibration[key].push({ p: pNb, hit })
        }
      }
      const label = which === 'total' ? `match over ${line}` : `team over ${line}`
      console.log(
        `| ${stat} | ${label} | ${n} | ${(over / n).toFixed(3)} | ${(mean / n).toFixed(3)} | ${(nb / n).toFixed(4)} | ${(po / n).toFixed(4)} | ${which === 'total' ? (base / n).toFixed(4) : '–'} |`,
      )
    }
  }
}

console.log('\nCalibration of the shipped (NB) over probabilities, every line above pooled:\n')
console.log('| market | bin | n | mean predicted | observed |')
console.log('|---|---|---|---|---|')
for (const [key, list] of Object.entries(calibration)) {
  for (let b = 0; b < 10; b++) {
    const inBin = list.filter((x) => Math.min(9, Math.floor(x.p * 10)) === b)
    if (inBin.length < 30) continue
    const mp = inBin.reduce((s, x) => s + x.p, 0) / inBin.length
    const ob = inBin.filter((x) => x.hit).length / inBin.length
    console.log(
      `| ${key} | ${(b / 10).toFixed(1)}–${((b + 1) / 10).toFixed(1)} | ${inBin.length} | ${mp.toFixed(3)} | ${ob.toFixed(3)} |`,
    )
  }
}

if (args.has('half-time')) {
  const t0 = performance.now()
  const rows = runBacktest(ds.matches, { competitions, seasons, refitDays: 7 })
  const stats = new Map(matches.filter((m) => m.statistics).map((m) => [m.id, m.statistics]))
  let n = 0
  let llResult = 0
  let llBase = 0
  const fh: Record<'0.5' | '1.5', { ll: number; p: number; hit: number }> = {
    '0.5': { ll: 0, p: 0, hit: 0 },
    '1.5': { ll: 0, p: 0, hit: 0 },
  }
  const counts = { home: 1, draw: 1, away: 1 }
  const bins: { p: number; hit: boolean }[] = []
  for (const r of rows) {
    const s = stats.get(r.match.id)
    const ht = s ? halfTimePair(s) : null
    const share = ht ? halfTimeShare(index, r.match.competition, r.match.date) : null
    if (!ht || !share) continue
    const mk = halfTimeMarkets({ home: r.dcRates.lambda, away: r.dcRates.mu }, share)
    const res = ht[0] > ht[1] ? 'home' : ht[0] < ht[1] ? 'away' : 'draw'
    llResult -= Math.log(mk.result[res])
    const total = counts.home + counts.draw + counts.away
    llBase -= Math.log(counts[res] / total)
    counts[res]++
    for (const line of ['0.5', '1.5'] as const) {
      const hit = ht[0] + ht[1] > Number(line)
      fh[line].ll += ll(mk.over[line], hit)
      fh[line].p += mk.over[line]
      fh[line].hit += hit ? 1 : 0
      bins.push({ p: mk.over[line], hit })
    }
    for (const k of ['home', 'draw', 'away'] as const) bins.push({ p: mk.result[k], hit: res === k })
    n++
  }
  console.log(
    `\nHalf-time markets on ${n} matches (goal backtest ${((performance.now() - t0) / 1000).toFixed(0)} s):\n`,
  )
  console.log(`| market | mean predicted | observed | log-loss |`)
  console.log('|---|---|---|---|')
  console.log(
    `| half-time result (3-way) | – | – | ${(llResult / n).toFixed(4)} (running base rate ${(llBase / n).toFixed(4)}) |`,
  )
  for (const line of ['0.5', '1.5'] as const)
    console.log(
      `| first half over ${line} | ${(fh[line].p / n).toFixed(3)} | ${(fh[line].hit / n).toFixed(3)} | ${(fh[line].ll / n).toFixed(4)} |`,
    )
  console.log('\n| half-time probabilities pooled, bin | n | mean predicted | observed |')
  console.log('|---|---|---|---|')
  for (let b = 0; b < 10; b++) {
    const inBin = bins.filter((x) => Math.min(9, Math.floor(x.p * 10)) === b)
    if (inBin.length < 30) continue
    const mp = inBin.reduce((s, x) => s + x.p, 0) / inBin.length
    const ob = inBin.filter((x) => x.hit).length / inBin.length
    console.log(
      `| ${(b / 10).toFixed(1)}–${((b + 1) / 10).toFixed(1)} | ${inBin.length} | ${mp.toFixed(3)} | ${ob.toFixed(3)} |`,
    )
  }
}

function shift(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00.000Z`)
  d.setUTCDate(d.getUTCDate() + n)
  return d.toISOString().slice(0, 10)
}
