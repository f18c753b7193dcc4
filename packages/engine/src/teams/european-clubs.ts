import type { CuratedMerge } from './aliases.ts'

/**
 * Clubs whose European-cup spelling (openfootball's Football.TXT files name clubs in full, with
 * their country: "FC Red Bull Salzburg (AUT)") shares no prefix with the league files' spelling
 * ("RB Salzburg"), so the automatic merge cannot join them. The display name is the league
 * spelling so canonical ids already stored stay the same. Countries without a league in the data
 * are keyed by their code (`AZE`), as the directory does.
 */
export const EUROPEAN_MERGES: CuratedMerge[] = [
  {
    country: 'Austria',
    display: 'RB Salzburg',
    spellings: ['RB Salzburg', 'FC Red Bull Salzburg', 'Red Bull Salzburg'],
  },
  {
    country: 'Belgium',
    display: 'Union Saint-Gilloise',
    spellings: ['Union Saint-Gilloise', 'Royale Union Saint-Gilloise'],
  },
  { country: 'Greece', display: 'Olympiakos Piraeus', spellings: ['Olympiakos Piraeus', 'PAE Olympiakos SFP'] },
  { country: 'AZE', display: 'Qarabağ FK', spellings: ['Qarabağ FK', 'Qarabağ Ağdam FK'] },
  { country: 'SVK', display: 'ŠK Slovan Bratislava', spellings: ['ŠK Slovan Bratislava', 'Slovan Bratislava'] },
]
