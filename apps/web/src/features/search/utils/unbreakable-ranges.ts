/**
 * Scores and ranges ("2–2", "1.4–0.9", "55–60%") must not break across lines on a phone: the
 * en dash is a break opportunity (Unicode line breaking, class BA), so "2–" could end one line
 * and "2" start the next. The text itself is left as written (copying it gives plain "2–2").
 */
const RANGE = /(\d+(?:[.,]\d+)?%?–\d+(?:[.,]\d+)?%?)/

export interface TextPiece {
  text: string
  keepTogether: boolean
}

/** Splits text into plain pieces and number–number pieces that should stay on one line. */
export function splitUnbreakableRanges(text: string): TextPiece[] {
  return text
    .split(RANGE)
    .map((piece, index) => ({ text: piece, keepTogether: index % 2 === 1 }))
    .filter((piece) => piece.text.length > 0)
}
