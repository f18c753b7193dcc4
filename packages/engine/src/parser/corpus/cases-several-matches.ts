/**
 * Corpus part nine (issue 29): several named matches in one question, written before the code.
 * "Lyon v Nice and Roma v Lazio" was cut to its first match without a word. Each pairing is now
 * an item of the understanding and gets its own section; the answer is charged only when every
 * pairing is answered.
 */
import type { MarketSelection } from '../../analysis-types.ts'
import { type CorpusCase, SAT } from './cases.ts'

const c = (
  q: string,
  pairings: [string, string][],
  headings: string[],
  market: MarketSelection | null = null,
): CorpusCase => ({
  q,
  clientDate: SAT,
  expect: { kind: 'match', teams: pairings.flat(), pairings, ...(market ? { market } : {}) },
  report: { coverage: 'full', contains: headings },
})

export const SEVERAL_MATCHES_CASES: CorpusCase[] = [
  c(
    'Liverpool v Palace and Man City v Everton',
    [
      ['liverpool', 'crystal-palace'],
      ['manchester-city', 'everton'],
    ],
    ['## Liverpool v Crystal Palace', '## Manchester City v Everton'],
  ),
  c(
    'Bayern vs Dortmund, Leverkusen vs Leipzig',
    [
      ['bayern-munchen', 'borussia-dortmund'],
      ['bayer-leverkusen', 'rb-leipzig'],
    ],
    ['## Bayern München v Borussia Dortmund', '## Bayer Leverkusen v RB Leipzig'],
  ),
  c(
    'Spurs v Newcastle & Villa v West Ham predictions',
    [
      ['tottenham-hotspur', 'newcastle-united'],
      ['aston-villa', 'west-ham-united'],
    ],
    ['## Tottenham Hotspur v Newcastle United', '## Aston Villa v West Ham United'],
  ),
  c(
    'btts in Bayern v Dortmund and Frankfurt v Stuttgart',
    [
      ['bayern-munchen', 'borussia-dortmund'],
      ['eintracht-frankfurt', 'vfb-stuttgart'],
    ],
    ['## Bayern München v Borussia Dortmund', '## Eintracht Frankfurt v VfB Stuttgart'],
    { type: 'btts_yes' },
  ),
  c(
    'Arsenal v Chelsea plus Liverpool v Palace',
    [
      ['arsenal', 'chelsea'],
      ['liverpool', 'crystal-palace'],
    ],
    ['## Arsenal v Chelsea', '## Liverpool v Crystal Palace'],
  ),
  c(
    'Liverpool v Palace, Man City v Everton and Spurs v Newcastle',
    [
      ['liverpool', 'crystal-palace'],
      ['manchester-city', 'everton'],
      ['tottenham-hotspur', 'newcastle-united'],
    ],
    ['## Liverpool v Crystal Palace', '## Manchester City v Everton', '## Tottenham Hotspur v Newcastle United'],
  ),
  // --- a club's next N fixtures, each previewed
  {
    q: 'Chelsea next 2 games',
    clientDate: SAT,
    expect: { kind: 'team', teams: ['chelsea'], count: 2 },
    report: {
      coverage: 'full',
      contains: ["Chelsea's next 2 matches.", '## Arsenal v Chelsea', '## Chelsea v Liverpool'],
    },
  },
  {
    q: 'Liverpool upcoming three fixtures',
    clientDate: SAT,
    expect: { kind: 'team', teams: ['liverpool'], count: 3 },
    report: {
      coverage: 'full',
      contains: ['(only 2 are in the data)', '## Liverpool v Crystal Palace', '## Chelsea v Liverpool'],
    },
  },
]
