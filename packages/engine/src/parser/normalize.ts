/**
 * Text normalisation shared by every extractor: lowercase, no diacritics ("Atlético" and
 * "atletico" must match), punctuation turned into spaces except the characters that carry
 * meaning in bettors' shorthand (2.5, 14/03, 1x2, 2.5+, 4-fold).
 */
export function normalize(text: string): string {
  return ` ${text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[ßø]/g, (c) => (c === 'ß' ? 'ss' : 'o'))
    .replace(/&/g, ' and ')
    .replace(/[’']/g, '')
    // A dot between digits is a decimal or a date separator; any other dot is punctuation.
    .replace(/(?<!\d)\.|\.(?!\d)/g, ' ')
    .replace(/[^a-z0-9./+\-:]+/g, ' ')
    .replace(/\s+/g, ' ')
    // Bettors' spellings of the goal markets ("ovr 2.5", "ova 1.5", "undr 3.5").
    .replace(/\b(?:ovr|ova)\b/g, 'over')
    .replace(/\bundr\b/g, 'under')
    .trim()} `
}

/** Words of a normalised text, punctuation stripped (for n-gram matching of names). */
export function tokens(normalized: string): string[] {
  return normalized
    .replace(/[./+\-:]/g, ' ')
    .split(' ')
    .filter((t) => t.length > 0)
}

/** Replace every match of `re` (global) with spaces so later extractors do not see it again. */
export function blank(text: string, re: RegExp): string {
  return text.replace(re, (m) => ' '.repeat(m.length))
}
