/**
 * Defect 1: a second process opening the PGlite folder of a running server destroyed the
 * database. Now the second process (a direct open, `npm run db:migrate`, `npm run
 * data:import`) is refused with a clear message and never touches the files; after the owner
 * dies (kill -9) the stale lock is taken over and the data is intact.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../src/db/database.ts'
import { FolderLockedError, lockFileOf } from '../../src/db/folder-lock.ts'

const SERVER_DIR = path.resolve(import.meta.dirname, '../..')
const root = mkdtempSync(path.join(tmpdir(), 'pw-lock-'))
const folder = path.join(root, 'pglite')
let holder: ChildProcess

function tsx(args: string[], env: Record<string, string> = {}) {
  // The PostgreSQL pass of CI sets DATABASE_URL; these processes must use the PGlite folder.
  const { DATABASE_URL: _postgres, ...inherited } = process.env
  return [process.execPath, ['--import', 'tsx', ...args], { cwd: SERVER_DIR, env: { ...inherited, ...env } }] as const
}

beforeAll(async () => {
  const [cmd, args, options] = tsx([path.join(import.meta.dirname, 'hold-database.ts'), folder])
  holder = spawn(cmd, args, { ...options, stdio: ['ignore', 'pipe', 'inherit'] })
  await new Promise<void>((resolve, reject) => {
    holder.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve()
    })
    holder.once('exit', (code) => reject(new Error(`holder exited with ${code}`)))
  })
}, 180_000)
afterAll(() => {
  if (holder.exitCode === null) holder.kill('SIGKILL')
  rmSync(root, { recursive: true, force: true })
})

describe('one process per PGlite folder', () => {
  it('refuses a second open while the first process lives, naming its pid', async () => {
    expect(existsSync(lockFileOf(folder))).toBe(true)
    const refused = await openDatabase({ dataDir: folder }).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(FolderLockedError)
    expect((refused as FolderLockedError).ownerPid).toBe(holder.pid)
    expect((refused as Error).message).toContain('is in use by another process')
  })

  for (const cli of ['migrate.ts', 'import-data.ts']) {
    it(`makes ${cli} refuse with a clear message and exit 1`, () => {
      const [cmd, args, options] = tsx([`src/cli/${cli}`], {
        DATA_DIR: root,
        AUTH_SECRET: 'x'.repeat(40),
        FOOTBALL_DATA_DIR: root,
        LOG_LEVEL: 'silent',
      })
      const run = spawnSync(cmd, args, { ...options, encoding: 'utf8', timeout: 60_000 })
      expect(run.status).toBe(1)
      expect(run.stderr).toContain(`The database folder ${folder} is in use by another process (pid ${holder.pid})`)
      expect(run.stderr).not.toMatch(/\n\s+at /)
    })
  }

  it('lets exactly one of several processes take over a lock left by a crash (issue 30)', async () => {
    // Lock files of a process that is gone, as after kill -9: one per folder, many folders, so
    // that processes racing for each at the same instant would sooner or later both win one.
    const dead = spawnSync(process.execPath, ['-e', '0'])
    const raceRoot = mkdtempSync(path.join(tmpdir(), 'pw-lock-race-'))
    const folders = 150
    for (let i = 0; i < folders; i++) writeFileSync(lockFileOf(`${raceRoot}/folder-${i}`), `${dead.pid}\n`)
    const start = Date.now() + 4000
    const racers = [0, 1, 2].map(() => {
      const [cmd, args, options] = tsx([
        path.join(import.meta.dirname, 'race-folder-locks.ts'),
        raceRoot,
        String(folders),
        String(start),
        '4',
      ])
      const child = spawn(cmd, args, { ...options, stdio: ['ignore', 'pipe', 'inherit'] })
      let out = ''
      child.stdout?.on('data', (chunk: Buffer) => {
        out += chunk.toString()
      })
      return new Promise<number[]>((resolve, reject) => {
        child.once('exit', (code) =>
          code === 0 ? resolve(JSON.parse(out) as number[]) : reject(new Error(`racer exited ${code}`)),
        )
      })
    })
    const taken = await Promise.all(racers)
    // Each racer released its locks at exit and left no candidate or take-over file behind.
    const leftovers = readdirSync(raceRoot)
    rmSync(raceRoot, { recursive: true, force: true })
    expect(leftovers).toEqual([])
    const owners = new Map<number, number>()
    for (const list of taken) for (const folder of list) owners.set(folder, (owners.get(folder) ?? 0) + 1)
    const twice = [...owners].filter(([, n]) => n > 1).map(([folder]) => folder)
    expect(twice, 'folders whose stale lock two processes both took').toEqual([])
    // Every folder was taken by someone: the stale locks were taken over, not left blocking.
    expect(owners.size).toBe(folders)
  }, 60_000)

  it('takes over the lock of a killed process, and the data is intact', async () => {
    holder.kill('SIGKILL')
    await new Promise((resolve) => holder.once('exit', resolve))
    const database = await openDatabase({ dataDir: folder })
    try {
      const { rows } = await sql<{ note: string }>`select note from held_marker`.execute(database.db)
      expect(rows.map((row) => row.note)).toEqual(['written by the holder'])
    } finally {
      await database.close()
    }
    expect(existsSync(lockFileOf(folder))).toBe(false)
  }, 60_000)
})
