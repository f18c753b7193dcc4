/**
 * One scoreline, and a result with a goals total, as bettors ask them (issue 29): each priced
 * from the scoreline matrix, the first number of a score belonging to the club named first.
 * Test world: Arsenal v Chelsea on Sunday 15 March, Man City v Everton and Bayern v Dortmund today.
 */
import type { CorpusCase } from './cases.ts'
import { SAT } from './cases.ts'

const AC = ['arsenal', 'chelsea']
const exact = (a: number, b: number, teamId: string | null) => ({
  type: 'exact_score' as const,
  goals: [a, b] as [number, number],
  teamId,
})
const combo = (
  result: 'home' | 'draw' | 'away' | null,
  teamId: string | null,
  total: 'over' | 'under',
  line: '1.5' | '2.5' | '3.5',
) => ({
  type: 'result_and_total' as const,
  result,
  teamId,
  total,
  line,
})
const TODAY = { from: '2026-03-14', to: '2026-03-14' }

export const SCORE_CASES: CorpusCase[] = [
  {
    q: 'chance of a 0-0 in Arsenal v Chelsea',
    clientDate: SAT,
    expect: { kind: 'match', teams: AC, market: exact(0, 0, 'arsenal') },
    report: { coverage: 'full', contains: ['Correct score Arsenal 0–0 Chelsea', 'likeliest scoreline'] },
  },
  {
    q: 'will chelsea v arsenal finish 1-2',
    clientDate: SAT,
    expect: { kind: 'match', teams: ['chelsea', 'arsenal'], market: exact(1, 2, 'chelsea') },
    report: { coverage: 'full', contains: ['Correct score Arsenal 2–1 Chelsea'] },
  },
  {
    q: 'odds on a goalless draw at the Emirates on sunday',
    clientDate: SAT,
    expect: {
      kind: 'team',
      teams: ['arsenal'],
      market: exact(0, 0, 'arsenal'),
      window: { from: '2026-03-15', to: '2026-03-15' },
    },
    report: { coverage: 'full', contains: ['Correct score Arsenal 0–0 Chelsea'] },
  },
  {
    q: 'Bayern 3-1 Dortmund possible?',
    clientDate: SAT,
    expect: { kind: 'match', teams: ['bayern-munchen', 'borussia-dortmund'], market: exact(3, 1, 'bayern-munchen') },
    report: { coverage: 'full', contains: ['Correct score Bayern München 3–1 Borussia Dortmund'] },
  },
  {
    q: 'nil nil tips today',
    clientDate: SAT,
    expect: { kind: 'picks', market: exact(0, 0, null), window: TODAY },
    report: { coverage: 'full', contains: ['0–0'] },
  },
  {
    q: 'man city everton 2:0?',
    clientDate: SAT,
    expect: { kind: 'match', teams: ['manchester-city', 'everton'], market: exact(2, 0, 'manchester-city') },
    report: { coverage: 'full', contains: ['Correct score Manchester City 2–0 Everton'] },
  },
  {
    q: 'Arsenal to beat Chelsea and over 2.5 goals',
    clientDate: SAT,
    expect: { kind: 'match', teams: AC, market: combo(null, 'arsenal', 'over', '2.5') },
    report: { coverage: 'full', contains: ['Arsenal to win and over 2.5 goals'] },
  },
  {
    q: 'chelsea win & under 3.5 vs arsenal',
    clientDate: SAT,
    expect: { kind: 'match', teams: ['chelsea', 'arsenal'], market: combo(null, 'chelsea', 'under', '3.5') },
    report: { coverage: 'full', contains: ['Chelsea to win and under 3.5 goals'] },
  },
  {
    q: 'draw and under 2.5 picks today',
    clientDate: SAT,
    expect: { kind: 'picks', market: combo('draw', null, 'under', '2.5'), window: TODAY },
    report: { coverage: 'full', contains: ['Draw and under 2.5 goals'] },
  },
  {
    q: 'away win plus over 1.5 today',
    clientDate: SAT,
    expect: { kind: 'picks', market: combo('away', null, 'over', '1.5'), window: TODAY },
    report: { coverage: 'full', contains: ['to win and over 1.5 goals'] },
  },
  // No club named: "to win" has no winner, so the second part stays a part named and not charged.
  {
    q: 'to win and over 2.5 today',
    clientDate: SAT,
    expect: {
      kind: 'picks',
      market: { type: 'over', line: '2.5' },
      window: TODAY,
      notUnderstood: { alsoMarket: { type: 'match_result' } },
    },
    report: { coverage: 'partial', contains: ['You also asked about the match result in the same bet'] },
  },
  // Dates and times are not scores.
  {
    q: 'arsenal v chelsea 15-03',
    clientDate: SAT,
    expect: { kind: 'match', teams: AC, window: { from: '2026-03-15', to: '2026-03-15' } },
    report: { coverage: 'full', contains: ['## Arsenal v Chelsea'] },
  },
]
