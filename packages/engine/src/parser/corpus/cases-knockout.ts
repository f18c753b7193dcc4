/**
 * Knockout questions (issue 29): "who goes through" and knockout outrights, answered from the
 * bracket in the data and never from league points. Read by corpus.test.ts (understanding, with
 * `focus`) and knockout-answers.test.ts (the answers on report/testing/fake-cup-world.ts):
 * - Champions League: round of 16 drawn, quarter-final draw not in the data, so title and
 *   "reach the final" odds are refused (free) with the round-of-16 chances beside the refusal;
 * - Europa League: semi-finals drawn, so the final is fixed (the two winners) and title odds
 *   are simulated (charged).
 */
import type { OutrightTarget } from '../../analysis-types.ts'
import { SAT } from './cases.ts'
import type { EuropeCase } from './cases-europe.ts'

/** Monday 9 March 2026: both legs of every Champions League round-of-16 tie still to come. */
const MON9 = '2026-03-09T09:00:00.000Z'
/** Thursday 12 March 2026, morning: round-of-16 first legs played; Europa League semi first legs tonight. */
const THU12 = '2026-03-12T09:00:00.000Z'

type Report = NonNullable<EuropeCase['report']>
const full = (...contains: string[]): Report => ({ coverage: 'full', contains })
const none = (...contains: string[]): Report => ({ coverage: 'none', contains })
const outright = (target: OutrightTarget, competitions: string[], teams: string[] = []): EuropeCase['expect'] => ({
  kind: 'outright',
  outright: target,
  competitions,
  teams,
})
const tie = (teams: [string, string]): EuropeCase['expect'] => ({ kind: 'match', teams })
const CL = ['uefa.cl']
const EL = ['uefa.el']
const NO_DRAW = 'quarter-final draw is not in the data'
const NOT_CHARGED = 'This question was not charged.'

