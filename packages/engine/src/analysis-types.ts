/**
 * Shapes of the language half: what a question means (Intent), what the caller sends
 * (AnalysisRequest) and what comes back (AnalysisResult). Everything is plain JSON so the
 * server can cache it and send it over the wire unchanged.
 */
import type { CountRequest } from './parser/count-markets.ts'
import type { CompetitionInfo, GoalLine, MarketProbabilities, ModelView, TeamGoalLine, TeamInfo } from './types.ts'

/** `table`: league standings ("premier league table", "where are Arsenal in the table"). */
export type IntentKind =
  | 'picks'
  | 'match'
  | 'team'
  | 'comparison'
  | 'league'
  | 'table'
  /** Season simulation: title, top four, relegation ("who wins the Premier League"). */
  | 'outright'
  /** Played matches: "how did Barcelona do last weekend", "yesterday's results in Serie A". */
  | 'results'
  /** A club name that fits several clubs equally well: ask which one (free). */
  | 'clarify'
  | 'unsupported'

/** Markets with no parameter. */
export type SimpleMarketType =
  | 'btts_yes'
  | 'btts_no'
  | 'home_win'
  | 'away_win'
  | 'draw'
  | 'match_result'
  | 'correct_score'
  | 'clean_sheet'
  | 'win_to_nil'
  | 'banker'
  /** "underdog picks", "upsets": the side the model rates less likely to win, winning. */
  | 'underdog_win'

export type DoubleChanceSide = '1X' | 'X2' | '12'

/** The market a question asks about; `null` on the Intent means "no particular market". */
export type MarketSelection =
  | { type: 'over' | 'under'; line: GoalLine }
  /** "BTTS and over 2.5": both score and the total clears the line, one bet. */
  | { type: 'btts_and_over'; line: GoalLine }
  /**
   * "Arsenal to win and over 2.5", "draw and under 2.5": a result and a total as one bet.
   * `result: null` with `teamId` = that club wins, whichever side it plays.
   */
  | {
      type: 'result_and_total'
      result: 'home' | 'draw' | 'away' | null
      teamId: string | null
      total: 'over' | 'under'
      line: GoalLine
    }
  /**
   * "Arsenal to win and BTTS", "draw and both teams to score": a result and BTTS (yes or no) as one
   * bet. `result: null` with `teamId` = that club wins, whichever side it plays.
   */
  | {
      type: 'result_and_btts'
      result: 'home' | 'draw' | 'away' | null
      teamId: string | null
      btts: 'yes' | 'no'
    }
  /** "chance of a 0-0", "will it end 2-1": one scoreline; `teamId` scores the first number (null: the home side). */
  | { type: 'exact_score'; goals: [number, number]; teamId: string | null }
  | { type: SimpleMarketType }
  /** Draw no bet; with `teamId` ("Leipzig DNB") that side, else both sides. */
  | { type: 'draw_no_bet'; teamId?: string }
  /**
   * `side: null` = whichever double chance is strongest per match, or, with `teamId` ("can
   * Chelsea get anything at Arsenal"), that side or the draw.
   */
  | { type: 'double_chance'; side: DoubleChanceSide | null; teamId?: string }
  /** `teamId: null` = whichever side is likelier to clear the line. */
  | { type: 'team_over'; line: TeamGoalLine; teamId: string | null }
  /** "Bayern to win by 2 or more": `margin` goals or more (`exact`: exactly that many). `teamId: null` = either side. */
  | { type: 'winning_margin'; margin: number; exact: boolean; teamId: string | null }
  /** Asian handicap: `line` (−2.5 … +2.5 in quarters) applied to `teamId` (null = the home side). */
  | { type: 'asian_handicap'; line: number; teamId: string | null }

export interface DateWindow {
  /** Inclusive `YYYY-MM-DD` bounds in the user's local calendar. */
  from: string
  to: string
  /** How to say it back: `today`, `this weekend`, `14 March 2026`. */
  label: string
}

/** `out_of_scope`: football Pitchwise does not cover at all (women's, national-team, youth); see `notUnderstood.topic`. */
export type UnsupportedReason = 'other_sport' | 'not_football' | 'empty' | 'out_of_scope'

/**
 * What the data cannot know, named in the reply. The first five sit beside a question Pitchwise
 * can answer (the rest is answered free); the last three make the whole question one it does
 * not cover (refused, free).
 */
export type OutOfScopeTopic =
  | 'injuries'
  | 'lineups'
  | 'referees'
  | 'bookmaker_prices'
  | 'transfers'
  | 'live_scores'
  | 'weather'
  | 'womens_football'
  | 'national_teams'
  | 'youth_football'

