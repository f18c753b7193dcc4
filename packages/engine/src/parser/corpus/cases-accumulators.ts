/**
 * Corpus part seven (issue 29): accumulators, written before the code. "Treble for Saturday"
 * was a plain top-three list: no combined probability, no combined fair odds, no word when the
 * legs are too short to be worth backing. The legs are still the ranked picks; the answer adds
 * their combined probability and fair odds under independence. "double chance" stays a market.
 */
import type { IntentKind, MarketSelection } from '../../analysis-types.ts'
import { type CorpusCase, SAT } from './cases.ts'

type Expect = CorpusCase['expect']
const c = (q: string, expect: Expect, contains: string[] = ['Combined probability']): CorpusCase => ({
  q,
  clientDate: SAT,
  expect,
  report: { coverage: 'full', contains },
})
const acca = (e: Omit<Expect, 'kind' | 'accumulator'> = {}): Expect => ({ kind: 'picks', accumulator: true, ...e })
const k = (kind: IntentKind, e: Omit<Expect, 'kind'> = {}): Expect => ({ kind, ...e })
const TODAY = { from: '2026-03-14', to: '2026-03-14' }
const WEEKEND = { from: '2026-03-14', to: '2026-03-15' }
const m = (type: 'btts_yes' | 'home_win' | 'draw'): MarketSelection => ({ type })
const over = (line: '1.5' | '2.5'): MarketSelection => ({ type: 'over', line })

export const ACCUMULATOR_CASES: CorpusCase[] = [
  c('treble for today', acca({ count: 3, window: TODAY }), [
    '## Accumulator: 3 legs',
    'Combined probability',
    'fair odds',
  ]),
  c('safest double today', acca({ market: { type: 'banker' }, count: 2, window: TODAY }), ['## Accumulator: 2 legs']),
  c('4-fold acca this weekend', acca({ count: 4, window: WEEKEND }), ['## Accumulator: 4 legs']),
  c('acca for Saturday', acca({ window: TODAY }), ['## Accumulator: 3 legs']),
  c('build me a 5 fold for the weekend', acca({ count: 5, window: WEEKEND })),
  c('btts double today', acca({ market: m('btts_yes'), count: 2, window: TODAY })),
  c('over 1.5 treble Saturday', acca({ market: over('1.5'), count: 3, window: TODAY }), ['Legs this short']),
  c('parlay of three home wins today', acca({ market: m('home_win'), count: 3, window: TODAY })),
  c('accumulator tips for today', acca({ window: TODAY })),
  c('safest 3-fold over 2.5 on Saturday', acca({ market: over('2.5'), count: 3, window: TODAY })),
  c('tenfold for Saturday', acca({ count: 10, window: TODAY }), [
    '## Accumulator: 4 legs',
    'not the 10-fold you asked for',
  ]),
  c('draw treble this weekend', acca({ market: m('draw'), count: 3, window: WEEKEND }), ['long shot']),
  // --- look-alikes: no accumulator
  {
    q: 'double chance picks today',
    clientDate: SAT,
    expect: k('picks', { market: { type: 'double_chance', side: null }, window: TODAY }),
    report: { coverage: 'full', contains: [], excludes: ['Accumulator'] },
  },
  {
    q: 'three over 2.5 matches for today',
    clientDate: SAT,
    expect: k('picks', { market: over('2.5'), count: 3, window: TODAY }),
    report: { coverage: 'full', contains: [], excludes: ['Accumulator'] },
  },
]
