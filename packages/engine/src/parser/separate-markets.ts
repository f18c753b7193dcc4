/**
 * "Man U v Villa, who wins and will both teams score?", "Sheff Wed Ipswich who wins, o/u 2.5,
 * btts": several markets asked as separate questions about one match, each answered from the
 * same preview. Told apart from one bet on two selections ("Arsenal to win and BTTS", priced only
 * when the matrix joins them, combined-markets.ts) by how they are asked: an open "who wins" is
 * never a leg of a bet, and a question word, comma or question mark between the two starts a new
 * question.
 */
import type { MarketSelection } from '../analysis-types.ts'
import { extractMarket } from './markets.ts'

/** Words that open a new question between two markets ("… and will both score"). */
const QUESTION_BETWEEN = /\b(?:will|would|could|can|do|does|did|is|are|what|whats|how|who|also|and then|or)\b/

/** Where `before` and `after` differ: the span a market extraction blanked. */
function blankedSpan(before: string, after: string): { start: number; end: number } | null {
  let start = -1
  let end = -1
  for (let i = 0; i < before.length; i++)
    if (before[i] !== after[i]) {
      if (start < 0) start = i
      end = i + 1
    }
  return start < 0 ? null : { start, end }
}

/** "who wins", "winner?", "1x2": the result asked as a question, not a club backed to win. */
const OPEN_RESULT =
  /\bwho(?: ll| will| would| is going to| s going to)? (?:win|wins|take it|takes it|come out on top|comes out on top|get the win|gets the win|wins it)\b|\bwinner\b|\b1x2\b|\bwho s winning\b|\bresult\b|\bwhich (?:team|side) wins\b/

const isOpenResult = (m: MarketSelection, text: string) => m.type === 'match_result' && OPEN_RESULT.test(text)

/** Which clause of the raw question (split at commas, question marks, semicolons) holds a market of this type. */
function clauseOf(question: string, type: MarketSelection['type']): number {
  const clauses = question.split(/[,?;]+/)
  return clauses.findIndex((c) => extractMarket(` ${c.toLowerCase()} `).market?.type === type)
}

/**
 * Whether `second` is a question of its own rather than a second leg of one bet with `first`.
 * `text` is the normalised question before the first extraction, `afterFirst` after it and
 * `afterSecond` after the second; `question` is the raw text (punctuation kept).
 */
export function asksSeparately(
  first: MarketSelection,
  second: MarketSelection,
  spans: { text: string; afterFirst: string; afterSecond: string },
  question: string,
): boolean {
  if (isOpenResult(first, spans.text) || isOpenResult(second, spans.text)) return true
  const a = clauseOf(question, first.type)
  const b = clauseOf(question, second.type)
  if (a >= 0 && b >= 0 && a !== b) return true
  const one = blankedSpan(spans.text, spans.afterFirst)
  const two = blankedSpan(spans.afterFirst, spans.afterSecond)
  if (!one || !two) return false
  const gap = spans.text.slice(Math.min(one.end, two.end), Math.max(one.start, two.start))
  return QUESTION_BETWEEN.test(gap)
}

/**
 * The markets in the order the answer leads with them: a market with a side or line first, the
 * open "who wins" last (the preview's 1X2 table answers it either way).
 */
export function orderAsked(markets: MarketSelection[]): MarketSelection[] {
  const seen = new Set<string>()
  const distinct = markets.filter((m) => {
    const key = JSON.stringify(m)
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
  const result = (m: MarketSelection) => m.type === 'match_result'
  return [...distinct.filter((m) => !result(m)), ...distinct.filter(result)]
}
