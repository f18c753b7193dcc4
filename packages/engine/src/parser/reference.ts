/**
 * Follow-ups that point at an earlier answer: "the second one", "number 3", "the last one",
 * "what about Chelsea's game". The earlier answer is the assistant message the client sends
 * back in the chat history; its numbered picks (`1. **Home v Away** …`) and match headers
 * (`## Home v Away`) are the list the user is pointing into.
 */
import type { ChatMessage } from '../analysis-types.ts'

const ORDINALS: Record<string, number> = {
  first: 1,
  '1st': 1,
  second: 2,
  '2nd': 2,
  third: 3,
  '3rd': 3,
  fourth: 4,
  '4th': 4,
  fifth: 5,
  '5th': 5,
  sixth: 6,
  '6th': 6,
  seventh: 7,
  '7th': 7,
  eighth: 8,
  '8th': 8,
  ninth: 9,
  '9th': 9,
  tenth: 10,
  '10th': 10,
}

const ORDINAL_RE = new RegExp(
  // "the first leg" of an acca, never a two-legged tie's ("first leg scores", "the first leg result").
  `\\b(?:the )?(${Object.keys(ORDINALS).join('|')}|last) (?:one|pick|match|game|fixture|tip|selection|bet|leg(?! (?:scores?|results?|leads?|deficits?|wins?|draws?|defeats?|losses?|of the tie)))\\b|\\b(?:number|no|pick|#) ?(\\d{1,2})\\b|^ *(?:and |what about |how about )?(?:the )?(${Object.keys(ORDINALS).join('|')}|last)(?: one)? *\\?? *$`,
)

/** 1-based position the user points at; -1 for "the last one"; null when none. */
export function ordinalReference(normalized: string): number | null {
  const m = ORDINAL_RE.exec(normalized)
  if (!m) return null
  const word = m[1] ?? m[3]
  if (word === 'last') return -1
  if (word) return ORDINALS[word] ?? null
  const n = Number(m[2])
  return n >= 1 && n <= 20 ? n : null
}

export interface ListedFixture {
  home: string
  away: string
}

const PICK_LINE = /^\s*\d{1,2}\. \*\*(.+?) v (.+?)\*\*/
const HEADER_LINE = /^#{2,3} (?:Hypothetical: )?(.+?) v (.+?)(?: \(neutral ground\))?$/

/** Fixtures of the most recent assistant answer, in the order it listed them. */
export function fixturesOfLastAnswer(history: ChatMessage[]): ListedFixture[] {
  const last = [...history].reverse().find((m) => m.role === 'assistant')
  if (!last) return []
  const out: ListedFixture[] = []
  for (const line of last.content.split('\n')) {
    const m = PICK_LINE.exec(line) ?? HEADER_LINE.exec(line)
    if (m?.[1] && m[2] && !out.some((f) => f.home === m[1] && f.away === m[2])) out.push({ home: m[1], away: m[2] })
  }
  return out
}
