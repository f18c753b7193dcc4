/**
 * Corpus part ten (issue 29): the time of day, in more of bettors' words ("tomorrow night",
 * "lunchtime kick-offs", "3pm kick offs", "tonight's games"), and apostrophes the normaliser
 * drops ("next week's"). These were refused as not football or lost their part of the day.
 */
import type { Intent } from '../../analysis-types.ts'
import { type CorpusCase, FRI } from './cases.ts'

type Part = NonNullable<Intent['timeOfDay']>
const SAT = { from: '2026-03-14', to: '2026-03-14' }
const FRIDAY = { from: '2026-03-13', to: '2026-03-13' }
const c = (
  q: string,
  window: { from: string; to: string },
  part: Part | null,
  extra: Partial<CorpusCase['expect']> = {},
): CorpusCase => ({
  q,
  clientDate: FRI,
  expect: { kind: 'picks', window, timeOfDay: part, ...extra },
})

export const TIME_OF_DAY_CASES: CorpusCase[] = [
  c('goals tomorrow night', SAT, 'evening'),
  c('lunchtime kick-offs saturday', SAT, 'afternoon'),
  c('3pm kick offs saturday', SAT, 'afternoon'),
  c('12:30 games tomorrow', SAT, 'afternoon'),
  c("tonight's games", FRIDAY, 'evening'),
  c('8pm games today', FRIDAY, 'evening'),
  c('saturday night btts', SAT, 'evening', { market: { type: 'btts_yes' } }),
  c('late kick-offs tomorrow over 2.5', SAT, 'evening', { market: { type: 'over', line: '2.5' } }),
  c('11am games tomorrow', SAT, 'morning'),
  c("this week's fixtures", { from: '2026-03-13', to: '2026-03-15' }, null),
  c("next week's tips", { from: '2026-03-16', to: '2026-03-22' }, null),
  c('over 1.5 goals tomorrow', SAT, null, { market: { type: 'over', line: '1.5' } }),
  // A short weekday as the question's last word is the day ("sat" mid-sentence is the verb).
  c('gimme 3 banker home wins sat', SAT, null, { count: 3, market: { type: 'home_win' } }),
  c('btts tips fri', FRIDAY, null, { market: { type: 'btts_yes' } }),
]
