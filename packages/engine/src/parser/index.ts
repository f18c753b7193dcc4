/**
 * parseQuestion: a deterministic, rule-based reading of a football question. Each extractor
 * consumes (blanks) what it understood so the next one cannot misread it: teams, dates,
 * competitions, markets, counts. What is left over is checked too: a word that looks like a
 * club the data does not know, a market the model cannot price or a name that fits several
 * clubs is reported in `notUnderstood`, so the answer never silently drops part of a question.
 */
import type {
  AccountedWord,
  DateWindow,
  Intent,
  MarketSelection,
  NotUnderstood,
  ParseContext,
} from '../analysis-types.ts'
import type { CompetitionInfo, TeamInfo } from '../types.ts'
import { localDate } from './calendar.ts'
import { joinResultAndBtts, joinResultAndTotal } from './combined-markets.ts'
import { createCompetitionMatcher } from './competitions.ts'
import { createRefereeMatcher, readCountMarket } from './count-markets.ts'
import { extractCount, NUMBER_WORDS } from './counts.ts'
import { extractDateWindow } from './dates.ts'
import { DOUBLE_CHANCE_PHRASES, doubleChanceTeam } from './double-chance.ts'
import { isOrdinaryWord } from './english.ts'
import { isFollowUp, mergeFollowUp } from './follow-up.ts'
import {
  asksForForm,
  asksForMeetings,
  asksForResults,
  classify,
  formCount,
  KIND_PATTERNS,
  knockoutTarget,
  outrightTarget,
  QUALIFICATION,
  reachedStage,
  TABLE_TOP,
} from './kind.ts'
import { blankGoalNumbers, extractMarket } from './markets.ts'
import { blank, normalize, tokens } from './normalize.ts'
import { readOfferedPrice } from './offered-price.ts'
import { blankTopic, outOfScopeTopic, PLAYER_TOPICS, WHOLE_QUESTION_TOPICS } from './out-of-scope.ts'
import { fixturesOfLastAnswer, ordinalReference } from './reference.ts'
import { isOffTopic, looksNonFootball, otherSport } from './scope.ts'
import { asksSeparately, orderAsked } from './separate-markets.ts'
import { createSideWordReader, type LeagueOf, type MeetSoon } from './side-word.ts'
import { createTeamMatcher, type TeamMention, type TeamWeight } from './teams.ts'
import { blankTieScores } from './tie-score.ts'
import { blankUnsupportedMarkets, PLAYER_MARKETS, unsupportedMarket } from './unsupported-markets.ts'
import { blankValueWords, readValue, VALUE_KINDS, VALUE_PATTERNS } from './value.ts'
import { accountWords, spansOf, wordsInSubjectPosition } from './word-roles.ts'

/** One bet of several legs ("slip", "3 folder", "Lucky 15"); "double chance" is a market, not a double. */
const ACCUMULATOR =
  /\b(?:accas?|accumulators?|parlays?|multis?|multi ?bets?|slips?|combo(?: bet)?s?|\d+[\s-]?fold(?:er)?s?|(?:two|three|four|five|six|seven|eight|nine|ten)[\s-]?folds?|trebles?|trixies?|yankees?|patents?|canadians?|heinz|lucky (?:15|31|63)|doubles?(?! chance))\b/
const NEXT_MANY = new RegExp(
  `\\b(?:(?:next|upcoming|coming) (\\d|${Object.keys(NUMBER_WORDS).join('|')}) (?:games|matches|fixtures)|(?:games|matches|fixtures) next (\\d|${Object.keys(NUMBER_WORDS).join('|')}))\\b`,
)
/**
 * A club's season so far: "are Bayern unbeaten this season", "how many goals do Bayern score per
 * game at home", "Chelsea away record", "how many clean sheets have Arsenal kept". Not a forecast
 * ("how many goals will Bayern score" prices the next match).
 */
const SEASON_RECORD =
  /\b(?:goals|clean sheets|wins|draws|defeats|losses) this season\b|\bunbeaten\b(?! run| streak)|\bwinless\b(?! run| streak)|\bseason record\b|\brecord this season\b|\b(?:home|away) record\b|\b(?:home|away) (?:form|results) (?:this|all) season\b|\b(?:at home|away from home|on the road) this season\b|\bper game\b|\ba game on average\b|\bon average\b|\bhow many (?:goals|wins|draws|defeats|losses|games|matches|clean sheets)\b.*\b(?:scored|conceded|won|lost|drawn|kept|have|has|had|do|does|did)\b|\b(?:lost|won|drawn) (?:a |any )?(?:game|games|match|matches)\b|\b(?:have|has) [a-z]+(?: [a-z]+)? (?:lost|been beaten|won|drawn)\b(?!.*\b(?:last|latest) (?:game|match)\b)/
/** Words that ask for a past season's final standings rather than its results. */
const PAST_SEASON_TABLE =
  /\b(?:won|win|winners?|champions?|title|table|standings|finish(?:ed)?|top|bottom|relegated|went down)\b/
const TITLE_RACE_CHANCE =
  /\btitle race\b.*\b(?:favou?rites?|chances?|odds|likel\w*|who wins)\b|\bwho(?:s| is)? (?:the )?favou?rites? (?:for|to win) the (?:title|league)\b/
/** A table figure's venue: "away from home", "on the road", "at home", "home defence". */
const TABLE_VENUE = /\b(away from home|on the road|away|at home|home)\b/
/** "last time Chelsea beat Newcastle", "when did Arsenal last win at Spurs". */
const LAST_WIN =
  /\b(?:last time|when did|when was the last time|when (?:have|has))\b.*\b(?:beat|beaten|won|win|defeated?)\b|\b(?:last (?:beat|won|win))\b/
/** Whether a meeting on `date` (none: undefined) falls in the window asked, or at all when none was asked. */
function meetsWithin(date: string | undefined, window: DateWindow | null): boolean {
  return date !== undefined && (!window || (date >= window.from && date <= window.to))
}

