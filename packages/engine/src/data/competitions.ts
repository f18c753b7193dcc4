import type { CompetitionInfo } from '../types.ts'

/**
 * Every competition code present in the openfootball data, with the English name a bettor would
 * use (not the source's own, e.g. "Österr. Bundesliga"), its country, and the IANA zone the
 * source's local kick-off times are written in (we checked typical times: 15:00 in England,
 * 21:00 for Champions League nights, 19:30 for MLS evenings, i.e. local wall-clock time).
 */
const CATALOGUE: Record<string, Omit<CompetitionInfo, 'code'>> = {
  'en.1': { name: 'Premier League', country: 'England', timeZone: 'Europe/London' },
  'en.2': { name: 'Championship', country: 'England', timeZone: 'Europe/London' },
  'en.3': { name: 'League One', country: 'England', timeZone: 'Europe/London' },
  'en.4': { name: 'League Two', country: 'England', timeZone: 'Europe/London' },
  'sco.1': { name: 'Scottish Premiership', country: 'Scotland', timeZone: 'Europe/London' },
  'de.1': { name: 'Bundesliga', country: 'Germany', timeZone: 'Europe/Berlin' },
  'de.2': { name: '2. Bundesliga', country: 'Germany', timeZone: 'Europe/Berlin' },
  'de.3': { name: '3. Liga', country: 'Germany', timeZone: 'Europe/Berlin' },
  'de.cup': { name: 'DFB-Pokal', country: 'Germany', timeZone: 'Europe/Berlin' },
  'es.1': { name: 'La Liga', country: 'Spain', timeZone: 'Europe/Madrid' },
  'es.2': { name: 'Segunda División', country: 'Spain', timeZone: 'Europe/Madrid' },
  'it.1': { name: 'Serie A', country: 'Italy', timeZone: 'Europe/Rome' },
  'it.2': { name: 'Serie B', country: 'Italy', timeZone: 'Europe/Rome' },
  'fr.1': { name: 'Ligue 1', country: 'France', timeZone: 'Europe/Paris' },
  'fr.2': { name: 'Ligue 2', country: 'France', timeZone: 'Europe/Paris' },
  'nl.1': { name: 'Eredivisie', country: 'Netherlands', timeZone: 'Europe/Amsterdam' },
  'pt.1': { name: 'Primeira Liga', country: 'Portugal', timeZone: 'Europe/Lisbon' },
  'be.1': { name: 'Belgian Pro League', country: 'Belgium', timeZone: 'Europe/Brussels' },
  'at.1': { name: 'Austrian Bundesliga', country: 'Austria', timeZone: 'Europe/Vienna' },
  'at.2': { name: 'Austrian 2. Liga', country: 'Austria', timeZone: 'Europe/Vienna' },
  'at.cup': { name: 'Austrian Cup', country: 'Austria', timeZone: 'Europe/Vienna' },
  'ch.1': { name: 'Swiss Super League', country: 'Switzerland', timeZone: 'Europe/Zurich' },
  'ch.2': { name: 'Swiss Challenge League', country: 'Switzerland', timeZone: 'Europe/Zurich' },
  'gr.1': { name: 'Greek Super League', country: 'Greece', timeZone: 'Europe/Athens' },
  'tr.1': { name: 'Süper Lig', country: 'Turkey', timeZone: 'Europe/Istanbul' },
  'tr.2': { name: 'TFF 1. Lig', country: 'Turkey', timeZone: 'Europe/Istanbul' },
  'cz.1': { name: 'Czech First League', country: 'Czech Republic', timeZone: 'Europe/Prague' },
  'hu.1': { name: 'Nemzeti Bajnokság I', country: 'Hungary', timeZone: 'Europe/Budapest' },
  'ru.1': { name: 'Russian Premier League', country: 'Russia', timeZone: 'Europe/Moscow' },
  'ru.2': { name: 'Russian First League', country: 'Russia', timeZone: 'Europe/Moscow' },
  'uefa.cl': { name: 'Champions League', country: 'International', timeZone: 'Europe/Paris' },
  'uefa.el': { name: 'Europa League', country: 'International', timeZone: 'Europe/Paris' },
  'uefa.conf': { name: 'Conference League', country: 'International', timeZone: 'Europe/Paris' },
  'br.1': { name: 'Brasileirão Série A', country: 'Brazil', timeZone: 'America/Sao_Paulo' },
  'br.2': { name: 'Brasileirão Série B', country: 'Brazil', timeZone: 'America/Sao_Paulo' },
  'ar.1': { name: 'Argentine Primera División', country: 'Argentina', timeZone: 'America/Argentina/Buenos_Aires' },
  'co.1': { name: 'Colombian Primera A', country: 'Colombia', timeZone: 'America/Bogota' },
  // Libertadores times in the source are Brazil/Argentina evening slots (19:00, 21:30).
  'copa.l': { name: 'Copa Libertadores', country: 'International', timeZone: 'America/Sao_Paulo' },
  'mx.1': { name: 'Liga MX', country: 'Mexico', timeZone: 'America/Mexico_City' },
  // MLS times are Eastern-time evening slots in the source (19:30, 22:30 for West Coast games).
  mls: { name: 'MLS', country: 'United States', timeZone: 'America/New_York' },
  'cn.1': { name: 'Chinese Super League', country: 'China', timeZone: 'Asia/Shanghai' },
  'jp.1': { name: 'J1 League', country: 'Japan', timeZone: 'Asia/Tokyo' },
  'au.1': { name: 'A-League', country: 'Australia', timeZone: 'Australia/Sydney' },
  'dz.1': { name: 'Algerian Ligue 1', country: 'Algeria', timeZone: 'Africa/Algiers' },
  'eg.1': { name: 'Egyptian Premier League', country: 'Egypt', timeZone: 'Africa/Cairo' },
  'ma.1': { name: 'Botola Pro', country: 'Morocco', timeZone: 'Africa/Casablanca' },
}

/** Country prefix of a code (`en` of `en.1`) → country/zone, for codes we have not catalogued. */
const COUNTRY_BY_PREFIX: Record<string, { country: string; timeZone: string }> = {}
for (const [code, info] of Object.entries(CATALOGUE)) {
  const prefix = code.split('.')[0] ?? code
  if (info.country !== 'International' && !COUNTRY_BY_PREFIX[prefix]) {
    COUNTRY_BY_PREFIX[prefix] = { country: info.country, timeZone: info.timeZone }
  }
}

/** Source names end with the season ("English Premier League 2025/26", "Brasileiro Série A 2025"). */
export function stripSeasonFromName(name: string): string {
  return name
    .replace(/\s+\d{4}(?:[/-]\d{2,4})?\s*$/, '')
    .replace(/^[^|]*\|\s*/, '')
    .trim()
}

/**
 * Catalogue entry of a code. Unknown codes fall back to the file's own name (season removed),
 * the country of a known code with the same prefix, and UTC when even that is unknown.
 */
export function competitionInfo(code: string, sourceName?: string): CompetitionInfo {
  const known = CATALOGUE[code]
  if (known) return { code, ...known }
  const prefix = code.split('.')[0] ?? code
  const byPrefix = COUNTRY_BY_PREFIX[prefix]
  const name = sourceName ? stripSeasonFromName(sourceName) : code
  return {
    code,
    name: name || code,
    country: byPrefix?.country ?? 'Unknown',
    timeZone: byPrefix?.timeZone ?? 'UTC',
  }
}

/** Every catalogued competition, in catalogue order. */
export const COMPETITIONS: readonly CompetitionInfo[] = Object.entries(CATALOGUE).map(([code, info]) => ({
  code,
  ...info,
}))