/** What a season simulation is asked about. */
export type LeagueTarget = 'title' | 'top_four' | 'relegation' | 'promotion'
/**
 * What a knockout competition is asked about: its winner (`title`), getting through the round
 * being played (`next_round`: "who goes through in the Champions League"), or reaching a stage.
 */
export type KnockoutTarget =
  | 'title'
  | 'next_round'
  | 'reach_round_of_16'
  | 'reach_quarter_finals'
  | 'reach_semi_finals'
  | 'reach_final'
/** An outright question: a league's season (simulated) or a knockout cup's bracket. */
export type OutrightTarget = LeagueTarget | KnockoutTarget

/** Markets the data or the model cannot price; named so the reply can say which. */
export type UnsupportedMarket =
  | 'corners'
  | 'cards'
  | 'goalscorer'
  | 'half_time'
  | 'shots'
  | 'player'
  | 'penalties'
  | 'offsides'
  | 'throw_ins'
  | 'possession'

/**
 * What the parser could not place. Any entry means the question is not fully covered: the
 * answer says what is missing, offers the nearest thing and is free.
 */
export interface NotUnderstood {
  /** Words that look like a club or competition name but match nothing in the data ("Xyzville"). */
  unmatched?: string[]
  /** A market Pitchwise cannot price (corners, cards, scorers, half-time). */
  market?: UnsupportedMarket
  /** A name fitting several clubs equally well, with their ids. */
  ambiguous?: { phrase: string; teams: string[] }[]
  /** A follow-up pointing at an earlier answer's item that does not exist ("the fifth one" of three). */
  reference?: string
  /** Something the data cannot know: injuries, line-ups, referees, prices, transfers, or football it does not cover. */
  topic?: OutOfScopeTopic
  /**
   * A second market asked together with the first ("home win and over 2.5"): each is priced on its
   * own, the two as one bet are not (only "BTTS and over" is), so the answer is free.
   */
  alsoMarket?: MarketSelection
}

export interface Intent {
  kind: IntentKind
  market: MarketSelection | null
  count: number | null
  dateWindow: DateWindow | null
  /** Competition codes (`en.1`); may name competitions the data does not cover (`uefa.cl`). */
  competitions: string[]
  /** Canonical team ids in the order the question mentions them. */
  teams: string[]
  unsupportedReason?: UnsupportedReason
  /** The sport named when `unsupportedReason` is `other_sport`, for an honest reply. */
  otherSport?: string
  /** "on neutral ground": a hypothetical meeting is priced without home advantage. */
  neutralVenue?: true
  /** `outright` questions: title, top four, relegation, promotion; in a knockout cup, a round or stage. */
  outright?: OutrightTarget
  /** "this Saturday afternoon": only kick-offs in that part of the day (known times only). */
  timeOfDay?: 'morning' | 'afternoon' | 'evening'
  /** "any 8pm kick-offs tonight": only kick-offs at this local clock time, `HH:MM` (known times only). */
  kickoffTime?: string
  /** Parts of the question the parser could not place; absent when everything was understood. */
  notUnderstood?: NotUnderstood
  /**
   * "who goes through Liverpool or Galatasaray": the question is about the two-legged tie;
   * "Arsenal or Spurs, who's in better form": each side's own form, not their meetings;
   * "are Bayern unbeaten this season", "Chelsea away record": the club's league season so far;
   * "last time Chelsea beat Newcastle": the first club's latest win over the second, found in
   * every meeting the data holds.
   */
  focus?: 'qualification' | 'form' | 'record' | 'last_win'
  /** "treble for Saturday", "safest double": the picks are legs of one bet, priced together. */
  accumulator?: true
  /**
   * "and the second one?", "what about tomorrow?": read through the previous question. Answered
   * like any other, but not a question to show others (kept out of Popular Searches).
   */
  followUp?: true
  /** "Napoli home form", "Chelsea away record": only the club's home (or away) results. */
  venue?: 'home' | 'away'
  /**
   * "best defence in La Liga", "who scores the most", "average goals per game": a table statistic;
   * "which teams are in form in the Bundesliga": the form table (report/form-table.ts).
   */
  statistic?:
    | 'defence'
    | 'attack'
    | 'goals'
    | 'form'
    | 'clean_sheets'
    | 'draws'
    | 'wins'
    | 'losses'
    | 'biggest_wins'
    | 'unbeaten_run'
    | 'winning_run'
    | 'winless_run'
    | 'losing_run'
  /**
   * "Arsenal at 1.40, is there value", "is 2.10 good odds for Everton double chance": a price the
   * asker was offered, set against the model's probability of that selection (decision 418).
   */
  offeredPrice?: { odds: number; teamId?: string }
  /**
   * "Man U v Villa, who wins and will both score?": further markets asked as questions of their
   * own about the same match, each answered beside `market` (the open "who wins" last).
   */
  alsoAsked?: MarketSelection[]
  /** "Lyon v Nice and Roma v Lazio": each named match, in the order asked (`teams` holds them all). */
  pairings?: [string, string][]
  /**
   * "Celtic or Rangers worth a punt today": two clubs joined by "or"/"and" that do not meet soon.
   * Each club's own match is answered (the analyzer turns them into `pairings`), not a meeting.
   */
  eachTeam?: true
  /**
   * "value bets", "where is the value" (`edge`): picks whose best price beats the model's
   * break-even, ranked by edge; "overpriced favourites": favourites the market rates above the
   * model. `prices`: the bookmakers' prices asked for ("best odds", "bet365 price"). Answered
   * from stored prices (report/write-value.ts, market/).
   */
  value?: 'edge' | 'overpriced_favourites' | 'prices'
  /** "at bet365", "Pinnacle price": only that bookmaker's prices count as the best price (its stored key). */
  bookmaker?: string
  /**
   * Words read as a club only through the typo pass ("liverpol", "totenham"), as typed and
   * normalised; absent when every club was named exactly. The question was understood, but its
   * wording is not one to show other people (the public popular list, decision 152).
   */
  corrected?: string[]
  /** Corners, cards, shots, half-time or a referee's cards (issue 31): answered by report/write-counts.ts. */
  counts?: CountRequest
}

