/**
 * A server stopped while its first football import is still under way (a deploy, Ctrl-C, the
 * end of a test run) ends the import on purpose: the log says so at info level, with no error
 * an operator would be paged for, and the status records no failed import.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { sql } from 'kysely'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { DatabaseHandle } from '../src/db/database.ts'
import { workerEngineHost } from '../src/features/football/engine-worker-host.ts'
import { createFootballService } from '../src/features/football/football-service.ts'
import { generatedSeason } from './helpers/football.ts'
import { writeOpenfootballDir } from './helpers/openfootball-dir.ts'
import type { SlowSourcesArg } from './helpers/slow-sources.ts'
import { openTestDatabase } from './helpers/test-app.ts'

let database: DatabaseHandle
let dispose: () => Promise<void>
beforeAll(async () => {
  ;({ database, dispose } = await openTestDatabase())
})
afterAll(() => dispose())

function recordingLogger(lines: { level: string; msg: string }[]) {
  const at =
    (level: string) =>
    (...args: unknown[]) => {
      lines.push({ level, msg: String(args.find((arg) => typeof arg === 'string') ?? '') })
    }
  const logger = {
    info: at('info'),
    warn: at('warn'),
    error: at('error'),
    fatal: at('fatal'),
    debug() {},
    trace() {},
    level: 'info',
    child: () => logger,
  }
  return logger as never
}

it('logs no error when the server stops during the first import', async () => {
  const lines: { level: string; msg: string }[] = []
  const dir = writeOpenfootballDir({
    '2025-26/en.1': { name: 'English Premier League 2025/26', matches: generatedSeason() },
  })
  // The gate file is never written: the import is still loading when the service stops.
  const gateFile = path.join(mkdtempSync(path.join(tmpdir(), 'pitchwise-gate-')), 'never')
  const sourcesArg: SlowSourcesArg = { dir, busyMs: 0, gateFile }
  const football = createFootballService({
    database,
    logger: recordingLogger(lines),
    engine: workerEngineHost({ sourcesModule: new URL('./helpers/slow-sources.ts', import.meta.url).href, sourcesArg }),
    importIntervalMinutes: 0,
  })
  const started = football.start()
  // The run is recorded just before the worker is asked for the dataset.
  while (
    Number((await sql<{ n: number }>`select count(*)::int as n from data_imports`.execute(database.db)).rows[0]?.n) ===
    0
  )
    await sleep(20)
  await sleep(100)
  await football.stop()
  await started

  expect(lines.filter((line) => line.level === 'error' || line.level === 'fatal')).toEqual([])
  expect(lines).toContainEqual({ level: 'info', msg: 'football loading ended: the server is stopping' })
  expect(football.status()).toMatchObject({ ready: false, lastImport: null })
})
