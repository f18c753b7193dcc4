/**
 * Every word of a question accounted for (issue 29). The parser's extractors blank what they
 * understood, stage after stage, without moving any character; comparing the stages position by
 * position says which extractor took each word. What no extractor took is question vocabulary
 * (filler), a word naming the kind of answer (request), a topic or market Pitchwise names as not
 * covered (out of scope), or unknown. Unknown words are shown back to the reader, so no part of a
 * question is dropped without a word.
 */
import type { AccountedWord, WordRole } from '../analysis-types.ts'
import { NUMBER_WORDS } from './counts.ts'
import { isClubNameWord, isOrdinaryWord } from './english.ts'

/** The question after each extractor, all the same length as `norm` (blanked, never cut). */
export interface ParseStages {
  norm: string
  afterTeams: string
  afterDates: string
  afterComps: string
  afterMarket: string
  /** `afterMarket` with known out-of-scope topics and unpriceable markets blanked. */
  afterOutOfScope: string
  /**
   * Spans (start, end) of phrases in `norm` read without being blanked: a part of the day, a
   * side's "or draw", the words that choose the kind of answer ("form", "h2h", "table").
   */
  spans: { role: WordRole; from: number; to: number }[]
  /** Beside a player topic or market ("is Haaland fit"), an unknown name is a player's: out of scope. */
  aboutPlayers: boolean
  /** The count the question gave, if any. */
  count: number | null
}

/** Words that say which kind of answer is wanted: a table, form, head to head, an accumulator, an outright. */
const REQUEST_WORDS = new Set(
  `form guide h2h head record records run streak unbeaten winless meetings meeting encounters history
  table tables standings position positions points toppers stats statistics defence defense attack average
  acca accas accumulator accumulators parlay parlays multi multis fold folds double doubles treble trebles
  trixie yankee slip bankers banker outright outrights title relegation promotion promoted relegated
  survive stay crowned results result scores fixtures preview analysis compare comparison better stronger
  qualify qualifies qualification aggregate progress advances through upsets upset shock shocks`
    .split(/\s+/)
    .filter((w) => w.length > 0),
)

/** Set phrases whose words mean nothing on their own here ("on the cards" is not the cards market). */
const FILLER_PHRASES = [/\bon the cards\b/, /\bkick[\s-]?offs?\b/, /\bneutral (?:ground|venue|pitch)\b/]
/** Rounds of a knockout ("quarter finals"): what a "who goes through" question is about. */
const ROUND_WORDS =
  /\b(?:(?:quarter|semi)[\s-]?finals?|last (?:16|sixteen|eight)|round of (?:16|32)|finals?|old firm)\b/

const STAGE_ROLES: { stage: keyof ParseStages; role: WordRole }[] = [
  { stage: 'afterTeams', role: 'team' },
  { stage: 'afterDates', role: 'date' },
  { stage: 'afterComps', role: 'competition' },
  { stage: 'afterMarket', role: 'market' },
  { stage: 'afterOutOfScope', role: 'out_of_scope' },
]

function isNumberWord(w: string): boolean {
  return /^x?\d{1,2}$/.test(w) || w in NUMBER_WORDS || /^\d{1,2}-?folds?$/.test(w)
}

/** Each word of the normalised question with the part it plays. */
export function accountWords(s: ParseStages): AccountedWord[] {
  const out: AccountedWord[] = []
  const previous: Record<string, string> = {
    afterTeams: s.norm,
    afterDates: s.afterTeams,
    afterComps: s.afterDates,
    afterMarket: s.afterComps,
    afterOutOfScope: s.afterMarket,
  }
  const spans = [...s.spans, ...spansOf(s.norm, 'filler', FILLER_PHRASES), ...spansOf(s.norm, 'request', [ROUND_WORDS])]
  for (const m of s.norm.matchAll(/\S+/g)) {
    const start = m.index
    const end = start + m[0].length
    const word = m[0].replace(/^[./+\-:]+|[./+\-:]+$/g, '')
    if (word === '') continue
    const taken = STAGE_ROLES.find(({ stage }) =>
      blankedBetween(previous[stage] as string, s[stage] as string, start, end),
    )
    if (taken) out.push({ word, role: taken.role })
    else out.push({ word, role: spanRole(spans, start, end) ?? plainRole(word, s) })
  }
  return out
}

