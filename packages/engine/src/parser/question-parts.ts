/**
 * One message, several questions of different kinds: "Arsenal v Everton over 2.5, and show me the
 * Prem table", "Celtic v Motherwell tip + who wins the Scottish league", "Bayern form, their
 * chances at Leverkusen and the h2h". Read whole, one kind wins and the rest was dropped without a
 * word. Here the message is cut at its separators (commas, "and", "+", question marks) and each
 * piece read alone:
 * - a piece with no club or league of its own ("the h2h", "both over 2.5?") takes the subject of
 *   the piece before it, and joins it unless it then asks for another kind of answer;
 * - "their", "they", "them" stand for the club named just before;
 * - a bare subject ("Arsenal or Spurs") that the next piece takes as its subject is not a
 *   question of its own;
 * - neighbouring pieces that ask for the same kind of answer are put back together, so "Liverpool
 *   v Palace and City v Everton" or "BTTS and over 2.5" stay one question, as the parser reads them.
 * Only when two or more kinds of answer remain is the message split; each part is then answered on
 * its own and charged only if every part is answered (analyze.ts).
 */
import type { AccountedWord, Intent } from '../analysis-types.ts'

export interface Understood {
  intent: Intent
  words: AccountedWord[]
}

/** Where a message may be cut: a comma, semicolon, question mark, "+", "&", "and", "also", "plus". */
const SEPARATOR = /\s*(?:[,;]|\?(?=\s*\S)|\s\+\s|\s&\s|\band\b|\balso\b|\bplus\b)\s*/gi
/** Words that, beside club names, still ask nothing: "Arsenal v Everton", "Arsenal or Spurs". */
const BARE_WORDS = new Set(['v', 'vs', 'versus', 'vrs', 'or', 'and', 'the', 'at', 'against'])
const PRONOUN = /\b(?:their|they|them|theirs|they're|theyre)\b/gi
/** Words that ask for a league's fixtures themselves. */
const FIXTURE_WORDS = /\b(?:fixtures?|games|matches|schedule|preview|overview|results)\b/i
/** At most this many parts: a longer list is more likely one question with many clauses. */
const MAX_PARTS = 3

interface Piece {
  text: string
  /** Where the piece stands in the message, to put neighbours back together as written. */
  start: number
  end: number
  /** The piece was rewritten (a subject lent, a pronoun replaced). */
  rewritten: boolean
  understood: Understood
}

interface Group {
  pieces: Piece[]
  kind: string
  /** The subject as text, for a following piece that has none ("the h2h"). */
  subject: string
  bare: boolean
  /** A later group took this one's subject. */
  lent: boolean
}

/** The kind of answer an intent gets: a preview, a table, an outright, form, head to head… */
function answerKind(intent: Intent): string {
  const kind =
    intent.kind === 'team' || intent.kind === 'comparison' ? 'match' : intent.kind === 'league' ? 'picks' : intent.kind
  return `${kind}:${intent.focus ?? ''}:${intent.statistic ?? ''}`
}

const answerable = (intent: Intent) =>
  intent.kind !== 'unsupported' && intent.kind !== 'clarify' && !intent.notUnderstood?.unmatched?.length

const hasSubject = (intent: Intent) => intent.teams.length > 0 || intent.competitions.length > 0

function isBare(words: AccountedWord[]): boolean {
  return words.every(
    (w) => w.role === 'team' || w.role === 'competition' || (w.role === 'filler' && BARE_WORDS.has(w.word)),
  )
}

/** Ordinary words that ask about a match: "their chances at Leverkusen", "Chelsea next game". */
const MATCH_ASKING = new Set(['chance', 'chances', 'odds', 'next', 'game', 'match', 'fixture', 'prediction', 'predict'])

/** A piece asks something when a word names a market or a kind of answer, not only a count or a club. */
function asks(words: AccountedWord[]): boolean {
  return words.some(
    (w) => w.role === 'market' || w.role === 'request' || (w.role === 'filler' && MATCH_ASKING.has(w.word)),
  )
}

const sameIds = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x))

/** `overview` asks for a cup's overview and `knockout` who goes through in the same cup. */
function sameCupRound(overview: Group, knockout: Group): boolean {
  const o = overview.pieces[0]?.understood.intent
  const k = knockout.pieces[0]?.understood.intent
  return (
    o?.kind === 'league' &&
    k?.kind === 'outright' &&
    (k.outright === 'next_round' || k.outright?.startsWith('reach_') === true) &&
    sameIds(o.competitions, k.competitions)
  )
}

/** The names of a piece's clubs and leagues, as it wrote them. */
function subjectOf(words: AccountedWord[]): string {
  return words
    .filter((w) => w.role === 'team' || w.role === 'competition')
    .map((w) => w.word)
    .join(' ')
}

/**
 * The message's parts when it asks for two or more kinds of answer, else null (answer it whole).
 * `understand` reads one piece of text.
 */
