/**
 * The speeds the server tests used to assert with a stopwatch (they now assert only behaviour):
 * - pages and /api/health while the first football import runs (football-startup-worker.test.ts),
 * - the LLM phrasing falling back to the template when the model is slow (llm-phraser.test.ts),
 * - 50 parallel charges racing for 3 credits (credits.test.ts).
 *
 *   npx tsx bench/server-timings.ts
 */
import { randomBytes, randomUUID } from 'node:crypto'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { AnalysisResult } from '@pitchwise/engine/analysis-types'
import { sql } from 'kysely'
import { openDatabase } from '../apps/server/src/db/database.ts'
import { migrate } from '../apps/server/src/db/migrate.ts'
import { seed } from '../apps/server/src/db/seed.ts'
import { createLlmPhraser } from '../apps/server/src/features/football/llm-phraser.ts'
import { startServer } from './lib/server.ts'

const ms = (value: number) => `${value.toFixed(0)} ms`
function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN
}

async function timed(url: string): Promise<{ ms: number; ok: boolean; body: string }> {
  const started = performance.now()
  const res = await fetch(url)
  const body = await res.text()
  return { ms: performance.now() - started, ok: res.ok, body }
}

/** A fresh production server importing the real data: how fast / and /api/health answer meanwhile. */
async function duringFirstImport(): Promise<string[]> {
  const server = await startServer()
  try {
    const latencies: number[] = []
    let rounds = 0
    let ready = false
    const started = performance.now()
    while (!ready && performance.now() - started < 180_000) {
      const page = await timed(`${server.baseUrl}/`)
      const health = await timed(`${server.baseUrl}/api/health`)
      latencies.push(page.ms, health.ms)
      ready = (JSON.parse(health.body) as { football?: { ready: boolean } }).football?.ready === true
      rounds++
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    return [
      `start-up: first /api/health 200 after ${ms(server.startupMs)} (spawn to listening)`,
      `during the first import (${rounds} rounds of / + /api/health until football.ready, ${ms(performance.now() - started)}):`,
      `  p50 ${ms(quantile(latencies, 0.5))}, p99 ${ms(quantile(latencies, 0.99))}, max ${ms(Math.max(...latencies))}`,
    ]
  } finally {
    await server.stop()
  }
}

/** The phraser against a local model that answers after 1.5 s, with a 200 ms timeout. */
async function llmFallback(): Promise<string[]> {
  const model = createServer((req, res) => {
    req.resume()
    req.on('end', () => {
      setTimeout(() => {
        res.writeHead(200, { 'content-type': 'application/json' })
        res.end(JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content: 'late' } }] }))
      }, 1500)
    })
  })
  await new Promise<void>((resolve) => model.listen(0, '127.0.0.1', resolve))
  const baseUrl = `http://127.0.0.1:${(model.address() as AddressInfo).port}/v1`
  const report = {
    answerable: true,
    coverage: 'full',
    markdown: 'Over 2.5 goals at 78%.',
    picks: [],
    matches: [],
    notices: [],
  } as unknown as AnalysisResult
  const phraser = createLlmPhraser({ baseUrl, model: 'm', timeoutMs: 200 })
  const times: number[] = []
  let templates = 0
  for (let i = 0; i < 5; i++) {
    const started = performance.now()
    if ((await phraser.phrase(report, 'q')).phrasedBy === 'template') templates++
    times.push(performance.now() - started)
  }
  model.closeAllConnections()
  await new Promise<void>((resolve) => model.close(() => resolve()))
  return [
    `LLM phrasing, model answers after 1500 ms, timeout 200 ms: template ${templates}/5, ` +
      `median ${ms(quantile(times, 0.5))}, max ${ms(Math.max(...times))}`,
  ]
}

/** 50 charges in parallel on a user holding 3 credits (PGlite), 5 rounds. */
async function parallelCharges(): Promise<string[]> {
  const database = await openDatabase({ dataDir: 'memory://' })
  await migrate(database)
  await seed(database.db)
  const times: number[] = []
  let exact = 0
  for (let round = 0; round < 5; round++) {
    const id = randomUUID()
    await sql`insert into "user" (id, name, email, "emailVerified", "createdAt", "updatedAt")
      values (${id}, 'bench', ${`${id}@bench.test`}, true, now(), now())`.execute(database.db)
    await sql`insert into user_search_credits (user_id, credits) values (${id}, 3)`.execute(database.db)
    const started = performance.now()
    // The statement /api/analyze runs (charge-and-record.ts), 50 at once.
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        sql<{ o_outcome: string }>`select * from charge_and_record(${`bench-${round}-${i}-${id}`}, ${id}, null, null,
          5, 20, 'Arsenal vs Chelsea', ${randomBytes(12).toString('base64url')}, 'report', 'null'::jsonb, null)`
          .execute(database.db)
          .then((r) => r.rows[0]?.o_outcome === 'reserved'),
      ),
    )
    times.push(performance.now() - started)
    if (results.filter(Boolean).length === 3) exact++
  }
  await database.close()
  return [
    `50 parallel charges on 3 credits (PGlite), 5 rounds: median ${ms(quantile(times, 0.5))}, ` +
      `max ${ms(Math.max(...times))}, rounds with exactly 3 charged: ${exact}/5`,
  ]
}

/** One failed measurement says so on its line instead of hiding the others. */
async function measured(name: string, run: () => Promise<string[]>): Promise<string[]> {
  try {
    return await run()
  } catch (error) {
    return [`${name}: failed (${error instanceof Error ? error.message : String(error)})`]
  }
}

export async function benchServerTimings(): Promise<string[]> {
  return [
    ...(await measured('LLM phrasing fallback', llmFallback)),
    ...(await measured('parallel charges', parallelCharges)),
    ...(await measured('during the first import', duringFirstImport)),
  ]
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const line of await benchServerTimings()) console.log(line)
}
