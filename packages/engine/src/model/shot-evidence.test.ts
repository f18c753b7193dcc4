import { describe, expect, it } from 'vitest'
import { emptyStatistics, type MatchStatistics } from '../data/external/external-row.ts'
import { runBacktest } from '../eval/backtest.ts'
import { matchRecord } from '../test-support/match-record.ts'
import type { MatchRecord } from '../types.ts'
import { kalmanPreMatch } from './goal-kalman.ts'
import { fitPredictorAsOf } from './predictor.ts'
import { GoalAndShotBooks, SHOT_BOOK_TUNED } from './shot-book.ts'
import { SHOTS_TUNED, shotEvidence } from './shot-evidence.ts'

type WithStats = MatchRecord

const TEAMS = ['ant', 'bee', 'cat', 'dog', 'eel', 'fox', 'gnu', 'hen']

/** A small deterministic generator (no Math.random: the test must see the same league every run). */
function lcg(seed: number) {
  let s = seed
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648
    return s / 2147483648
  }
}

function stats(homeShots: number, homeOn: number, awayShots: number, awayOn: number): MatchStatistics {
  return { ...emptyStatistics(), homeShots, awayShots, homeShotsOnTarget: homeOn, awayShotsOnTarget: awayOn }
}

/** Two seasons of a double round robin, one round a week, every match with shots and a score. */
function league(): WithStats[] {
  const rnd = lcg(7)
  const out: WithStats[] = []
  for (const [season, startYear] of [
    ['2022-23', 2022],
    ['2023-24', 2023],
  ] as const) {
    let day = Date.UTC(startYear, 7, 6)
    for (let leg = 0; leg < 2; leg++) {
      for (let r = 0; r < TEAMS.length - 1; r++) {
        const date = new Date(day).toISOString().slice(0, 10)
        for (let k = 0; k < TEAMS.length / 2; k++) {
          // Circle method: team 0 fixed, the others rotate.
          const rot = TEAMS.slice(1)
          const a = k === 0 ? (TEAMS[0] as string) : (rot[(r + k) % rot.length] as string)
          const b = rot[(r + rot.length - k) % rot.length] as string
          const [home, away] = leg === 0 ? [a, b] : [b, a]
          const hs = 8 + Math.floor(rnd() * 10)
          const as = 6 + Math.floor(rnd() * 10)
          const hon = Math.floor(hs * (0.25 + rnd() * 0.2))
          const aon = Math.floor(as * (0.25 + rnd() * 0.2))
          const score: [number, number] = [Math.floor(hon * rnd() * 0.7), Math.floor(aon * rnd() * 0.7)]
          out.push({ ...matchRecord({ date, home, away, score, season }), statistics: stats(hs, hon, as, aon) })
        }
        day += 7 * 86_400_000
      }
    }
  }
  return out
}

const CUT = '2023-10-01'
const fixtures = (matches: WithStats[]) => matches.filter((m) => m.date >= CUT).slice(0, 12)
/** Every statistics row dated on or after the cut replaced by something wildly different. */
const poisonFrom = (matches: WithStats[], cut: string) =>
  matches.map((m) => (m.date >= cut ? { ...m, statistics: stats(40, 30, 1, 0) } : m))

