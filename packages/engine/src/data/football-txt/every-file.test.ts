import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { describeWithData, EUROPE_DIR } from '../../test-support/data-dir.ts'
import { parseFootballTxt } from './parse.ts'

/**
 * Every Football.TXT file of the shared European folder parses completely: no line left
 * unexplained, and the number of listed matches equals the file's own `# Matches` header.
 * In CI the folder must be there: a missing folder fails instead of skipping.
 */
function txtFiles(): { season: string; file: string; path: string }[] {
  const out: { season: string; file: string; path: string }[] = []
  for (const season of readdirSync(EUROPE_DIR).sort()) {
    if (!/^\d{4}(-\d{2})?$/.test(season)) continue
    for (const file of readdirSync(join(EUROPE_DIR, season)).sort()) {
      if (file.endsWith('.txt')) out.push({ season, file, path: join(EUROPE_DIR, season, file) })
    }
  }
  return out
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
/** `Tue Sep/16 2025 - Sat May/30 2026 (256d)` → first and last ISO dates. */
function headerRange(value: string): [string, string] | null {
  const m = /(\w{3})\/(\d+) (\d{4}) - \w+ (\w{3})\/(\d+) (\d{4})/.exec(value)
  if (!m) return null
  const iso = (mon: string, d: string, y: string) =>
    `${y}-${String(MONTHS.indexOf(mon) + 1).padStart(2, '0')}-${d.padStart(2, '0')}`
  return [iso(m[1] as string, m[2] as string, m[3] as string), iso(m[4] as string, m[5] as string, m[6] as string)]
}

describeWithData('every Football.TXT file in the European folder', { europe: true }, () => {
  const files = txtFiles()
  it('holds the Champions League every season from 2011-12 and the other two cups since they began', () => {
    expect(files.filter((f) => f.file === 'cl.txt').length).toBeGreaterThanOrEqual(15)
    expect(files.some((f) => f.file === 'el.txt')).toBe(true)
    expect(files.some((f) => f.file === 'conf.txt')).toBe(true)
  })

  for (const f of files) {
    it(`${f.season}/${f.file} parses every line, lists its header's match count, dates inside its range`, () => {
      const parsed = parseFootballTxt(readFileSync(f.path, 'utf8'), { season: f.season })
      expect(parsed.skipped.filter((s) => s.reason !== 'placeholder')).toEqual([])
      if (parsed.header.matches) expect(parsed.listed).toBe(Number(parsed.header.matches))
      const range = parsed.header.date ? headerRange(parsed.header.date) : null
      for (const m of parsed.matches) {
        if (range) {
          expect(m.date >= range[0] && m.date <= range[1], `${m.date} line ${m.line}`).toBe(true)
        }
        expect(m.home).toMatch(/\([A-Z]{3}\)$/)
        expect(m.away).toMatch(/\([A-Z]{3}\)$/)
      }
      // Only the current season has fixtures still to play; older seasons are complete.
      const unplayed = parsed.matches.filter((m) => m.status === 'scheduled').length
      if (f.season < '2025-26') expect(unplayed).toBe(0)
    })
  }
})
