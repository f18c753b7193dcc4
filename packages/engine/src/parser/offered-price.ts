/**
 * A price the asker has been offered (decision 418): "is 2.10 good odds for Everton double
 * chance", "Arsenal at 1.40 vs Chelsea, is there value", "Villa @ 3.25". Decimal odds written with
 * two decimals beside price words, or after "at"/"@"/"odds of" with one or two: the answer sets
 * the model's probability of that selection against the price. A bare one-decimal number stays a
 * goal line ("over 2.5"), never a price.
 */
import type { TeamMention } from './teams.ts'

export interface OfferedPrice {
  /** Decimal odds, 1.01 to 100. */
  odds: number
  /** The club written right before the price ("Arsenal at 1.40"): that club to win. */
  teamId?: string
}

const PRICE_WORDS = /\b(?:odds|price[ds]?|priced|value|good|bad|fair|decent|worth|stake|bet)\b/
/** "at 1.40", "@ 3.25" (normalised to a space), "odds of 2.1", "priced at 2.10". */
const AFTER_PRICE_WORD =
  /\b(?:at|odds of|odds|price of|priced at|price|offered|got|getting)\s+([1-9]\d?\.\d{1,2})\b(?!\s*goals?)/
/** A two-decimal number anywhere, when price words are in the question: "is 2.10 good odds". */
const TWO_DECIMALS = /(?<![\d.])([1-9]\d?\.\d{2})(?![\d.])/

export function readOfferedPrice(normalized: string, mentions: readonly TeamMention[]): OfferedPrice | null {
  const hit = AFTER_PRICE_WORD.exec(normalized) ?? (PRICE_WORDS.test(normalized) ? TWO_DECIMALS.exec(normalized) : null)
  if (!hit) return null
  const odds = Number(hit[1])
  if (!(odds > 1 && odds <= 100)) return null
  const at = hit.index + hit[0].indexOf(hit[1] as string)
  // A club backed by name ("Club Brugge to win at Westerlo 1.70"), else the club whose name ends
  // right before the price, with at most "at"/"@"/"to win at"/"are" between ("Villa are 2.90").
  for (const m of mentions)
    if (new RegExp(`\\b${m.phrase.split(' ').join('\\s+')}\\s+to win\\b`).test(normalized))
      return { odds, teamId: m.teamId }
  // "offered 2.50 on Chelsea": the club right after, unless another market follows its name.
  const after = normalized.slice(at + (hit[1] as string).length)
  for (const m of mentions)
    if (
      new RegExp(
        `^\\s+(?:on|for)\\s+${m.phrase.split(' ').join('\\s+')}\\b(?!\\s+(?:double chance|dc|dnb|draw no bet|to score|over|under|btts|or draw|handicap))`,
      ).test(after)
    )
      return { odds, teamId: m.teamId }
  const before = normalized.slice(0, at)
  for (const m of mentions) {
    const re = new RegExp(
      `\\b${m.phrase.split(' ').join('\\s+')}(?:\\s+(?:to win|win|at|@|odds|priced at|at odds of|are|is|are at|is at))*\\s*$`,
    )
    if (re.test(before)) return { odds, teamId: m.teamId }
  }
  return { odds }
}
