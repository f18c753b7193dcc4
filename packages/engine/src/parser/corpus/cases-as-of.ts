/**
 * Corpus part four (issue 28): the question's date is its "now", and a window beyond the data is
 * answered free. The test world's results run to Saturday 7 March 2026 (Arsenal 2–1 Everton that
 * evening) and its fixtures to 21 March.
 *
 * - Asked on Thursday 5 March, the 7 March matches are upcoming although their results are in
 *   the data: previewed and tipped, their scores never shown, and tables and form stop at
 *   28 February.
 * - Asked on 28 November 2026, months after the data ends, every question about today, a
 *   weekend, a team's next match or a league's coming fixtures gets a free answer that says
 *   when the data ends and what it can still answer.
 */
import type { IntentKind, MarketSelection } from '../../analysis-types.ts'
import type { CorpusCase } from './cases.ts'

type Expect = CorpusCase['expect']
type ReportExpect = NonNullable<CorpusCase['report']>

/** Thursday 5 March 2026, 10:00 UTC: two days before the test world's last results. */
export const THU_BEFORE = '2026-03-05T10:00:00.000Z'
/** Saturday 28 November 2026, 12:00 UTC: eight months after the test world's data ends. */
export const LATE = '2026-11-28T12:00:00.000Z'

const c = (q: string, clientDate: string, expect: Expect, report: ReportExpect): CorpusCase => ({
  q,
  clientDate,
  expect,
  report,
})
const k = (kind: IntentKind, e: Omit<Expect, 'kind'> = {}): Expect => ({ kind, ...e })
const full = (contains: string[], excludes: string[] = []): ReportExpect => ({ coverage: 'full', contains, excludes })
const none = (contains: string[], excludes: string[] = []): ReportExpect => ({ coverage: 'none', contains, excludes })
const o25: MarketSelection = { type: 'over', line: '2.5' }
const btts: MarketSelection = { type: 'btts_yes' }
const mr: MarketSelection = { type: 'match_result' }
const day = (d: string) => ({ from: d, to: d })
const SAT_7 = day('2026-03-07')
const WEEKEND_7 = { from: '2026-03-07', to: '2026-03-08' }
const LATE_WEEKEND = { from: '2026-11-28', to: '2026-11-29' }
/** What every free "beyond the data" answer says. */
const ENDS = 'ends on Saturday 7 March 2026'
const FREE = 'This question was not charged.'
const asOf = (kind: IntentKind, e: Omit<Expect, 'kind'> = {}) => k(kind, e)

export const AS_OF_CASES: CorpusCase[] = [
  // --- asked before matches whose results the data already holds: they are upcoming
  c(
    'Arsenal v Everton prediction',
    THU_BEFORE,
    asOf('match', { teams: ['arsenal', 'everton'] }),
    full(['Arsenal v Everton', 'Saturday 7 March'], ['already been played', '2–1', '2-1']),
  ),
  c(
    'when do Arsenal play next',
    THU_BEFORE,
    asOf('team', { teams: ['arsenal'] }),
    full(['Arsenal v Everton', "Arsenal's next match in the data"], ['already been played']),
  ),
  c(
    'over 2.5 goals tips for Saturday',
    THU_BEFORE,
    asOf('picks', { market: o25, window: SAT_7 }),
    full(['Saturday 7 March'], ['Already played in this window', 'no fixtures']),
  ),
  c(
    'btts picks this weekend',
    THU_BEFORE,
    asOf('picks', { market: btts, window: WEEKEND_7 }),
    full(['Saturday 7 March'], ['Already played in this window']),
  ),
  c(
    'Premier League games this weekend',
    THU_BEFORE,
    asOf('league', { competitions: ['en.1'], window: WEEKEND_7 }),
    full(['Arsenal v Everton'], ['2–1']),
  ),
  c(
    'Arsenal last results',
    THU_BEFORE,
    asOf('results', { teams: ['arsenal'] }),
    full(['Saturday 28 February 2026'], ['Everton (H)', '7 March']),
  ),
  c('Premier League results this weekend', THU_BEFORE, asOf('results', { competitions: ['en.1'], window: WEEKEND_7 }), {
    coverage: 'partial',
    contains: ['Saturday 28 February 2026'],
    excludes: ['Arsenal 2–1 Everton'],
  }),

  // --- asked long after the data ends: free, saying when the data ends
  c(
    'three over 2.5 matches for today',
    LATE,
    asOf('picks', { market: o25, count: 3, window: day('2026-11-28') }),
    none([ENDS, FREE]),
  ),
  c(
    'BTTS tips this weekend in the Bundesliga',
    LATE,
    asOf('picks', { market: btts, competitions: ['de.1'], window: LATE_WEEKEND }),
    none([ENDS, FREE, 'Bundesliga']),
  ),
  c('best bets today', LATE, asOf('picks', { window: day('2026-11-28') }), none([ENDS, FREE])),
  c('Arsenal next match', LATE, asOf('team', { teams: ['arsenal'] }), none([ENDS, FREE, 'Arsenal'])),
  c('Liverpool prediction', LATE, asOf('team', { teams: ['liverpool'] }), none([ENDS, FREE])),
  c('Arsenal vs Chelsea', LATE, asOf('match', { teams: ['arsenal', 'chelsea'] }), none([ENDS, FREE], ['Hypothetical'])),
  c(
    'who wins Bayern v Dortmund',
    LATE,
    asOf('match', { market: mr, teams: ['bayern-munchen', 'borussia-dortmund'] }),
    none([ENDS, FREE], ['Hypothetical']),
  ),
  c(
    'Premier League predictions this weekend',
    LATE,
    asOf('league', { competitions: ['en.1'], window: LATE_WEEKEND }),
    none([ENDS, FREE]),
  ),
  c(
    'who will win the Premier League',
    LATE,
    asOf('outright', { competitions: ['en.1'], outright: 'title' }),
    none([ENDS, FREE], ['season simulation']),
  ),
  c('Bundesliga fixtures', LATE, asOf('league', { competitions: ['de.1'] }), none([ENDS, FREE])),
]
