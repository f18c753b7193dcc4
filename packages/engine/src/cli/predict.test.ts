import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
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
const run = (fixtures: string, extra: string[] = []) => {
  const dir = mkdtempSync(join(tmpdir(), 'pitchwise-predict-'))
  dirs.push(dir)
  const input = join(dir, 'fixtures.csv')
  const out = join(dir, 'predictions.csv')
  writeFileSync(input, fixtures)
  const r = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'packages/engine/src/cli/predict.ts',
      '--data',
      dataDir,
      '--fixtures',
      input,
      '--out',
      out,
      ...extra,
    ],
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

const STATS = resolve(DATA_DIR, '../football-data-csv')
const statsPresent = existsSync(join(STATS, '2122/E0.csv')) && existsSync(join(DATA_DIR, '2021-22/en.1.json'))

/**
 * `--stats`: the Premier League's 2020-21 and 2021-22 (data linked from the shared checkout), the
 * same two seasons of football-data.co.uk's files, and a season file the data does not hold
 * (2324/E0.csv, written here) that must be counted and skipped, not fail the run.
 */
describe.runIf(statsPresent)('predict CLI with --stats', () => {
  let data = ''
  let stats = ''
  const fixtures =
    'date,competition,home,away\n2022-05-22,en.1,Man City,Aston Villa\n2022-05-22,en.1,Norwich,Tottenham\n'
  const probabilities = (out: string) =>
    parseCsv(readFileSync(out, 'utf8'))
      .slice(1)
      .map((row) => row.slice(4))

  beforeAll(() => {
    data = mkdtempSync(join(tmpdir(), 'pitchwise-predict-data-'))
    stats = mkdtempSync(join(tmpdir(), 'pitchwise-predict-stats-'))
    dirs.push(data, stats)
    for (const [season, folder] of [
      ['2020-21', '2021'],
      ['2021-22', '2122'],
    ] as const) {
      mkdirSync(join(data, season))
      symlinkSync(join(DATA_DIR, season, 'en.1.json'), join(data, season, 'en.1.json'))
      mkdirSync(join(stats, folder))
      symlinkSync(join(STATS, folder, 'E0.csv'), join(stats, folder, 'E0.csv'))
    }
    mkdirSync(join(stats, '2324'))
    writeFileSync(
      join(stats, '2324', 'E0.csv'),
      'Div,Date,HomeTeam,AwayTeam,FTHG,FTAG,HS,AS,HST,AST\r\nE0,11/08/2023,Burnley,Man City,0,3,6,17,1,8\r\n',
    )
    dataDir = data
  })

  it('without --stats prices as before; with it the shots feed the model unless switched off', {
    timeout: 120_000,
  }, () => {
    const plain = run(fixtures)
    expect(plain.status, plain.stderr).toBe(0)
    const joinedOff = run(fixtures, ['--stats', stats, '--shots', 'off'])
    expect(joinedOff.status, joinedOff.stderr).toBe(0)
    // 760 matches in the two seasons; Premier League rows of June and July 2020 are not in these seasons.
    expect(joinedOff.stdout).toMatch(/statistics joined to 7\d\d matches/)
    expect(joinedOff.stdout).toMatch(/1 rows of seasons the data does not hold/)
    // Goals only: the same numbers as without --stats.
    expect(probabilities(joinedOff.out)).toEqual(probabilities(plain.out))
    // The engine's default reads the shots (the shot book, decision 417).
    const joined = run(fixtures, ['--stats', stats])
    expect(joined.status, joined.stderr).toBe(0)
    const withShots = probabilities(joined.out)
    expect(withShots).not.toEqual(probabilities(plain.out))
    for (const row of withShots) {
      const [ph, pd, pa] = row.slice(0, 3).map(Number)
      expect((ph as number) + (pd as number) + (pa as number)).toBeCloseTo(1, 3)
    }
  })

  it('fails plainly on a --stats folder that does not exist', { timeout: 60_000 }, () => {
    const r = run(fixtures, ['--stats', join(stats, 'nowhere')])
    expect(r.status).not.toBe(0)
    expect(r.stderr).toMatch(/--stats folder not found/)
  })
})
