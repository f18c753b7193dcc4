/**
 * The parser corpus: realistic questions and the intent a careful human would read from them.
 * Every field of the intent is compared (unlisted fields default to null / []), so a case
 * fails on any over- or under-reading. Client dates are fixed:
 *   SAT = Saturday 14 March 2026, SUN = Sunday 15 March, WED = Wednesday 11 March,
 *   FRI = Friday 13 March, MON = Monday 16 March.
 */
import type { ChatMessage, Intent, IntentKind, MarketSelection, SimpleMarketType } from '../../analysis-types.ts'

export const SAT = '2026-03-14T10:00:00.000Z'
export const SUN = '2026-03-15T12:00:00.000Z'
export const WED = '2026-03-11T09:00:00.000Z'
export const FRI = '2026-03-13T18:00:00.000Z'
export const MON = '2026-03-16T08:00:00.000Z'

export interface CorpusCase {
  q: string
  clientDate: string
  timeZone?: string
  history?: ChatMessage[]
  previous?: Intent
  expect: {
    kind: IntentKind
    market?: MarketSelection | null
    count?: number | null
    window?: { from: string; to: string } | null
    competitions?: string[]
    teams?: string[]
    unsupportedReason?: Intent['unsupportedReason']
    accumulator?: true
    pairings?: [string, string][]
    /** Compared only when stated. */
    venue?: Intent['venue']
    /** A value or prices question (issue 31); compared whole (absent = none). */
    value?: Intent['value']
    /** The bookmaker named ("at bet365"); compared whole (absent = none). */
    bookmaker?: string
    /** Compared only when stated (null = no part of the day). */
    timeOfDay?: Intent['timeOfDay'] | null
    /** Compared only when stated (null = no exact kick-off time). */
    kickoffTime?: string | null
    outright?: Intent['outright']
    /** What must be reported as not understood (compared whole; absent = everything understood). */
    notUnderstood?: Intent['notUnderstood']
    /** Corners, cards, shots, half-time (compared whole; absent = none asked). */
    counts?: Intent['counts']
    /** Further markets asked as questions of their own about the match (compared whole; absent = none). */
    alsoAsked?: Intent['alsoAsked']
    /** Compared only when stated (null = no price read). */
    offeredPrice?: Intent['offeredPrice'] | null
  }
  /** What the answer on the test world must show (checked by report.test.ts). */
  report?: {
    coverage: 'full' | 'partial' | 'none'
    /** Substrings the markdown must contain. */
    contains?: string[]
    /** Substrings it must not contain. */
    excludes?: string[]
    /** Every pick's market key starts with one of these. */
    pickMarkets?: string[]
  }
}

const over = (line: '0.5' | '1.5' | '2.5' | '3.5' | '4.5'): MarketSelection => ({ type: 'over', line })
const under = (line: '0.5' | '1.5' | '2.5' | '3.5' | '4.5'): MarketSelection => ({ type: 'under', line })
const m = (type: SimpleMarketType): MarketSelection => ({ type })
const dc = (side: '1X' | 'X2' | '12' | null): MarketSelection => ({ type: 'double_chance', side })
const day = (d: string) => ({ from: d, to: d })
const span = (from: string, to: string) => ({ from, to })

const c = (
  q: string,
  clientDate: string,
  expect: CorpusCase['expect'],
  extra: Partial<CorpusCase> = {},
): CorpusCase => ({
  q,
  clientDate,
  expect,
  ...extra,
})
const picks = (e: Omit<CorpusCase['expect'], 'kind'>) => ({ kind: 'picks' as const, ...e })
const off = (reason: Intent['unsupportedReason']) => ({ kind: 'unsupported' as const, unsupportedReason: reason })

const TODAY = day('2026-03-14')
const TOMORROW = day('2026-03-15')
const WEEKEND = span('2026-03-14', '2026-03-15')

const intent = (i: Partial<Intent> & { kind: IntentKind }): Intent => ({
  market: null,
  count: null,
  dateWindow: null,
  competitions: [],
  teams: [],
  ...i,
})
const prevOver25Today = intent({
  kind: 'picks',
  market: over('2.5'),
  count: 3,
  dateWindow: { from: '2026-03-14', to: '2026-03-14', label: 'today' },
})
const prevArsChe = intent({ kind: 'match', teams: ['arsenal', 'chelsea'] })
const prevEplWeekend = intent({
  kind: 'league',
  competitions: ['en.1'],
  dateWindow: { from: '2026-03-14', to: '2026-03-15', label: 'this weekend' },
})
const prevEplTable = intent({ kind: 'table', competitions: ['en.1'] })
const table = (e: Omit<CorpusCase['expect'], 'kind'>) => ({ kind: 'table' as const, ...e })
const prevBayern = intent({
  kind: 'team',
  teams: ['bayern-munchen'],
  dateWindow: { from: '2026-03-14', to: '2026-03-14', label: 'Saturday' },
})

