/**
 * Issue 15: the first import and the fit run in the engine worker thread, so a server that has
 * just started answers pages and /api/health while a deliberately slow import (a source that
 * keeps its thread busy for seconds) is under way, and questions get a free "warming up" answer
 * until the model is ready. The bound is asserted with room: the first `/` and
 * `/api/health` answer within 1 s of listening, and none of the later ones takes longer (on a
 * quiet machine each takes milliseconds; bench/server-timings.ts keeps the figures).
 */

import { randomUUID } from 'node:crypto'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app.ts'
import { workerEngineHost } from '../src/features/football/engine-worker-host.ts'
import {
  createFootballService,
  type FootballService,
  WARMING_UP_MESSAGE,
} from '../src/features/football/football-service.ts'
import { generatedSeason } from './helpers/football.ts'
import { writeOpenfootballDir } from './helpers/openfootball-dir.ts'
import { silent } from './helpers/silent-logger.ts'
import type { SlowSourcesArg } from './helpers/slow-sources.ts'
import { openTestDatabase, testConfig } from './helpers/test-app.ts'

const BUSY_MS = 4000
// The import finishes only once this file exists, so the model is surely not ready before.
const gateFile = path.join(mkdtempSync(path.join(tmpdir(), 'pitchwise-gate-')), 'release')

let app: FastifyInstance
let football: FootballService
let baseUrl = ''
let listenedAt = 0
let dispose: () => Promise<void>

beforeAll(async () => {
  const opened = await openTestDatabase()
  dispose = opened.dispose
  const webDist = mkdtempSync(path.join(tmpdir(), 'pitchwise-web-'))
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Pitchwise</title><div id="root"></div>')
  const config = testConfig({ NODE_ENV: 'production', WEB_DIST_DIR: webDist })
  const dir = writeOpenfootballDir({
    '2025-26/en.1': { name: 'English Premier League 2025/26', matches: generatedSeason() },
  })
  const sourcesArg: SlowSourcesArg = { dir, busyMs: BUSY_MS, gateFile }
  football = createFootballService({
    database: opened.database,
    logger: silent,
    engine: workerEngineHost({ sourcesModule: new URL('./helpers/slow-sources.ts', import.meta.url).href, sourcesArg }),
    importIntervalMinutes: 0,
  })
  app = await buildApp({ config, database: opened.database, football, logger: false })
  baseUrl = await app.listen({ host: '127.0.0.1', port: 0 })
  listenedAt = performance.now()
  // As server.ts does: listen, then import and fit in the background.
  void football.start()
})
afterAll(async () => {
  writeFileSync(gateFile, '')
  await football.stop()
  await app.close()
  await dispose()
})

async function get(url: string, init?: RequestInit): Promise<{ status: number; body: string; ms: number }> {
  const started = performance.now()
  const res = await fetch(url, init)
  const body = await res.text()
  return { status: res.status, body, ms: performance.now() - started }
}

describe('start-up with a slow first import', () => {
  it('answers / and /api/health within 1 s of listening, and all through the import', async () => {
    const first = await Promise.all([get(`${baseUrl}/`), get(`${baseUrl}/api/health`)])
    const sinceListening = performance.now() - listenedAt
    expect(first.map((res) => res.status)).toEqual([200, 200])
    expect(sinceListening, 'both answered within 1 s of the server listening').toBeLessThan(1000)
    // Ask repeatedly while the import keeps its thread busy (the gate holds it open after that).
    for (let round = 0; round < 20; round++) {
      const page = await get(`${baseUrl}/`)
      const health = await get(`${baseUrl}/api/health`)
      expect(page.status).toBe(200)
      expect(page.body).toContain('<div id="root">')
      expect(health.status).toBe(200)
      expect(Math.max(page.ms, health.ms), 'no answer waits for the import').toBeLessThan(1000)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    // It really was during the import: the model was not ready yet.
    expect(football.status().ready).toBe(false)
    expect(JSON.parse((await get(`${baseUrl}/api/health`)).body).football.ready).toBe(false)
  })

  it('answers a question with a free "warming up" message until the model is ready, then answers it', async () => {
    const headers = {
      'content-type': 'application/json',
      'x-visitor-id': `visitor-${randomUUID()}`,
      'x-session-id': `session-${randomUUID()}`,
    }
    const ask = () =>
      get(`${baseUrl}/api/analyze`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ query: 'Arsenal vs Chelsea' }),
      })
    const credits = async () => (await (await fetch(`${baseUrl}/api/credits`, { headers })).json()) as unknown
    const before = await credits()
    const early = await ask()
    expect(early.status).toBe(503)
    expect(JSON.parse(early.body)).toEqual({ code: 'SERVICE_UNAVAILABLE', error: WARMING_UP_MESSAGE })
    expect(await credits(), 'a warming-up answer is never charged').toEqual(before)
    writeFileSync(gateFile, '')
    await football.whenReady()
    expect(football.status().ready).toBe(true)
    const answered = await ask()
    expect(answered.status).toBe(200)
    expect(JSON.parse(answered.body).result).toContain('Arsenal')
  })
})
