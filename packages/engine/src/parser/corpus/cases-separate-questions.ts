/**
 * Corpus part (decision 416): several markets asked as separate questions about one match, from a
 * blind probe of bettors' phrasings. "man u vs villa who wins and will both teams score" was read
 * as one bet on the two, named as unpriced and answered free; each part is a question of its own,
 * answered from the same preview and charged. A club backed to win "and" a second selection stays
 * one bet (cases-combined-markets.ts, cases-scores.ts).
 */
import type { MarketSelection } from '../../analysis-types.ts'
import { type CorpusCase, SAT } from './cases.ts'

const AC = ['arsenal', 'chelsea']
const BD = ['bayern-munchen', 'borussia-dortmund']
const BTTS: MarketSelection = { type: 'btts_yes' }
const RESULT: MarketSelection = { type: 'match_result' }
const O25: MarketSelection = { type: 'over', line: '2.5' }

export const SEPARATE_QUESTION_CASES: CorpusCase[] = [
  {
    q: 'arsenal vs chelsea who wins and will both teams score',
    clientDate: SAT,
    expect: { kind: 'match', teams: AC, market: BTTS, alsoAsked: [RESULT] },
    report: {
      coverage: 'full',
      contains: ['**Both teams to score:', 'Most likely outcome:'],
      excludes: ['in the same bet'],
    },
  },
  {
    q: 'bayern dortmund who wins, o/u 2.5, btts',
    clientDate: SAT,
    expect: { kind: 'match', teams: BD, market: BTTS, alsoAsked: [O25, RESULT] },
    report: { coverage: 'full', contains: ['**Both teams to score:', '**Over 2.5 goals:', 'Most likely outcome:'] },
  },
  {
    q: 'Arsenal v Chelsea: over 2.5? and will both score?',
    clientDate: SAT,
    expect: { kind: 'match', teams: AC, market: BTTS, alsoAsked: [O25] },
    report: { coverage: 'full', contains: ['**Both teams to score:', '**Over 2.5 goals:'] },
  },
  {
    q: 'chelsea arsenal winner and btts',
    clientDate: SAT,
    expect: { kind: 'match', teams: ['chelsea', 'arsenal'], market: BTTS, alsoAsked: [RESULT] },
    report: { coverage: 'full', contains: ['**Both teams to score:', 'Most likely outcome:'] },
  },
  // A side's double chance named right after the market, the venue words after it.
  {
    q: 'double chance chelsea away at arsenal',
    clientDate: SAT,
    expect: {
      kind: 'match',
      teams: AC.slice().reverse(),
      market: { type: 'double_chance', side: null, teamId: 'chelsea' },
    },
    report: { coverage: 'full', contains: ['Chelsea or draw (X2)'] },
  },
  // A match's handicap line is the home side's, as bookmakers quote it, unless the line is written on a club.
  {
    q: 'bayern vs dortmund handicap -1.5',
    clientDate: SAT,
    expect: { kind: 'match', teams: BD, market: { type: 'asian_handicap', line: -1.5, teamId: 'bayern-munchen' } },
    report: { coverage: 'full', contains: ['Asian handicap: Bayern München −1.5'] },
  },
]

/** Things the data cannot know, from the same probe: named, and the nearest answer given free. */
export const MORE_OUT_OF_SCOPE_CASES: CorpusCase[] = [
  {
    q: 'live score arsenal chelsea',
    clientDate: SAT,
    expect: { kind: 'match', teams: AC, notUnderstood: { topic: 'live_scores' } },
    report: { coverage: 'partial', contains: ["Pitchwise doesn't show live scores"] },
  },
  {
    q: 'will the rain affect bayern v dortmund',
    clientDate: SAT,
    expect: { kind: 'match', teams: BD, notUnderstood: { topic: 'weather' } },
    report: { coverage: 'partial', contains: ["Pitchwise doesn't know the weather"] },
  },
  {
    q: 'is saka leaving arsenal in the summer',
    clientDate: SAT,
    expect: { kind: 'team', teams: ['arsenal'], notUnderstood: { topic: 'transfers' } },
    report: { coverage: 'partial', contains: ["Pitchwise doesn't follow transfers"] },
  },
]

