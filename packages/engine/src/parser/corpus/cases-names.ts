/**
 * Corpus part twelve (issue 29): names that were dropped without a word. "City" and "United"
 * alone beside an opponent are that opponent's league's club (asked back when several fit);
 * a ground stands for its club ("Anfield tips"). Written before the code.
 */
import { type CorpusCase, SAT } from './cases.ts'

const c = (q: string, expect: CorpusCase['expect'], report?: CorpusCase['report']): CorpusCase => ({
  q,
  clientDate: SAT,
  expect,
  ...(report ? { report } : {}),
})

export const NAME_CASES: CorpusCase[] = [
  // --- "City" / "United" read by the opponent's league
  c(
    'City v Everton',
    { kind: 'match', teams: ['manchester-city', 'everton'] },
    { coverage: 'full', contains: ['## Manchester City v Everton'] },
  ),
  c('can Everton get anything at City', {
    kind: 'match',
    teams: ['everton', 'manchester-city'],
    market: { type: 'double_chance', side: null, teamId: 'everton' },
  }),
  c(
    'Liverpool v Palace and City v Everton',
    {
      kind: 'match',
      teams: ['liverpool', 'crystal-palace', 'manchester-city', 'everton'],
      pairings: [
        ['liverpool', 'crystal-palace'],
        ['manchester-city', 'everton'],
      ],
    },
    { coverage: 'full', contains: ['## Liverpool v Crystal Palace', '## Manchester City v Everton'] },
  ),
  // Several Uniteds in one league (the test world's Premier League has two): the one the named
  // club plays in the next three weeks (Spurs host Newcastle today), else asked back, free.
  c(
    'United vs Spurs',
    { kind: 'match', teams: ['newcastle-united', 'tottenham-hotspur'] },
    { coverage: 'full', contains: ['Tottenham Hotspur v Newcastle United'] },
  ),
  c('aston villa are 2.90 away at united, value or nah?', {
    kind: 'match',
    teams: ['aston-villa', 'west-ham-united'],
    offeredPrice: { odds: 2.9, teamId: 'aston-villa' },
  }),
  c(
    'United vs Chelsea',
    {
      kind: 'clarify',
      teams: ['chelsea'],
      notUnderstood: {
        ambiguous: [{ phrase: 'united', teams: ['newcastle-united', 'west-ham-united'] }],
      },
    },
    { coverage: 'none', contains: ['Which one do you mean?'] },
  ),
  // --- short forms bettors type
  c('lev v bayern btts', {
    kind: 'match',
    teams: ['bayer-leverkusen', 'bayern-munchen'],
    market: { type: 'btts_yes' },
  }),
  // --- grounds
  c('Anfield tips', { kind: 'team', teams: ['liverpool'] }, { coverage: 'full', contains: ['Liverpool'] }),
  c('Old Trafford btts', { kind: 'team', market: { type: 'btts_yes' }, teams: ['manchester-united'] }),
  c('Everton at the Etihad', { kind: 'match', teams: ['everton', 'manchester-city'] }),
  c('btts at Stamford Bridge on Sunday', {
    kind: 'team',
    market: { type: 'btts_yes' },
    teams: ['chelsea'],
    window: { from: '2026-03-15', to: '2026-03-15' },
  }),
  c('Allianz Arena over 2.5', { kind: 'team', market: { type: 'over', line: '2.5' }, teams: ['bayern-munchen'] }),
  // --- other words many clubs share: "Eintracht", "Borussia", "Real"
  c('Eintracht v Stuttgart predicted score', {
    kind: 'match',
    market: { type: 'correct_score' },
    teams: ['eintracht-frankfurt', 'vfb-stuttgart'],
  }),
  // The test world's Bundesliga has one Borussia (on the real data both are asked back).
  c('Borussia v Bayern', { kind: 'match', teams: ['borussia-dortmund', 'bayern-munchen'] }),
]
