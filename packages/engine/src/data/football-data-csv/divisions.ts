/**
 * football-data.co.uk's division codes and season folders, in openfootball's terms.
 * Files: `mmz4281/<season folder>/<division>.csv`, the season folder being the two years'
 * last digits (`2122` = 2021-22).
 */

export const DIVISION_COMPETITIONS: Readonly<Record<string, string>> = {
  E0: 'en.1',
  E1: 'en.2',
  E2: 'en.3',
  E3: 'en.4',
  SC0: 'sco.1',
  D1: 'de.1',
  D2: 'de.2',
  I1: 'it.1',
  I2: 'it.2',
  SP1: 'es.1',
  SP2: 'es.2',
  F1: 'fr.1',
  F2: 'fr.2',
  N1: 'nl.1',
  B1: 'be.1',
  P1: 'pt.1',
  T1: 'tr.1',
  G1: 'gr.1',
}

/** The top five leagues, the divisions the shared files hold (and the URL layout is asked for). */
export const DEFAULT_DIVISIONS = ['E0', 'D1', 'I1', 'SP1', 'F1'] as const

/** `2122` → `2021-22`; null for anything else. */
export function seasonOfFolder(folder: string): string | null {
  const m = /^(\d{2})(\d{2})$/.exec(folder)
  if (!m) return null
  const first = Number(m[1])
  const second = Number(m[2])
  if ((first + 1) % 100 !== second) return null
  const century = first >= 90 ? 1900 : 2000
  return `${century + first}-${m[2]}`
}

/** `2021-22` → `2122`. */
export function folderOfSeason(season: string): string | null {
  const m = /^\d{2}(\d{2})-(\d{2})$/.exec(season)
  return m ? `${m[1]}${m[2]}` : null
}

/** `13/08/2021` or `13/08/21` → `2021-08-13`; null when it is not a date. */
export function isoDateOfFootballData(value: string): string | null {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(value.trim())
  if (!m) return null
  const year = m[3]?.length === 2 ? 2000 + Number(m[3]) : Number(m[3])
  const month = Number(m[2])
  const day = Number(m[1])
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null
  return date.toISOString().slice(0, 10)
}
