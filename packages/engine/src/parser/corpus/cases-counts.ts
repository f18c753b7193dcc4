/**
 * Issue 31: corners, cards, shots, shots on target and half-time questions are understood as
 * markets beyond goals (intent.counts), whatever the world holds. On the test world, which has
 * no statistics, each is answered free and says by name what Pitchwise lacks ("no corner counts
 * for the Premier League"). The same questions on a world with statistics are priced and
 * charged: counts-answers.test.ts. A second-half market stays one Pitchwise cannot price.
 */
import type { IntentKind, MarketSelection } from '../../analysis-types.ts'
import type { CountRequest } from '../count-markets.ts'
import { type CorpusCase, SAT } from './cases.ts'

type Expect = CorpusCase['expect']
type ReportExpect = NonNullable<CorpusCase['report']>

const c = (q: string, expect: Expect, report?: ReportExpect): CorpusCase => ({
  q,
  clientDate: SAT,
  expect,
  ...(report ? { report } : {}),
})
const k = (kind: IntentKind, e: Omit<Expect, 'kind'> = {}): Expect => ({ kind, ...e })
const none = (...contains: string[]): ReportExpect => ({ coverage: 'none', contains: [...contains, FREE] })
const partial = (...contains: string[]): ReportExpect => ({ coverage: 'partial', contains })
const count = (
  stat: CountRequest['stat'],
  line: number | null = null,
  side: 'over' | 'under' = 'over',
): CountRequest => ({
  stat,
  line,
  side,
})
const half = (halfTime: CountRequest['halfTime'], line: number | null = null): CountRequest => ({
  stat: 'half_time',
  line,
  side: 'over',
  halfTime,
})
const TODAY = { from: '2026-03-14', to: '2026-03-14' }
const WEEKEND = { from: '2026-03-14', to: '2026-03-15' }
const FREE = 'This question was not charged.'
const btts: MarketSelection = { type: 'btts_yes' }
const NO_CORNERS_EPL = 'Pitchwise has no corner counts for the Premier League'

export const COUNT_CASES: CorpusCase[] = [
  // --- corners
  c(
    'corners Arsenal vs Chelsea',
    k('match', { teams: ['arsenal', 'chelsea'], counts: count('corners') }),
    none(NO_CORNERS_EPL),
  ),
  c('over 9.5 corners today', k('picks', { window: TODAY, counts: count('corners', 9.5) }), none('no corner counts')),
  c('corners', k('picks', { counts: count('corners') }), none('no corner counts')),
  c(
    'Arsenal v Chelsea corners over 10.5',
    k('match', { teams: ['arsenal', 'chelsea'], counts: count('corners', 10.5) }),
    none(NO_CORNERS_EPL, "can't price corners over 10.5"),
  ),
  c(
    '10+ corners Man City Everton',
    k('match', { teams: ['manchester-city', 'everton'], counts: count('corners', 9.5) }),
    none(NO_CORNERS_EPL),
  ),
  c(
    'under 8.5 corners in the Liverpool game',
    k('team', { teams: ['liverpool'], counts: count('corners', 8.5, 'under') }),
    none(NO_CORNERS_EPL),
  ),
  c(
    'total corners Eredivisie this weekend',
    k('league', { window: WEEKEND, competitions: ['nl.1'], counts: count('corners') }),
    // Not in the test world at all: refused as an uncovered league (on the real data it is "no corner counts for the Eredivisie").
    { coverage: 'none', contains: ["The Eredivisie isn't in Pitchwise's data"] },
  ),
  c(
    'corners and btts Arsenal Chelsea',
    k('match', { market: btts, teams: ['arsenal', 'chelsea'], counts: count('corners') }),
    none(NO_CORNERS_EPL),
  ),
  // --- cards
  c(
    'cards in the Bayern game',
    k('team', { teams: ['bayern-munchen'], counts: count('cards') }),
    none('Pitchwise has no card counts for the Bundesliga'),
  ),
  c('most yellow cards this weekend', k('picks', { window: WEEKEND, counts: count('cards') }), none('no card counts')),
  c(
    'Arsenal v Chelsea over 4.5 cards',
    k('match', { teams: ['arsenal', 'chelsea'], counts: count('cards', 4.5) }),
    none('Pitchwise has no card counts for the Premier League'),
  ),
  c(
    'under 3.5 bookings Spurs Newcastle',
    k('match', { teams: ['tottenham-hotspur', 'newcastle-united'], counts: count('cards', 3.5, 'under') }),
    none('no card counts'),
  ),
  c(
    'cards o4.5 Bayern Dortmund',
    k('match', { teams: ['bayern-munchen', 'borussia-dortmund'], counts: count('cards', 4.5) }),
    none('no card counts for the Bundesliga'),
  ),
  // "on the cards" is "likely", and a booking code is a bet slip: neither is a card market.
  c('any upsets on the cards today', k('picks', { market: { type: 'underdog_win' }, window: TODAY })),
  // --- shots
  c(
    'shots on target Arsenal',
    k('team', { teams: ['arsenal'], counts: count('shots_on_target') }),
    none('no shots-on-target counts'),
  ),
  c(
    'shots Arsenal v Chelsea',
    k('match', { teams: ['arsenal', 'chelsea'], counts: count('shots') }),
    none('Pitchwise has no shot counts for the Premier League'),
  ),
  c(
    'over 24.5 shots Liverpool Palace',
    k('match', { teams: ['liverpool', 'crystal-palace'], counts: count('shots', 24.5) }),
    none('no shot counts'),
  ),
  // --- half-time
  c(
    'half time result Arsenal Chelsea',
    k('match', { teams: ['arsenal', 'chelsea'], counts: half('result') }),
    none('Pitchwise has no half-time scores for the Premier League'),
  ),
  c('HT/FT tips today', k('picks', { window: TODAY, counts: half('htft') }), none('no half-time scores')),
  c(
    'over 1.5 first half goals Bayern',
    k('team', { teams: ['bayern-munchen'], counts: half('goals', 1.5) }),
    none('Pitchwise has no half-time scores for the Bundesliga'),
  ),
  c('over 1.5 HT today', k('picks', { window: TODAY, counts: half('goals', 1.5) }), none('no half-time scores')),
  c(
    'who is ahead at half time Liverpool Palace',
    k('match', { teams: ['liverpool', 'crystal-palace'], counts: half('result') }),
    none('no half-time scores'),
  ),
  c(
    'first half over 0.5 goals Premier League today',
    k('league', { window: TODAY, competitions: ['en.1'], counts: half('goals', 0.5) }),
    none('no half-time scores'),
  ),
  // The second half alone is not priced: named, the rest answered free.
  c(
    'btts in the second half today',
    k('picks', { market: btts, window: TODAY, notUnderstood: { market: 'half_time' } }),
    partial("can't price second-half markets"),
  ),
  // Winning either half needs the second half on its own: named, and the match itself answered free.
  c(
    'win either half Liverpool',
    k('team', { teams: ['liverpool'], market: { type: 'match_result' }, notUnderstood: { market: 'half_time' } }),
    partial("can't price second-half markets"),
  ),
]