/** Knockout stages said with a number. */
const STAGE_NUMBERS = /\blast (?:16|sixteen|32|eight|8)\b|\bround of (?:16|32)\b|\bl16\b|\br16\b/g
/** "form table last 6 games": how far back the form reaches, not how many picks. */
const FORM_GAMES_COUNT = /\b(?:last|past|previous) (?:\d|six|five|ten) (?:games|matches|results)\b/
/** BTTS and an over line written as items of a list ("btts, o2.5"), not joined by "and"/"+". */
const LISTED_BTTS_AND_OVER =
  /\b(?:btts|gg|both teams to score)\s*[,;/?]\s*(?:o|over)\s?\d|\b(?:o|over)\s?\d\.5\s*[,;/?]\s*(?:btts|gg|both teams to score)\b/i
const FORECAST_WORDS = /\b(?:will|gonna|going to|would|predict\w*|expect\w*|tips?|odds|bet)\b/
const HOME_OR_AWAY = /\b(home|away|on the road)\b(?: (?:form|record|results|run|games|matches))?/
const STATISTICS: { re: RegExp; statistic: NonNullable<Intent['statistic']> }[] = [
  // Runs first: "most wins in a row" is a run, not the most wins.
  {
    re: /\b(?:longest|best|current|biggest|record) unbeaten (?:runs?|streaks?|records?|sequences?)\b|\bunbeaten (?:runs?|streaks?) (?:table|list|rankings?)\b|\b(?:unbeaten|gone unbeaten) (?:the )?longest\b|\blongest without (?:a )?(?:defeat|loss|losing)\b|\bon (?:an|the longest) unbeaten (?:run|streak)\b|\bunbeaten (?:runs|streaks)\b/,
    statistic: 'unbeaten_run',
  },
  {
    re: /\b(?:longest|best|current|biggest) (?:winning|win) (?:runs?|streaks?)\b|\bon (?:a|the longest) winning (?:run|streak)\b|\bwinning (?:runs|streaks)\b|\bwinning (?:runs?|streaks?) (?:table|list)\b|\bmost (?:wins|games won) in a row\b|\bwon the most (?:games )?in a row\b/,
    statistic: 'winning_run',
  },
  {
    re: /\b(?:longest|worst|current) (?:winless|without a win) (?:runs?|streaks?)\b|\bon (?:a|the longest) winless (?:run|streak)\b|\b(?:teams?|clubs?|sides?) without a win\b|\blongest without (?:a )?win(?:ning)?\b|\bgone the longest without (?:a )?win\b|\bwinless (?:runs?|streaks?)\b/,
    statistic: 'winless_run',
  },
  {
    re: /\b(?:longest|worst|current) losing (?:runs?|streaks?)\b|\bon (?:a|the longest) losing (?:run|streak)\b|\blosing (?:runs|streaks)\b|\blosing (?:runs?|streaks?) (?:table|list)\b|\bmost (?:defeats|losses|games lost) in a row\b|\blost the most (?:games )?in a row\b/,
    statistic: 'losing_run',
  },
  {
    re: /\b(?:best|meanest|tightest|strongest)(?: home| away)? defen[cs]es?\b|\bfewest goals (?:conceded|against)\b|\bconcede[sd]? the (?:fewest|least)\b/,
    statistic: 'defence',
  },
  {
    re: /\b(?:best|strongest)(?: home| away)? attacks?\b|\bmost goals(?: scored)?\b|\bscore[sd]? the most\b|\b(?:top|highest)[\s-]scoring (?:team|side|club)\b/,
    statistic: 'attack',
  },
  // Counts off the table: "kept the most clean sheets", "drawn the most games", "most defeats".
  {
    re: /\b(?:(?:kept|keeps|keeping) (?:the )?)?most clean sheets\b|\bclean sheets? (?:table|leaders?|record)\b/,
    statistic: 'clean_sheets',
  },
  { re: /\bmost draws\b|\bdrawn the most\b|\bdraws? the most\b|\bdraw specialists\b/, statistic: 'draws' },
  { re: /\bmost wins\b|\bwon the most\b/, statistic: 'wins' },
  {
    re: /\b(?:biggest|largest|heaviest|widest) (?:wins?|victor(?:y|ies)|wins? margins?|margins?|thrashings?|defeats?|scorelines?)\b|\bthrashings?\b/,
    statistic: 'biggest_wins',
  },
  { re: /\bmost (?:defeats|losses)\b|\blost the most\b/, statistic: 'losses' },
  { re: /\baverage goals\b|\bgoals (?:per|a) (?:game|match)\b|\bhow many goals (?:per|a) game\b/, statistic: 'goals' },
]
/** A league's form, with no club named: "which teams are in form in the Bundesliga", "La Liga form table". */
const LEAGUE_FORM =
  /\b(?:form (?:table|guide|teams?|sides?|clubs?)|in[\s-]form|on form|out of form|(?:best|worst|good|bad|poor|great|top|hottest|current|recent) form|run of form|on (?:a|an) (?:good|bad|poor|great|decent|winning|losing|unbeaten|winless|terrible|rough) run|(?:unbeaten|winning|losing|winless) (?:runs?|streaks?))\b/
/** Form words that ask about each side's own run, not their meetings. */
const SIDES_FORM =
  /\b(?:form|in form|better form|run of form|lately|recently|streaks?|runs?|(?:last|past|previous) \d+ (?:games|matches|results))\b/
const PLAYER_PLAYING =
  /\b(?:is|will) (?!(?:they|it|there|the|he|she|we|you|anyone|anybody|this|that|today|tonight|football|city|united)\b)[a-z]+ (?:be )?(?:playing|play)\b/
