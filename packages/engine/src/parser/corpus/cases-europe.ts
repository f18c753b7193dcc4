/**
 * European-cup questions (issue 14): competition vocabulary, two-legged "who goes through"
 * questions, and pairings of clubs from different leagues. Kept apart from cases.ts so the two
 * can grow in parallel; corpus.test.ts reads both. `focus` is compared too.
 */
import type { MarketSelection } from '../../analysis-types.ts'
import { type CorpusCase, MON } from './cases.ts'

/** Tuesday 17 March 2026, the day before Liverpool v Galatasaray. */
const TUE = '2026-03-17T09:00:00.000Z'
const btts: MarketSelection = { type: 'btts_yes' }
const WEEK_FROM_MON = { from: '2026-03-16', to: '2026-03-22' }

export interface EuropeCase extends CorpusCase {
  focus?: 'qualification'
}

export const EUROPE_CORPUS: EuropeCase[] = [
  { q: 'Champions League predictions', clientDate: MON, expect: { kind: 'league', competitions: ['uefa.cl'] } },
  {
    q: 'UCL tips this week',
    clientDate: MON,
    expect: { kind: 'picks', window: WEEK_FROM_MON, competitions: ['uefa.cl'] },
  },
  {
    q: 'who goes through Liverpool or Galatasaray',
    clientDate: TUE,
    expect: { kind: 'match', teams: ['liverpool', 'galatasaray'] },
    focus: 'qualification',
  },
  {
    q: 'will arsenal qualify against leverkusen',
    clientDate: TUE,
    expect: { kind: 'match', teams: ['arsenal', 'bayer-leverkusen'] },
    focus: 'qualification',
  },
  {
    q: 'who progresses to the quarter finals, barcelona or newcastle?',
    clientDate: TUE,
    expect: { kind: 'match', teams: ['barcelona', 'newcastle-united'] },
    focus: 'qualification',
  },
  {
    q: 'Europa League BTTS tips',
    clientDate: MON,
    expect: { kind: 'picks', market: btts, competitions: ['uefa.el'] },
  },
  {
    q: 'uefa europa league predictions',
    clientDate: MON,
    expect: { kind: 'league', competitions: ['uefa.el'] },
  },
  {
    q: 'conference league tips tonight',
    clientDate: TUE,
    expect: { kind: 'picks', window: { from: '2026-03-17', to: '2026-03-17' }, competitions: ['uefa.conf'] },
  },
  { q: 'liverpool vs galatasaray', clientDate: TUE, expect: { kind: 'match', teams: ['liverpool', 'galatasaray'] } },
  { q: 'Bayern v Arsenal', clientDate: TUE, expect: { kind: 'match', teams: ['bayern-munchen', 'arsenal'] } },
  { q: 'PSV vs Celtic', clientDate: TUE, expect: { kind: 'match', teams: ['psv', 'celtic'] } },
]
