/**
 * Corpus part eleven (issue 29): "BTTS and over 2.5" is one bet. It was read as BTTS alone and
 * the over 2.5 half dropped without a word. Now one market, priced from the scoreline matrix as
 * the scorelines where both score and the total clears the line.
 */
import type { MarketSelection } from '../../analysis-types.ts'
import { type CorpusCase, SAT } from './cases.ts'

const combo = (line: '1.5' | '2.5' | '3.5'): MarketSelection => ({ type: 'btts_and_over', line })
const TODAY = { from: '2026-03-14', to: '2026-03-14' }
const c = (q: string, expect: CorpusCase['expect'], label = 'Both teams to score and over 2.5 goals'): CorpusCase => ({
  q,
  clientDate: SAT,
  expect,
  report: { coverage: 'full', contains: [label] },
})

export const COMBINED_MARKET_CASES: CorpusCase[] = [
  c('btts and over 2.5 today', { kind: 'picks', market: combo('2.5'), window: TODAY }),
  c('both teams to score and over 2.5 in the Liverpool game', {
    kind: 'team',
    market: combo('2.5'),
    teams: ['liverpool'],
  }),
  c('over 2.5 & btts Bayern v Dortmund', {
    kind: 'match',
    market: combo('2.5'),
    teams: ['bayern-munchen', 'borussia-dortmund'],
  }),
  c(
    'gg + o3.5 today',
    { kind: 'picks', market: combo('3.5'), window: TODAY },
    'Both teams to score and over 3.5 goals',
  ),
  c('three btts and over 2.5 picks for today', { kind: 'picks', market: combo('2.5'), count: 3, window: TODAY }),
  c('btts with over 2.5 in the bundesliga today', {
    kind: 'picks',
    market: combo('2.5'),
    competitions: ['de.1'],
    window: TODAY,
  }),
  // Two markets that Pitchwise does not price as one bet: both named, the first answered, free.
  {
    q: 'home win and over 2.5 for Liverpool v Palace',
    clientDate: SAT,
    expect: {
      kind: 'match',
      market: { type: 'result_and_total', result: 'home', teamId: null, total: 'over', line: '2.5' },
      teams: ['liverpool', 'crystal-palace'],
    },
    report: { coverage: 'full', contains: ['Liverpool to win and over 2.5 goals', 'Liverpool v Crystal Palace'] },
  },
  {
    q: 'home wins with under 3.5 today',
    clientDate: SAT,
    expect: {
      kind: 'picks',
      market: { type: 'result_and_total', result: 'home', teamId: null, total: 'under', line: '3.5' },
      window: TODAY,
    },
    report: { coverage: 'full', contains: ['to win and under 3.5 goals'] },
  },
  // A result and BTTS, one bet ("win and BTTS"): priced from the scorelines where both score.
  {
    q: 'arsenal to win and btts vs chelsea',
    clientDate: SAT,
    expect: {
      kind: 'match',
      market: { type: 'result_and_btts', result: null, teamId: 'arsenal', btts: 'yes' },
      teams: ['arsenal', 'chelsea'],
    },
  },
  {
    q: 'liverpool v palace home win and both teams to score',
    clientDate: SAT,
    expect: {
      kind: 'match',
      market: { type: 'result_and_btts', result: 'home', teamId: null, btts: 'yes' },
      teams: ['liverpool', 'crystal-palace'],
    },
    report: {
      coverage: 'full',
      contains: ['Liverpool to win and both teams to score', 'Liverpool v Crystal Palace'],
    },
  },
  {
    q: 'draw and btts today',
    clientDate: SAT,
    expect: {
      kind: 'picks',
      market: { type: 'result_and_btts', result: 'draw', teamId: null, btts: 'yes' },
      window: TODAY,
    },
    report: { coverage: 'full', contains: ['Draw and both teams to score'] },
  },
  {
    q: 'liverpool to win and btts no against palace',
    clientDate: SAT,
    expect: {
      kind: 'match',
      market: { type: 'result_and_btts', result: null, teamId: 'liverpool', btts: 'no' },
      teams: ['liverpool', 'crystal-palace'],
    },
    report: { coverage: 'full', contains: ['Liverpool to win and not both teams to score'] },
  },
  // "safest" ranks the market; it is not a second one.
  {
    q: 'safest over 1.5 today',
    clientDate: SAT,
    expect: { kind: 'picks', market: { type: 'over', line: '1.5' }, window: TODAY },
  },
]