/** The part a word of the question plays (parser/word-roles.ts): every word gets one. */
export type WordRole =
  | 'team'
  | 'competition'
  | 'market'
  | 'date'
  | 'time'
  | 'count'
  /** Names the kind of answer: table, form, head to head, accumulator, outright. */
  | 'request'
  /** A topic or market Pitchwise names as not covered (injuries, corners, bookmakers). */
  | 'out_of_scope'
  | 'filler'
  | 'unknown'

export interface AccountedWord {
  word: string
  role: WordRole
}

export interface ChatMessage {
  role: 'user' | 'assistant'
  content: string
}

export interface ParseContext {
  /** The user's "now", ISO 8601. */
  clientDate: string
  /** IANA zone of the user; UTC when absent. */
  timeZone?: string
  teams: TeamInfo[]
  competitions: CompetitionInfo[]
  chatHistory: ChatMessage[]
  previousIntent?: Intent
}

export interface AnalysisRequest {
  question: string
  clientDate: string
  timeZone?: string
  chatHistory: ChatMessage[]
  /** Deep analysis: per-match scorelines, form, head-to-head and model disagreement. */
  deep: boolean
  previousIntent?: Intent
}

export type Confidence = 'high' | 'medium' | 'low'

export interface Pick {
  matchId: string
  competition: string
  competitionName: string
  /** ISO instant. */
  kickoff: string
  /** Local date of the fixture, `YYYY-MM-DD`. */
  date: string
  home: string
  away: string
  /** The sides' ids, for links to their pages (absent from reports saved before issue 34). */
  homeTeamId?: string
  awayTeamId?: string
  /** Machine key, e.g. `over_2.5`, `btts_yes`, `double_chance_1X`, `clean_sheet_home`. */
  market: string
  marketLabel: string
  probability: number
  /** 1 / probability, two decimals. */
  fairOdds: number
  confidence: Confidence
  reason: string
  expectedGoals: { home: number; away: number }
  /** The source gives no kick-off time: show "time TBC". */
  timeTbc?: true
  /** The competition's results stop at this date, weeks before the fixture: prices rest on old form. */
  staleSince?: string
  /** A side (or both) with nothing left to play for, in words; the price allows for it (decision 106). */
  stakes?: string
  /** The pick set against the stored bookmaker prices; absent when none is stored for its outcome. */
  marketView?: ModelVersusMarket
}

/**
 * One outcome of an answer beside the market (issue 31): the model's probability, the market's
 * with the margin removed (whose book, which method), the best price a bettor could take and
 * where, the edge there and an optional, capped fractional-Kelly stake.
 */
export interface ModelVersusMarket {
  /** report/markets.ts key: `home_win`, `draw`, `away_win`, `over_2.5`, `under_2.5`. */
  outcome: string
  /** "Arsenal win", "Over 2.5 goals". */
  label: string
  modelProbability: number
  /** Absent when no bookmaker priced every outcome of the market. */
  market?: {
    probability: number
    method: 'Shin' | 'multiplicative'
    /** Stored key ('pinnacle', 'market_average') and the name an answer prints. */
    bookmaker: string
    bookmakerName: string
    kind: 'opening' | 'closing' | 'current'
    /** The book's overround (0.05 = 5 %). */
    margin: number
  }
  best: { price: number; bookmaker: string; bookmakerName: string; kind: 'opening' | 'closing' | 'current' }
  /** Expected return per unit staked at the best price, by the model's probability (0.04 = +4 %). */
  edge: number
  /** Suggested share of a bankroll: fractional Kelly, capped; 0 without an edge. Optional advice. */
  stake: number
  /** The Kelly fraction and the cap the stake was computed with. */
  kelly: { fraction: number; cap: number }
}