describe('shots in the Kalman model', () => {
  const matches = league()

  it('blends goals and the shot proxy only for a finished match whose statistics hold all four counts', () => {
    const m = matches[0] as WithStats
    const seen = shotEvidence(m, SHOTS_TUNED)
    expect(seen).not.toBeNull()
    expect(seen?.noise).toBe(SHOTS_TUNED.noise)
    expect(shotEvidence(m, { ...SHOTS_TUNED, weight: 0 })).toBeNull()
    const { statistics: _, ...bare } = m
    expect(shotEvidence(bare, SHOTS_TUNED)).toBeNull()
    expect(
      shotEvidence({ ...m, statistics: { ...stats(10, 4, 9, 3), awayShotsOnTarget: null } }, SHOTS_TUNED),
    ).toBeNull()
    // More on target than shots is a data error, not evidence.
    expect(shotEvidence({ ...m, statistics: stats(3, 5, 9, 3) }, SHOTS_TUNED)).toBeNull()
  })

  it('rates a side that keeps creating chances it does not score higher than goals alone do', () => {
    // The same scores; one side's shots on target doubled in every match it played.
    const busy = matches.map((m) =>
      m.homeTeamId === 'ant' && m.statistics
        ? { ...m, statistics: { ...m.statistics, homeShots: 30, homeShotsOnTarget: 14 } }
        : m,
    )
    const fixture = matchRecord({ date: '2024-01-06', home: 'ant', away: 'bee', season: '2023-24' })
    const goalsOnly = fitPredictorAsOf(busy, fixture.date, { shots: null }).predict(fixture)
    const withShots = fitPredictorAsOf(busy, fixture.date, { shots: SHOT_BOOK_TUNED }).predict(fixture)
    expect(withShots.markets.expectedGoals.home).toBeGreaterThan(goalsOnly.markets.expectedGoals.home)
    expect(withShots.markets.home).toBeGreaterThan(goalsOnly.markets.home)
  })

  it('prices exactly as the goals-only model when no match has statistics (no loss from the fallback)', () => {
    const bare = matches.map(({ statistics: _, ...m }) => m)
    const fixture = matchRecord({ date: '2024-06-01', home: 'cat', away: 'dog', season: '2023-24' })
    expect(fitPredictorAsOf(bare, fixture.date).predict(fixture)).toEqual(
      fitPredictorAsOf(bare, fixture.date, { shots: null }).predict(fixture),
    )
  })

  it('prices from goals alone once a side has had no match with shots for more than the fresh window', () => {
    // The league's last round is early November 2023: shots are fresh in January, stale in August.
    const at = (date: string, home = 'cat', away = 'dog') =>
      [null, SHOT_BOOK_TUNED].map((shots) =>
        fitPredictorAsOf(matches, date, { shots }).predict(matchRecord({ date, home, away, season: '2023-24' })),
      )
    const [goalsInJanuary, shotsInJanuary] = at('2024-01-06')
    expect(shotsInJanuary?.markets.home).not.toBe(goalsInJanuary?.markets.home)
    const [goalsInAugust, shotsInAugust] = at('2024-08-01')
    expect(shotsInAugust?.markets).toEqual(goalsInAugust?.markets)
    // A side whose matches carry no shots (promoted from a league without statistics) takes none.
    const newcomer = matches.map((m) =>
      m.homeTeamId === 'cat' || m.awayTeamId === 'cat' ? { ...m, statistics: undefined } : m,
    )
    const fixture = matchRecord({ date: '2024-01-06', home: 'cat', away: 'dog', season: '2023-24' })
    expect(fitPredictorAsOf(newcomer, fixture.date, { shots: SHOT_BOOK_TUNED }).predict(fixture).markets).toEqual(
      fitPredictorAsOf(newcomer, fixture.date, { shots: null }).predict(fixture).markets,
    )
  })
})

describe('leakage: statistics dated on or after a match never move its prediction', () => {
  const matches = league()

  it('in the product’s predictor (fitted as of the match date)', () => {
    expect(fixtures(matches)).toHaveLength(12)
    for (const f of fixtures(matches)) {
      const clean = fitPredictorAsOf(matches, f.date, { shots: SHOT_BOOK_TUNED }).predict(f)
      // Every row dated on or after this fixture's own date.
      const dirty = fitPredictorAsOf(poisonFrom(matches, f.date), f.date, { shots: SHOT_BOOK_TUNED }).predict(f)
      expect(dirty.markets).toEqual(clean.markets)
    }
    // Changing rows before the match does move it, so the test can see a leak at all.
    const f = fixtures(matches)[0] as WithStats
    const earlier = poisonFrom(matches, '2023-09-01')
    expect(fitPredictorAsOf(earlier, f.date, { shots: SHOT_BOOK_TUNED }).predict(f).markets.home).not.toBe(
      fitPredictorAsOf(matches, f.date, { shots: SHOT_BOOK_TUNED }).predict(f).markets.home,
    )
  })

  it('in the Kalman pass and the walk-forward backtest', () => {
    const poisoned = poisonFrom(matches, CUT)
    const clean = kalmanPreMatch(matches, undefined, (m) => shotEvidence(m, SHOTS_TUNED))
    const dirty = kalmanPreMatch(poisoned, undefined, (m) => shotEvidence(m, SHOTS_TUNED))
    for (const m of matches) if (m.date <= CUT) expect(dirty.get(m.id)).toEqual(clean.get(m.id))
    const cleanBooks = new GoalAndShotBooks(undefined, SHOT_BOOK_TUNED).apply(matches)
    const dirtyBooks = new GoalAndShotBooks(undefined, SHOT_BOOK_TUNED).apply(poisoned)
    for (const m of matches) if (m.date <= CUT) expect(dirtyBooks.get(m.id)).toEqual(cleanBooks.get(m.id))
    // Nor does a later match losing its statistics: whether a side's shots are fresh looks back only.
    const stripped = matches.map((m) => (m.date >= CUT ? { ...m, statistics: undefined } : m))
    const strippedBooks = new GoalAndShotBooks(undefined, SHOT_BOOK_TUNED).apply(stripped)
    for (const m of matches) if (m.date <= CUT) expect(strippedBooks.get(m.id)).toEqual(cleanBooks.get(m.id))
    const opts = { competitions: ['xx.1'], seasons: ['2023-24'], shots: SHOT_BOOK_TUNED }
    const before = (rows: ReturnType<typeof runBacktest>) =>
      rows.filter((r) => r.match.date <= CUT).map((r) => [r.kalmanShots, r.blendShots])
    const cleanRows = runBacktest(matches, opts)
    expect(before(cleanRows).length).toBeGreaterThan(10)
    expect(before(runBacktest(poisoned, opts))).toEqual(before(cleanRows))
  })
})
