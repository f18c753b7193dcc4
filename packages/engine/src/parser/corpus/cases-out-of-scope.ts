/**
 * Corpus part five (issue 29, "things the data cannot know"): written before the code that
 * answers them, in phrasings of our own. Each names what Pitchwise does not cover and charges
 * nothing:
 * - a topic beside a question it can answer (injuries, line-ups, referees, bookmaker prices,
 *   transfers) is said by name, then the rest is answered as the nearest thing, free;
 * - women's, national-team and youth football are refused whole: answering with the men's
 *   senior clubs of the same name would answer a different question.
 * A player's name beside a topic or an unpriceable market is not reported as an unknown club.
 */
import type { IntentKind, MarketSelection, OutOfScopeTopic } from '../../analysis-types.ts'
import { type CorpusCase, SAT } from './cases.ts'

type Expect = CorpusCase['expect']
type ReportExpect = NonNullable<CorpusCase['report']>

const c = (q: string, expect: Expect, report: ReportExpect): CorpusCase => ({ q, clientDate: SAT, expect, report })
const k = (kind: IntentKind, e: Omit<Expect, 'kind'> = {}): Expect => ({ kind, ...e })
const partial = (...contains: string[]): ReportExpect => ({ coverage: 'partial', contains })
const none = (...contains: string[]): ReportExpect => ({ coverage: 'none', contains })
const topic = (t: OutOfScopeTopic) => ({ topic: t })
const refused = (t: OutOfScopeTopic): Expect =>
  k('unsupported', { unsupportedReason: 'out_of_scope', notUnderstood: topic(t) })
const day = (d: string) => ({ from: d, to: d })
const SATURDAY = day('2026-03-14')
const SUNDAY = day('2026-03-15')
const WEEKEND = { from: '2026-03-14', to: '2026-03-15' }
const o25: MarketSelection = { type: 'over', line: '2.5' }

const INJURIES = "Pitchwise doesn't know about injuries, suspensions or team news"
const LINEUPS = "Pitchwise doesn't know line-ups"
const REFEREES = "Pitchwise doesn't know who referees a match"
const NO_PRICES = 'No bookmaker prices are stored for the'
const FREE = 'This question was not charged.'
const TRANSFERS = "Pitchwise doesn't follow transfers or managers"
const WOMEN = "Pitchwise covers men's club football only: women's football isn't in its data"
const NATIONAL = 'Pitchwise covers club football only: national teams'
const YOUTH = 'Pitchwise covers senior club football only: youth'
const NEAREST = 'The nearest I can answer, free of charge:'