/** Counts and the head of the table, from the same probe: a table with the figure asked, not picks. */
export const TABLE_FIGURE_CASES: CorpusCase[] = [
  {
    q: 'which premier league side has scored the most goals',
    clientDate: SAT,
    expect: { kind: 'table', competitions: ['en.1'] },
    report: { coverage: 'full', contains: ['**Best attack:'] },
  },
  {
    q: 'which prem team has kept the most clean sheets',
    clientDate: SAT,
    expect: { kind: 'table', competitions: ['en.1'] },
    report: { coverage: 'full', contains: ['**Most clean sheets:'] },
  },
  {
    q: 'who has drawn the most games in the bundesliga this season',
    clientDate: SAT,
    expect: { kind: 'table', competitions: ['de.1'] },
    report: { coverage: 'full', contains: ['**Most draws:'] },
  },
  {
    q: 'bundesliga top 3 and how many points between them',
    clientDate: SAT,
    expect: { kind: 'table', competitions: ['de.1'], count: 3 },
    report: { coverage: 'full', contains: ['**Top 3:**', 'behind'] },
  },
  // Runs: each club's current run counted back from its latest result, led by the run asked about.
  {
    q: 'longest unbeaten run in the prem',
    clientDate: SAT,
    expect: { kind: 'table', competitions: ['en.1'] },
    report: { coverage: 'full', contains: ['## Premier League runs', '**Longest unbeaten run now:', '| Unbeaten |'] },
  },
  {
    q: 'who has won the most games in a row in the bundesliga',
    clientDate: SAT,
    expect: { kind: 'table', competitions: ['de.1'] },
    report: { coverage: 'full', contains: ['**Longest winning run now:'] },
  },
  {
    q: 'bundesliga teams without a win',
    clientDate: SAT,
    expect: { kind: 'table', competitions: ['de.1'] },
    report: { coverage: 'full', contains: ['**Longest run without a win now:'] },
  },
  {
    q: 'premier league losing streaks',
    clientDate: SAT,
    expect: { kind: 'table', competitions: ['en.1'] },
    report: { coverage: 'full', contains: ['**Longest losing run now:'] },
  },
  {
    q: 'premier league table top 4',
    clientDate: SAT,
    expect: { kind: 'table', competitions: ['en.1'], count: 4 },
    report: { coverage: 'full', contains: ['**Top 4:**'] },
  },
]

/** A club word that is also an English word, written beside the one other club named. */
export const BESIDE_A_CLUB_CASES: CorpusCase[] = [
  {
    q: 'h2h man utd villa',
    clientDate: SAT,
    expect: { kind: 'results', teams: ['manchester-united', 'aston-villa'] },
  },
  {
    q: 'liverpool palace prediction',
    clientDate: SAT,
    expect: { kind: 'match', teams: ['liverpool', 'crystal-palace'] },
  },
]

/** A price the asker writes is neither a date nor a count ("is 2.10 good odds", from the same probe). */
export const PRICE_NUMBER_CASES: CorpusCase[] = [
  {
    q: 'is 2.10 good odds for chelsea double chance',
    clientDate: SAT,
    expect: {
      kind: 'team',
      teams: ['chelsea'],
      market: { type: 'double_chance', side: null, teamId: 'chelsea' },
      offeredPrice: { odds: 2.1 },
    },
  },
]

/** A price the asker was offered, set against the model (decision 418). */
export const OFFERED_PRICE_CASES: CorpusCase[] = [
  {
    q: 'arsenal at 1.40 vs chelsea is there value',
    clientDate: SAT,
    expect: { kind: 'match', teams: AC, offeredPrice: { odds: 1.4, teamId: 'arsenal' } },
    report: {
      coverage: 'full',
      contains: ['**Your price 1.40** for Arsenal to win: the model gives it', 'by the model'],
    },
  },
  {
    q: 'bayern v dortmund btts, is 1.85 a good price',
    clientDate: SAT,
    expect: { kind: 'match', teams: BD, market: BTTS, offeredPrice: { odds: 1.85 } },
    report: { coverage: 'full', contains: ['**Your price 1.85** for Both teams to score'] },
  },
  {
    q: 'arsenal v chelsea odds of 2.50 any value',
    clientDate: SAT,
    expect: { kind: 'match', teams: AC, offeredPrice: { odds: 2.5 } },
    report: { coverage: 'full', contains: ['Which selection is the 2.50 for?'] },
  },
]

/** A club's season so far (decision 419), from the same probe. */
export const SEASON_RECORD_CASES: (CorpusCase & { focus: 'record' })[] = [
  {
    q: 'are arsenal unbeaten in the premier league this season',
    clientDate: SAT,
    focus: 'record',
    expect: { kind: 'results', teams: ['arsenal'], competitions: ['en.1'] },
    report: { coverage: 'full', contains: ['## Arsenal: Premier League', 'nbeaten', '| Home |'] },
  },
  {
    q: 'how many goals do bayern score per game at home',
    clientDate: SAT,
    focus: 'record',
    expect: { kind: 'results', teams: ['bayern-munchen'], venue: 'home' },
    report: { coverage: 'full', contains: ['so far at home', 'a game)'] },
  },
  {
    q: 'how many clean sheets have chelsea kept',
    clientDate: SAT,
    focus: 'record',
    expect: { kind: 'results', teams: ['chelsea'] },
    report: { coverage: 'full', contains: ['clean sheet'] },
  },
]