/** One row of a season simulation. */
export interface OutrightRow {
  team: string
  points: number
  played: number
  /** Probabilities in [0, 1] over the simulated seasons. */
  title: number
  topFour: number
  relegation: number
  /** Share finishing in the automatic promotion places (second divisions; 0 elsewhere). */
  promotion: number
  /** Mean final points over the simulations. */
  expectedPoints: number
}

export interface OutrightTable {
  competition: string
  competitionName: string
  season: string
  simulations: number
  /** Matches left to play that were simulated. */
  remaining: number
  rows: OutrightRow[]
}

export interface FormEntry {
  date: string
  opponent: string
  venue: 'H' | 'A'
  goalsFor: number
  goalsAgainst: number
  result: 'W' | 'D' | 'L'
}

export interface HeadToHeadEntry {
  date: string
  competition: string
  home: string
  away: string
  homeGoals: number
  awayGoals: number
}

export interface MatchAnalysis {
  matchId: string
  home: string
  away: string
  /** The sides' and the competition's ids, for links to their pages (absent from reports saved before issue 34). */
  homeTeamId?: string
  awayTeamId?: string
  competition?: string
  kickoff: string
  competitionName: string
  /** `finished` when the fixture is already played; `result` then holds the score. */
  status: 'scheduled' | 'finished'
  result?: { home: number; away: number }
  markets: MarketProbabilities
  topScores: { home: number; away: number; probability: number }[]
  recentForm: { home: FormEntry[]; away: FormEntry[] }
  headToHead: HeadToHeadEntry[]
  models: ModelView[]
  disagreement?: string
  /**
   * Not a fixture in the data: the two teams priced as if they met now (no meeting is
   * scheduled). Never the source of a pick. `kickoff` is then meaningless and never shown.
   */
  hypothetical?: true
  /** The source gives a date but no kick-off time: show "time TBC", never `kickoff`'s clock. */
  timeTbc?: true
  /** The competition's newest result is older than the staleness threshold (date of that result). */
  staleSince?: string
  /** The second leg of a knockout tie: the first leg's score and who goes through. */
  tie?: TieOutlook
  /** A side (or both) with nothing left to play for, in words; the prices allow for it (decision 106). */
  stakes?: string
  /** The 1X2 and goal-total outcomes that have a stored price, each beside the market (issue 31). */
  marketViews?: ModelVersusMarket[]
}

/** A second leg's context: the first leg and each side's chance of going through. */
export interface TieOutlook {
  firstLeg: { date: string; home: string; away: string; homeGoals: number; awayGoals: number }
  /** Aggregate before the second leg, second-leg home side first. */
  aggregate: { home: number; away: number }
  /** Chance of going through (any route), second-leg home and away side. */
  through: { home: number; away: number }
  /** Decided in 90 minutes for either side, or level after 90 (extra time, then penalties). */
  routes: { homeIn90: number; extraTime: number; awayIn90: number }
  /** One-sentence statement of who goes through on which second-leg results. */
  summary: string
}

export interface DataFreshness {
  lastResultDate: string | null
  label: string
}

/**
 * `full`: the answer covers the whole question (chargeable). `partial`: part of the question
 * was not understood or not answerable, and the answer offers the nearest thing (free).
 * `none`: refused (free).
 */
export type Coverage = 'full' | 'partial' | 'none'

/** One item the question asked for, and whether the answer gives it. */
export interface RequestedItemOutcome {
  label: string
  answered: boolean
}

/** What Pitchwise understood: each requested item, and each word of the question with its part. */
export interface Understanding {
  items: RequestedItemOutcome[]
  words: AccountedWord[]
  /** Words the question used that played no part in the answer (shown to the reader). */
  unused: string[]
}

/**
 * A team or competition the report names, written exactly as in its text, with the id of its free
 * page (`/teams/{id}`, `/leagues/{id}`); the web links each name where the text shows it.
 */
export interface NamedEntity {
  name: string
  kind: 'team' | 'competition'
  /** Team id or competition code. */
  id: string
}

export interface AnalysisResult {
  /** True only when the whole question is answered (coverage `full`); only then is it charged. */
  answerable: boolean
  coverage: Coverage
  intent: Intent
  understanding: Understanding
  markdown: string
  picks: Pick[]
  matches: MatchAnalysis[]
  dataFreshness: DataFreshness
  notices: string[]
  /** Season simulation behind an `outright` answer. */
  outright?: OutrightTable
  /** Every team and competition with a page that the markdown names (decision 412). */
  named: NamedEntity[]
}