/** Words that make "top 4" a question about the race's outcome rather than the table now. */
const OUTRIGHT_CHANCE = /\b(?:chances?|odds|probabilit\w*|likely|will|finish\w*|make|predict\w*|end up|race)\b/
const BACKING = /\b(?:to back|backing|bet on|worth a bet)\b/
const LAST_ONE = /\b(?:last|latest|previous) (?:game|match|result|outing|fixture)\b/
const NEUTRAL = /\b(?:neutral|neutral (?:venue|ground|pitch)|no home advantage)\b/
const TIME_OF_DAY: { re: RegExp; part: NonNullable<Intent['timeOfDay']> }[] = [
  {
    re: /\b(?:afternoon|arvo|lunch ?time|(?:12|1|2|3|4|5)(?::\d\d)? ?pms?|(?:12|13|14|15|16|17)[:.h]\d\d)\b/,
    part: 'afternoon',
  },
  {
    re: /\b(?:evening|tonights?|tonite|(?:tomorrow|sunday|saturday|friday|monday|tuesday|wednesday|thursday) night|late (?:games?|matches|kick[\s-]?offs?)|(?:6|7|8|9|10) ?pm|(?:18|19|20|21|22)[:.h]\d\d)\b/,
    part: 'evening',
  },
  { re: /\b(?:morning|(?:9|10|11) ?am)\b/, part: 'morning' },
]
/** "8pm", "7:45pm", "20:00", "19.45": a clock time. */
const CLOCK = String.raw`(?:(\d{1,2})(?::(\d\d))? ?(am|pm)|(\d{1,2})[:.h](\d\d))`
const KICK_OFFS = String.raw`(?:kick[\s-]?offs?|kos)`
/**
 * An exact kick-off time, said with the word: "8pm kick-offs", "kick-offs at 19:45", "kicking off
 * at 8pm". A time alone ("8pm games", "3pms", "after 6pm") stays a part of the day.
 */
const KICKOFF_AT = [
  new RegExp(String.raw`\b${CLOCK} ${KICK_OFFS}\b`),
  new RegExp(String.raw`\b(?:${KICK_OFFS}|kicking off) at ${CLOCK}(?![\w:.])`),
]

