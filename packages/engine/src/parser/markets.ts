/**
 * Market detection in bettors' words. Rules are tried most specific first ("win to nil"
 * before "win", "draw no bet" before "draw", "safest over 1.5" is an over, not a banker).
 */
import type { DoubleChanceSide, MarketSelection } from '../analysis-types.ts'
import { GOAL_LINES, type GoalLine, TEAM_GOAL_LINES, type TeamGoalLine } from '../types.ts'
import { blank } from './normalize.ts'

type Rule = { re: RegExp; market: (m: RegExpExecArray) => MarketSelection | null }

const NUM_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5 }

/** "over 2" / "more than 2 goals" both mean three or more: the .5 line above the integer. */
function overLine(whole: string, half: string | undefined): GoalLine | null {
  const n = NUM_WORDS[whole] ?? Number(whole)
  const line = `${n}.5`
  return (GOAL_LINES as readonly string[]).includes(line) && (half === '5' || half === undefined)
    ? (line as GoalLine)
    : null
}

/** "under 3" means at most two: the .5 line below the integer; "under 2.5" stays. */
function underLine(whole: string, half: string | undefined): GoalLine | null {
  const n = NUM_WORDS[whole] ?? Number(whole)
  const line = half === '5' ? `${n}.5` : `${n - 1}.5`
  return (GOAL_LINES as readonly string[]).includes(line) ? (line as GoalLine) : null
}

function teamLine(line: string | undefined): TeamGoalLine {
  return (TEAM_GOAL_LINES as readonly string[]).includes(line ?? '') ? (line as TeamGoalLine) : '0.5'
}

const side = (_m: RegExpExecArray, s: DoubleChanceSide): MarketSelection => ({ type: 'double_chance', side: s })

const simple =
  (type: 'btts_yes' | 'btts_no' | 'home_win' | 'away_win' | 'draw' | 'match_result' | 'underdog_win') => () =>
    ({ type }) as MarketSelection

const MARGIN_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, a: 1 }

/** "by 2 or more goals", "by two clear goals", "by exactly 1": a winning margin. */
function margin(phrase: string, num: string): MarketSelection {
  const said = MARGIN_WORDS[num] ?? Number(num)
  // "by more than 2" is by 3 or more; "by at least 2" and "by 2 or more" are by 2 or more.
  const n = /more than/.test(phrase) ? said + 1 : said
  const orMore = /\+|or more|plus|clear|at least|\bmore\b/.test(phrase)
  const exact = /exact/.test(phrase) || (!orMore && n === 1)
  return { type: 'winning_margin', margin: n, exact, teamId: null }
}

/** Quarter lines from −2.5 to +2.5; anything else is not a line this engine prices. */
function handicapLine(raw: string): number | null {
  const v = Number(raw.replace(/^\+/, ''))
  if (!Number.isFinite(v) || Math.abs(v) > 2.5 || Math.round(v * 4) !== v * 4) return null
  return v
}

