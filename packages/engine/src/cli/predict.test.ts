import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseCsv } from '../data/csv.ts'
import { DATA_DIR, describeWithData } from '../test-support/data-dir.ts'

const REPO = resolve(import.meta.dirname, '../../../..')
const dirs: string[] = []
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})
/**
 * The real data cut to what the rows below ask about, the Premier League's last three seasons
 * (linked, not copied): the CLI reads and fits every league of its folder, and on the whole
 * checkout that took about 10 s of CPU for these two runs.
 */
function premierLeagueFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'pitchwise-predict-data-'))
  dirs.push(dir)
  for (const season of ['2023-24', '2024-25', '2025-26']) {
    mkdirSync(join(dir, season))
    symlinkSync(join(DATA_DIR, season, 'en.1.json'), join(dir, season, 'en.1.json'))
  }
  return dir
}

let dataDir = ''
const run = (fixtures: string) => {
  const dir = mkdtempSync(join(tmpdir(), 'pitchwise-predict-'))
  dirs.push(dir)
  const input = join(dir, 'fixtures.csv')
  const out = join(dir, 'predictions.csv')
  writeFileSync(input, fixtures)
  const r = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'packages/engine/src/cli/predict.ts', '--data', dataDir, '--fixtures', input, '--out', out],
    { cwd: REPO, encoding: 'utf8' },
  )
  return { ...r, out }
}

describe('parseCsv', () => {
  it('handles quoted fields, doubled quotes and CRLF', () => {
    expect(parseCsv('a,b\r\n"x, y","say ""hi"""\r\n')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"'],
    ])
  })
})

describeWithData('predict CLI', { football: true }, () => {
  beforeAll(() => {
    dataDir = premierLeagueFolder()
  })

  it('writes probabilities for bettor-style names', { timeout: 60_000 }, () => {
    const r = run(
      'date,competition,home,away\n2026-03-21,en.1,Man United,"Nott\'m Forest"\n2025-04-12,en.1,Wolves,Spurs\n',
    )
    expect(r.status, r.stderr).toBe(0)
    const rows = parseCsv(readFileSync(r.out, 'utf8'))
    expect(rows[0]).toEqual([
      'date',
      'competition',
      'home',
      'away',
      'p_home',
      'p_draw',
      'p_away',
      'p_over25',
      'p_btts',
      'xg_home',
      'xg_away',
    ])
    expect(rows).toHaveLength(3)
    for (const row of rows.slice(1)) {
      const [ph, pd, pa] = row.slice(4, 7).map(Number)
      expect((ph as number) + (pd as number) + (pa as number)).toBeCloseTo(1, 3)
      expect(Number(row[9])).toBeGreaterThan(0)
    }
    expect(rows[1]?.[3]).toBe("Nott'm Forest")
  })

  it('fails naming the row on an unknown team', { timeout: 60_000 }, () => {
    const r = run(
      'date,competition,home,away\n2026-03-21,en.1,Arsenal,Chelsea\n2026-03-21,en.1,Narnia Rovers,Chelsea\n',
    )
    expect(r.status).not.toBe(0)
    expect(r.stderr).toMatch(/row 3/)
    expect(r.stderr).toMatch(/Narnia Rovers/)
  })
})
