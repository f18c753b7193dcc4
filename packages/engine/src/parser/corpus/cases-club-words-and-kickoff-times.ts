/**
 * Corpus part (issue 29, left over; issue 34's pass): two misreadings. (a) A club whose name is an
 * English word ("lens", "forest", "palace") written lowercase is the club when a market phrase is
 * about it ("lens to win and under 2.5"), not when the sentence makes it the word ("would be nice
 * to win"). (b) "any 8pm kickoffs tonight" asks for kick-offs at 20:00 local, not the whole
 * evening; a time without the word ("8pm games", "after 6pm") stays a part of the day.
 */
import { type CorpusCase, FRI, SAT } from './cases.ts'

const c = (q: string, clientDate: string, expect: CorpusCase['expect'], report?: CorpusCase['report']): CorpusCase => ({
  q,
  clientDate,
  expect,
  ...(report ? { report } : {}),
})

const FRIDAY = { from: '2026-03-13', to: '2026-03-13' }
const SATURDAY = { from: '2026-03-14', to: '2026-03-14' }

export const CLUB_WORD_AND_KICKOFF_TIME_CASES: CorpusCase[] = [
  // --- (a) lowercase club words with a market about them
  c('lens to win and under 2.5', SAT, {
    kind: 'team',
    teams: ['rc-lens'],
    market: { type: 'result_and_total', result: null, teamId: 'rc-lens', total: 'under', line: '2.5' },
  }),
  c('forest to win', SAT, { kind: 'team', teams: ['nottingham-forest'], market: { type: 'match_result' } }),
  c('palace or draw', SAT, {
    kind: 'team',
    teams: ['crystal-palace'],
    market: { type: 'double_chance', side: null, teamId: 'crystal-palace' },
  }),
  c('villa win and over 2.5', SAT, {
    kind: 'team',
    teams: ['aston-villa'],
    market: { type: 'result_and_total', result: null, teamId: 'aston-villa', total: 'over', line: '2.5' },
  }),
  c('lens clean sheet', SAT, { kind: 'team', teams: ['rc-lens'], market: { type: 'clean_sheet' } }),
  // The word, not the club: no club is read into it.
  c('would be nice to win this weekend', SAT, {
    kind: 'picks',
    market: { type: 'match_result' },
    window: { from: '2026-03-14', to: '2026-03-15' },
  }),

  // --- (b) an exact kick-off time
  c(
    'any 8pm kickoffs tonight',
    FRI,
    { kind: 'picks', window: FRIDAY, timeOfDay: 'evening', kickoffTime: '20:00' },
    { coverage: 'partial', contains: ['no fixtures tonight (Friday 13 March 2026) kicking off at 20:00'] },
  ),
  c('any 7:45pm kickoffs tonight', FRI, { kind: 'picks', window: FRIDAY, timeOfDay: 'evening', kickoffTime: '19:45' }),
  c('kick-offs at 19:45 tonight', FRI, { kind: 'picks', window: FRIDAY, timeOfDay: 'evening', kickoffTime: '19:45' }),
  c(
    'saturday 3pm kick-offs',
    SAT,
    { kind: 'picks', window: SATURDAY, timeOfDay: 'afternoon', kickoffTime: '15:00' },
    {
      coverage: 'full',
      contains: ['Only kick-offs at 15:00 (your time)', 'Liverpool v Crystal Palace'],
      // 15:30 is the afternoon, but not a 3pm kick-off.
      excludes: ['Bayern München v Borussia Dortmund'],
    },
  ),
  // A time without "kick-off" stays a part of the day.
  c('8pm games today', FRI, { kind: 'picks', window: FRIDAY, timeOfDay: 'evening', kickoffTime: null }),
  c('matches after 6pm today', FRI, { kind: 'picks', window: FRIDAY, timeOfDay: 'evening', kickoffTime: null }),
]
