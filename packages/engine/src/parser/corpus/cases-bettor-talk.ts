/**
 * Corpus part fifteen (issue 29): bettor talk, written before the code that answers it. Phrasings
 * real bettors type that no earlier case uses: UK slang ("nap of the day", "dead cert", "in good
 * nick", "lucky 15"), US words ("moneyline", "spread", "o/u", "parlay"), Nigerian and Indian
 * styles ("slip", "sure matches", "kindly share", "Bet9ja", "Super Falcons", "log"), typos and odd
 * word orders, across every class of the issue. Each case states the understanding and the
 * answer on the test world: charged (`full`) only when it holds the prediction, table or results
 * asked for, free (`partial`/`none`) otherwise, with text proving the right section is there.
 *
 * Asked on Saturday 14 March 2026 at 10:00 UTC unless said (FRI = Friday 13 March, 18:00 UTC).
 */
import type { IntentKind, MarketSelection, OutOfScopeTopic, UnsupportedMarket } from '../../analysis-types.ts'
import { type CorpusCase, FRI, SAT } from './cases.ts'

type Expect = CorpusCase['expect']
type ReportExpect = NonNullable<CorpusCase['report']>

const c = (q: string, expect: Expect, report: ReportExpect, clientDate = SAT): CorpusCase => ({
  q,
  clientDate,
  expect,
  report,
})
const k = (kind: IntentKind, e: Omit<Expect, 'kind'> = {}): Expect => ({ kind, ...e })
const picks = (e: Omit<Expect, 'kind'> = {}) => k('picks', e)
const acca = (e: Omit<Expect, 'kind' | 'accumulator'> = {}) => k('picks', { accumulator: true, ...e })
const full = (...contains: string[]): ReportExpect => ({ coverage: 'full', contains })
const partial = (...contains: string[]): ReportExpect => ({ coverage: 'partial', contains })
const none = (...contains: string[]): ReportExpect => ({ coverage: 'none', contains })
/** One pick asked for: the list holds it and no second one. */
const justOne = (...contains: string[]): ReportExpect => ({ coverage: 'full', contains, excludes: ['2. **'] })
const refused = (topic: OutOfScopeTopic): Expect =>
  k('unsupported', { unsupportedReason: 'out_of_scope', notUnderstood: { topic } })
const cannot = (market: UnsupportedMarket) => ({ market })
const topic = (t: OutOfScopeTopic) => ({ topic: t })

const m = (type: 'btts_yes' | 'draw' | 'banker' | 'match_result' | 'draw_no_bet' | 'home_win'): MarketSelection => ({
  type,
})
const over = (line: '0.5' | '1.5' | '2.5' | '3.5'): MarketSelection => ({ type: 'over', line })
const dc = (teamId: string): MarketSelection => ({ type: 'double_chance', side: null, teamId })
const margin = (n: number, teamId: string, exact = false): MarketSelection => ({
  type: 'winning_margin',
  margin: n,
  exact,
  teamId,
})
const day = (d: string) => ({ from: d, to: d })
const TODAY = day('2026-03-14')
const SUNDAY = day('2026-03-15')
const WEEKEND = { from: '2026-03-14', to: '2026-03-15' }

const ACCA = 'Combined probability'
const EVENING = 'Only evening kick-offs'
const AFTERNOON = 'Only afternoon kick-offs'
const FREE = 'This question was not charged.'
const INJURIES = "Pitchwise doesn't know about injuries, suspensions or team news"
const LINEUPS = "Pitchwise doesn't know line-ups"
const PRICES = 'Pitchwise has no prices from that bookmaker'
const NO_PRICES = 'No bookmaker prices are stored for the'
const WOMEN = "Pitchwise covers men's club football only: women's football isn't in its data"
const NATIONAL = 'Pitchwise covers club football only: national teams'
const YOUTH = 'Pitchwise covers senior club football only: youth'
const SCORERS = "Pitchwise can't price goalscorer markets"
const PLAYERS = "Pitchwise can't price player markets"

