/**
 * A score that states where a two-legged tie stands, not a scoreline to bet on: "can City overturn
 * the 3-0", "Liverpool 1-0 down from the first leg", "after losing 2-1 in the first leg". The data
 * holds the first leg, and the answer is who goes through (knockout.ts, two-legged.ts), so the
 * score is blanked before the markets are read and the question asks about qualification.
 */
import { blank } from './normalize.ts'

const SCORE = String.raw`\d ?[-–:] ?\d`
const LEG = String.raw`(?:first|1st|opening) leg`

const TIE_SCORE = new RegExp(
  [
    // "overturn the 3-0", "come back from a 2-0 deficit", "protect their 1-0 lead"
    String.raw`\b(?:overturn(?:s|ed|ing)?|overcom(?:e|es|ing)|turn(?:s|ing)? (?:round|around)|(?:come|coming|came) back from|comeback from|recover(?:s|ing)? from|claw(?:ing)? back|deficit of|lead of|protect(?:s|ing)?|defend(?:s|ing)?|hold(?:s|ing)? on to|sitting on)(?: (?:a|an|the|that|their|this|his))?(?: ${LEG}| aggregate)? ${SCORE}\b`,
    String.raw`\b${SCORE} (?:down|up|behind|ahead|deficit|lead|on agg(?:regate)?|aggregate)\b`,
    // "2-1 in the first leg", "3-0 from the first leg", "first leg ended 2-1"
    String.raw`\b${SCORE} (?:\w+ )?(?:in|from|at|after) (?:the )?${LEG}\b`,
    String.raw`\b${LEG} (?:ended |finished |was |score |result )?${SCORE}\b`,
  ].join('|'),
  'g',
)

/** The text with every tie-state score blanked, and whether there was one. */
export function blankTieScores(text: string): { rest: string; found: boolean } {
  TIE_SCORE.lastIndex = 0
  const found = TIE_SCORE.test(text)
  return { rest: found ? blank(text, TIE_SCORE) : text, found }
}