/** The `HH:MM` of an exact kick-off time the question names, or undefined. */
export function kickoffTimeIn(norm: string): string | undefined {
  for (const re of KICKOFF_AT) {
    const hit = re.exec(norm)
    if (!hit) continue
    const [, h12, m12, half, h24, m24] = hit
    let hour = Number(h12 ?? h24)
    const minute = Number(m12 ?? m24 ?? 0)
    if (half === 'pm' && hour < 12) hour += 12
    if (half === 'am' && hour === 12) hour = 0
    if (hour > 23 || minute > 59 || (half && Number(h12) > 12)) return undefined
    return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`
  }
  return undefined
}

/** The European cups are knockout competitions after their league phase. */
function isKnockoutCup(code: string): boolean {
  return code === 'uefa.cl' || code === 'uefa.el' || code === 'uefa.conf'
}

export interface QuestionParser {
  parse(text: string, context: Omit<ParseContext, 'teams' | 'competitions'>): Intent
  /** The intent and the part each word of this question played in it. */
  understand(
    text: string,
    context: Omit<ParseContext, 'teams' | 'competitions'>,
  ): { intent: Intent; words: AccountedWord[] }
}

export interface ParserOptions {
  /**
   * How active a club is (e.g. its matches in the last year of data). When a name fits several
   * clubs, an active one beats an inactive one and a clearly busier one wins; ties are asked back.
   */
  teamWeight?: TeamWeight
  /** A club's current domestic league, to read "City" or "United" beside a named opponent. */
  leagueOf?: LeagueOf
  /** When two clubs next meet, soon after the question's day: of several "United"s, the one a named club plays next. */
  meetSoon?: MeetSoon
  /** Referees the statistics name, with their matches, for "Michael Oliver cards" (issue 31). */
  referees?: readonly { name: string; matches: number }[]
}

/** Build the matchers once per directory; parsing is then cheap per question. */
export function createQuestionParser(
  teams: TeamInfo[],
  competitions: CompetitionInfo[],
  options: ParserOptions = {},
): QuestionParser {
  const teamMatcher = createTeamMatcher(teams, options.teamWeight)
  const competitionMatcher = createCompetitionMatcher(competitions)
  const readSideWord = createSideWordReader(teams, options.leagueOf ?? (() => undefined), options.meetSoon)
  const refereeMatcher = options.referees ? createRefereeMatcher(options.referees) : null

  /**
   * `raw` keeps what was understood even when the question alone is not answerable, so that
   * "and tomorrow?" can still extend the previous question; `offTopic` blocks that for
   * "what about the weather tomorrow?".
   */
  function parseAlone(
    text: string,
    today: string,
  ): { intent: Intent; raw: Intent; offTopic: boolean; words: AccountedWord[] } {
    const norm = normalize(text)
    if (norm.trim() === '')
      return { intent: unsupported('empty'), raw: unsupported('empty'), offTopic: true, words: [] }
    // Teams first: "Sheffield Wednesday" is a club, not a date; "Schalke 04" is not a count.
    // "Armenian league" is a competition we lack, not a typo of Arminia.
    const qualifierWord = COMPETITION_WORD.exec(norm)?.[1]
    const mentions = teamMatcher.find(norm, text).filter((m) => !(m.fuzzy && m.phrase === qualifierWord))
    // "City v Everton": the bare side word read by the opponent's league, or asked back.
    const side = readSideWord(norm, mentions, today)
    if (side?.mention) {
      mentions.push(side.mention)
      mentions.sort((x, y) => x.start - y.start)
    }
    let withoutTeams = norm
    for (const m of mentions)
      withoutTeams = blank(withoutTeams, new RegExp(`\\b${m.phrase.split(' ').join('[\\s./+:-]+')}\\b`, 'g'))
    const { window, rest: afterDates } = extractDateWindow(withoutTeams, today)
    const extracted = competitionMatcher.extract(afterDates)
    let comps = extracted.competitions
    // Corners, cards, shots, half-time (issue 31): read with their line before the goal markets.
    const { counts, rest: afterCounts } = readCountMarket(extracted.rest, refereeMatcher)
    const afterComps = extracted.rest
    // "can City overturn the 3-0": where the tie stands, not a scoreline to bet on.
    const tieScore = blankTieScores(afterCounts)
    const cannot = unsupportedMarket(tieScore.rest)
    const { market: firstMarket, rest: afterMarket } = extractMarket(tieScore.rest)
    // "home win and over 2.5": a second market is a second part of the question, never dropped.
    // "safest"/"banker" ranks the first rather than being a market of its own.
    const secondRead = firstMarket && firstMarket.type !== 'banker' ? extractMarket(afterMarket) : null
    const second = secondRead?.market ?? null
    const paired =
      second && second.type !== firstMarket?.type && second.type !== 'banker' && !partOf(second, firstMarket)
        ? second
        : null
    // "who wins and will both score?": separate questions about the match, each answered.
    const separate =
      firstMarket && paired && secondRead
        ? asksSeparately(
            firstMarket,
            paired,
            { text: afterCounts, afterFirst: afterMarket, afterSecond: secondRead.rest },
            text,
          )
        : false
    const thirdRead = separate && secondRead ? extractMarket(secondRead.rest) : null
    const third = thirdRead?.market ?? null
    const asked =
      separate && firstMarket && paired
        ? orderAsked([firstMarket, paired, ...(third && third.type !== 'banker' ? [third] : [])])
        : null
    // "Arsenal to win and over 2.5", "Arsenal to win and BTTS": priced together from the matrix.
    const joined =
      firstMarket && paired && !separate
        ? (joinResultAndTotal(firstMarket, paired, mentions[0]?.teamId) ??
          joinResultAndBtts(firstMarket, paired, mentions[0]?.teamId))
        : null
    const alsoMarket = joined || separate ? null : paired
    const market = asked ? (asked[0] ?? null) : (joined ?? firstMarket)
    // "psg lens: winner, btts, o2.5": the combo read whole by markets.ts, written as a list.
    const listedCombo = market?.type === 'btts_and_over' && LISTED_BTTS_AND_OVER.test(text)
    // Market words stay for counting ("2 home wins"); only goal numbers must go ("o2.5").
    // "Champions League last 16": a knockout stage, not sixteen picks ("Arsenal's last 8 games" stays a count).
    const stagesBlanked = comps.some(isKnockoutCup) ? blank(tieScore.rest, STAGE_NUMBERS) : tieScore.rest
    let count = extractCount(blankGoalNumbers(stagesBlanked))
    const teamIds = mentions.map((m) => m.teamId)

    // Knockout cups first: "win the UCL", "make the semis", "who goes through in the Europa League".
    const outright = knockoutTarget(norm, teamIds.length, comps.some(isKnockoutCup)) ?? outrightTarget(norm)
    // "top four" names a table position, not how many picks.
    if (outright === 'top_four' && count === 4) count = null
    // "Kazakh Premier League" is not the Premier League: an unknown qualifier voids the match.
    const candidate = unknownQualifier(afterDates)
    // A word the competition phrase itself consumed ("primeira" of Primeira Liga) is no qualifier.
    const qualifier = candidate && tokens(afterComps).includes(candidate) ? candidate : null
    if (qualifier) comps = []
    let kind = classify(norm, { teams: teamIds.length, competitions: comps.length, market, count })
    // "are Bayern unbeaten this season": the club's season record, with its latest results.
    const seasonRecord =
      teamIds.length === 1 &&
      (market === null || market.type === 'clean_sheet') &&
      SEASON_RECORD.test(norm) &&
      !FORECAST_WORDS.test(norm) &&
      count === null
    if (seasonRecord) kind = 'results'
    // "best defence in La Liga", "average goals per game in Serie A": standings figures.
    const statistic =
      teamIds.length === 0 && !window
        ? (STATISTICS.find((s) => s.re.test(norm))?.statistic ??
          // Betting words, a market or a count ("in-form teams to back", "form picks over 2.5") ask for picks.
          (LEAGUE_FORM.test(norm) &&
          asksForForm(norm) &&
          !BACKING.test(norm) &&
          market === null &&
          (count === null || FORM_GAMES_COUNT.test(norm))
            ? 'form'
            : undefined))
        : undefined
    if (statistic && comps.length > 0) kind = 'table'
    const generalMarket = market === null || market.type === 'match_result'
    // "La Liga winner" with no date is the season's winner, not a match's.
    const seasonWinner = comps.length > 0 && teamIds.length === 0 && !window && /\bwinners?\b/.test(afterComps)
    // "serie a table top 4": the table's head as it stands, not the top-four race.
    const standingsAsked = kind === 'table' && TABLE_TOP.test(norm) && !OUTRIGHT_CHANCE.test(norm)
    // "Ligue 1 title race, PSG or Lens, who's favourite": the race's chances, with both clubs in it.
    const titleRace = TITLE_RACE_CHANCE.test(norm) && teamIds.length <= 2 && count === null
    if (
      ((outright || seasonWinner) &&
        teamIds.length <= 1 &&
        generalMarket &&
        count === null &&
        !standingsAsked &&
        // "biggest wins in La Liga" is a table figure, not "wins La Liga".
        !(kind === 'table' && statistic)) ||
      titleRace
    )
      kind = 'outright'
    // "Serie A table last season", "who won La Liga last season": that season's final table.
    const pastSeason = window !== null && /\bseason\b/.test(window.label)
    if (pastSeason && teamIds.length === 0 && (kind === 'table' || PAST_SEASON_TABLE.test(norm))) kind = 'table'
    if (standingsAsked) {
      const top = TABLE_TOP.exec(norm)?.[0].split(' ')[1] ?? ''
      count = NUMBER_WORDS[top] ?? Number(top)
    } else if (kind !== 'table' && kind !== 'comparison' && window && window.to < today) kind = 'results'
    // "shock results tomorrow" names the underdog market, not results already in.
    else if (kind !== 'table' && market?.type !== 'underdog_win' && asksForResults(norm) && (generalMarket || window)) {
      kind = 'results'
      // "Arsenal's last game": one result; "last results" and "last 6" say how many themselves.
      if (!window && count === null && LAST_ONE.test(norm)) count = 1
      if (!window && teamIds.length > 0) count = formCount(norm) ?? count
    } else if ((kind === 'team' || kind === 'match') && !window && generalMarket && asksForForm(norm)) {
      // "Arsenal form", "h2h Bayern Dortmund", "last 6 of Lyon": their results, not a preview.
      kind = 'results'
      count = formCount(norm) ?? count
    }

    let resolvedMarket = market
    if (resolvedMarket && kind !== 'outright') resolvedMarket = withTeam(resolvedMarket, mentions, norm)
    // "Palace or draw", "can Chelsea get anything": that side's double chance, not a 1X2 or a draw.
    const avoidsDefeat = doubleChanceTeam(norm, mentions)
    const plainResult =
      market === null ||
      market.type === 'match_result' ||
      market.type === 'draw' ||
      (market.type === 'double_chance' && market.side === null)
    if (avoidsDefeat && plainResult && kind !== 'outright')
      resolvedMarket = { type: 'double_chance', side: null, teamId: avoidsDefeat }
    // "Leipzig DNB", "dnb leipzig": the club written next to the market.
    if (resolvedMarket?.type === 'draw_no_bet') {
      const beside = clubBeside(norm, mentions, DRAW_NO_BET)
      if (beside) resolvedMarket = { type: 'draw_no_bet', teamId: beside }
    }
    const raw: Intent = {
      kind,
      market: kind === 'outright' || (kind === 'table' && statistic) || seasonRecord ? null : resolvedMarket,
      count,
      dateWindow: window,
      competitions: comps,
      teams: teamIds,
    }
    if (kind === 'outright') raw.outright = outright ?? 'title'
    // "last result", "final scores": words of a results question, not a market to settle.
    if (kind === 'results' && (market?.type === 'match_result' || market?.type === 'correct_score')) raw.market = null
    // Only a pairing has a venue to neutralise.
    if (teamIds.length >= 2 && NEUTRAL.test(norm)) raw.neutralVenue = true
    const part = TIME_OF_DAY.find((t) => t.re.test(norm))?.part
    if (part) raw.timeOfDay = part
    const at = kickoffTimeIn(norm)
    if (at) raw.kickoffTime = at
    // "Villa or Forest, who makes the final?": two clubs and a stage to reach ask about their tie.
    if (
      kind !== 'outright' &&
      teamIds.length >= 1 &&
      (QUALIFICATION.test(norm) || reachedStage(norm) || tieScore.found)
    )
      raw.focus = 'qualification'
    // "Arsenal or Spurs, who's in better form": each side's own results, not their meetings.
    if (kind === 'results' && teamIds.length === 2 && !window && SIDES_FORM.test(norm) && !asksForMeetings(norm))
      raw.focus = 'form'
    if (kind === 'picks' && ACCUMULATOR.test(norm)) raw.accumulator = true
    if (kind === 'table' && statistic) {
      raw.statistic = statistic
      // "form table last 6 games": the reach of the form, not a count of rows.
      if (statistic === 'form') raw.count = null
      // "scores the most away from home", "best home defence": the figure over that venue's games.
      const venue = TABLE_VENUE.exec(norm)?.[1]
      if (venue) raw.venue = venue === 'home' || venue === 'at home' ? 'home' : 'away'
    }
    if (seasonRecord && kind === 'results') raw.focus = 'record'
    // "last time Chelsea beat Newcastle": their meetings, and the first club's latest win.
    if (teamIds.length === 2 && LAST_WIN.test(norm)) {
      raw.kind = 'results'
      raw.focus = 'last_win'
      raw.count = null
      raw.market = null
    }
    // "Napoli home form", "Chelsea away record", "Spurs results on the road".
    if (kind === 'results' && teamIds.length === 1 && !window) {
      const venue = HOME_OR_AWAY.exec(norm)?.[1]
      if (venue) raw.venue = venue === 'home' ? 'home' : 'away'
    }
    // "PSG next 3 games": that many of the club's fixtures, each previewed.
    const nextHit = kind === 'team' && !window ? NEXT_MANY.exec(norm) : null
    const nextMany = nextHit?.[1] ?? nextHit?.[2]
    if (nextMany) raw.count = NUMBER_WORDS[nextMany] ?? Number(nextMany)
    // "Lyon v Nice and Roma v Lazio": clubs named in twos are that many matches, none dropped.
    if (kind === 'match' && teamIds.length >= 4 && teamIds.length % 2 === 0 && new Set(teamIds).size === teamIds.length)
      raw.pairings = teamIds.flatMap((id, i) =>
        i % 2 === 0 ? [[id, teamIds[i + 1] as string] as [string, string]] : [],
      )
    // "Celtic or Rangers worth a punt": two clubs joined by "or"/"and" that do not meet soon ask
    // about each one's own match, not a meeting the data does not have.
    const [club, otherClub] = mentions
    if (
      kind === 'match' &&
      teamIds.length === 2 &&
      club &&
      otherClub &&
      /^(?:or|and|&|\/|n)$/.test(tokens(norm).slice(club.end, otherClub.start).join(' ')) &&
      options.meetSoon &&
      !meetsWithin(options.meetSoon(club.teamId, otherClub.teamId, today), window)
    )
      raw.eachTeam = true
    // One match's further markets are answered beside the first; elsewhere each would be a list of
    // its own, so the second is named as not answered (below) rather than silently dropped.
    const further = asked?.slice(1) ?? []
    const oneMatch = (kind === 'match' || kind === 'team') && !raw.pairings && raw.market !== null
    if (further.length > 0 && oneMatch) raw.alsoAsked = further.map((m) => withTeam(m, mentions, norm) ?? m)
    if (listedCombo && oneMatch && raw.market?.type === 'btts_and_over') {
      // Each item of the list is its own question: BTTS, then the total.
      raw.alsoAsked = [{ type: 'over', line: raw.market.line }, ...(raw.alsoAsked ?? [])]
      raw.market = { type: 'btts_yes' }
    }
    const unanswered = alsoMarket ?? (!oneMatch ? (further[0] ?? null) : null)
    const corrected = mentions.filter((m) => m.fuzzy).map((m) => m.phrase)
    if (corrected.length > 0) raw.corrected = corrected
    if (counts) raw.counts = counts

    // "value bets", "at bet365": prices Pitchwise stores, so no longer out of scope (issue 31).
    const valueRead = VALUE_KINDS.has(kind) ? readValue(norm) : {}
    if (valueRead.value) {
      raw.value = valueRead.value
      // "Premier League overpriced favourites": a list of fixtures, not a league overview.
      if (kind === 'league') raw.kind = 'picks'
    }
    if (valueRead.bookmaker) raw.bookmaker = valueRead.bookmaker
    // "Arsenal at 1.40, is there value": the asker's own price against the model, not stored prices.
    const offered = (kind === 'match' || kind === 'team') && !raw.pairings ? readOfferedPrice(norm, mentions) : null
    if (offered) {
      raw.offeredPrice = offered
      if (raw.value === 'edge' && !raw.bookmaker) delete raw.value
    }
    // Women's, national-team and youth football are not in the data: refused by name, whole.
    // A referee named from the data is a question about their cards, not about who referees.
    const said =
      outOfScopeTopic(valueRead.value || valueRead.bookmaker ? blankValueWords(norm) : norm) ??
      // "is Haaland playing", "will Salah play": a player's selection; with the clubs blanked, so
      // "is Arsenal playing today" stays a fixture question.
      (PLAYER_PLAYING.test(withoutTeams) ? 'lineups' : null)
    // Weather with no club named is no football question at all ("weather in Madrid tomorrow").
    const topic = (said === 'referees' && counts?.referee) || (said === 'weather' && teamIds.length === 0) ? null : said
    const words = accountWords({
      norm,
      afterTeams: withoutTeams,
      afterDates,
      afterComps,
      // A second market's words are market words too, joined into one bet or named as a second part.
      afterMarket: second ? (thirdRead?.market ? thirdRead.rest : (secondRead?.rest ?? afterMarket)) : afterMarket,
      afterOutOfScope: blankUnsupportedMarkets(topic ? blankTopic(afterMarket, topic) : afterMarket),
      spans: [
        ...spansOf(
          norm,
          'time',
          TIME_OF_DAY.map((t) => t.re),
        ),
        ...spansOf(norm, 'market', raw.market?.type === 'double_chance' ? [DOUBLE_CHANCE_PHRASES] : []),
        ...spansOf(norm, 'request', [
          ...KIND_PATTERNS,
          ACCUMULATOR,
          NEXT_MANY,
          HOME_OR_AWAY,
          LAST_ONE,
          NEUTRAL,
          QUALIFICATION,
          ...STATISTICS.map((x) => x.re),
          SEASON_RECORD,
          ...(valueRead.value || valueRead.bookmaker ? VALUE_PATTERNS : []),
        ]),
      ],
      aboutPlayers: !!((topic && PLAYER_TOPICS.has(topic)) || (cannot && PLAYER_MARKETS.has(cannot))),
      count: raw.count,
    })
    if (topic && WHOLE_QUESTION_TOPICS.has(topic))
      return { intent: { ...unsupported('out_of_scope'), notUnderstood: { topic } }, raw, offTopic: true, words }
    const sport = otherSport(norm)
    // "celtics" is one letter from Celtic: a guessed team never outweighs a named other sport.
    if (sport && mentions.every((m) => m.fuzzy) && comps.length === 0)
      return { intent: { ...unsupported('other_sport'), otherSport: sport }, raw, offTopic: true, words }
    const signals = { teams: teamIds.length, competitions: comps.length, market, hasWindow: window !== null }
    // "corners" alone is football, just not a market Pitchwise prices.
    if (!cannot && !topic && !valueRead.value && !counts && looksNonFootball(norm, signals))
      return { intent: unsupported('not_football'), raw, offTopic: isOffTopic(norm), words }
    // "What's the capital of France?", "hotel in Milan": a country or a club's city does not make
    // an off-topic question football.
    if (
      !cannot &&
      !topic &&
      !valueRead.value &&
      !counts &&
      market === null &&
      isOffTopic(norm) &&
      !footballish(afterComps)
    )
      return { intent: unsupported('not_football'), raw, offTopic: true, words }

    const missing: NotUnderstood = {}
    if (cannot) missing.market = cannot
    if (topic) missing.topic = topic
    if (unanswered && kind !== 'outright' && kind !== 'results') missing.alsoMarket = unanswered
    const ambiguous = teamMatcher
      .ambiguous(withoutTeams)
      .filter((a) => !mentions.some((m) => m.phrase.includes(a.phrase)))
    if (side?.ambiguous) ambiguous.push(side.ambiguous)
    if (ambiguous.length > 0) missing.ambiguous = ambiguous
    const unmatched = unknownNames(
      blankValueWords(topic ? blankTopic(afterMarket, topic) : afterMarket),
      text,
      ambiguous.map((a) => a.phrase),
    ).filter((w) => !cannot || unsupportedMarket(` ${w} `) !== cannot)
    // "barca tips", "Barcelona next game": an unknown word where the question's subject goes is
    // a club Pitchwise does not know, never a word to answer around.
    const inAmbiguous = new Set(ambiguous.flatMap((a) => a.phrase.split(' ')))
    for (const w of wordsInSubjectPosition(words, text))
      if (!unmatched.includes(w) && !inAmbiguous.has(w)) unmatched.push(w)
    const derby = teamMatcher.unknownDerby(norm)
    if (derby) {
      for (const w of derby.split(' ')) if (unmatched.includes(w)) unmatched.splice(unmatched.indexOf(w), 1)
      unmatched.unshift(derby)
    }
    // "is Haaland fit", "Saka to score": beside these, an unknown name is a player, not a club.
    const aboutPlayers = (topic && PLAYER_TOPICS.has(topic)) || (cannot && PLAYER_MARKETS.has(cannot))
    if (aboutPlayers) unmatched.splice(0)
    if (qualifier && !unmatched.includes(qualifier)) unmatched.unshift(qualifier)
    if (unmatched.length > 0) missing.unmatched = unmatched
    if (Object.keys(missing).length > 0) raw.notUnderstood = missing
    if (ambiguous.length > 0 && !cannot) raw.kind = 'clarify'
    return { intent: raw, raw, offTopic: false, words }
  }

  function understand(
    text: string,
    context: Omit<ParseContext, 'teams' | 'competitions'>,
  ): { intent: Intent; words: AccountedWord[] } {
    const today = localDate(context.clientDate, context.timeZone)
    const { intent, raw, offTopic, words } = parseAlone(text, today)
    if (offTopic) return { intent, words }
    const pointed = pointAtEarlierAnswer(text, raw, context.chatHistory, context.previousIntent, today)
    if (pointed) return { intent: { ...pointed, followUp: true }, words }
    const previous = context.previousIntent ?? previousFromHistory(context.chatHistory, today, text)
    if (!previous || previous.kind === 'unsupported' || !isFollowUp(normalize(text), raw)) return { intent, words }
    return { intent: { ...mergeFollowUp(previous, raw), followUp: true }, words }
  }

  return { parse: (text, context) => understand(text, context).intent, understand }

  /**
   * "the second one" / "what about Chelsea's game" after a list: the fixture at that position
   * (or the listed fixture with that team) becomes a match question, keeping the market asked.
   */
  function pointAtEarlierAnswer(
    text: string,
    raw: Intent,
    history: ParseContext['chatHistory'],
    previousIntent: Intent | undefined,
    today: string,
  ): Intent | null {
    const norm = normalize(text)
    const position = raw.teams.length === 0 ? ordinalReference(norm) : null
    const cue = /^\s*(?:and|what about|how about|ok|so|then)\b|\b(?:game|match|fixture)\b/.test(norm)
    if (position === null && !(raw.teams.length === 1 && cue && raw.kind === 'team')) return null
    const listed = fixturesOfLastAnswer(history)
    const previous = previousIntent ?? previousFromHistory(history, today, text)
    const market = raw.market ?? (previous?.kind === 'outright' ? null : (previous?.market ?? null))
    const asMatch = (home: string, away: string): Intent => ({
      kind: 'match',
      market,
      count: null,
      dateWindow: null,
      competitions: [],
      teams: [home, away],
    })
    const resolved = listed
      .map((f) => ({
        home: teamMatcher.find(normalize(f.home), f.home)[0],
        away: teamMatcher.find(normalize(f.away), f.away)[0],
      }))
      .filter((f): f is { home: TeamMention; away: TeamMention } => !!f.home && !!f.away)
      .map((f) => ({ home: f.home.teamId, away: f.away.teamId }))
    if (position !== null) {
      const index = position === -1 ? resolved.length - 1 : position - 1
      const hit = resolved[index]
      if (hit) return asMatch(hit.home, hit.away)
      const said =
        resolved.length === 0
          ? 'there is no earlier list of matches to refer to'
          : `the previous answer listed ${resolved.length === 1 ? 'one match' : `${resolved.length} matches`}`
      return { ...raw, kind: 'picks', market, notUnderstood: { ...(raw.notUnderstood ?? {}), reference: said } }
    }
    const team = raw.teams[0]
    const hit = resolved.find((f) => f.home === team || f.away === team)
    return hit ? asMatch(hit.home, hit.away) : null
  }

  /** Without a stored intent, the last user message is re-read (follow-ups of follow-ups are not chased). */
  function previousFromHistory(
    history: ParseContext['chatHistory'],
    today: string,
    current: string,
  ): Intent | undefined {
    // The caller may or may not have appended the current question to the history already.
    const last = [...history].reverse().find((m) => m.role === 'user' && m.content.trim() !== current.trim())
    if (!last) return undefined
    const { intent } = parseAlone(last.content, today)
    return intent
  }
}

export function parseQuestion(text: string, context: ParseContext): Intent {
  return createQuestionParser(context.teams, context.competitions).parse(text, context)
}

function unsupported(reason: NonNullable<Intent['unsupportedReason']>): Intent {
  return {
    kind: 'unsupported',
    market: null,
    count: null,
    dateWindow: null,
    competitions: [],
    teams: [],
    unsupportedReason: reason,
  }
}

const FOOTBALLISH =
  /\b(?:football|soccer|match|matches|games?|fixtures?|tips?|picks?|bets?|odds|predictions?|goals?|league|table|standings|results?|score|team|club|season|title|relegation|derby|top (?:four|4)|top[\s-]four)\b/
const DRAW_NO_BET = '(?:dnb|draw no bet)'

/**
 * The club written right after a market phrase ("dnb Leipzig"), or right before it when it is
 * the only club or the pairing follows ("Arsenal dnb v Chelsea"); "Stuttgart Leipzig dnb" asks
 * about the match, not about Leipzig.
 */
function clubBeside(norm: string, mentions: readonly TeamMention[], phrase: string): string | undefined {
  const hits = mentions.filter((m) => {
    const name = m.phrase.split(' ').join('\\s+')
    const after = new RegExp(`\\b${phrase}\\s+(?:on\\s+|for\\s+)?${name}\\b`).test(norm)
    const before = new RegExp(
      `\\b${name}\\s+${phrase}\\b${mentions.length === 1 ? '' : '(?=.*\\b(?:v|vs|versus|against|at)\\b)'}`,
    ).test(norm)
    return after || before
  })
  const ids = [...new Set(hits.map((m) => m.teamId))]
  return ids.length === 1 ? ids[0] : undefined
}

/**
 * A second market that is only a word of the first: "double chance Sevilla or draw" (the draw is
 * half of the double chance), "3-0 correct score" (the scoreline is the correct score asked).
 */
function partOf(second: MarketSelection, first: MarketSelection | null): boolean {
  if (!first) return false
  if (first.type === 'double_chance') return ['draw', 'home_win', 'away_win', 'match_result'].includes(second.type)
  if (first.type === 'exact_score') return second.type === 'correct_score'
  if (first.type === 'correct_score') return second.type === 'exact_score'
  return false
}

function footballish(text: string): boolean {
  return FOOTBALLISH.test(text)
}

/**
 * Sides and names of a market that name one team: "Bayern to beat Leverkusen by 2", "Inter -1",
 * "Arsenal to score over 1.5". The team nearest before the market words is the one backed.
 */
function withTeam(market: NonNullable<Intent['market']>, mentions: TeamMention[], norm: string): Intent['market'] {
  // "will Arsenal v Chelsea end 2-1": the first number is the goals of the club named first.
  if (market.type === 'exact_score') return { ...market, teamId: mentions[0]?.teamId ?? null }
  if (market.type !== 'team_over' && market.type !== 'winning_margin' && market.type !== 'asian_handicap') return market
  if (mentions.length === 0) return market
  if (mentions.length === 1) return { ...market, teamId: mentions[0]?.teamId ?? null }
  if (market.type === 'team_over') return market
  if (market.type === 'asian_handicap') {
    // The team written right next to the signed line ("Inter -1", "+0.5 Leeds"); else, as
    // bookmakers quote a match's handicap, the home side named first ("Feyenoord vs Excelsior
    // handicap -1.5" is Feyenoord's line, though Excelsior is the nearer word).
    const at = norm.search(/[+-]\d(?:\.\d+)?/)
    for (const m of mentions)
      for (let i = norm.indexOf(` ${m.phrase} `); i >= 0; i = norm.indexOf(` ${m.phrase} `, i + 1)) {
        const end = i + m.phrase.length + 1
        if (end === at - 1 || /^[+-]\d(?:\.\d+)? $/.test(norm.slice(at, i + 1))) return { ...market, teamId: m.teamId }
      }
    return { ...market, teamId: mentions[0]?.teamId ?? null }
  }
  // "Will Bayern beat Leverkusen by 2": the subject of "beat"/"win" is the first team named.
  return { ...market, teamId: mentions[0]?.teamId ?? null }
}

const COMPETITION_WORD =
  /(?:^| )([a-z]{3,}) (?:premier league|super league|pro league|first division|premier division|league|liga|cup|championship|premiership|super lig|bundesliga|serie a)(?= )/

/** "Kazakh Premier League": a word before a competition name that is no known qualifier. */
function unknownQualifier(text: string): string | null {
  const m = COMPETITION_WORD.exec(text)
  const w = m?.[1]
  if (
    !w ||
    isOrdinaryWord(w) ||
    /^(?:efl|sky|bet|uefa|fa|carabao|dfb|scottish|spanish|english|german|italian|french|dutch|portuguese|turkish|greek|belgian|austrian|jupiler|europa|conference|champions|saudi|roshn|nations|world|african|asian|euro|places|spots|positions|european|relegation|promotion|title|attack|attacks|defence|defense|form|table|scoring|draws|wins)$/.test(
      w,
    )
  )
    return null
  return w
}

/**
 * Left-over words that look like names: capitalised mid-sentence (unless the whole question is
 * in title case) or written next to "v"/"vs", and not ordinary question vocabulary.
 */
function unknownNames(rest: string, original: string, ignore: string[]): string[] {
  const left = new Set(tokens(rest).filter((w) => /^[a-z][a-z0-9]{2,}$/.test(w) && !isOrdinaryWord(w)))
  const out: string[] = []
  const add = (w: string) => {
    if (left.has(w) && !ignore.includes(w) && !out.includes(w)) out.push(w)
  }
  // Next to "v" / "vs" / "against": a name position, whatever the case.
  // One space only: a blanked name leaves a run of spaces, so only truly adjacent words count.
  // Two words either side, so "Wakanda United vs" and "vs Borussia Springfield" are caught too.
  const re =
    /(?:^| )(?:vs?|versus|vrs|against) ([a-z][a-z0-9]+)(?: ([a-z][a-z0-9]+))?|(?:([a-z][a-z0-9]+) )?([a-z][a-z0-9]+) (?:vs?|versus|vrs)(?= )/g
  for (let m = re.exec(rest); m; m = re.exec(rest)) for (const w of m.slice(1)) if (w) add(w)
  const words = original.split(/[\s,;:!?()"“”]+/).filter((w) => /[A-Za-z]/.test(w))
  const capitalised = words.filter((w) => /^[A-Z]/.test(w))
  const titleCase = words.length >= 3 && capitalised.length / words.length > 0.6
  if (!titleCase) {
    original.split(/(?<=[.!?])\s+/).forEach((sentence) => {
      const ws = sentence.split(/[\s,;:!?()"“”]+/).filter((w) => w.length > 0)
      ws.slice(1).forEach((w) => {
        if (/^[A-Z][a-z]/.test(w)) for (const t of tokens(normalize(w))) add(t)
      })
    })
  }
  return out
}
