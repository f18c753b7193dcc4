/**
 * Corpus part eight (issue 29): a side "or draw" in bettors' words, written before the code.
 * "Can Chelsea get anything at Arsenal" asks whether Chelsea avoid defeat (double chance for
 * that side), not for the plain 1X2 it got. The answer prices that side's double chance.
 */
import type { MarketSelection } from '../../analysis-types.ts'
import { type CorpusCase, SAT } from './cases.ts'

const dc = (teamId: string): MarketSelection => ({ type: 'double_chance', side: null, teamId })
const c = (q: string, teams: string[], teamId: string, label: string): CorpusCase => ({
  q,
  clientDate: SAT,
  expect: { kind: 'match', teams, market: dc(teamId) },
  report: { coverage: 'full', contains: [label] },
})

export const DOUBLE_CHANCE_CASES: CorpusCase[] = [
  c('can Chelsea get anything at Arsenal', ['chelsea', 'arsenal'], 'chelsea', 'Chelsea or draw (X2)'),
  c(
    'Palace or draw against Liverpool',
    ['crystal-palace', 'liverpool'],
    'crystal-palace',
    'Crystal Palace or draw (X2)',
  ),
  c(
    'Dortmund not to lose v Bayern',
    ['borussia-dortmund', 'bayern-munchen'],
    'borussia-dortmund',
    'Borussia Dortmund or draw (X2)',
  ),
  c('Leipzig avoid defeat at Leverkusen', ['rb-leipzig', 'bayer-leverkusen'], 'rb-leipzig', 'RB Leipzig or draw (X2)'),
  c('Everton to get a point or better at Man City', ['everton', 'manchester-city'], 'everton', 'Everton or draw (X2)'),
  c(
    'Newcastle unbeaten at Spurs?',
    ['newcastle-united', 'tottenham-hotspur'],
    'newcastle-united',
    'Newcastle United or draw (X2)',
  ),
  c('Villa or the draw vs West Ham', ['aston-villa', 'west-ham-united'], 'aston-villa', 'Aston Villa or draw (1X)'),
  c(
    'will Stuttgart get something at Frankfurt',
    ['vfb-stuttgart', 'eintracht-frankfurt'],
    'vfb-stuttgart',
    'VfB Stuttgart or draw (X2)',
  ),
  c('Arsenal to avoid losing to Chelsea', ['arsenal', 'chelsea'], 'arsenal', 'Arsenal or draw (1X)'),
  // --- look-alikes that keep their market
  {
    q: 'Arsenal v Chelsea draw',
    clientDate: SAT,
    expect: { kind: 'match', teams: ['arsenal', 'chelsea'], market: { type: 'draw' } },
  },
  {
    q: 'Liverpool v Palace home or draw',
    clientDate: SAT,
    expect: { kind: 'match', teams: ['liverpool', 'crystal-palace'], market: { type: 'double_chance', side: '1X' } },
  },
  // --- the underdog: the side the model rates less likely to win, ranked without a bar
  {
    q: 'underdog picks today',
    clientDate: SAT,
    expect: { kind: 'picks', market: { type: 'underdog_win' }, window: { from: '2026-03-14', to: '2026-03-14' } },
    report: { coverage: 'full', contains: ['(underdog)'] },
  },
  {
    q: 'Bundesliga upsets this weekend',
    clientDate: SAT,
    expect: {
      kind: 'picks',
      market: { type: 'underdog_win' },
      competitions: ['de.1'],
      window: { from: '2026-03-14', to: '2026-03-15' },
    },
    report: { coverage: 'full', contains: ['(underdog)'] },
  },
  {
    q: 'any shock results on the cards tomorrow',
    clientDate: SAT,
    expect: { kind: 'picks', market: { type: 'underdog_win' }, window: { from: '2026-03-15', to: '2026-03-15' } },
  },
]