const RULES: Rule[] = [
  {
    // Before the goal lines: "by at least 2 goals" is a margin, not "over 1.5".
    re: /\b(?:beat|beats|win|wins|winning|won|victory|thrash|thrashes|hammer|hammers|smash|smashes|thump|thumps|batter|batters|edge|edges|rout|routs|demolish|demolishes|trounce|trounces|spank|spanks|destroy|destroys|dismantle|dismantles)\b(?:\s+\S+){0,5}?\s+by (?:exactly |at least |more than )?(\d|one|two|three|four|five|a)(?:\+| or more| plus| clear| or more clear)? ?(?:goals?)?(?:\+| or more| clear)?/,
    market: (m) => margin(m[0], m[1] ?? ''),
  },
  {
    // "Bayern by 2+ vs Dortmund": no verb, but "by N or more" only ever names a winning margin.
    re: /\bby (?:at least |more than )?(\d|one|two|three|four|five)(?: ?\+| or more| plus| clear| or more clear)(?: goals?)?/,
    market: (m) => margin(m[0], m[1] ?? ''),
  },
  {
    re: /\b(?:winning margins?|margin of victory|win(?:ning)? margins?|win by how many|how many goals (?:will|would|do|does|can)\b.{0,40}?\bwin by)\b/,
    market: () => ({ type: 'winning_margin', margin: 0, exact: false, teamId: null }),
  },
  {
    // "spread" is the US name for a goal handicap ("Bayern -1.5 spread").
    re: /\b(?:asian handicap|asian hcp|handicap|hcp|ah|spread)\s*([+-]?\d(?:\.\d{1,2})?)(?![\d.])|(?<![\w.])([+-]\d(?:\.\d{1,2})?)(?![\d.])\s*(?:\S+\s+)?(?:asian handicap|handicap|hcp|ah|asian|spread)\b/,
    market: (m) => {
      const line = handicapLine(m[1] ?? m[2] ?? '')
      return line === null ? null : { type: 'asian_handicap', line, teamId: null }
    },
  },
  { re: /\bwin(?:s|ning)?[\s-]to[\s-]nill?\b|\bwtn\b/, market: () => ({ type: 'win_to_nil' }) },
  { re: /\bclean[\s-]?sheets?\b|\bshut[\s-]?outs?\b/, market: () => ({ type: 'clean_sheet' }) },
  { re: /\bdraw no bet\b|\bdnb\b/, market: () => ({ type: 'draw_no_bet' }) },
  {
    re: /\b(?:double chance|dc)(?: (?:on |of )?(1x|x2|12))?\b/,
    market: (m) => ({ type: 'double_chance', side: (m[1]?.toUpperCase() as DoubleChanceSide | undefined) ?? null }),
  },
  { re: /\b1x\b|\bhome (?:win )?or (?:a |the )?draw\b|\bdraw or home\b/, market: (m) => side(m, '1X') },
  { re: /\baway win or (?:a |the )?draw\b/, market: (m) => side(m, 'X2') },
  // "Spurs win or draw": one bet on a side avoiding defeat, not a draw plus a win.
  {
    re: /\bwin or (?:a |the )?draw\b|\bdraw or (?:a |the )?win\b/,
    market: () => ({ type: 'double_chance', side: null }),
  },
  { re: /\bx2\b|\baway or draw\b|\bdraw or away\b/, market: (m) => side(m, 'X2') },
  { re: /\beither (?:team|side) to win\b|\bno draw\b/, market: (m) => side(m, '12') },
  {
    // "chance of a 0-0", "will it end 2-1", "a goalless draw": one scoreline. One digit a side, so
    // dates (14-03), times (15:00) and "4-fold" are not scores.
    re: /(?<![\d.:/-])\b(\d) ?[-–:] ?(\d)\b(?![\d.:/-]| ?(?:fold|pm|am))|\b(?:goalless|scoreless|nil[\s-]nil|nil[\s-]all|no[\s-]score) draws?\b|\bnil[\s-](?:nil|all)\b/,
    market: (m) => ({
      type: 'exact_score',
      goals: m[1] !== undefined ? [Number(m[1]), Number(m[2])] : [0, 0],
      teamId: null,
    }),
  },
  {
    re: /\b(?:most likely|likeliest|probable) (?:final )?(?:scores?|scorelines?)\b|\b(?:correct|exact|final|predicted) (?:scores?|scorelines?|results?)\b|\bscorelines?\b|\bscore predictions?\b|\bwhat will the score be\b|\bwhat (?:will the )?score\b|\bhow will it end\b/,
    market: () => ({ type: 'correct_score' }),
  },
  {
    // "BTTS and over 2.5", "over 2.5 & btts", "both teams to score and over 2.5": one bet.
    re: /\b(?:btts|gg|both (?:teams?|sides?) (?:to )?score)(?: and| with| \+)? (?:over ?|o)([0-4])\.5\b|\b(?:over ?|o)([0-4])\.5(?: and| with| \+)? (?:btts|gg|both (?:teams?|sides?) (?:to )?score)\b/,
    market: (m) => lineOrNull('btts_and_over', overLine(m[1] ?? m[2] ?? '', '5')),
  },
  {
    re: /\bbtts[\s:-]*no\b|\bno btts\b|\bbtts n\b|(?<!\/)\bng\b(?!\/)|\bboth (?:teams?|sides?) (?:not to|wont|will not|not) score\b|\bboth (?:teams?|sides?) to score[\s:-]*no\b|\bgg[\s:-]*no\b|\bone team (?:fails|not) to score\b/,
    market: simple('btts_no'),
  },
  {
    re: /\bbtts(?:[\s:-]*yes)?\b|\bgg(?:\/ng)?\b|\bboth (?:teams?|sides?) (?:to |will |)(?:score|scoring|find the net|net)\b|\bboth score\b|\bgoals at both ends\b/,
    market: simple('btts_yes'),
  },
  {
    re: /\bteam (?:goals|total) (?:over|o) ?([0-2]\.5)\b|\b(?:over|o) ?([0-2]\.5) team goals\b|\b(?:to )?score (?:over ([0-2]\.5)|([1-3]) ?\+)/,
    market: (m) => {
      const plus = m[4] ? `${Number(m[4]) - 1}.5` : undefined
      return { type: 'team_over', line: teamLine(m[1] ?? m[2] ?? m[3] ?? plus), teamId: null }
    },
  },
  {
    // "o/u 2.5", "over/under 3.5", "totals 2.5": the totals line, quoted (as bookmakers do) by its over.
    re: /(?:\bo\/u|\bover\/under|\bover-under|\bover or under|\btotals?) ?(\d)(?:\.(\d))?(?!\d)/,
    market: (m) => lineOrNull('over', overLine(m[1] ?? '', m[2])),
  },
  {
    re: /\b(?:over ?|o)(\d)(?:\.(\d))?(?: goals?)?(?!\d)|\b(\d)\.5 ?\+|\b(\d) ?\+ goals|\b(?:more than|at least) (\d|one|two|three|four|five)(?:\.(\d))? goals?/,
    market: (m) => {
      if (m[1] !== undefined) return lineOrNull('over', overLine(m[1], m[2]))
      if (m[3] !== undefined) return lineOrNull('over', overLine(m[3], '5'))
      if (m[4] !== undefined) return lineOrNull('over', overLine(String(Number(m[4]) - 1), undefined))
      if (m[5] !== undefined) {
        const n = NUM_WORDS[m[5]] ?? Number(m[5])
        // "at least 3 goals" = over 2.5; "more than 2 goals" = over 2.5
        const whole = m[0].startsWith('at least') ? String(n - 1) : String(n)
        return lineOrNull('over', overLine(whole, m[6]))
      }
      return null
    },
  },
  {
    re: /\b(?:under ?|u)(\d)(?:\.(\d))?(?: goals?)?(?!\d)|\b(?:less|fewer) than (\d|one|two|three|four|five)(?:\.(\d))? goals?/,
    market: (m) => lineOrNull('under', underLine(m[1] ?? m[3] ?? '', m[2] ?? m[4])),
  },
  {
    // "which games will have the most goals": games, not a club's goals (that is a table statistic).
    re: /\bovers\b|\bover goals\b|\bgoals? galore\b|\bhigh(?:est)?[\s-]scoring (?!teams?\b|sides?\b|clubs?\b)|\bhigh[\s-]scoring\b|\blots of goals\b|\bgoal ?fests?\b|\b(?:games?|matches|fixtures) (?:\w+ ){0,4}most goals\b/,
    market: () => ({ type: 'over', line: '2.5' }),
  },
  {
    re: /\bunders\b|\bunder goals\b|\blow[\s-]scoring\b|\btight games?\b/,
    market: () => ({ type: 'under', line: '2.5' }),
  },
  // "home or away win, give %": which side, asked as a question.
  { re: /\bhome or away(?: win)?\b|\bhome win or away win\b/, market: simple('match_result') },
  { re: /\bhome (?:wins?|teams? to win|sides? to win|bankers?|favou?rites?)\b/, market: simple('home_win') },
  // "which home teams are safest", "safest home sides": home wins, ranked by safety.
  {
    re: /\b(?:which|safest|safe) home (?:teams?|sides?|clubs?)\b|\bhome (?:teams?|sides?) (?:are )?(?:the )?safest\b/,
    market: simple('home_win'),
  },
  {
    // "Which home sides … are the safest bets to win": the side is the market, "safest" its ranking.
    re: /\bhome (?:sides?|teams?|clubs?)\b(?:\s+\S+){0,10}?\s+(?:to )?(?:win|beat)\b/,
    market: simple('home_win'),
  },
  {
    re: /\baway (?:sides?|teams?|clubs?)\b(?:\s+\S+){0,10}?\s+(?:to )?(?:win|beat)\b/,
    market: simple('away_win'),
  },
  { re: /\baway (?:wins?|teams? to win|sides? to win|bankers?|favou?rites?)\b/, market: simple('away_win') },
  {
    re: /\bunderdogs?\b|\bupsets?\b|\bshock (?:wins?|results?)\b|\bgiant[\s-]?killings?\b|\boutsiders? to win\b/,
    market: simple('underdog_win'),
  },
  // "end in a tie": US English for a draw (a cup tie is "tie" alone, never "in a tie").
  {
    re: /\bdraws?\b|\bdrawn\b|\bstalemates?\b|\bend level\b|\b(?:end|ends|finish|finishes) (?:in )?a tie\b/,
    market: simple('draw'),
  },
  {
    // UK "nap" (a tipster's best bet) and "dead cert", "low risk": the safest picks.
    re: /\bbankers?\b|\bsafest\b|\bsafe\b|\bsure(?:st)?\b|\bsure ?bets?\b|\blocks?\b|\bnailed on\b|\bcertain(?:ties)?\b|\bmost likely\b|\bconfident\b|\bstrongest\b|\bnaps?\b|\b(?:dead )?certs?\b|\blow[\s-]risk\b/,
    market: () => ({ type: 'banker' }),
  },
  {
    // US "moneyline" is the 1X2; "odds of Arsenal winning", "chances of Chelsea beating" ask it too.
    re: /\b1x2\b|\bwho (?:will |would |is going to |gonna )?win\b|\bwhos? (?:is )?winning\b|\bwho wins\b|\bwinners?\b|\bbeat\b|\bbeats\b|\bbeating\b|\bwinning\b(?! (?:run|streak|record|form|margin))|\bmatch result\b|\bwin\b|\bwins\b|\blose\b|\bresult\b|\bmoney ?lines?\b/,
    market: simple('match_result'),
  },
]

function lineOrNull(type: 'over' | 'under' | 'btts_and_over', line: GoalLine | null): MarketSelection | null {
  return line ? { type, line } : null
}

export interface MarketExtraction {
  market: MarketSelection | null
  rest: string
}

export function extractMarket(text: string): MarketExtraction {
  for (const rule of RULES) {
    const m = rule.re.exec(text)
    if (!m) continue
    const market = rule.market(m)
    if (!market) continue
    return { market, rest: blank(text, new RegExp(rule.re.source, 'g')) }
  }
  return { market: null, rest: text }
}

/** Goal lines, shorthands and prices that must not be read as a count ("o2.5", "3+ goals", "at 2.10"). */
export function blankGoalNumbers(text: string): string {
  return blank(text, /\b(?:over ?|under ?|o|u)\d(?:\.\d)?\b|\b\d\.\d\b|\b\d{1,2}\.\d{2}\b|\b\d ?\+|\b\d+ goals?\b/g)
}
