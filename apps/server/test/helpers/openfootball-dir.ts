/** Writes a small openfootball football.json folder for tests that must not depend on the real data. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

export interface FileMatch {
  date: string
  time?: string
  team1: string
  team2: string
  ft?: [number, number]
  /** Half-time score, written beside `ft` as the source does. */
  ht?: [number, number]
  round?: string
}

const written: string[] = []
// Temporary data folders go when the test process ends.
process.once('exit', () => {
  for (const dir of written) rmSync(dir, { recursive: true, force: true })
})

/** A season file in the repository's football.json shape (also served by the local openfootball server). */
export function toOpenfootballJson(file: { name: string; matches: FileMatch[] }) {
  return {
    name: file.name,
    matches: file.matches.map((m) => ({
      round: m.round ?? 'Matchday 1',
      date: m.date,
      ...(m.time ? { time: m.time } : {}),
      team1: m.team1,
      team2: m.team2,
      ...(m.ft ? { score: { ...(m.ht ? { ht: m.ht } : {}), ft: m.ft } } : {}),
    })),
  }
}

export function writeOpenfootballDir(files: Record<string, { name: string; matches: FileMatch[] }>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'pitchwise-openfootball-'))
  written.push(dir)
  for (const [key, file] of Object.entries(files)) {
    const [season, code] = key.split('/') as [string, string]
    mkdirSync(path.join(dir, season), { recursive: true })
    writeFileSync(path.join(dir, season, `${code}.json`), JSON.stringify(toOpenfootballJson(file)))
  }
  return dir
}
