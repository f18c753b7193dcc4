/**
 * A hand-made world for analyzer tests: real club names, a fixed calendar, and a Predictor
 * computed from fixed scoring rates with independent Poisson goals. The predictor is an input
 * here, not the thing under test, so it only needs to be consistent and deterministic.
 */
import type { AnalyzerWorld } from '../../analyze.ts'
import { TEST_COMPETITIONS, TEST_TEAMS } from '../../parser/corpus/directory.ts'
import type { FixturePrediction, MarketProbabilities, MatchRecord, Predictor } from '../../types.ts'

const poisson = (l: number, k: number) => {
  let f = 1
  for (let i = 2; i <= k; i++) f *= i
  return (Math.exp(-l) * l ** k) / f
}

export function marketsFromRates(lh: number, la: number): MarketProbabilities {
  const N = 10
  const cell = (h: number, a: number) => poisson(lh, h) * poisson(la, a)
  let home = 0
  let draw = 0
  let away = 0
  const totals = new Array<number>(2 * N + 1).fill(0)
  const scores: { home: number; away: number; probability: number }[] = []
  const goalDifference: Record<string, number> = {}
  for (let h = 0; h <= N; h++)
    for (let a = 0; a <= N; a++) {
      const p = cell(h, a)
      if (h > a) home += p
      else if (h === a) draw += p
      else away += p
      totals[h + a] = (totals[h + a] ?? 0) + p
      goalDifference[h - a] = (goalDifference[h - a] ?? 0) + p
      scores.push({ home: h, away: a, probability: p })
    }
  const atMost = (n: number) => totals.slice(0, n + 1).reduce((s, x) => s + x, 0)
  // Both scoring and over the line: the scorelines with both sides on the board and more goals.
  const bothOver = (line: number) =>
    scores.filter((s) => s.home > 0 && s.away > 0 && s.home + s.away > line).reduce((t, s) => t + s.probability, 0)
  const line = (n: number) => 1 - atMost(n)
  // A result and the total over each line: the scorelines with both.
  const perLine = (result: (s: { home: number; away: number }) => boolean) => {
    const over = (l: number) =>
      scores.filter((s) => result(s) && s.home + s.away > l).reduce((t, s) => t + s.probability, 0)
    return { '0.5': over(0.5), '1.5': over(1.5), '2.5': over(2.5), '3.5': over(3.5), '4.5': over(4.5) }
  }
  const p0h = poisson(lh, 0)
  const p0a = poisson(la, 0)
  const teamOver = (l: number) => ({
    '0.5': 1 - poisson(l, 0),
    '1.5': 1 - poisson(l, 0) - poisson(l, 1),
    '2.5': 1 - poisson(l, 0) - poisson(l, 1) - poisson(l, 2),
  })
  const winToNil = (lw: number, ll: number) => poisson(ll, 0) * (1 - poisson(lw, 0))
  return {
    home,
    draw,
    away,
    over: { '0.5': line(0), '1.5': line(1), '2.5': line(2), '3.5': line(3), '4.5': line(4) },
    under: { '0.5': atMost(0), '1.5': atMost(1), '2.5': atMost(2), '3.5': atMost(3), '4.5': atMost(4) },
    bttsYes: (1 - p0h) * (1 - p0a),
    bttsNo: 1 - (1 - p0h) * (1 - p0a),
    doubleChance: { homeOrDraw: home + draw, awayOrDraw: away + draw, homeOrAway: home + away },
    drawNoBet: { home: home / (home + away), away: away / (home + away) },
    cleanSheet: { home: p0a, away: p0h },
    winToNil: { home: winToNil(lh, la), away: winToNil(la, lh) },
    teamOver: { home: teamOver(lh), away: teamOver(la) },
    correctScores: [...scores].sort((a, b) => b.probability - a.probability).slice(0, 30),
    expectedGoals: { home: lh, away: la },
    goalDifference,
    resultAndOver: {
      home: perLine((s) => s.home > s.away),
      draw: perLine((s) => s.home === s.away),
      away: perLine((s) => s.home < s.away),
    },
    bttsAndOver: {
      '0.5': bothOver(0.5),
      '1.5': bothOver(1.5),
      '2.5': bothOver(2.5),
      '3.5': bothOver(3.5),
      '4.5': bothOver(4.5),
    },
  }
}

/** Scoring strength per club; unknown clubs score 1.2. */
const ATTACK: Record<string, number> = {
  arsenal: 2.2,
  'manchester-city': 2.4,
  liverpool: 2.3,
  chelsea: 1.7,
  'bayern-munchen': 3.0,
  'borussia-dortmund': 2.0,
  'bayer-leverkusen': 1.9,
  everton: 0.9,
  'crystal-palace': 0.8,
}
const DEFENCE: Record<string, number> = { arsenal: 0.6, liverpool: 0.9, everton: 1.0, 'bayern-munchen': 0.8 }

