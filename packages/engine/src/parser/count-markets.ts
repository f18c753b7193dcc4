/**
 * Markets beyond goals in bettors' words (issue 31): corners, cards, shots, shots on target,
 * half-time and first-half goals, and a referee named from the data ("Michael Oliver cards").
 * The words and the line beside them ("over 9.5 corners", "cards o4.5", "10+ corners") are read
 * and blanked before the goal markets are, so "over 4.5 cards" is never read as over 4.5 goals.
 * Whether the data holds the counts is the answer's business (report/write-counts.ts), not the
 * parser's: a corners question is understood either way.
 */
import type { CountStat } from '../model/count-index.ts'
import { blank } from './normalize.ts'

export type CountRequestStat = CountStat | 'half_time'

/** `result`: half-time 1X2; `goals`: first-half total; `htft`: half-time/full-time. */
export type HalfTimeMarket = 'result' | 'goals' | 'htft'

export interface CountRequest {
  stat: CountRequestStat
  /** The line asked ("over 9.5 corners" → 9.5); null = the usual lines for the statistic. */
  line: number | null
  side: 'over' | 'under'
  halfTime?: HalfTimeMarket
  /** A referee the data names ("M Oliver"), for their card record. */
  referee?: string
}

const NUMBER = String.raw`(\d{1,2}(?:\.5)?)`
const OVER = String.raw`(over|under|o|u|more than|fewer than|less than|at least)`

const STATS: { stat: CountStat; words: string }[] = [
  { stat: 'shots_on_target', words: String.raw`shots? on target|sot` },
  { stat: 'corners', words: String.raw`corners?(?: kicks?)?` },
  {
    stat: 'cards',
    // Not "on the cards" (likely) and not "booking codes" (a bet slip); booking points are another market.
    words: String.raw`(?:yellow |red )?cards?|bookings?(?! codes?| points)|yellows`,
  },
  { stat: 'shots', words: String.raw`shots?` },
]

const HTFT = /\bht ?\/ ?ft\b|\bhtft\b|\bhalf[\s-]?time ?\/ ?full[\s-]?time\b|\bhalf[\s-]?time full[\s-]?time\b/
const HALF = /\bhalf[\s-]?times?\b|\bht\b|\bat the break\b|\b(?:1st|first) half\b|\bhalf time\b/
const SECOND_HALF = /\b(?:2nd|second) half\b/
const GOAL_LINE = new RegExp(String.raw`\b${OVER} ?${NUMBER}\b(?: goals?)?|\b${NUMBER} ?\+`)
const HALF_WORDS =
  /\b(?:half[\s-]?times?|ht|at the break|(?:1st|first) half|result|winner|score|leader|lead|goals?|total)\b/g

/** The line said beside the statistic's words, with its side ("under 4.5 cards"). */
function lineNear(text: string, words: string): { line: number; side: 'over' | 'under'; span: RegExp } | null {
  const patterns = [
    new RegExp(String.raw`\b${OVER} ?${NUMBER} (?:total |match |team )?(?:${words})\b`),
    new RegExp(String.raw`\b(?:${words}) (?:total |match )?${OVER} ?${NUMBER}\b`),
    new RegExp(String.raw`\b${NUMBER} ?\+ (?:total |match )?(?:${words})\b`),
  ]
  for (const re of patterns) {
    const m = re.exec(text)
    if (!m) continue
    const word = m.slice(1).find((g) => g !== undefined && !/^\d/.test(g)) ?? 'over'
    const num = m.slice(1).find((g) => g !== undefined && /^\d/.test(g)) as string
    const plus = /\+/.test(m[0])
    const n = Number(num)
    // "10+ corners" and "at least 10" are ten or more: over 9.5.
    const line = plus || word === 'at least' ? n - 0.5 : n
    const side = /^(?:under|u|fewer than|less than)$/.test(word) ? 'under' : 'over'
    return { line, side, span: new RegExp(re.source, 'g') }
  }
  return null
}

export interface CountRead {
  counts: CountRequest | null
  /** The text with what was read blanked. */
  rest: string
}

