/**
 * Name normalisation shared by the team directory and the question parser: two spellings of one
 * club ("Manchester United FC", "manchester utd." is NOT one of them — that is an alias) should
 * normalise to the same key, while distinct clubs keep distinct keys.
 */

/** Club-type affixes that carry no identity ("FC", "AFC", "CF", "Club", "de", "Balompié", …). */
const NOISE_TOKENS = new Set([
  'fc',
  'afc',
  'cf',
  'sc',
  'ac',
  'cd',
  'ud',
  'sd',
  'rc',
  'rcd',
  'ssc',
  'ssd',
  'as',
  'us',
  'ss',
  'acf',
  'ca',
  'sv',
  'fk',
  'sk',
  'bk',
  'if',
  'club',
  'clube',
  'de',
  'del',
  'do',
  'da',
  'futbol',
  'football',
  'balompie',
  'calcio',
  'the',
  'cfc',
  'sfc',
  'kv',
  'krc',
  'rsc',
  'vv',
  'tsg',
  'sbv',
  'gnk',
  'ec',
  'se',
])

/** Abbreviations that sources spell out elsewhere ("Bor. Mönchengladbach"). */
const EXPANSIONS: Record<string, string> = {
  bor: 'borussia',
  utd: 'united',
  st: 'saint',
}

/** Three-letter country suffix, as in "Arsenal FC (ENG)" in Champions League files. */
const COUNTRY_SUFFIX = /\s*\(([A-Z]{3})\)\s*$/

/** `(ENG)` → `ENG`, or null. */
export function countrySuffix(name: string): string | null {
  return COUNTRY_SUFFIX.exec(name)?.[1] ?? null
}

/** Name without its `(ENG)` suffix, otherwise untouched. */
export function stripCountrySuffix(name: string): string {
  return name.replace(COUNTRY_SUFFIX, '').trim()
}

/** Lower-case ASCII tokens: accents stripped, `&` → `and`, apostrophes dropped, punctuation → space. */
export function nameTokens(name: string): string[] {
  return stripCountrySuffix(name)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/ø/gi, 'o')
    .replace(/æ/gi, 'ae')
    .replace(/ı/g, 'i')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’`´]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter((t) => t.length > 0)
    .map((t) => EXPANSIONS[t] ?? t)
}

/**
 * Canonical key of a team name: tokens without club-type affixes or bare numbers ("Bayer 04
 * Leverkusen" → `bayer leverkusen`, "Club Atlético de Madrid" → `atletico madrid`). When stripping
 * would leave nothing ("FC 08"), the unstripped tokens are kept so the key is never empty for a
 * non-empty name.
 */
export function normalizeTeamName(name: string): string {
  const tokens = nameTokens(name)
  const kept = tokens.filter((t) => !NOISE_TOKENS.has(t) && !/^\d+$/.test(t))
  return (kept.length > 0 ? kept : tokens).join(' ')
}
