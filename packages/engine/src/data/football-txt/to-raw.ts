/**
 * Football.TXT → the engine's raw matches (the same shape the football.json reader yields), so
 * team identity, ids and the database import treat both formats alike.
 */
import { competitionInfo } from '../competitions.ts'
import { fittingHalfTime, type ParsedFile, type RawMatch } from '../openfootball.ts'
import { localToUtc } from '../timezone.ts'
import { parseFootballTxt, type TxtFile } from './parse.ts'

/**
 * Kick-off assumed for a European fixture listed without a time: the usual evening slot.
 * (Placeholders are skipped, so in practice only scheduled rounds without announced times use it.)
 */
export const DEFAULT_TXT_TIME = '21:00'

/** openfootball's file stems in its European repositories → the engine's competition codes. */
const CODE_BY_STEM: Record<string, string> = {
  cl: 'uefa.cl',
  el: 'uefa.el',
  conf: 'uefa.conf',
  ecl: 'uefa.conf',
}

/** Competition code of a Football.TXT file name (`cl.txt` → `uefa.cl`); unknown stems are their own code. */
export function competitionOfTxtFile(fileName: string): string {
  const stem = fileName.replace(/\.txt$/i, '')
  return CODE_BY_STEM[stem.toLowerCase()] ?? stem
}

export function txtToParsedFile(file: TxtFile, competition: string, season: string): ParsedFile {
  const info = competitionInfo(competition, file.title ?? undefined)
  const matches: RawMatch[] = []
  for (const m of file.matches) {
    if (m.status === 'cancelled' || m.status === 'abandoned') continue
    const played = m.score !== null && m.status !== 'postponed'
    const kickoff = localToUtc(m.date, m.time ?? DEFAULT_TXT_TIME, info.timeZone)
    if (Number.isNaN(kickoff.getTime())) continue
    const raw: RawMatch = {
      competition,
      season,
      date: m.date,
      localTime: m.time,
      kickoff: kickoff.toISOString(),
      status: played ? 'finished' : 'scheduled',
      homeName: m.home,
      awayName: m.away,
      homeGoals: played && m.score ? m.score.ft[0] : null,
      awayGoals: played && m.score ? m.score.ft[1] : null,
    }
    if (m.round !== undefined) raw.round = m.round
    if (m.status === 'awarded') raw.awarded = true
    const halfTime = played ? fittingHalfTime(m.score?.ht, raw.homeGoals, raw.awayGoals) : undefined
    if (halfTime) raw.halfTime = halfTime
    matches.push(raw)
  }
  return { competition, season, sourceName: file.title ?? competition, matches }
}

/** Parse one Football.TXT file straight into raw matches. */
export function parseFootballTxtFile(text: string, competition: string, season: string): ParsedFile {
  return txtToParsedFile(parseFootballTxt(text, { season }), competition, season)
}