/** "last season" is the whole season before this one (decision 419). */
const LAST_SEASON = { from: '2024-07-01', to: '2025-06-30' }
export const LAST_SEASON_CASES: CorpusCase[] = [
  {
    q: 'arsenal results last season',
    clientDate: SAT,
    expect: { kind: 'results', teams: ['arsenal'], window: LAST_SEASON },
  },
  {
    q: 'who won the bundesliga last season',
    clientDate: SAT,
    expect: { kind: 'table', competitions: ['de.1'], window: LAST_SEASON },
  },
]

/** From a second blind probe (29 November): typos, sides and words that belong to the first market. */
export const SECOND_PROBE_CASES: CorpusCase[] = [
  {
    q: 'chances of villa finshing top 4',
    clientDate: SAT,
    expect: { kind: 'outright', teams: ['aston-villa'], outright: 'top_four' },
  },
  {
    q: 'arsenal win to nill vs chelsea',
    clientDate: SAT,
    expect: { kind: 'match', teams: AC, market: { type: 'win_to_nil' } },
  },
  {
    q: 'arsenal chelsea both teams to score no',
    clientDate: SAT,
    expect: { kind: 'match', teams: AC, market: { type: 'btts_no' } },
  },
  {
    q: 'will the bayern dortmund game end in a tie',
    clientDate: SAT,
    expect: { kind: 'match', teams: BD, market: { type: 'draw' } },
  },
  {
    q: 'arsenal chelsea double chance chelsea or draw',
    clientDate: SAT,
    expect: { kind: 'match', teams: AC, market: { type: 'double_chance', side: null, teamId: 'chelsea' } },
    report: { coverage: 'full', contains: ['Chelsea or draw (X2)'], excludes: ['in the same bet'] },
  },
  {
    q: 'arsenal chelsea 3-0 correct score chance',
    clientDate: SAT,
    expect: { kind: 'match', teams: AC, market: { type: 'exact_score', goals: [3, 0], teamId: 'arsenal' } },
    report: { coverage: 'full', contains: ['Arsenal 3–0 Chelsea'], excludes: ['in the same bet'] },
  },
  {
    q: 'who scored for arsenal in their last game',
    clientDate: SAT,
    expect: { kind: 'results', teams: ['arsenal'], count: 1, notUnderstood: { market: 'goalscorer' } },
  },
  {
    q: 'premier league title race arsenal or chelsea whos favourite',
    clientDate: SAT,
    expect: { kind: 'outright', competitions: ['en.1'], teams: AC, outright: 'title' },
  },
  {
    q: 'chelsea to win at arsenal 4.50 value?',
    clientDate: SAT,
    expect: {
      kind: 'match',
      teams: ['chelsea', 'arsenal'],
      market: { type: 'match_result' },
      offeredPrice: { odds: 4.5, teamId: 'chelsea' },
    },
    report: { coverage: 'full', contains: ['**Your price 4.50** for Chelsea to win'] },
  },
]

/** A table figure over home or away games only. */
export const VENUE_FIGURE_CASES: CorpusCase[] = [
  {
    q: 'which prem team scores the most away from home',
    clientDate: SAT,
    expect: { kind: 'table', competitions: ['en.1'], venue: 'away' },
    report: { coverage: 'full', contains: ['**Best attack away from home:'] },
  },
  {
    q: 'best home defence in the premier league',
    clientDate: SAT,
    expect: { kind: 'table', competitions: ['en.1'], venue: 'home' },
    report: { coverage: 'full', contains: ['**Best defence at home:'] },
  },
]

/** The season's biggest wins, and a club's latest win over another. */
export const BIGGEST_AND_LAST_WIN_CASES: (CorpusCase & { focus?: 'last_win' })[] = [
  {
    q: 'biggest win in the premier league this season',
    clientDate: SAT,
    expect: { kind: 'table', competitions: ['en.1'] },
    report: { coverage: 'full', contains: ['**Biggest win:'] },
  },
  {
    q: 'last time chelsea beat arsenal',
    clientDate: SAT,
    focus: 'last_win',
    expect: { kind: 'results', teams: ['chelsea', 'arsenal'] },
    report: { coverage: 'full', contains: ['## Chelsea v Arsenal: head to head', '**Chelsea '] },
  },
]