export function questionParts(question: string, understand: (text: string) => Understood): string[] | null {
  const spans: { raw: string; start: number; end: number }[] = []
  let from = 0
  for (const m of question.matchAll(SEPARATOR)) {
    spans.push({ raw: question.slice(from, m.index), start: from, end: m.index })
    from = m.index + m[0].length
  }
  spans.push({ raw: question.slice(from), start: from, end: question.length })
  const texts = spans.filter((t) => t.raw.trim().length > 0)
  if (texts.length < 2 || texts.length > 8) return null
  const groups: Group[] = []
  for (const { raw, start, end } of texts) {
    const previous = groups[groups.length - 1]
    const firstClub = previous?.pieces[0]?.understood.words.find((w) => w.role === 'team')?.word
    const text = firstClub ? raw.trim().replace(PRONOUN, firstClub) : raw.trim()
    const piece = { start, end, rewritten: text !== raw.trim() }
    const alone = understand(text)
    // "btts and over 2.5 Bayern v Dortmund", "corners and btts Arsenal Chelsea": pieces before the
    // first subject belong to the question that names it.
    if (previous && previous.subject === '' && hasSubject(alone.intent)) {
      previous.pieces.push({ ...piece, text, understood: alone })
      previous.kind = answerKind(alone.intent)
      previous.subject = subjectOf(alone.words)
      previous.bare = false
      continue
    }
    if (hasSubject(alone.intent) || !previous) {
      groups.push({
        pieces: [{ ...piece, text, understood: alone }],
        kind: asks(alone.words) ? answerKind(alone.intent) : '',
        subject: subjectOf(alone.words),
        bare: isBare(alone.words),
        lent: false,
      })
      continue
    }
    // No subject of its own: read with the one before it.
    const lent = `${previous.subject} ${text}`
    const borrowed = understand(lent)
    const kind = answerKind(borrowed.intent)
    // A new part only when the lent subject is read back as the same clubs or league, and the
    // piece asks for another kind of answer.
    const sameSubject =
      sameIds(borrowed.intent.teams, previous.pieces[0]?.understood.intent.teams ?? []) &&
      sameIds(borrowed.intent.competitions, previous.pieces[0]?.understood.intent.competitions ?? [])
    // A borrowed piece that reads only as the league's overview ("the promoted sides included")
    // asks for no answer of its own unless it names fixtures.
    const overviewOnly = borrowed.intent.kind === 'league' && !FIXTURE_WORDS.test(text)
    if (
      answerable(borrowed.intent) &&
      sameSubject &&
      asks(alone.words) &&
      !overviewOnly &&
      kind !== previous.kind &&
      !previous.bare
    ) {
      groups.push({
        pieces: [{ ...piece, text: lent, rewritten: true, understood: borrowed }],
        kind,
        subject: previous.subject,
        bare: false,
        lent: false,
      })
      previous.lent = true
    } else if (previous.bare && answerable(borrowed.intent)) {
      // "Arsenal or Spurs, who's in better form": the bare subject and its question are one.
      previous.pieces.push({ ...piece, text, understood: borrowed })
      previous.kind = kind
      previous.bare = false
    } else previous.pieces.push({ ...piece, text, understood: borrowed })
  }
  // A bare subject lent to the piece after it asked nothing itself.
  const asking = groups.filter((g) => !(g.bare && g.lent))
  // Neighbours asking for the same kind of answer are one question, read whole as before.
  const merged: Group[] = []
  for (const g of asking) {
    const last = merged[merged.length - 1]
    if (last && (last.kind === g.kind || g.bare || last.bare || g.kind === '' || last.kind === '')) {
      last.pieces.push(...g.pieces)
      if (last.bare || last.kind === '') last.kind = g.kind
      last.bare = last.bare && g.bare
    } else merged.push({ ...g, pieces: [...g.pieces] })
  }
  // "Champions League last 16 - first leg scores and who goes thru": a cup's overview beside who
  // goes through in it is one question; the knockout answer lists the ties and their first legs.
  for (let i = merged.length - 1; i > 0; i--) {
    const [a, b] = [merged[i - 1] as Group, merged[i] as Group]
    if (sameCupRound(a, b) || sameCupRound(b, a)) {
      a.pieces.push(...b.pieces)
      a.kind = b.kind.startsWith('outright') ? b.kind : a.kind
      merged.splice(i, 1)
    }
  }
  if (merged.length < 2 || merged.length > MAX_PARTS) return null
  // As written where nothing was rewritten; else the pieces as read.
  const parts = merged.map((g) => {
    const first = g.pieces[0] as Piece
    const last = g.pieces[g.pieces.length - 1] as Piece
    return g.pieces.some((p) => p.rewritten)
      ? g.pieces.map((p) => p.text).join(', ')
      : question.slice(first.start, last.end).trim()
  })
  // Every part must be a question the parser can answer on its own.
  return parts.every((p) => answerable(understand(p).intent)) ? parts : null
}