export const CORPUS: CorpusCase[] = [
  // --- pick lists: counts in digits and words
  c('three over 2.5 matches for today', SAT, picks({ market: over('2.5'), count: 3, window: TODAY })),
  c('3 over 2.5 games today', SAT, picks({ market: over('2.5'), count: 3, window: TODAY })),
  c('give me 5 btts tips for this weekend', SAT, picks({ market: m('btts_yes'), count: 5, window: WEEKEND })),
  c('two safe bets for tomorrow', SAT, picks({ market: m('banker'), count: 2, window: TOMORROW })),
  c('four under 2.5 picks', SAT, picks({ market: under('2.5'), count: 4 })),
  c('top 5 over 1.5 games this weekend', SAT, picks({ market: over('1.5'), count: 5, window: WEEKEND })),
  c('best 3 bets today', SAT, picks({ count: 3, window: TODAY })),
  c('a 4-fold for saturday', WED, picks({ accumulator: true, count: 4, window: day('2026-03-14') })),
  c('4 fold acca tomorrow', SAT, picks({ accumulator: true, count: 4, window: TOMORROW })),
  c('fourfold for the weekend', WED, picks({ accumulator: true, count: 4, window: WEEKEND })),
  c('acca of 5 for today', SAT, picks({ accumulator: true, count: 5, window: TODAY })),
  c('5 team acca over 1.5', SAT, picks({ accumulator: true, market: over('1.5'), count: 5 })),
  c('give me a treble for tonight', SAT, picks({ accumulator: true, count: 3, window: TODAY })),
  c('btts treble this weekend', WED, picks({ accumulator: true, market: m('btts_yes'), count: 3, window: WEEKEND })),
  c('a double for sunday', SAT, picks({ accumulator: true, count: 2, window: day('2026-03-15') })),
  c('over 1.5 double today', SAT, picks({ accumulator: true, market: over('1.5'), count: 2, window: TODAY })),
  c('double chance tips today', SAT, picks({ market: dc(null), window: TODAY })),
  c('six legs over 0.5 tomorrow', SAT, picks({ market: over('0.5'), count: 6, window: TOMORROW })),
  c('10 matches with both teams to score', SAT, picks({ market: m('btts_yes'), count: 10 })),
  c('one banker for today', SAT, picks({ market: m('banker'), count: 1, window: TODAY })),
  c('give me a banker', SAT, picks({ market: m('banker'), count: 1 })),
  c('a couple of draws this weekend', WED, picks({ market: m('draw'), count: 2, window: WEEKEND })),
  c('need 7 picks for my acca saturday', WED, picks({ accumulator: true, count: 7, window: day('2026-03-14') })),
  c('twelve selections for the weekend', FRI, picks({ count: 12, window: WEEKEND })),
  c('2 home wins today', SAT, picks({ market: m('home_win'), count: 2, window: TODAY })),
  c('3 away wins this weekend', FRI, picks({ market: m('away_win'), count: 3, window: WEEKEND })),

  // --- markets in bettors' words
  c('o2.5 today', SAT, picks({ market: over('2.5'), window: TODAY })),
  c('over 2.5 goals tomorrow', SAT, picks({ market: over('2.5'), window: TOMORROW })),
  c('2.5+ goals games today', SAT, picks({ market: over('2.5'), window: TODAY })),
  c('3+ goals matches this weekend', WED, picks({ market: over('2.5'), window: WEEKEND })),
  c('under 1.5 tips', SAT, picks({ market: under('1.5') })),
  c('u1.5 games today', SAT, picks({ market: under('1.5'), window: TODAY })),
  c('u3.5 for sunday', SAT, picks({ market: under('3.5'), window: day('2026-03-15') })),
  c('over 3.5 goals tonight', SAT, picks({ market: over('3.5'), window: TODAY })),
  c('over 0.5 goals today', SAT, picks({ market: over('0.5'), window: TODAY })),
  c('o4.5 goal fests this weekend', WED, picks({ market: over('4.5'), window: WEEKEND })),
  c('matches with more than 2 goals today', SAT, picks({ market: over('2.5'), window: TODAY })),
  c('at least 3 goals tomorrow', SAT, picks({ market: over('2.5'), window: TOMORROW })),
  c('high scoring games this weekend', WED, picks({ market: over('2.5'), window: WEEKEND })),
  c('low scoring games today', SAT, picks({ market: under('2.5'), window: TODAY })),
  c('BTTS today', SAT, picks({ market: m('btts_yes'), window: TODAY })),
  c('btts yes tips tomorrow', SAT, picks({ market: m('btts_yes'), window: TOMORROW })),
  c('btts no today', SAT, picks({ market: m('btts_no'), window: TODAY })),
  c('GG games today', SAT, picks({ market: m('btts_yes'), window: TODAY })),
  c('NG picks tomorrow', SAT, picks({ market: m('btts_no'), window: TOMORROW })),
  c('GG/NG predictions today', SAT, picks({ market: m('btts_yes'), window: TODAY })),
  c('both teams to score this weekend', WED, picks({ market: m('btts_yes'), window: WEEKEND })),
  c('both teams score today', SAT, picks({ market: m('btts_yes'), window: TODAY })),
  c('games where both teams wont score', SAT, picks({ market: m('btts_no') })),
  c('home win bankers today', SAT, picks({ market: m('home_win'), window: TODAY })),
  c('away wins tomorrow', SAT, picks({ market: m('away_win'), window: TOMORROW })),
  c('safest picks today', SAT, picks({ market: m('banker'), window: TODAY })),
  c('sure bets for the weekend', WED, picks({ market: m('banker'), window: WEEKEND })),
  c('bankers this weekend', WED, picks({ market: m('banker'), window: WEEKEND })),
  c('safest over 1.5 today', SAT, picks({ market: over('1.5'), window: TODAY })),
  c('1X tips today', SAT, picks({ market: dc('1X'), window: TODAY })),
  c('x2 picks tomorrow', SAT, picks({ market: dc('X2'), window: TOMORROW })),
  c('double chance 12 this weekend', WED, picks({ market: dc('12'), window: WEEKEND })),
  c('draw no bet tips today', SAT, picks({ market: { type: 'draw_no_bet' }, window: TODAY })),
  c('DNB picks this weekend', WED, picks({ market: { type: 'draw_no_bet' }, window: WEEKEND })),
  c('correct score predictions today', SAT, picks({ market: m('correct_score'), window: TODAY })),
  c('exact score tips for tomorrow', SAT, picks({ market: m('correct_score'), window: TOMORROW })),
  c('clean sheet tips this weekend', WED, picks({ market: m('clean_sheet'), window: WEEKEND })),
  c('win to nil bets today', SAT, picks({ market: m('win_to_nil'), window: TODAY })),
  c('likely draws this weekend', WED, picks({ market: m('draw'), window: WEEKEND })),
  c('draws today', SAT, picks({ market: m('draw'), window: TODAY })),
  c('any draws tomorrow?', SAT, picks({ market: m('draw'), window: TOMORROW })),

  // --- relative and explicit dates (SAT = Saturday 14 March 2026)
  c('tips for tonight', SAT, picks({ window: TODAY })),
  c('predictions for tomorrow', SAT, picks({ window: TOMORROW })),
  c('tips for tmrw', SAT, picks({ window: TOMORROW })),
  c('weekend tips', WED, picks({ window: WEEKEND })),
  c('tips for this weekend', SUN, picks({ window: day('2026-03-15') })),
  c('tips for this weekend', SAT, picks({ window: WEEKEND })),
  c('over 2.5 next weekend', WED, picks({ market: over('2.5'), window: span('2026-03-21', '2026-03-22') })),
  c('tips for saturday', WED, picks({ window: day('2026-03-14') })),
  c('tips for saturday', SAT, picks({ window: day('2026-03-14') })),
  c('btts on sunday', WED, picks({ market: m('btts_yes'), window: day('2026-03-15') })),
  c('games on friday', SAT, { kind: 'picks', window: day('2026-03-20') }),
  c('next saturday over 2.5', SAT, picks({ market: over('2.5'), window: day('2026-03-21') })),
  c('picks for next week', WED, picks({ window: span('2026-03-16', '2026-03-22') })),
  c('picks for this week', WED, picks({ window: span('2026-03-11', '2026-03-15') })),
  c('midweek btts', MON, picks({ market: m('btts_yes'), window: span('2026-03-17', '2026-03-19') })),
  c('midweek over 2.5 tips', SAT, picks({ market: over('2.5'), window: span('2026-03-17', '2026-03-19') })),
  c('tips on 14 March', WED, picks({ window: day('2026-03-14') })),
  c('over 2.5 on 21 march', SAT, picks({ market: over('2.5'), window: day('2026-03-21') })),
  c('btts 14/03', WED, picks({ market: m('btts_yes'), window: day('2026-03-14') })),
  c('tips for 21/3', SAT, picks({ window: day('2026-03-21') })),
  c('March 14th predictions', WED, picks({ window: day('2026-03-14') })),
  c('predictions for the 21st of march', SAT, picks({ window: day('2026-03-21') })),
  c('games on 2026-04-04', SAT, picks({ window: day('2026-04-04') })),
  c('over 2.5 on 4 april', SAT, picks({ market: over('2.5'), window: day('2026-04-04') })),
  c('tips for saturday 21 march', SAT, picks({ window: day('2026-03-21') })),
  c('picks for the next 3 days', SAT, picks({ window: span('2026-03-14', '2026-03-16') })),
  c('tips for today', '2026-03-14T23:30:00.000Z', picks({ window: day('2026-03-15') }), { timeZone: 'Asia/Tokyo' }),
  c('tips for today', '2026-03-15T02:00:00.000Z', picks({ window: day('2026-03-14') }), {
    timeZone: 'America/New_York',
  }),
  c('tomorrow btts', '2026-03-14T23:30:00.000Z', picks({ market: m('btts_yes'), window: day('2026-03-16') }), {
    timeZone: 'Asia/Tokyo',
  }),
  c('day after tomorrow over 1.5', SAT, picks({ market: over('1.5'), window: day('2026-03-16') })),
  c('over 2.5 on the 21st', SAT, picks({ market: over('2.5'), window: day('2026-03-21') })),

  // --- competitions by name, nickname or country
  c('EPL over 2.5 this weekend', WED, picks({ market: over('2.5'), window: WEEKEND, competitions: ['en.1'] })),
  c('premier league btts tips', SAT, picks({ market: m('btts_yes'), competitions: ['en.1'] })),
  c('PL bankers today', SAT, picks({ market: m('banker'), window: TODAY, competitions: ['en.1'] })),
  c('prem tips tomorrow', SAT, picks({ window: TOMORROW, competitions: ['en.1'] })),
  c(
    'BTTS tips this weekend in La Liga',
    WED,
    picks({ market: m('btts_yes'), window: WEEKEND, competitions: ['es.1'] }),
  ),
  c('laliga over 2.5', SAT, picks({ market: over('2.5'), competitions: ['es.1'] })),
  c('serie a under 2.5 tips', SAT, picks({ market: under('2.5'), competitions: ['it.1'] })),
  c(
    'bundesliga over 3.5 saturday',
    WED,
    picks({ market: over('3.5'), window: day('2026-03-14'), competitions: ['de.1'] }),
  ),
  c('2. Bundesliga tips', SAT, picks({ competitions: ['de.2'] })),
  c('ligue 1 btts today', SAT, picks({ market: m('btts_yes'), window: TODAY, competitions: ['fr.1'] })),
  c('ligue 2 over 1.5', SAT, picks({ market: over('1.5'), competitions: ['fr.2'] })),
  c('eredivisie goals tips', SAT, picks({ competitions: ['nl.1'] })),
  c('championship draws this weekend', WED, picks({ market: m('draw'), window: WEEKEND, competitions: ['en.2'] })),
  c('league one tips today', SAT, picks({ window: TODAY, competitions: ['en.3'] })),
  c('league two over 2.5', SAT, picks({ market: over('2.5'), competitions: ['en.4'] })),
  c('scottish premiership btts', SAT, picks({ market: m('btts_yes'), competitions: ['sco.1'] })),
  c('SPL picks today', SAT, picks({ window: TODAY, competitions: ['sco.1'] })),
  c('primeira liga tips', SAT, picks({ competitions: ['pt.1'] })),
  c('english games over 2.5 today', SAT, picks({ market: over('2.5'), window: TODAY, competitions: ['en.1'] })),
  c('spanish btts tomorrow', SAT, picks({ market: m('btts_yes'), window: TOMORROW, competitions: ['es.1'] })),
  c('german over 2.5 tips', SAT, picks({ market: over('2.5'), competitions: ['de.1'] })),
  c('italian unders today', SAT, picks({ market: under('2.5'), window: TODAY, competitions: ['it.1'] })),
  c('french home wins this weekend', WED, picks({ market: m('home_win'), window: WEEKEND, competitions: ['fr.1'] })),
  c('dutch over 3.5', SAT, picks({ market: over('3.5'), competitions: ['nl.1'] })),
  c('english and spanish btts tips', SAT, picks({ market: m('btts_yes'), competitions: ['en.1', 'es.1'] })),
  c('turkish super lig tips', SAT, picks({ competitions: ['tr.1'] })),
  c('belgian pro league over 2.5', SAT, picks({ market: over('2.5'), competitions: ['be.1'] })),
  c('champions league tips tonight', SAT, picks({ window: TODAY, competitions: ['uefa.cl'] })),
  c(
    'UCL btts this week',
    WED,
    picks({ market: m('btts_yes'), window: span('2026-03-11', '2026-03-15'), competitions: ['uefa.cl'] }),
  ),
  c('champions league predictions', SAT, { kind: 'league', competitions: ['uefa.cl'] }),
  c('europa league over 2.5', SAT, picks({ market: over('2.5'), competitions: ['uefa.el'] })),
  c('fa cup tips this weekend', WED, picks({ window: WEEKEND, competitions: ['en.fa'] })),

  // --- league tables: standings of the current season, or a window around a team
  c('premier league table', SAT, table({ competitions: ['en.1'] })),
  c('Premier League table', SAT, table({ competitions: ['en.1'] })),
  c('la liga standings', SAT, table({ competitions: ['es.1'] })),
  c('where are Arsenal in the table', SAT, table({ teams: ['arsenal'] })),
  c('bundesliga table please', SAT, table({ competitions: ['de.1'] })),
  c('serie a standings', SAT, table({ competitions: ['it.1'] })),
  c('who is top of the championship', SAT, table({ competitions: ['en.2'] })),
  c('what position are liverpool in', SAT, table({ teams: ['liverpool'] })),
  c('eredivisie table', SAT, table({ competitions: ['nl.1'] })),
  c('how many points have spurs got', SAT, table({ teams: ['tottenham-hotspur'] })),
  c('scottish premiership standings', SAT, table({ competitions: ['sco.1'] })),
  c('premier league title race', SAT, table({ competitions: ['en.1'] })),
  c('is chelsea above tottenham in the table', SAT, table({ teams: ['chelsea', 'tottenham-hotspur'] })),
  c('league table', SAT, table({})),
  c('who is bottom of the league one table', SAT, table({ competitions: ['en.3'] })),
  c('and la liga?', SAT, table({ competitions: ['es.1'] }), { previous: prevEplTable }),
  c('premier league table toppers over 2.5 tips', SAT, picks({ market: over('2.5'), competitions: ['en.1'] })),
  // --- pairings the data does not schedule: priced as hypotheticals (venue matters)
  c('Arsenal vs Chelsea on a neutral ground', SAT, { kind: 'match', teams: ['arsenal', 'chelsea'] }),
  // --- league overviews
  c('Premier League predictions this weekend', WED, { kind: 'league', window: WEEKEND, competitions: ['en.1'] }),
  c('la liga overview', SAT, { kind: 'league', competitions: ['es.1'] }),
  c('bundesliga this weekend', WED, { kind: 'league', window: WEEKEND, competitions: ['de.1'] }),
  c('what serie a games are on tomorrow', SAT, { kind: 'league', window: TOMORROW, competitions: ['it.1'] }),
  c('ligue 1 fixtures on sunday', SAT, { kind: 'league', window: day('2026-03-15'), competitions: ['fr.1'] }),
  c('eredivisie preview', SAT, { kind: 'league', competitions: ['nl.1'] }),
  c('championship predictions saturday', WED, { kind: 'league', window: day('2026-03-14'), competitions: ['en.2'] }),

  // --- single matches
  c('Arsenal vs Chelsea', SAT, { kind: 'match', teams: ['arsenal', 'chelsea'] }),
  c('Arsenal v Chelsea', SAT, { kind: 'match', teams: ['arsenal', 'chelsea'] }),
  c('arsenal versus chelsea prediction', SAT, { kind: 'match', teams: ['arsenal', 'chelsea'] }),
  c('will Arsenal beat Chelsea', SAT, { kind: 'match', market: m('match_result'), teams: ['arsenal', 'chelsea'] }),
  c('Liverpool - Man City', SAT, { kind: 'match', teams: ['liverpool', 'manchester-city'] }),
  c('man utd vs spurs btts', SAT, {
    kind: 'match',
    market: m('btts_yes'),
    teams: ['manchester-united', 'tottenham-hotspur'],
  }),
  c('barca vs real madrid over 2.5', SAT, { kind: 'match', market: over('2.5'), teams: ['barcelona', 'real-madrid'] }),
  c('psg v marseille correct score', SAT, {
    kind: 'match',
    market: m('correct_score'),
    teams: ['paris-saint-germain', 'olympique-marseille'],
  }),
  c('inter vs juve', SAT, { kind: 'match', teams: ['inter', 'juventus'] }),
  c('arsenl vs chelsae', SAT, { kind: 'match', teams: ['arsenal', 'chelsea'] }),
  c('nottm forest vs west ham', SAT, { kind: 'match', teams: ['nottingham-forest', 'west-ham-united'] }),
  c('liverpol v everton tomorrow', SAT, { kind: 'match', window: TOMORROW, teams: ['liverpool', 'everton'] }),
  c('who wins bayern or dortmund', SAT, {
    kind: 'match',
    market: m('match_result'),
    teams: ['bayern-munchen', 'borussia-dortmund'],
  }),
  c('Schalke 04 vs 1. FC Köln', SAT, { kind: 'match', teams: ['schalke-04', 'fc-koln'] }),
  c('atletico madrid vs sevilla draw', SAT, {
    kind: 'match',
    market: m('draw'),
    teams: ['atletico-madrid', 'sevilla'],
  }),
  c('Nice vs Lens', SAT, { kind: 'match', teams: ['ogc-nice', 'rc-lens'] }),
  c('celtic rangers old firm prediction', SAT, { kind: 'match', teams: ['celtic', 'rangers'] }),
  c('ajax psv btts?', SAT, { kind: 'match', market: m('btts_yes'), teams: ['ajax', 'psv'] }),
  c('benfica vs porto saturday', WED, { kind: 'match', window: day('2026-03-14'), teams: ['benfica', 'fc-porto'] }),
  c('wolves v brighton', SAT, { kind: 'match', teams: ['wolverhampton-wanderers', 'brighton-hove-albion'] }),
  c('can newcastle beat villa', SAT, {
    kind: 'match',
    market: m('match_result'),
    teams: ['newcastle-united', 'aston-villa'],
  }),
  c('leverkusen v leipzig who will win', SAT, {
    kind: 'match',
    market: m('match_result'),
    teams: ['bayer-leverkusen', 'rb-leipzig'],
  }),
  c('sheff utd vs sheffield wednesday', SAT, { kind: 'match', teams: ['sheffield-united', 'sheffield-wednesday'] }),
  c('Man United vs Man City 1X', SAT, {
    kind: 'match',
    market: dc('1X'),
    teams: ['manchester-united', 'manchester-city'],
  }),
  c('napoli roma under 2.5', SAT, { kind: 'match', market: under('2.5'), teams: ['napoli', 'as-roma'] }),
  c('tottenham vs arsenal clean sheet', SAT, {
    kind: 'match',
    market: m('clean_sheet'),
    teams: ['tottenham-hotspur', 'arsenal'],
  }),

  // --- single teams
  c('how will Bayern do on Saturday', WED, { kind: 'team', window: day('2026-03-14'), teams: ['bayern-munchen'] }),
  c('Liverpool next game', SAT, { kind: 'team', teams: ['liverpool'] }),
  c('will chelsea win this weekend', WED, {
    kind: 'team',
    market: m('match_result'),
    window: WEEKEND,
    teams: ['chelsea'],
  }),
  c('arsenal clean sheet?', SAT, { kind: 'team', market: m('clean_sheet'), teams: ['arsenal'] }),
  // A club's form is its results, not its next match's preview (issue 29).
  c('man city form', SAT, { kind: 'results', teams: ['manchester-city'] }),
  c('spurs prediction', SAT, { kind: 'team', teams: ['tottenham-hotspur'] }),
  c('how are leeds doing', SAT, { kind: 'results', teams: ['leeds-united'] }),
  c('will real madrid win tomorrow', SAT, {
    kind: 'team',
    market: m('match_result'),
    window: TOMORROW,
    teams: ['real-madrid'],
  }),
  c('juventus over 2.5 this weekend', WED, { kind: 'team', market: over('2.5'), window: WEEKEND, teams: ['juventus'] }),
  c('barcelona next match', SAT, { kind: 'team', teams: ['barcelona'] }),
  c('dortmund btts saturday', WED, {
    kind: 'team',
    market: m('btts_yes'),
    window: day('2026-03-14'),
    teams: ['borussia-dortmund'],
  }),
  c('is man utd a banker today', SAT, {
    kind: 'team',
    market: m('banker'),
    window: TODAY,
    teams: ['manchester-united'],
  }),
  c('atleti preview', SAT, { kind: 'team', teams: ['atletico-madrid'] }),
  c('Gladbach next game', SAT, { kind: 'team', teams: ['borussia-monchengladbach'] }),
  c('west brom to win?', SAT, { kind: 'team', market: m('match_result'), teams: ['west-bromwich-albion'] }),
  c('how will the gunners do', SAT, { kind: 'team', teams: ['arsenal'] }),
  c('Leverkusen win to nil', SAT, { kind: 'team', market: m('win_to_nil'), teams: ['bayer-leverkusen'] }),
  c('arsenal to score over 1.5', SAT, {
    kind: 'team',
    market: { type: 'team_over', line: '1.5', teamId: 'arsenal' },
    teams: ['arsenal'],
  }),

  // --- comparisons
  c('compare Arsenal and Chelsea', SAT, { kind: 'comparison', teams: ['arsenal', 'chelsea'] }),
  c('who is better liverpool or man city', SAT, { kind: 'comparison', teams: ['liverpool', 'manchester-city'] }),
  c('compare bayern with dortmund', SAT, { kind: 'comparison', teams: ['bayern-munchen', 'borussia-dortmund'] }),
  c('comparison barca real madrid', SAT, { kind: 'comparison', teams: ['barcelona', 'real-madrid'] }),
  c('which is stronger inter or milan', SAT, { kind: 'comparison', teams: ['inter', 'ac-milan'] }),

  // --- messy: lowercase, typos, no punctuation, slang
  c('gimme 3 overs 4 today', SAT, picks({ market: over('2.5'), count: 3, window: TODAY })),
  c('wat r the best btts games 2day', SAT, picks({ market: m('btts_yes'), window: TODAY })),
  c('any sure bets tmrw lads', SAT, picks({ market: m('banker'), window: TOMORROW })),
  c('THREE OVER 2.5 MATCHES FOR TODAY!!!', SAT, picks({ market: over('2.5'), count: 3, window: TODAY })),
  c('need an acca for the wknd', WED, picks({ accumulator: true, window: WEEKEND })),
  c('o1.5 x5 today pls', SAT, picks({ market: over('1.5'), count: 5, window: TODAY })),
  c('epl gg this wkend', WED, picks({ market: m('btts_yes'), window: WEEKEND, competitions: ['en.1'] })),
  c('arsenal chelsea whos winning', SAT, { kind: 'match', market: m('match_result'), teams: ['arsenal', 'chelsea'] }),
  c('manchster united vs liverpol', SAT, { kind: 'match', teams: ['manchester-united', 'liverpool'] }),
  c('tottenam v newcastel', SAT, { kind: 'match', teams: ['tottenham-hotspur', 'newcastle-united'] }),
  c('juventis next game', SAT, { kind: 'team', teams: ['juventus'] }),
  c('barcelona vs atletico madird', SAT, { kind: 'match', teams: ['barcelona', 'atletico-madrid'] }),
  c(
    'wot about bundesliga over 2.5 2moro',
    SAT,
    picks({ market: over('2.5'), window: TOMORROW, competitions: ['de.1'] }),
  ),
  c(
    'Premier League: BTTS, 4 picks, Saturday.',
    WED,
    picks({ market: m('btts_yes'), count: 4, window: day('2026-03-14'), competitions: ['en.1'] }),
  ),
  c(
    'over 2.5 goals in the prem this weekend please',
    WED,
    picks({ market: over('2.5'), window: WEEKEND, competitions: ['en.1'] }),
  ),
  c(
    'Give me 4 picks over 2.5 goals in La Liga on Sunday',
    SAT,
    picks({ market: over('2.5'), count: 4, window: day('2026-03-15'), competitions: ['es.1'] }),
  ),
  c(
    'what are the safest games in serie a today',
    SAT,
    picks({ market: m('banker'), window: TODAY, competitions: ['it.1'] }),
  ),
  c(
    'is it worth betting on draws in ligue 1 this weekend',
    WED,
    picks({ market: m('draw'), window: WEEKEND, competitions: ['fr.1'] }),
  ),
  c('tips', SAT, picks({})),
  c('any good bets?', SAT, picks({})),
  c('what should i bet on today', SAT, picks({ window: TODAY })),

  // --- unsupported: other sports and not football
  c('NBA picks tonight', SAT, off('other_sport')),
  c('lakers vs celtics prediction', SAT, off('other_sport')),
  c('who will win wimbledon', SAT, off('other_sport')),
  c('tennis tips today', SAT, off('other_sport')),
  c('ipl cricket predictions', SAT, off('other_sport')),
  c('f1 race winner this weekend', WED, off('other_sport')),
  c('NFL super bowl odds', SAT, off('other_sport')),
  c('nhl over 5.5 goals', SAT, off('other_sport')),
  c('UFC fight predictions', SAT, off('other_sport')),
  c('horse racing tips cheltenham', SAT, off('other_sport')),
  c('rugby six nations bets', SAT, off('other_sport')),
  c('recipe for lasagna', SAT, off('not_football')),
  c('what is the weather tomorrow', SAT, off('not_football')),
  c('write me a python script', SAT, off('not_football')),
  c('tell me a joke', SAT, off('not_football')),
  c('how do I draw a cat', SAT, off('not_football')),
  c('hello', SAT, off('not_football')),
  c('', SAT, off('empty')),

  // --- follow-ups with an explicit previous intent
  c('what about BTTS for those games?', SAT, picks({ market: m('btts_yes'), count: 3, window: TODAY }), {
    previous: prevOver25Today,
  }),
  c('and tomorrow?', SAT, picks({ market: over('2.5'), count: 3, window: TOMORROW }), { previous: prevOver25Today }),
  c('give me 5 instead', SAT, picks({ market: over('2.5'), count: 5, window: TODAY }), { previous: prevOver25Today }),
  c('what about under 2.5', SAT, picks({ market: under('2.5'), count: 3, window: TODAY }), {
    previous: prevOver25Today,
  }),
  c('same for la liga', SAT, picks({ market: over('2.5'), count: 3, window: TODAY, competitions: ['es.1'] }), {
    previous: prevOver25Today,
  }),
  c(
    'and btts?',
    SAT,
    { kind: 'match', market: m('btts_yes'), teams: ['arsenal', 'chelsea'] },
    { previous: prevArsChe },
  ),
  c(
    'what about the correct score',
    SAT,
    { kind: 'match', market: m('correct_score'), teams: ['arsenal', 'chelsea'] },
    {
      previous: prevArsChe,
    },
  ),
  c('and Liverpool vs Everton?', SAT, { kind: 'match', teams: ['liverpool', 'everton'] }, { previous: prevArsChe }),
  c(
    'what about sunday',
    SAT,
    { kind: 'league', window: day('2026-03-15'), competitions: ['en.1'] },
    { previous: prevEplWeekend },
  ),
  c(
    'give me 3 btts from those',
    SAT,
    picks({ market: m('btts_yes'), count: 3, window: WEEKEND, competitions: ['en.1'] }),
    {
      previous: prevEplWeekend,
    },
  ),
  c(
    'and dortmund?',
    WED,
    { kind: 'team', window: day('2026-03-14'), teams: ['borussia-dortmund'] },
    { previous: prevBayern },
  ),
  c('what about the weather tomorrow', SAT, off('not_football'), { previous: prevOver25Today }),
  c(
    'BTTS tips this weekend in La Liga',
    SAT,
    picks({ market: m('btts_yes'), window: WEEKEND, competitions: ['es.1'] }),
    {
      previous: prevOver25Today,
    },
  ),
  c('tomorrow', SAT, picks({ market: over('2.5'), count: 3, window: TOMORROW }), { previous: prevOver25Today }),

  // --- follow-ups from chat history only
  c('what about BTTS for those games?', SAT, picks({ market: m('btts_yes'), count: 3, window: TODAY }), {
    history: [
      { role: 'user', content: 'three over 2.5 matches for today' },
      { role: 'assistant', content: 'Here are three over 2.5 picks for today …' },
    ],
  }),
  c('and tomorrow?', SAT, picks({ market: m('btts_yes'), window: TOMORROW, competitions: ['en.1'] }), {
    history: [
      { role: 'user', content: 'premier league btts tips today' },
      { role: 'assistant', content: 'Premier League BTTS today …' },
    ],
  }),
  c(
    'what about under 3.5 instead',
    SAT,
    { kind: 'match', market: under('3.5'), teams: ['arsenal', 'chelsea'] },
    {
      history: [
        { role: 'user', content: 'Arsenal vs Chelsea over 2.5?' },
        { role: 'assistant', content: 'Arsenal v Chelsea …' },
      ],
    },
  ),
  c('give me 4 instead', SAT, picks({ market: m('banker'), count: 4, window: WEEKEND }), {
    history: [
      { role: 'user', content: 'two safe bets this weekend' },
      { role: 'assistant', content: '…' },
    ],
  }),
  c(
    'Arsenal vs Chelsea',
    SAT,
    { kind: 'match', teams: ['arsenal', 'chelsea'] },
    {
      history: [
        { role: 'user', content: 'three over 2.5 matches for today' },
        { role: 'assistant', content: '…' },
      ],
    },
  ),
]