/** A word no extractor or phrase took: a count, a request word, filler or unknown; "in-form" by its parts. */
function plainRole(word: string, s: ParseStages): WordRole {
  if (s.count !== null && isNumberWord(word)) return 'count'
  if (REQUEST_WORDS.has(word)) return 'request'
  if (isClubNameWord(word)) return 'unknown'
  if (isOrdinaryWord(word) || /^\d+(?:[./:]\d+)?$/.test(word)) return 'filler'
  if (s.aboutPlayers && /^[a-z]+$/.test(word)) return 'out_of_scope'
  const parts = word.split(/[-/+]/).filter((p) => p.length > 0)
  if (parts.length > 1) {
    const roles = parts.map((p) => plainRole(p, s))
    if (!roles.includes('unknown')) return roles.includes('request') ? 'request' : (roles[0] as WordRole)
  }
  return 'unknown'
}

function spanRole(spans: ParseStages['spans'], start: number, end: number): WordRole | undefined {
  return spans.find((x) => start >= x.from && end <= x.to)?.role
}

/** Every match of each pattern in `norm`, as spans of one role. */
export function spansOf(norm: string, role: WordRole, patterns: readonly RegExp[]): ParseStages['spans'] {
  const out: ParseStages['spans'] = []
  for (const re of patterns)
    for (const m of norm.matchAll(new RegExp(re.source, 'g')))
      out.push({ role, from: m.index, to: m.index + m[0].length })
  return out
}

/** True when `after` blanked any character of [start, end) that `before` still had. */
function blankedBetween(before: string, after: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) if (before[i] !== ' ' && after[i] === ' ') return true
  return false
}

/**
 * Where a club's name goes. Strong places make any word there a name: "X vs", "X next game",
 * "X to win", "vs X", "against X". Weak places do only for the question's first word, its last,
 * or a word written with a capital: "barca tips", "tips for barca", "H2H Arsenal Bayern" are
 * clubs; "draw specialist picks", "straight wins today", "will spurs nick a draw" are not.
 */
const STRONG_BEFORE = /^(?:next|form|h2h|vs?|versus|vrs|to|fc|cf|sc|ac|afc)$/
const WEAK_BEFORE =
  /^(?:tips?|picks?|predictions?|games?|match|matches|fixtures?|odds|results?|chances?|preview|win|wins)$/
const STRONG_AFTER = /^(?:vs?|versus|vrs|against|beat|beats|play|plays|playing|face|faces|backing|about)$/
const WEAK_AFTER = /^(?:for|on|at|wins?|back)$/

/** Unknown words standing where the subject of a football question goes: names of clubs Pitchwise does not know. */
export function wordsInSubjectPosition(words: readonly AccountedWord[], original: string): string[] {
  const out: string[] = []
  words.forEach((w, i) => {
    // Only words made of letters can be a name: "3f2a9c" or an order number is not a club.
    if (w.role !== 'unknown' || out.includes(w.word) || !/^[a-z]+(?:-[a-z]+)*$/.test(w.word)) return
    const next = words[i + 1]?.word ?? ''
    const previous = words[i - 1]?.word ?? ''
    // "Wakanda United": the unknown name beside it carries the club; "United" alone is no name.
    const nameBeside = [words[i - 1], words[i + 1]].some((x) => x?.role === 'unknown' && !isClubNameWord(x.word))
    if (isClubNameWord(w.word) && nameBeside) return
    const capitalised = writtenCapitalised(w.word, original)
    const marked = i === 0 || i === words.length - 1 || capitalised
    // "H2H Arsenal Bayern": beside a named club only a capitalised word is another club
    // ("Bayern Dortmund possible?" asks whether it is possible).
    const besideClub = capitalised && (words[i - 1]?.role === 'team' || words[i + 1]?.role === 'team')
    const strong = STRONG_BEFORE.test(next) || STRONG_AFTER.test(previous)
    const weak = WEAK_BEFORE.test(next) || WEAK_AFTER.test(previous)
    if (strong || besideClub || (weak && marked)) out.push(w.word)
  })
  return out
}

function writtenCapitalised(word: string, original: string): boolean {
  const first = word[0]?.toUpperCase() ?? ''
  return new RegExp(`(?:^|[^\\p{L}])${first}${word.slice(1)}`, 'u').test(
    original.normalize('NFD').replace(/[\u0300-\u036f]/g, ''),
  )
}

/** The words the reader should see were not used: unknown, and not already reported as a name. */
export function unusedWords(words: AccountedWord[], reported: readonly string[]): string[] {
  const out: string[] = []
  for (const w of words)
    if (w.role === 'unknown' && !reported.includes(w.word) && !out.includes(w.word)) out.push(w.word)
  return out
}
