/**
 * The fifth blind probe (50 new bettor questions on the demo day): the readings it found wrong,
 * in its wording, written before the fixes.
 */
import { type CorpusCase, SAT } from './cases.ts'

export const FIFTH_PROBE_CASES: (CorpusCase & { focus?: 'record' })[] = [
  // "the promoted lot" describes clubs; "going down" asks the relegation race.
  {
    q: "prem relegation - who's going down with the promoted lot",
    clientDate: SAT,
    expect: { kind: 'outright', outright: 'relegation', competitions: ['en.1'] },
  },
  // A short season label is that season: its final table, not this weekend's fixtures.
  {
    q: 'bundesliga 22/23 - who won it and by how many pts?',
    clientDate: SAT,
    expect: {
      kind: 'table',
      competitions: ['de.1'],
      window: { from: '2022-07-01', to: '2023-06-30' },
    },
  },
  // The club before "double chance" is the side backed; "offered 2.2" is the price for it.
  {
    q: 'offered 2.2 on spurs double chance at anfield, is that good?',
    clientDate: SAT,
    expect: {
      kind: 'match',
      teams: ['tottenham-hotspur', 'liverpool'],
      market: { type: 'double_chance', side: null, teamId: 'tottenham-hotspur' },
      offeredPrice: { odds: 2.2 },
    },
  },
  {
    q: 'i got offered 2.50 on chelsea',
    clientDate: SAT,
    expect: { kind: 'team', teams: ['chelsea'], offeredPrice: { odds: 2.5, teamId: 'chelsea' } },
  },
  // Beside a judging word a one-digit dotted number is a price, not 2 October.
  {
    q: 'is 2.10 good for everton double chance',
    clientDate: SAT,
    expect: {
      kind: 'team',
      teams: ['everton'],
      market: { type: 'double_chance', side: null, teamId: 'everton' },
      offeredPrice: { odds: 2.1 },
    },
  },
  // "DNB or just straight win?": two markets offered as alternatives, each answered, not one bet.
  {
    q: 'arsenal dnb or just straight win?',
    clientDate: SAT,
    expect: {
      kind: 'team',
      teams: ['arsenal'],
      market: { type: 'draw_no_bet', teamId: 'arsenal' },
      alsoAsked: [{ type: 'match_result' }],
    },
    report: { coverage: 'full', contains: ['Arsenal draw no bet', 'Most likely outcome'] },
  },
  {
    q: 'newcastle at home this season, any good?',
    clientDate: SAT,
    expect: { kind: 'results', teams: ['newcastle-united'], venue: 'home' },
    focus: 'record',
  },
  // "home form this season" is the season's home record, not the last five.
  {
    q: 'chelsea home form this season? been shocking at the bridge or nah',
    clientDate: SAT,
    expect: { kind: 'results', teams: ['chelsea'], venue: 'home' },
    focus: 'record',
    report: { coverage: 'full', contains: ['## Chelsea: Premier League 2025-26 so far at home'] },
  },
]