export const OUT_OF_SCOPE_CASES: CorpusCase[] = [
  // --- injuries and suspensions: said, then the match or team answered free
  c(
    'any injury news for Liverpool',
    k('team', { teams: ['liverpool'], notUnderstood: topic('injuries') }),
    partial(INJURIES, NEAREST),
  ),
  c(
    'Chelsea injuries ahead of the Arsenal game',
    k('match', { teams: ['chelsea', 'arsenal'], notUnderstood: topic('injuries') }),
    partial(INJURIES, 'Arsenal v Chelsea'),
  ),
  c(
    'Dortmund suspensions this weekend',
    k('team', { teams: ['borussia-dortmund'], window: WEEKEND, notUnderstood: topic('injuries') }),
    partial(INJURIES),
  ),
  c(
    'is Haaland fit to face Everton',
    k('team', { teams: ['everton'], notUnderstood: topic('injuries') }),
    partial(INJURIES),
  ),
  c(
    'who is out injured for Spurs',
    k('team', { teams: ['tottenham-hotspur'], notUnderstood: topic('injuries') }),
    partial(INJURIES),
  ),
  c(
    'will Rice be available for Arsenal on Sunday',
    k('team', { teams: ['arsenal'], window: SUNDAY, notUnderstood: topic('injuries') }),
    partial(INJURIES),
  ),
  // --- line-ups
  c(
    'confirmed lineups Man City v Everton',
    k('match', { teams: ['manchester-city', 'everton'], notUnderstood: topic('lineups') }),
    partial(LINEUPS, 'Manchester City v Everton'),
  ),
  c(
    'predicted XI for Tottenham',
    k('team', { teams: ['tottenham-hotspur'], notUnderstood: topic('lineups') }),
    partial(LINEUPS),
  ),
  c(
    'Newcastle team sheet',
    k('team', { teams: ['newcastle-united'], notUnderstood: topic('lineups') }),
    partial(LINEUPS),
  ),
  c(
    'Bayern starting eleven on Saturday',
    k('team', { teams: ['bayern-munchen'], window: SATURDAY, notUnderstood: topic('lineups') }),
    partial(LINEUPS),
  ),
  // --- referees
  c(
    'who is the ref for Liverpool v Crystal Palace',
    k('match', { teams: ['liverpool', 'crystal-palace'], notUnderstood: topic('referees') }),
    partial(REFEREES, 'Liverpool v Crystal Palace'),
  ),
  c(
    'referee stats Bayern Dortmund',
    k('match', { teams: ['bayern-munchen', 'borussia-dortmund'], notUnderstood: topic('referees') }),
    partial(REFEREES),
  ),
  c(
    'which official has Arsenal Chelsea on Sunday',
    k('match', { teams: ['arsenal', 'chelsea'], window: SUNDAY, notUnderstood: topic('referees') }),
    partial(REFEREES),
  ),
  // --- bookmaker prices (issue 31): understood, but this world stores none, so said plainly and free
  c(
    'where is the value with Paddy Power today',
    k('picks', { window: SATURDAY, value: 'edge', bookmaker: 'paddypower' }),
    none('No bookmaker prices at Paddy Power are stored for the', FREE),
  ),
  c(
    'William Hill odds over 2.5 on Saturday',
    k('picks', { market: o25, window: SATURDAY, value: 'prices', bookmaker: 'williamhill' }),
    partial('Not in this answer: William Hill prices', FREE),
  ),
  c(
    'what does Sky Bet offer on Chelsea Liverpool',
    k('match', { teams: ['chelsea', 'liverpool'], value: 'prices', bookmaker: 'skybet' }),
    partial('Not in this answer: Sky Bet prices', 'Chelsea v Liverpool'),
  ),
  c(
    'bet365 price for Bayern v Dortmund',
    k('match', { teams: ['bayern-munchen', 'borussia-dortmund'], value: 'prices', bookmaker: 'bet365' }),
    partial('Not in this answer: bet365 prices'),
  ),
  c(
    'best bookie odds for Leverkusen',
    k('team', { teams: ['bayer-leverkusen'], value: 'prices' }),
    partial('Not in this answer: bookmaker prices'),
  ),
  c('value bets this weekend', k('picks', { window: WEEKEND, value: 'edge' }), none(NO_PRICES, FREE)),
  c(
    'any value in the Bundesliga today',
    k('picks', { competitions: ['de.1'], window: SATURDAY, value: 'edge' }),
    none(NO_PRICES, FREE),
  ),
  c(
    'which Premier League favourites are overpriced',
    k('picks', { competitions: ['en.1'], value: 'overpriced_favourites' }),
    none(NO_PRICES, FREE),
  ),
  // --- transfers and managers
  c(
    'Liverpool transfer rumours',
    k('team', { teams: ['liverpool'], notUnderstood: topic('transfers') }),
    partial(TRANSFERS),
  ),
  c(
    "who is Chelsea's next manager",
    k('team', { teams: ['chelsea'], notUnderstood: topic('transfers') }),
    partial(TRANSFERS),
  ),
  // --- players beside an unpriceable market are not unknown clubs
  c(
    'will Salah score anytime against Palace',
    k('team', { teams: ['crystal-palace'], notUnderstood: { market: 'goalscorer' } }),
    partial("Pitchwise can't price goalscorer markets"),
  ),
  c(
    'Kane to net first v Dortmund',
    k('team', { teams: ['borussia-dortmund'], notUnderstood: { market: 'goalscorer' } }),
    partial("Pitchwise can't price goalscorer markets"),
  ),

  // --- national teams: refused whole
  c('Spain v Italy prediction', refused('national_teams'), none(NATIONAL)),
  c('England versus Germany tips', refused('national_teams'), none(NATIONAL)),
  c('Brazil vs Argentina', refused('national_teams'), none(NATIONAL)),
  c('Three Lions next game', refused('national_teams'), none(NATIONAL)),
  c('Euro qualifiers tonight', refused('national_teams'), none(NATIONAL)),
  c('Nations League picks', refused('national_teams'), none(NATIONAL)),
  c('international friendlies btts this week', refused('national_teams'), none(NATIONAL)),
  c('who wins the World Cup', refused('national_teams'), none(NATIONAL)),
  c('Netherlands national team form', refused('national_teams'), none(NATIONAL)),
  // --- women's football: refused whole, never answered with the men's club
  c('Arsenal women vs Chelsea women', refused('womens_football'), none(WOMEN)),
  c('WSL tips this weekend', refused('womens_football'), none(WOMEN)),
  c('Lyon féminin prediction', refused('womens_football'), none(WOMEN)),
  c('Wolfsburg Frauen next match', refused('womens_football'), none(WOMEN)),
  c("women's Champions League final", refused('womens_football'), none(WOMEN)),
  c('NWSL over 2.5', refused('womens_football'), none(WOMEN)),
  c('Lionesses v Spain', refused('womens_football'), none(WOMEN)),
  // --- youth and reserve football
  c('Liverpool U21 next game', refused('youth_football'), none(YOUTH)),
  c('Chelsea under-23s result', refused('youth_football'), none(YOUTH)),
  c('Bayern youth team', refused('youth_football'), none(YOUTH)),
  c('UEFA Youth League tips', refused('youth_football'), none(YOUTH)),
  c('Primavera tips', refused('youth_football'), none(YOUTH)),

  // --- look-alikes that are club football: answered, charged
  c('England Premier League table', k('table', { competitions: ['en.1'] }), { coverage: 'full' }),
  c('Germany Bundesliga over 2.5 today', k('picks', { market: o25, competitions: ['de.1'], window: SATURDAY }), {
    coverage: 'full',
  }),
  c('Arsenal v Chelsea', k('match', { teams: ['arsenal', 'chelsea'] }), { coverage: 'full' }),
  c('Manchester City vs Everton', k('match', { teams: ['manchester-city', 'everton'] }), { coverage: 'full' }),
]
