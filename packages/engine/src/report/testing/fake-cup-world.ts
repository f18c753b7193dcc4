/**
 * The hand-made world plus two European cups in knockout rounds, for the knockout tests:
 * - Champions League 2025-26: the league phase is over, the round of 16 is drawn (first legs
 *   10–11 March, second legs 17–18 March) and the quarter-final draw is not in the data.
 * - Europa League 2025-26: the quarter-finals were played in February, the semi-finals are drawn
 *   (first legs 12 March, second legs 19 March); the final is not listed, as in the real files
 *   before the semi-finals are decided.
 * Scores follow the real round of 16 where the clubs exist in the test directory.
 */
import type { AnalyzerWorld } from '../../analyze.ts'
import type { CompetitionInfo, MatchRecord } from '../../types.ts'
import { fakePredictor, fakeWorld } from './fake-world.ts'

const CUPS: CompetitionInfo[] = [
  { code: 'uefa.cl', name: 'Champions League', country: 'International', timeZone: 'Europe/Paris' },
  { code: 'uefa.el', name: 'Europa League', country: 'International', timeZone: 'Europe/Paris' },
]

function cupMatch(
  competition: string,
  round: string,
  date: string,
  home: string,
  away: string,
  goals?: [number, number],
): MatchRecord {
  return {
    id: `${competition}:2025-26:${date}:${home}:${away}`,
    competition,
    season: '2025-26',
    kickoff: `${date}T20:00:00.000Z`,
    date,
    homeTeamId: home,
    awayTeamId: away,
    status: goals ? 'finished' : 'scheduled',
    homeGoals: goals ? goals[0] : null,
    awayGoals: goals ? goals[1] : null,
    round,
  }
}

const R16 = 'Finals, Round of 16'
/** First leg (home side first, with its score) and the second leg a week later. */
const CL_TIES: [string, string, string, [number, number], string][] = [
  ['2026-03-10', 'galatasaray', 'liverpool', [1, 0], '2026-03-18'],
  ['2026-03-10', 'atalanta', 'bayern-munchen', [1, 6], '2026-03-18'],
  ['2026-03-10', 'newcastle-united', 'barcelona', [1, 1], '2026-03-18'],
  ['2026-03-10', 'atletico-madrid', 'tottenham-hotspur', [5, 2], '2026-03-18'],
  ['2026-03-11', 'bayer-leverkusen', 'arsenal', [1, 1], '2026-03-17'],
  ['2026-03-11', 'paris-saint-germain', 'chelsea', [5, 2], '2026-03-17'],
  ['2026-03-11', 'real-madrid', 'manchester-city', [3, 0], '2026-03-17'],
  ['2026-03-11', 'club-brugge', 'sporting-cp', [3, 0], '2026-03-17'],
]

/** Europa League: quarter-finals (February), semi-final first legs 12 March, second legs 19 March. */
const EL_QUARTERS: [string, string, [number, number], [number, number]][] = [
  ['aston-villa', 'real-betis', [2, 0], [1, 1]],
  ['nottingham-forest', 'celtic', [1, 1], [0, 2]],
  ['olympique-lyonnais', 'feyenoord', [3, 1], [1, 1]],
  ['fc-porto', 'rangers', [2, 0], [1, 0]],
]
const EL_SEMIS: [string, string, [number, number]][] = [
  ['aston-villa', 'nottingham-forest', [2, 1]],
  ['olympique-lyonnais', 'fc-porto', [0, 0]],
]

export function cupMatches(): MatchRecord[] {
  const out: MatchRecord[] = [
    // The league phase (one match is enough to say who played in it) and a play-off tie.
    cupMatch('uefa.cl', 'League, Matchday 8', '2026-01-28', 'liverpool', 'juventus', [2, 1]),
    cupMatch('uefa.cl', 'League, Matchday 8', '2026-01-28', 'celtic', 'club-brugge', [1, 2]),
    cupMatch('uefa.cl', 'Playoffs, Matchday 1', '2026-02-17', 'juventus', 'club-brugge', [1, 1]),
    cupMatch('uefa.cl', 'Playoffs, Matchday 2', '2026-02-24', 'club-brugge', 'juventus', [2, 0]),
  ]
  for (const [date, home, away, goals, back] of CL_TIES) {
    out.push(cupMatch('uefa.cl', R16, date, home, away, goals))
    out.push(cupMatch('uefa.cl', R16, back, away, home))
  }
  for (const [home, away, first, second] of EL_QUARTERS) {
    out.push(cupMatch('uefa.el', 'Finals, Quarterfinals', '2026-02-19', home, away, first))
    out.push(cupMatch('uefa.el', 'Finals, Quarterfinals', '2026-02-26', away, home, second))
  }
  for (const [home, away, goals] of EL_SEMIS) {
    out.push(cupMatch('uefa.el', 'Finals, Semifinals', '2026-03-12', home, away, goals))
    out.push(cupMatch('uefa.el', 'Finals, Semifinals', '2026-03-19', away, home))
  }
  return out
}

/** fakeWorld() with the two cups; its newest result is the Europa League semi-finals' 12 March. */
export function fakeCupWorld(): AnalyzerWorld {
  const base = fakeWorld()
  return {
    competitions: [...base.competitions, ...CUPS],
    teams: base.teams,
    matches: [...base.matches, ...cupMatches()],
    predictor: fakePredictor('2026-03-12'),
  }
}