export function fakePredictor(lastResultDate: string | null, matchesSeen = 30): Predictor {
  return {
    lastResultDate,
    predict(match: MatchRecord): FixturePrediction {
      const lh = (ATTACK[match.homeTeamId] ?? 1.2) * (DEFENCE[match.awayTeamId] ?? 1.1) * 1.1
      const la = (ATTACK[match.awayTeamId] ?? 1.2) * (DEFENCE[match.homeTeamId] ?? 1.1) * 0.9
      const markets = marketsFromRates(lh, la)
      // Elo leans more to the stronger attack than the goals model does, to exercise disagreement.
      const tilt = Math.max(-0.2, Math.min(0.2, (lh - la) / 8))
      return {
        match,
        markets,
        models: [
          { model: 'dixon-coles', home: markets.home, draw: markets.draw, away: markets.away },
          { model: 'elo', home: markets.home + tilt, draw: markets.draw, away: markets.away - tilt },
          { model: 'blend', home: markets.home, draw: markets.draw, away: markets.away },
        ],
        ratings: {
          home: {
            attack: ATTACK[match.homeTeamId] ?? 1.2,
            defence: DEFENCE[match.homeTeamId] ?? 1.1,
            elo: 1500 + lh * 50,
            matchesSeen,
          },
          away: {
            attack: ATTACK[match.awayTeamId] ?? 1.2,
            defence: DEFENCE[match.awayTeamId] ?? 1.1,
            elo: 1500 + la * 50,
            matchesSeen,
          },
        },
      }
    },
  }
}

let seq = 0
function match(
  competition: string,
  date: string,
  time: string,
  home: string,
  away: string,
  goals?: [number, number],
): MatchRecord {
  seq += 1
  return {
    id: `${competition}:${date}:${home}:${away}`,
    competition,
    season: '2025-26',
    kickoff: `${date}T${time}:00.000Z`,
    date,
    homeTeamId: home,
    awayTeamId: away,
    status: goals ? 'finished' : 'scheduled',
    homeGoals: goals ? goals[0] : null,
    awayGoals: goals ? goals[1] : null,
  }
}

const EPL = [
  'arsenal',
  'chelsea',
  'liverpool',
  'manchester-city',
  'everton',
  'crystal-palace',
  'tottenham-hotspur',
  'newcastle-united',
  'aston-villa',
  'west-ham-united',
]
const BUNDES = [
  'bayern-munchen',
  'borussia-dortmund',
  'bayer-leverkusen',
  'rb-leipzig',
  'eintracht-frankfurt',
  'vfb-stuttgart',
]

/**
 * Results every Saturday from January to 7 March 2026 (last result 7 March), then fixtures on
 * 14–15 March and 21 March. Arsenal v Chelsea is on Sunday 15 March; Arsenal v Everton was
 * played 7 March (2–1).
 */
export function fakeWorld(): AnalyzerWorld {
  const matches: MatchRecord[] = []
  const saturdays = [
    '2026-01-10',
    '2026-01-17',
    '2026-01-24',
    '2026-01-31',
    '2026-02-07',
    '2026-02-14',
    '2026-02-21',
    '2026-02-28',
    '2026-03-07',
  ]
  saturdays.forEach((date, w) => {
    for (const [league, teams] of [
      ['en.1', EPL],
      ['de.1', BUNDES],
    ] as const) {
      const rotated = teams.map((_, i) => teams[(i + w) % teams.length] ?? '')
      for (let i = 0; i + 1 < rotated.length; i += 2) {
        const h = rotated[i] ?? ''
        const a = rotated[i + 1] ?? ''
        if (date === '2026-03-07' && league === 'en.1' && (h === 'arsenal' || a === 'arsenal')) continue
        matches.push(match(league, date, '15:00', h, a, [(i + w) % 3, (i * 2 + w) % 2]))
      }
    }
  })
  matches.push(match('en.1', '2026-03-07', '17:30', 'arsenal', 'everton', [2, 1]))
  matches.push(match('en.1', '2026-03-14', '15:00', 'liverpool', 'crystal-palace'))
  matches.push(match('en.1', '2026-03-14', '15:00', 'manchester-city', 'everton'))
  matches.push(match('en.1', '2026-03-14', '17:30', 'tottenham-hotspur', 'newcastle-united'))
  matches.push(match('en.1', '2026-03-14', '20:00', 'aston-villa', 'west-ham-united'))
  matches.push(match('en.1', '2026-03-15', '16:30', 'arsenal', 'chelsea'))
  matches.push(match('de.1', '2026-03-14', '14:30', 'bayern-munchen', 'borussia-dortmund'))
  matches.push(match('de.1', '2026-03-14', '14:30', 'bayer-leverkusen', 'rb-leipzig'))
  matches.push(match('de.1', '2026-03-14', '17:30', 'eintracht-frankfurt', 'vfb-stuttgart'))
  matches.push(match('en.1', '2026-03-21', '15:00', 'chelsea', 'liverpool'))
  void seq
  return {
    competitions: TEST_COMPETITIONS,
    teams: TEST_TEAMS,
    matches,
    predictor: fakePredictor('2026-03-07'),
  }
}
