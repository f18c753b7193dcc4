/**
 * Half-time markets from the goal model (issue 31). The share of each side's goals scored before
 * the break is fitted per league on its half-time scores; each half's goals are then Poisson
 * with the goal model's expected goals times that share (first half) or the rest (second half),
 * the halves independent. Half-time result, first-half totals and half-time/full-time all come
 * from that one split (decision 166). No half-time scores in the league's last year: no price.
 */
import { type CountIndex, countBefore, halfTimePair, type StatMatch } from './count-index.ts'
import { COUNT_MODEL } from './count-model.ts'

/** The share is fitted on the league's half-time scores over this many days before the fixture. */
const SHARE_DAYS = 3 * 365

export interface HalfTimeShare {
  /** Share of the home (away) side's goals scored in the first half. */
  home: number
  away: number
  /** Half-time scores it was fitted on. */
  matches: number
}

export function halfTimeShare(index: CountIndex, competition: string, day: string): HalfTimeShare | null {
  return index.memo(`half|${competition}|${day}`, () => measureShare(index, competition, day))
}

function measureShare(index: CountIndex, competition: string, day: string): HalfTimeShare | null {
  const recent = shiftDays(day, -COUNT_MODEL.leagueDays)
  const since = shiftDays(day, -SHARE_DAYS)
  const list = index.competition(competition)
  const listEnd = countBefore(list, day)
  let firstHome = 0
  let fullHome = 0
  let firstAway = 0
  let fullAway = 0
  let n = 0
  let lastYear = 0
  for (let i = listEnd - 1; i >= 0; i--) {
    const m = list[i] as StatMatch
    if (m.date < since) break
    const ht = halfTimePair(m.statistics)
    if (!ht) continue
    firstHome += ht[0]
    firstAway += ht[1]
    fullHome += m.homeGoals
    fullAway += m.awayGoals
    n++
    if (m.date >= recent) lastYear++
  }
  if (lastYear < COUNT_MODEL.minLeagueMatches || fullHome === 0 || fullAway === 0) return null
  return { home: firstHome / fullHome, away: firstAway / fullAway, matches: n }
}

export type HalfResult = 'home' | 'draw' | 'away'

export interface HalfTimeMarkets {
  /** Expected first-half goals of each side. */
  expected: { home: number; away: number }
  result: Record<HalfResult, number>
  /** First-half total over 0.5 and 1.5. */
  over: { '0.5': number; '1.5': number }
  /** P(first-half total = k), k = 0…20. */
  firstHalfTotal: number[]
  /** Half-time result then full-time result ("home/draw" = home ahead at the break, drawn at the end). */
  htft: Record<`${HalfResult}/${HalfResult}`, number>
}

const MAX = 10

function poisson(mean: number): number[] {
  const out = [Math.exp(-mean)]
  for (let k = 1; k <= MAX; k++) out.push(((out[k - 1] as number) * mean) / k)
  return out
}

function resultOf(h: number, a: number): HalfResult {
  return h > a ? 'home' : h < a ? 'away' : 'draw'
}

export function halfTimeMarkets(expectedGoals: { home: number; away: number }, share: HalfTimeShare): HalfTimeMarkets {
  const h1 = poisson(expectedGoals.home * share.home)
  const a1 = poisson(expectedGoals.away * share.away)
  const h2 = poisson(expectedGoals.home * (1 - share.home))
  const a2 = poisson(expectedGoals.away * (1 - share.away))
  // P(second-half home goals − away goals = d), index d + MAX.
  const secondDiff = new Array<number>(2 * MAX + 1).fill(0)
  for (let k = 0; k <= MAX; k++)
    for (let l = 0; l <= MAX; l++)
      secondDiff[k - l + MAX] = (secondDiff[k - l + MAX] as number) + (h2[k] as number) * (a2[l] as number)
  const result: Record<HalfResult, number> = { home: 0, draw: 0, away: 0 }
  const htft = {} as HalfTimeMarkets['htft']
  for (const x of ['home', 'draw', 'away'] as const)
    for (const y of ['home', 'draw', 'away'] as const) htft[`${x}/${y}`] = 0
  let zero = 0
  let one = 0
  const firstHalfTotal = new Array<number>(2 * MAX + 1).fill(0)
  for (let i = 0; i <= MAX; i++)
    for (let j = 0; j <= MAX; j++) {
      const first = (h1[i] as number) * (a1[j] as number)
      const ht = resultOf(i, j)
      result[ht] += first
      firstHalfTotal[i + j] = (firstHalfTotal[i + j] as number) + first
      if (i + j === 0) zero += first
      if (i + j === 1) one += first
      // The second half's goal difference decides the full-time result from the half-time one.
      for (let d = -MAX; d <= MAX; d++)
        htft[`${ht}/${resultOf(i - j + d, 0)}`] += first * (secondDiff[d + MAX] as number)
    }
  return {
    expected: { home: expectedGoals.home * share.home, away: expectedGoals.away * share.away },
    result,
    over: { '0.5': 1 - zero, '1.5': 1 - zero - one },
    firstHalfTotal,
    htft,
  }
}

function shiftDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00.000Z`)
  d.setUTCDate(d.getUTCDate() + n)
  return d.toISOString().slice(0, 10)
}
