/**
 * 'a' or 'an' before a club name or a number as it is read aloud: "an Arsenal win", "an FC
 * Barcelona win" (eff-see), "a PSV win", "a Union Berlin win" (yoo), "an 8-goal win". English
 * articles follow the sound, not the letter, so initialisms go by how their first letter is said.
 */

/** Letters whose name starts with a vowel sound (eff, aitch, ell, em, en, ar, ess, ex; and the vowels but U). */
const VOWEL_SOUND_LETTERS = new Set(['A', 'E', 'F', 'H', 'I', 'L', 'M', 'N', 'O', 'R', 'S', 'X'])

export function article(phrase: string): 'a' | 'an' {
  const word = phrase.trim().split(/[\s-]+/)[0] ?? ''
  if (/^\d/.test(word)) {
    // 8, 11, 18, 80…: "eight", "eleven", "eighteen"; every other number starts with a consonant sound.
    const digits = word.match(/^\d+/)?.[0] ?? ''
    return /^8/.test(digits) || (digits.length % 3 === 2 && /^1[18]/.test(digits)) ? 'an' : 'a'
  }
  // An initialism (FC, AC, SSC, PSV, RB): read letter by letter.
  if (/^[A-Z]{2,4}\.?$/.test(word)) return VOWEL_SOUND_LETTERS.has(word[0] ?? '') ? 'an' : 'a'
  const lower = word.toLowerCase()
  // "Union", "United", "Utrecht" is "oo" but "Uni-"/"Usa-"/"Eu-"/"One" start with a consonant sound.
  if (/^(uni|usa|uti|eu|one\b|once)/.test(lower)) return 'a'
  if (/^hou?r|^hon/.test(lower)) return 'an'
  return /^[aeiou]/.test(lower) ? 'an' : 'a'
}

/** The phrase with its article: withArticle('FC Barcelona win') → 'an FC Barcelona win'. */
export const withArticle = (phrase: string) => `${article(phrase)} ${phrase}`
