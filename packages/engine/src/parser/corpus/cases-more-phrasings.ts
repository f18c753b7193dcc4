/**
 * Corpus part thirteen (issue 29): more phrasings of the classes above, in other words than
 * their first cases ("Gunners form guide", "Dortmund or the draw", "who refs"), asked on Friday
 * 13 March 2026 of the test world. Each failed in a probe before its fix, or guards one.
 */
import type { CorpusCase } from './cases.ts'

const FRI = '2026-03-13T10:00:00.000Z'
const c = (q: string, expect: CorpusCase['expect']): CorpusCase => ({ q, clientDate: FRI, expect })
const SAT = { from: '2026-03-14', to: '2026-03-14' }
const SUN = { from: '2026-03-15', to: '2026-03-15' }
const WEEKEND = { from: '2026-03-14', to: '2026-03-15' }

export const MORE_PHRASINGS_CASES: CorpusCase[] = [
  c('Gunners form guide', { kind: 'results', teams: ['arsenal'] }),
  c('how did Villa get on in their last 3', { kind: 'results', teams: ['aston-villa'], count: 3 }),
  c('previous 4 meetings Everton Liverpool', { kind: 'results', teams: ['everton', 'liverpool'], count: 4 }),
  c('Bayern Dortmund head-to-head record', { kind: 'results', teams: ['bayern-munchen', 'borussia-dortmund'] }),
  c('safest treble sunday', { kind: 'picks', accumulator: true, market: { type: 'banker' }, count: 3, window: SUN }),
  c('double for tomorrow btts', {
    kind: 'picks',
    accumulator: true,
    market: { type: 'btts_yes' },
    count: 2,
    window: SAT,
  }),
  c('7 fold this weekend', { kind: 'picks', accumulator: true, count: 7, window: WEEKEND }),
  c('Dortmund or the draw at Bayern', {
    kind: 'match',
    teams: ['borussia-dortmund', 'bayern-munchen'],
    market: { type: 'double_chance', side: null, teamId: 'borussia-dortmund' },
  }),
  c('can Everton avoid defeat against Liverpool', {
    kind: 'match',
    teams: ['everton', 'liverpool'],
    market: { type: 'double_chance', side: null, teamId: 'everton' },
  }),
  c('Chelsea v Arsenal and Spurs v Newcastle btts', {
    kind: 'match',
    market: { type: 'btts_yes' },
    teams: ['chelsea', 'arsenal', 'tottenham-hotspur', 'newcastle-united'],
    pairings: [
      ['chelsea', 'arsenal'],
      ['tottenham-hotspur', 'newcastle-united'],
    ],
  }),
  c('Newcastle fixtures next 2', { kind: 'team', teams: ['newcastle-united'], count: 2 }),
  c('who refs Liverpool Palace', {
    kind: 'match',
    teams: ['liverpool', 'crystal-palace'],
    notUnderstood: { topic: 'referees' },
  }),
  c('England U21 result', {
    kind: 'unsupported',
    unsupportedReason: 'out_of_scope',
    notUnderstood: { topic: 'youth_football' },
  }),
  c('Chelsea FC Women', {
    kind: 'unsupported',
    unsupportedReason: 'out_of_scope',
    notUnderstood: { topic: 'womens_football' },
  }),
  c('Scotland vs Norway tips', {
    kind: 'unsupported',
    unsupportedReason: 'out_of_scope',
    notUnderstood: { topic: 'national_teams' },
  }),
  c('btts & o2.5 saturday', { kind: 'picks', market: { type: 'btts_and_over', line: '2.5' }, window: SAT }),
  c('underdogs to back this weekend', { kind: 'picks', market: { type: 'underdog_win' }, window: WEEKEND }),
  c('tonight 8pm kick offs btts', {
    kind: 'picks',
    market: { type: 'btts_yes' },
    window: { from: '2026-03-13', to: '2026-03-13' },
    timeOfDay: 'evening',
  }),
  // Standings in other words; "places" before a league's name is no unknown qualifier.
  c('European places serie a', { kind: 'table', competitions: ['it.1'] }),
  c('who tops the eredivisie', { kind: 'table', competitions: ['nl.1'] }),
  c('who leads the bundesliga', { kind: 'table', competitions: ['de.1'] }),
  c('Champions League places in the Bundesliga', { kind: 'table', competitions: ['uefa.cl', 'de.1'] }),
  c('who finishes 4th in the prem', { kind: 'outright', competitions: ['en.1'], outright: 'top_four' }),
  // Promotion is an outright of its own (automatic places of a second division).
  c('promotion odds championship', { kind: 'outright', competitions: ['en.2'], outright: 'promotion' }),
  c('are Leicester going up', { kind: 'outright', teams: ['leicester-city'], outright: 'promotion' }),
  {
    q: 'who goes up from the Premier League',
    clientDate: FRI,
    expect: { kind: 'outright', competitions: ['en.1'], outright: 'promotion' },
    report: { coverage: 'none', contains: ['Nobody is promoted from Premier League'] },
  },
  // League statistics read off the table (they were the league's fixture overview).
  {
    q: 'best defence in the Premier League',
    clientDate: FRI,
    expect: { kind: 'table', competitions: ['en.1'] },
    report: { coverage: 'full', contains: ['**Best defence:'] },
  },
  {
    q: 'which team scores the most in the bundesliga',
    clientDate: FRI,
    expect: { kind: 'table', competitions: ['de.1'] },
    report: { coverage: 'full', contains: ['**Best attack:'] },
  },
  {
    q: 'average goals per game in the premier league',
    clientDate: FRI,
    expect: { kind: 'table', competitions: ['en.1'] },
    report: { coverage: 'full', contains: ['**Average goals per game:'] },
  },
  // A league's form with no club named: the form table, not the fixture overview.
  {
    q: 'which teams are in form in the bundesliga',
    clientDate: FRI,
    expect: { kind: 'table', competitions: ['de.1'] },
    report: { coverage: 'full', contains: ['## Bundesliga form table', '**In form:', '| Form (newest first) |'] },
  },
  {
    q: 'premier league form table',
    clientDate: FRI,
    expect: { kind: 'table', competitions: ['en.1'] },
    report: { coverage: 'full', contains: ['## Premier League form table', '**Out of form:'] },
  },
  {
    q: "who's in the worst form in the prem",
    clientDate: FRI,
    expect: { kind: 'table', competitions: ['en.1'] },
    report: { coverage: 'full', contains: ['## Premier League form table'] },
  },
  {
    q: "who's on a bad run in the championship",
    clientDate: FRI,
    expect: { kind: 'table', competitions: ['en.2'] },
  },
  // Games with the most goals: over 2.5, ranked.
  c('which games will have the most goals tomorrow', {
    kind: 'picks',
    market: { type: 'over', line: '2.5' },
    window: { from: '2026-03-14', to: '2026-03-14' },
  }),
  // Backing in-form teams asks for picks, not a table.
  c('in form teams to back in la liga', { kind: 'picks', competitions: ['es.1'] }),
  // Scores and a club's goals in other words.
  c('what score will Arsenal Chelsea end', {
    kind: 'match',
    market: { type: 'correct_score' },
    teams: ['arsenal', 'chelsea'],
  }),
  c('will Liverpool score 2+', {
    kind: 'team',
    market: { type: 'team_over', line: '1.5', teamId: 'liverpool' },
    teams: ['liverpool'],
  }),
  c('2+ goals tomorrow', { kind: 'picks', market: { type: 'over', line: '1.5' }, window: SAT }),
]