export const KNOCKOUT_CASES: EuropeCase[] = [
  // --- title odds with the draw unknown: refused by name, free, the current round's chances beside it
  {
    q: 'who wins the champions league',
    clientDate: THU12,
    expect: outright('title', CL),
    report: none(NO_DRAW, NOT_CHARGED, 'round of 16', 'Liverpool', 'Galatasaray', '%'),
  },
  { q: 'CL outright odds', clientDate: THU12, expect: outright('title', CL), report: none(NO_DRAW, NOT_CHARGED) },
  {
    q: 'chances of Arsenal winning the UCL?',
    clientDate: THU12,
    expect: outright('title', CL, ['arsenal']),
    report: none(NO_DRAW, 'Arsenal', 'Bayer Leverkusen', NOT_CHARGED),
  },
  {
    q: 'can bayern go all the way in the champions league',
    clientDate: THU12,
    expect: outright('title', CL, ['bayern-munchen']),
    report: none(NO_DRAW, 'Bayern München'),
  },
  {
    q: 'champions league winner prediction',
    clientDate: MON9,
    expect: outright('title', CL),
    report: none(NO_DRAW, 'over both legs'),
  },
  {
    q: 'Arsenal to reach the CL final odds',
    clientDate: THU12,
    expect: outright('reach_final', CL, ['arsenal']),
    report: none(NO_DRAW, NOT_CHARGED, 'Arsenal'),
  },
  {
    q: 'who reaches the champions league semi-finals',
    clientDate: THU12,
    expect: outright('reach_semi_finals', CL),
    report: none(NO_DRAW, NOT_CHARGED),
  },
  // --- the current round: answered, charged
  {
    q: 'will Liverpool make the quarter finals',
    clientDate: THU12,
    expect: outright('reach_quarter_finals', [], ['liverpool']),
    report: full('Liverpool', 'Galatasaray', 'First leg 10 March 2026: Galatasaray 1–0 Liverpool', '%'),
  },
  {
    q: 'chelsea chances of getting to the quarters',
    clientDate: MON9,
    expect: outright('reach_quarter_finals', [], ['chelsea']),
    report: full('Chelsea', 'Paris Saint-Germain', 'over both legs', '%'),
  },
  {
    q: 'who goes through in the Champions League',
    clientDate: THU12,
    expect: outright('next_round', CL),
    report: full('round of 16', 'Liverpool', 'Sporting CP', 'Club Brugge', 'Manchester City', '%'),
  },
  {
    q: 'UCL round of 16, who goes through?',
    clientDate: MON9,
    expect: outright('next_round', CL),
    report: full('round of 16', 'over both legs', 'Arsenal'),
  },
  // "last 16" is the round, "first leg scores" are the tie's (never an acca's first leg), and the
  // cup's overview beside "who goes thru" is one question.
  {
    q: 'champions league last 16 - first leg scores and who goes thru?',
    clientDate: THU12,
    expect: outright('next_round', CL),
    report: full('round of 16', 'Galatasaray', 'Liverpool', '%'),
  },
  {
    q: 'europa league semi final who progresses',
    clientDate: SAT,
    expect: outright('next_round', EL),
    report: full('semi-finals', 'Aston Villa', 'Olympique Lyonnais', '%'),
  },
  // --- the bracket is known (semi-finals, then the final between their winners): title odds, charged
  {
    q: 'europa league winner odds',
    clientDate: SAT,
    expect: outright('title', EL),
    report: full('title odds', 'Aston Villa', 'FC Porto', 'Nottingham Forest', 'neutral ground'),
  },
  {
    q: 'who will win the Europa League?',
    clientDate: THU12,
    expect: outright('title', EL),
    report: full('title odds', 'over both legs', 'Aston Villa'),
  },
  {
    q: 'aston villa chances of winning the europa league',
    clientDate: SAT,
    expect: outright('title', EL, ['aston-villa']),
    report: full('Aston Villa', 'First leg 12 March 2026: Aston Villa 2–1 Nottingham Forest', '%'),
  },
  {
    q: 'will Porto reach the Europa League final',
    clientDate: SAT,
    expect: outright('reach_final', EL, ['fc-porto']),
    report: full('FC Porto', 'Olympique Lyonnais', '%'),
  },
  {
    q: 'Arsenal chances of reaching the quarter finals',
    clientDate: MON9,
    expect: outright('reach_quarter_finals', [], ['arsenal']),
    report: full('over both legs, Arsenal go through to the quarter-finals'),
  },
  { q: 'who won the europa league', clientDate: SAT, expect: outright('title', EL) },
  // --- clubs that are out, or never in
  {
    q: 'Celtic to win the europa league',
    clientDate: SAT,
    expect: outright('title', EL, ['celtic']),
    report: full('Celtic are out', 'Nottingham Forest', 'quarter-finals'),
  },
  {
    q: 'Everton to win the Champions League',
    clientDate: THU12,
    expect: outright('title', CL, ['everton']),
    report: none('Everton are not in the Champions League', NOT_CHARGED),
  },
  // --- one tie: both legs still to come (new), and second legs (as before)
  {
    q: 'who goes through Barcelona or Newcastle',
    clientDate: MON9,
    expect: tie(['barcelona', 'newcastle-united']),
    focus: 'qualification',
    report: full('Who goes through over both legs', 'Barcelona', 'Newcastle United', 'second leg 18 March 2026'),
  },
  {
    q: 'Arsenal Leverkusen, who progresses?',
    clientDate: MON9,
    expect: tie(['arsenal', 'bayer-leverkusen']),
    focus: 'qualification',
    report: full('Who goes through over both legs', 'Arsenal'),
  },
  {
    q: 'will PSG get past Chelsea',
    clientDate: MON9,
    expect: tie(['paris-saint-germain', 'chelsea']),
    focus: 'qualification',
    report: full('Who goes through over both legs', 'Paris Saint-Germain'),
  },
  {
    q: 'Villa or Forest, who makes the final?',
    clientDate: THU12,
    expect: tie(['aston-villa', 'nottingham-forest']),
    focus: 'qualification',
    report: full('Who goes through over both legs', 'Aston Villa', 'Nottingham Forest'),
  },
  {
    q: 'who goes through Liverpool or Galatasaray',
    clientDate: THU12,
    expect: tie(['liverpool', 'galatasaray']),
    focus: 'qualification',
    report: full('First leg 10 March 2026: Galatasaray 1–0 Liverpool.', 'Who goes through'),
  },
  // One club and "go through": its next cup tie, not its next league game.
  {
    q: 'can barcelona turn around the first leg, will they go through?',
    clientDate: THU12,
    expect: { kind: 'team', teams: ['barcelona'] },
    focus: 'qualification',
    report: full('Who goes through', 'Newcastle United'),
  },
  // A first-leg score in the question says where the tie stands: never a correct score to price.
  {
    q: 'can Man City overturn the 3-0 vs Real Madrid',
    clientDate: THU12,
    expect: tie(['manchester-city', 'real-madrid']),
    focus: 'qualification',
    report: full('First leg 11 March 2026: Real Madrid 3–0 Manchester City.', 'Who goes through'),
  },
  {
    q: 'galatasaray 1-0 up from the first leg, will they hold on vs liverpool',
    clientDate: THU12,
    expect: tie(['galatasaray', 'liverpool']),
    focus: 'qualification',
    report: full('First leg 10 March 2026: Galatasaray 1–0 Liverpool.', 'Who goes through'),
  },
  {
    q: 'liverpool chances of going through after losing 1-0 in the first leg to galatasaray',
    clientDate: THU12,
    expect: tie(['liverpool', 'galatasaray']),
    focus: 'qualification',
    report: full('First leg 10 March 2026: Galatasaray 1–0 Liverpool.', 'Who goes through'),
  },
  {
    q: 'man city to qualify against real madrid?',
    clientDate: THU12,
    expect: tie(['manchester-city', 'real-madrid']),
    focus: 'qualification',
    report: full('First leg 11 March 2026: Real Madrid 3–0 Manchester City.'),
  },
]