/** From a third blind probe (29 November). */
export const THIRD_PROBE_CASES: (CorpusCase & { focus?: 'record' })[] = [
  {
    q: 'championship form table last 6 games',
    clientDate: SAT,
    expect: { kind: 'table', competitions: ['en.2'] },
  },
  {
    q: 'arsenal chelsea ovr 2.5 or undr',
    clientDate: SAT,
    expect: { kind: 'match', teams: AC, market: O25 },
    report: { coverage: 'full', contains: ['**Over 2.5 goals:'] },
  },
  {
    q: 'arsenal chelsea home or away win, give % pls',
    clientDate: SAT,
    expect: { kind: 'match', teams: AC, market: RESULT },
    report: { coverage: 'full', contains: ['Most likely outcome:'] },
  },
  {
    q: 'which home teams are safest in the premier league this weekend',
    clientDate: SAT,
    expect: {
      kind: 'picks',
      market: { type: 'home_win' },
      competitions: ['en.1'],
      window: { from: '2026-03-14', to: '2026-03-15' },
    },
  },
  {
    q: 'chelsea clean sheets this season how many',
    clientDate: SAT,
    focus: 'record',
    expect: { kind: 'results', teams: ['chelsea'] },
    report: { coverage: 'full', contains: ['clean sheet'] },
  },
  {
    q: 'who won the bundesliga in 2024-25 and by how many pts',
    clientDate: SAT,
    expect: { kind: 'table', competitions: ['de.1'], window: { from: '2024-07-01', to: '2025-06-30' } },
  },
]

/** Draw no bet on the club written beside it ("Leipzig DNB", "dnb Leipzig"); the match's best otherwise. */
export const DRAW_NO_BET_SIDE_CASES: CorpusCase[] = [
  {
    q: 'bayern dortmund sunday dnb dortmund',
    clientDate: SAT,
    expect: {
      kind: 'match',
      teams: BD,
      market: { type: 'draw_no_bet', teamId: 'borussia-dortmund' },
      window: { from: '2026-03-15', to: '2026-03-15' },
    },
  },
  {
    q: 'chelsea dnb v arsenal',
    clientDate: SAT,
    expect: { kind: 'match', teams: ['chelsea', 'arsenal'], market: { type: 'draw_no_bet', teamId: 'chelsea' } },
    report: { coverage: 'full', contains: ['**Chelsea draw no bet:'], excludes: ['**Arsenal draw no bet:'] },
  },
  {
    q: 'arsenal chelsea dnb',
    clientDate: SAT,
    expect: { kind: 'match', teams: AC, market: { type: 'draw_no_bet' } },
  },
]

/** A pairing word is never half of a misspelt club name ("athletic v" is not "Athletic B"). */
export const PAIRING_WORD_CASES: CorpusCase[] = [
  {
    q: 'chelsea v arsenal prediction',
    clientDate: SAT,
    expect: { kind: 'match', teams: ['chelsea', 'arsenal'] },
  },
]

/** BTTS and a total written as items of a list are two questions, not the one-bet combo. */
export const LISTED_COMBO_CASES: CorpusCase[] = [
  {
    q: 'bayern dortmund: winner, btts, o2.5',
    clientDate: SAT,
    expect: { kind: 'match', teams: BD, market: BTTS, alsoAsked: [O25, RESULT] },
    report: { coverage: 'full', contains: ['**Both teams to score:', '**Over 2.5 goals:', 'Most likely outcome:'] },
  },
  {
    q: 'is 2.40 decent for chelsea to win at arsenal',
    clientDate: SAT,
    expect: {
      kind: 'match',
      teams: ['chelsea', 'arsenal'],
      market: RESULT,
      offeredPrice: { odds: 2.4, teamId: 'chelsea' },
    },
  },
]

/** Checked after the fixes with phrasings outside the corpus (29 November). */
export const AFTER_FIX_CASES: (CorpusCase & { focus?: 'record' })[] = [
  {
    q: 'have chelsea lost at home this season',
    clientDate: SAT,
    focus: 'record',
    expect: { kind: 'results', teams: ['chelsea'], venue: 'home' },
  },
  {
    q: 'biggest wins in the premier league this season',
    clientDate: SAT,
    expect: { kind: 'table', competitions: ['en.1'] },
    report: { coverage: 'full', contains: ['**Biggest win:'] },
  },
]