/** Reads the first statistic the text asks about; second-half questions are left unread (no model for them). */
export function readCountMarket(text: string, referees: RefereeMatcher | null): CountRead {
  const referee = referees?.find(text) ?? null
  if (HTFT.test(text))
    return {
      counts: { stat: 'half_time', line: null, side: 'over', halfTime: 'htft' },
      rest: blank(text, new RegExp(HTFT.source, 'g')),
    }
  if (HALF.test(text) && !SECOND_HALF.test(text)) {
    const line = GOAL_LINE.exec(text)
    const goals = line !== null || /\bgoals?\b/.test(text)
    const counts: CountRequest = {
      stat: 'half_time',
      line: null,
      side: 'over',
      halfTime: goals ? 'goals' : 'result',
    }
    let rest = text
    if (line) {
      const num = line.slice(1).find((g) => g !== undefined && /^\d/.test(g)) as string
      const word = line[1] ?? 'over'
      counts.line = /\+/.test(line[0]) || word === 'at least' ? Number(num) - 0.5 : Number(num)
      counts.side = /^(?:under|u|fewer than|less than)$/.test(word) ? 'under' : 'over'
      rest = blank(rest, new RegExp(GOAL_LINE.source, 'g'))
    }
    return { counts, rest: blank(rest, HALF_WORDS) }
  }
  for (const { stat, words } of STATS) {
    const re = new RegExp(String.raw`(?<!\bon the )\b(?:${words})\b`, 'g')
    if (!re.test(text)) continue
    const near = lineNear(text, words)
    let rest = near ? blank(text, near.span) : text
    rest = blank(rest, re)
    const counts: CountRequest = { stat, line: near?.line ?? null, side: near?.side ?? 'over' }
    if (referee && stat === 'cards') {
      counts.referee = referee.name
      rest = blank(rest, referee.span)
    }
    return { counts, rest }
  }
  // "Michael Oliver stats", "referee A Taylor": a referee's record is their cards.
  if (referee)
    return {
      counts: { stat: 'cards', line: null, side: 'over', referee: referee.name },
      rest: blank(text, referee.span),
    }
  return { counts: null, rest: text }
}

export interface RefereeMatcher {
  /** The referee the text names, and the words naming them (and "referee" itself). */
  find(text: string): { name: string; span: RegExp } | null
}

const REFEREE_WORD = /\b(?:refs?|referees?|officials?)\b/

/**
 * Referees as the data writes them ("M Oliver"): "M Oliver", "Michael Oliver" (any first name of
 * that initial), or the surname alone beside the word "referee". A surname shared by two
 * referees goes to the one with more matches.
 */
export function createRefereeMatcher(referees: readonly { name: string; matches: number }[]): RefereeMatcher {
  const entries = referees
    .map((r) => {
      const m = /^([A-Za-z])[a-z]*\.? +([A-Za-z][A-Za-z' -]+)$/.exec(r.name.trim())
      if (!m) return null
      const initial = (m[1] as string).toLowerCase()
      const surname = (m[2] as string).toLowerCase().replace(/'/g, '')
      return surname.length >= 3 ? { ...r, initial, surname } : null
    })
    .filter((e): e is NonNullable<typeof e> => e !== null)
    .sort((a, b) => b.matches - a.matches)
  return {
    find(text) {
      for (const e of entries) {
        const full = new RegExp(String.raw`\b${e.initial}[a-z]* ${e.surname}\b`)
        if (full.test(text))
          return {
            name: e.name,
            span: new RegExp(String.raw`\b${e.initial}[a-z]* ${e.surname}\b|${REFEREE_WORD.source}`, 'g'),
          }
      }
      if (!REFEREE_WORD.test(text)) return null
      for (const e of entries)
        if (new RegExp(String.raw`\b${e.surname}\b`).test(text))
          return { name: e.name, span: new RegExp(String.raw`\b${e.surname}\b|${REFEREE_WORD.source}`, 'g') }
      return null
    },
  }
}