export const BETTOR_TALK_CASES: (CorpusCase & { focus?: 'last_win' })[] = [
  // --- pick lists in slang: "who you got", "lock/nap of the day", "dead cert", "plays"
  c('who you got today', picks({ window: TODAY }), full('today (Saturday 14 March 2026)')),
  c('who ya got in the prem this weekend', picks({ window: WEEKEND, competitions: ['en.1'] }), full('Premier League')),
  c(
    'who do you fancy in the Bundesliga tomorrow',
    picks({ window: TODAY, competitions: ['de.1'] }),
    full('Bundesliga'),
    FRI,
  ),
  c('lock of the day', picks({ market: m('banker'), count: 1, window: TODAY }), justOne('1. **')),
  c('nap of the day', picks({ market: m('banker'), count: 1, window: TODAY }), justOne('1. **')),
  c("what's your nap for saturday", picks({ market: m('banker'), count: 1, window: TODAY }), justOne('1. **'), FRI),
  c('dead cert for saturday', picks({ market: m('banker'), count: 1, window: TODAY }), justOne('1. **'), FRI),
  c('best bet of the day', picks({ count: 1, window: TODAY }), justOne('1. **')),
  c('banker of the week', picks({ market: m('banker'), count: 1, window: WEEKEND }), justOne('1. **')),
  c(
    'whats hitting tonight',
    picks({ window: TODAY, timeOfDay: 'evening' }),
    none(EVENING, 'No fixture clears', 'not charged'),
  ),
  c(
    'any plays for tonight?',
    picks({ window: TODAY, timeOfDay: 'evening' }),
    none(EVENING, 'No fixture clears', 'not charged'),
  ),
  c('anything worth a punt today', picks({ window: TODAY }), full('today (Saturday 14 March 2026)')),
  c('draw specialist picks this weekend', picks({ market: m('draw'), window: WEEKEND }), full('a draw')),
  c('home or draw bankers for today', picks({ market: { type: 'double_chance', side: '1X' }, window: TODAY }), full()),
  c('1X banker for sunday', picks({ market: { type: 'double_chance', side: '1X' }, window: SUNDAY }), full()),
  c('1X2 predictions for tomorrow', picks({ market: m('match_result'), window: TODAY }), full('match result'), FRI),
  c('straight wins today', picks({ market: m('match_result'), window: TODAY }), full('to win')),
  c('best moneyline picks today', picks({ market: m('match_result'), window: TODAY }), full('to win')),
  c('kindly share today sure matches', picks({ market: m('banker'), window: TODAY }), full()),
  c('pls provide btts matches for today sir', picks({ market: m('btts_yes'), window: TODAY }), full()),
  c('100% sure tips today', picks({ market: m('banker'), window: TODAY }), full()),
  c('abeg give me 3 sure games for today', picks({ market: m('banker'), count: 3, window: TODAY }), full('3. **')),
  c('over/under 3.5 today', picks({ market: over('3.5'), window: TODAY }), full('over 3.5 goals')),
  c('o/u 2.5 Bayern Dortmund', k('match', { market: over('2.5'), teams: ['bayern-munchen', 'borussia-dortmund'] }), {
    coverage: 'full',
    contains: ['**Over 2.5 goals:'],
  }),

  // --- accumulators: slips, folders, parlays, multis and full-cover bets
  c('slip for today', acca({ window: TODAY }), full('## Accumulator: 3 legs', ACCA)),
  c('build me a slip for the weekend', acca({ window: WEEKEND }), full(ACCA)),
  c('slip of 4 games today', acca({ count: 4, window: TODAY }), full('## Accumulator: 4 legs')),
  c('gimme a 3 folder', acca({ count: 3 }), full('## Accumulator: 3 legs')),
  c('4 leg parlay saturday', acca({ count: 4, window: TODAY }), full('## Accumulator: 4 legs'), FRI),
  c('2 team parlay today', acca({ count: 2, window: TODAY }), full('## Accumulator: 2 legs')),
  // Only four of the day's fixtures clear the bar: a 4-fold, said to be short of the five asked.
  c(
    'multibet of 5 for today',
    acca({ count: 5, window: TODAY }),
    full('## Accumulator: 4 legs', 'not the 5-fold you asked for'),
  ),
  c('combo bet for saturday', acca({ window: TODAY }), full(ACCA), FRI),
  c('low risk acca today', acca({ market: m('banker'), window: TODAY }), full(ACCA)),
  c('banker double', acca({ market: m('banker'), count: 2 }), full('## Accumulator: 2 legs')),
  c('cheeky treble for the weekend', acca({ count: 3, window: WEEKEND }), full('## Accumulator: 3 legs')),
  c('over 0.5 goals 6 fold', acca({ market: over('0.5'), count: 6 }), full('## Accumulator: 6 legs')),
  c('best trixie for today', acca({ count: 3, window: TODAY }), full('## Accumulator: 3 legs')),
  c('lucky 15 for saturday', acca({ count: 4, window: TODAY }), full('## Accumulator: 4 legs'), FRI),
  c('yankee this weekend', acca({ count: 4, window: WEEKEND }), full('## Accumulator: 4 legs')),
  c('win treble for tomorrow', acca({ market: m('match_result'), count: 3, window: TODAY }), full(ACCA), FRI),
  c(
    'btts acca for sunday',
    acca({ market: m('btts_yes'), window: SUNDAY }),
    partial('one leg is a single', 'not charged'),
  ),

  // --- form, last N and head to head in other words
  c('Chelsea in good nick?', k('results', { teams: ['chelsea'] }), full('## Chelsea: last 5 results')),
  c('Stuttgart on a bad run?', k('results', { teams: ['vfb-stuttgart'] }), full('## VfB Stuttgart: last 5 results')),
  c('Everton been rubbish lately?', k('results', { teams: ['everton'] }), full('## Everton: last 5 results')),
  c('Arsenal last 5', k('results', { teams: ['arsenal'], count: 5 }), full('## Arsenal: last 5 results')),
  c('Leipzig form on the road', k('results', { teams: ['rb-leipzig'], venue: 'away' }), full('away results')),
  c(
    'Frankfurt last 3 at home',
    k('results', { teams: ['eintracht-frankfurt'], count: 3, venue: 'home' }),
    full('## Eintracht Frankfurt: last 3 home results'),
  ),
  c("Villa's last away game", k('results', { teams: ['aston-villa'], count: 1, venue: 'away' }), full('away')),
  c(
    'Bayern vs Dortmund last time they played',
    k('results', { teams: ['bayern-munchen', 'borussia-dortmund'], count: 1 }),
    full('head to head', 'Bayern München 0–0 Borussia Dortmund'),
  ),
  c(
    'what happened last time Arsenal played Everton',
    k('results', { teams: ['arsenal', 'everton'], count: 1 }),
    full('head to head', 'Arsenal 2–1 Everton'),
  ),
  c(
    'what did Bayern do against Dortmund last time',
    k('results', { teams: ['bayern-munchen', 'borussia-dortmund'], count: 1 }),
    full('head to head'),
  ),
  {
    ...c(
      'when did Chelsea last beat Arsenal',
      k('results', { teams: ['chelsea', 'arsenal'] }),
      full('## Chelsea v Arsenal: head to head', '**Chelsea '),
    ),
    // Decision 416 (second probe): the head to head leads with Chelsea's latest win over Arsenal.
    focus: 'last_win',
  },
  c('h2h stats Leverkusen Leipzig', k('results', { teams: ['bayer-leverkusen', 'rb-leipzig'] }), full('head to head')),

  // --- several matches in one question, however they are joined
  c(
    'Liverpool-Palace & City-Everton',
    k('match', {
      teams: ['liverpool', 'crystal-palace', 'manchester-city', 'everton'],
      pairings: [
        ['liverpool', 'crystal-palace'],
        ['manchester-city', 'everton'],
      ],
    }),
    full('## Liverpool v Crystal Palace', '## Manchester City v Everton'),
  ),
  c(
    'Bayern/Dortmund and Leverkusen/Leipzig',
    k('match', {
      teams: ['bayern-munchen', 'borussia-dortmund', 'bayer-leverkusen', 'rb-leipzig'],
      pairings: [
        ['bayern-munchen', 'borussia-dortmund'],
        ['bayer-leverkusen', 'rb-leipzig'],
      ],
    }),
    full('## Bayern München v Borussia Dortmund', '## Bayer Leverkusen v RB Leipzig'),
  ),
  c(
    'thoughts on Spurs Newcastle and Villa West Ham',
    k('match', {
      teams: ['tottenham-hotspur', 'newcastle-united', 'aston-villa', 'west-ham-united'],
      pairings: [
        ['tottenham-hotspur', 'newcastle-united'],
        ['aston-villa', 'west-ham-united'],
      ],
    }),
    full('## Tottenham Hotspur v Newcastle United', '## Aston Villa v West Ham United'),
  ),
  c(
    'Liverpool v Palace, City v Everton, Bayern v Dortmund btts',
    k('match', {
      market: m('btts_yes'),
      teams: ['liverpool', 'crystal-palace', 'manchester-city', 'everton', 'bayern-munchen', 'borussia-dortmund'],
      pairings: [
        ['liverpool', 'crystal-palace'],
        ['manchester-city', 'everton'],
        ['bayern-munchen', 'borussia-dortmund'],
      ],
    }),
    full('## Liverpool v Crystal Palace', '## Manchester City v Everton', '## Bayern München v Borussia Dortmund'),
  ),
  c(
    'predict Arsenal Chelsea + Bayern Dortmund',
    k('match', {
      teams: ['arsenal', 'chelsea', 'bayern-munchen', 'borussia-dortmund'],
      pairings: [
        ['arsenal', 'chelsea'],
        ['bayern-munchen', 'borussia-dortmund'],
      ],
    }),
    full('## Arsenal v Chelsea', '## Bayern München v Borussia Dortmund'),
  ),
  c(
    'Liverpool vs Palace and Spurs vs Newcastle over 2.5',
    k('match', {
      market: over('2.5'),
      teams: ['liverpool', 'crystal-palace', 'tottenham-hotspur', 'newcastle-united'],
      pairings: [
        ['liverpool', 'crystal-palace'],
        ['tottenham-hotspur', 'newcastle-united'],
      ],
    }),
    full('**Over 2.5 goals:', '## Tottenham Hotspur v Newcastle United'),
  ),

  // --- parts of the day
  c('anything on this arvo', picks({ window: TODAY, timeOfDay: 'afternoon' }), full(AFTERNOON)),
  c(
    'saturday 3pms btts',
    picks({ market: m('btts_yes'), window: TODAY, timeOfDay: 'afternoon' }),
    full(AFTERNOON),
    FRI,
  ),
  c(
    'matches after 6pm today',
    picks({ window: TODAY, timeOfDay: 'evening' }),
    none(EVENING, 'No fixture clears', 'not charged'),
  ),
  c(
    'games this evening',
    picks({ window: TODAY, timeOfDay: 'evening' }),
    none(EVENING, 'No fixture clears', 'not charged'),
  ),
  c(
    'evening games in the bundesliga saturday',
    k('league', { window: TODAY, competitions: ['de.1'], timeOfDay: 'evening' }),
    full('Bundesliga'),
    FRI,
  ),
  c(
    'sunday afternoon premier league',
    k('league', { window: SUNDAY, competitions: ['en.1'], timeOfDay: 'afternoon' }),
    full('Arsenal v Chelsea'),
  ),
  c(
    'any value in the Bundesliga tonight',
    picks({ window: TODAY, competitions: ['de.1'], timeOfDay: 'evening', value: 'edge' }),
    none(NO_PRICES, FREE),
  ),

  // --- double chance and draw no bet said other ways
  c(
    'Chelsea double chance on Sunday',
    k('team', { market: dc('chelsea'), teams: ['chelsea'], window: SUNDAY }),
    full('Chelsea or draw (X2)'),
  ),
  c('DC for Everton', k('team', { market: dc('everton'), teams: ['everton'] }), full('Everton or draw (X2)')),
  c(
    'Palace to not lose at Anfield',
    k('match', { market: dc('crystal-palace'), teams: ['crystal-palace', 'liverpool'] }),
    full('Crystal Palace or draw (X2)'),
  ),
  c(
    'Dortmund to avoid a loss at Bayern',
    k('match', { market: dc('borussia-dortmund'), teams: ['borussia-dortmund', 'bayern-munchen'] }),
    full('Borussia Dortmund or draw (X2)'),
  ),
  c(
    'Spurs win or draw vs Newcastle',
    k('match', { market: dc('tottenham-hotspur'), teams: ['tottenham-hotspur', 'newcastle-united'] }),
    full('Tottenham Hotspur or draw (1X)'),
  ),
  c(
    'no draw in Villa v West Ham',
    k('match', { market: { type: 'double_chance', side: '12' }, teams: ['aston-villa', 'west-ham-united'] }),
    full('Either team to win (12)'),
  ),
  c(
    'Liverpool DNB',
    k('team', { market: { type: 'draw_no_bet', teamId: 'liverpool' }, teams: ['liverpool'] }),
    full('Liverpool draw no bet'),
  ),
  c('will spurs nick a draw', k('team', { market: m('draw'), teams: ['tottenham-hotspur'] }), full('**Draw:')),

  // --- winning margins and handicaps in bettors' verbs
  c(
    'Bayern by 2+ vs Dortmund',
    k('match', { market: margin(2, 'bayern-munchen'), teams: ['bayern-munchen', 'borussia-dortmund'] }),
    full('Bayern München to win by 2 or more goals'),
  ),
  c(
    'will Liverpool smash Palace by 3',
    k('match', { market: margin(3, 'liverpool'), teams: ['liverpool', 'crystal-palace'] }),
    full('Liverpool to win by 3 or more goals'),
  ),
  c(
    'Bayern win by more than 2',
    k('team', { market: margin(3, 'bayern-munchen'), teams: ['bayern-munchen'] }),
    full('Bayern München to win by 3 or more goals'),
  ),
  c(
    'Liverpool to edge Palace by a goal',
    k('match', { market: margin(1, 'liverpool', true), teams: ['liverpool', 'crystal-palace'] }),
    full('Liverpool to win by exactly 1 goal'),
  ),
  c(
    'how many goals will Man City win by',
    k('team', { market: margin(0, 'manchester-city'), teams: ['manchester-city'] }),
    full('Winning margin (model)'),
  ),
  c(
    'Bayern -1.5 spread',
    k('team', { market: { type: 'asian_handicap', line: -1.5, teamId: 'bayern-munchen' }, teams: ['bayern-munchen'] }),
    full('Asian handicap: Bayern München −1.5'),
  ),
  c('Arsenal moneyline', k('team', { market: m('match_result'), teams: ['arsenal'] }), full('## Arsenal v Chelsea')),

  // --- what the data cannot know: named, free
  c(
    'Haaland to bag a brace vs Everton',
    k('team', { teams: ['everton'], notUnderstood: cannot('goalscorer') }),
    partial(SCORERS),
  ),
  c('will Kane score today', picks({ window: TODAY, notUnderstood: cannot('goalscorer') }), partial(SCORERS)),
  c('how many goals has Haaland scored this season', picks({ notUnderstood: cannot('player') }), none(PLAYERS)),
  c('is Saka starting on Sunday', picks({ window: SUNDAY, notUnderstood: topic('lineups') }), partial(LINEUPS)),
  c('is Haaland playing on Sunday', picks({ window: SUNDAY, notUnderstood: topic('lineups') }), partial(LINEUPS)),
  // A club playing is a fixture question.
  c('is Arsenal playing on Sunday', k('team', { teams: ['arsenal'], window: SUNDAY }), {
    coverage: 'full',
    contains: ['Arsenal'],
  }),
  c('Chelsea squad news', k('team', { teams: ['chelsea'], notUnderstood: topic('injuries') }), partial(INJURIES)),
  c(
    'bet9ja odds for Arsenal Chelsea',
    k('match', { teams: ['arsenal', 'chelsea'], notUnderstood: topic('bookmaker_prices') }),
    partial(PRICES, 'Arsenal v Chelsea'),
  ),
  c(
    'sportybet booking code for today',
    picks({ window: TODAY, notUnderstood: topic('bookmaker_prices') }),
    partial(PRICES),
  ),
  c('Nigeria vs South Africa tips', refused('national_teams'), none(NATIONAL)),
  c('Bafana Bafana next game', refused('national_teams'), none(NATIONAL)),
  c('Super Falcons next match', refused('womens_football'), none(WOMEN)),
  c('Barcelona Femeni next match', refused('womens_football'), none(WOMEN)),
  c('Jong Ajax tips', refused('youth_football'), none(YOUTH)),
  c('Real Madrid Castilla prediction', refused('youth_football'), none(YOUTH)),
  c('Dortmund II next game', refused('youth_football'), none(YOUTH)),

  // --- tables in other words ("log", "ladder", "where do they sit")
  c(
    'where do Chelsea sit in the prem',
    k('table', { teams: ['chelsea'], competitions: ['en.1'] }),
    full('## Premier League table'),
  ),
  c('how far clear are Arsenal at the top', k('table', { teams: ['arsenal'] }), full('## Premier League table')),
  c('bundesliga log', k('table', { competitions: ['de.1'] }), full('## Bundesliga table')),
  c('premier league ladder', k('table', { competitions: ['en.1'] }), full('## Premier League table')),
  c('points table EPL', k('table', { competitions: ['en.1'] }), full('## Premier League table')),

  // --- outrights
  c(
    'Arsenal to win the prem?',
    k('outright', { teams: ['arsenal'], competitions: ['en.1'], outright: 'title' }),
    full('title odds (season simulation)', 'Arsenal win the title in'),
  ),
  c('top 4 finish for Chelsea?', k('outright', { teams: ['chelsea'], outright: 'top_four' }), full('top four odds')),
  c(
    'who is winning the bundesliga this year',
    k('outright', { competitions: ['de.1'], outright: 'title' }),
    full('title odds (season simulation)'),
  ),

  // --- results of a past date
  c(
    'did Arsenal win on the 7th',
    k('results', { teams: ['arsenal'], window: day('2026-03-07') }),
    full('Arsenal 2–1 Everton'),
  ),
  c('results from the 28th', k('results', { window: day('2026-02-28') }), full('Results on Saturday 28 February 2026')),
  c(
    'scores from Saturday 7 March',
    k('results', { window: day('2026-03-07') }),
    full('## Results on Saturday 7 March 2026'),
  ),
  c(
    'premier league full time results 7/3',
    k('results', { competitions: ['en.1'], window: day('2026-03-07') }),
    full('## Premier League results on Saturday 7 March 2026'),
  ),
  c(
    'bundesliga scores last saturday',
    k('results', { competitions: ['de.1'], window: day('2026-03-07') }),
    full('## Bundesliga results on Saturday 7 March 2026'),
  ),

  // --- charged only for a real answer
  c(
    'Arsenal v Chelsea today',
    k('match', { teams: ['arsenal', 'chelsea'], window: TODAY }),
    none('No Arsenal v Chelsea meeting is scheduled today', 'Sunday 15 March 2026', FREE),
  ),
  c(
    'Barcelona v Sevilla tomorrow',
    k('match', { teams: ['barcelona', 'sevilla'], window: SUNDAY }),
    none("can't price a meeting between them", FREE),
  ),
  c('Liverpool game on Monday', k('team', { teams: ['liverpool'], window: day('2026-03-16') }), none(FREE)),
  c(
    'any games today in Serie A',
    k('league', { competitions: ['it.1'], window: TODAY }),
    none("isn't in Pitchwise's data"),
  ),
  c(
    'Ligue 1 tips tonight',
    picks({ competitions: ['fr.1'], window: TODAY, timeOfDay: 'evening' }),
    none("isn't in Pitchwise's data"),
  ),
  c(
    'morning games tomorrow',
    picks({ window: TODAY, timeOfDay: 'morning' }),
    partial('There are no fixtures tomorrow'),
    FRI,
  ),
  c(
    'Spurs vs Everton',
    k('match', { teams: ['tottenham-hotspur', 'everton'] }),
    full('## Hypothetical: Tottenham Hotspur v Everton'),
  ),
  c(
    'Chelsea v Liverpool 21 march',
    k('match', { teams: ['chelsea', 'liverpool'], window: day('2026-03-21') }),
    full('## Chelsea v Liverpool'),
  ),
  c(
    'today match prediction Liverpool',
    k('team', { teams: ['liverpool'], window: TODAY }),
    full('## Liverpool v Crystal Palace'),
  ),
  c(
    'who will win today match Bayern vs Dortmund',
    k('match', { market: m('match_result'), teams: ['bayern-munchen', 'borussia-dortmund'], window: TODAY }),
    full('## Bayern München v Borussia Dortmund'),
  ),
  c(
    'odds of Arsenal winning on Sunday',
    k('team', { market: m('match_result'), teams: ['arsenal'], window: SUNDAY }),
    full('## Arsenal v Chelsea', 'Fair odds'),
  ),
  c(
    'chances of Chelsea beating Arsenal',
    k('match', { market: m('match_result'), teams: ['chelsea', 'arsenal'] }),
    full('## Arsenal v Chelsea'),
  ),
]
