/** FIFA-style codes used in openfootball's international files ("Arsenal FC (ENG)") → the country names of competitions.ts. */
const FIFA_TO_COUNTRY: Record<string, string> = {
  ENG: 'England',
  SCO: 'Scotland',
  ESP: 'Spain',
  GER: 'Germany',
  ITA: 'Italy',
  FRA: 'France',
  NED: 'Netherlands',
  POR: 'Portugal',
  BEL: 'Belgium',
  AUT: 'Austria',
  SUI: 'Switzerland',
  GRE: 'Greece',
  TUR: 'Turkey',
  CZE: 'Czech Republic',
  HUN: 'Hungary',
  RUS: 'Russia',
  BRA: 'Brazil',
  ARG: 'Argentina',
  COL: 'Colombia',
  MEX: 'Mexico',
  USA: 'United States',
  JPN: 'Japan',
  CHN: 'China',
}

/** Country of a suffix code; unknown codes stand for themselves (a distinct namespace is all we need). */
export function countryFromFifaCode(code: string): string {
  return FIFA_TO_COUNTRY[code] ?? code
}
