/**
 * Issue 12: the API under a seeded fuzz run generated from its own OpenAPI description (every
 * route, as every kind of caller; see run-fuzz.ts for the rules each answer must keep).
 *
 * `npm test` runs a short seeded run; `npm run fuzz` a long one:
 *   FUZZ_SEED=4 FUZZ_RUNS=10000 npm run fuzz
 * A finding prints the request that showed it: replay it in a regression test next to the fix.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { type FuzzTarget, startFuzzTarget } from './fuzz-target.ts'
import { runFuzz, TABLES_WRITTEN_ON_REFUSAL } from './run-fuzz.ts'
import { installWriteCounters, writeCounts } from './write-counters.ts'

const SEED = Number(process.env.FUZZ_SEED ?? 20261123)
const RUNS = Number(process.env.FUZZ_RUNS ?? 600)

let target: FuzzTarget
beforeAll(async () => {
  target = await startFuzzTarget()
  await installWriteCounters(target.ctx.database.db, TABLES_WRITTEN_ON_REFUSAL)
}, 120_000)
afterAll(() => target.close())

it('sees a write when one happens (the oracle for refused requests is not blind)', async () => {
  const before = (await writeCounts(target.ctx.database.db)).get('feedback') ?? 0
  const res = await target.ctx.app.inject({
    method: 'POST',
    url: '/api/feedback',
    headers: target.headersOf('user'),
    payload: { type: 'other', message: 'counted' },
  })
  expect(res.statusCode).toBe(201)
  expect((await writeCounts(target.ctx.database.db)).get('feedback')).toBe(before + 1)
})

it(
  `keeps every rule for ${RUNS} generated requests (seed ${SEED})`,
  async () => {
    const report = await runFuzz(target, { seed: SEED, runs: RUNS })
    const statuses = Object.entries(report.byStatus)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([status, n]) => `${status}: ${n}`)
      .join(', ')
    console.info(
      `[fuzz] seed ${SEED}: ${report.requests} requests (${JSON.stringify(report.byTransport)}) in ` +
        `${(report.ms / 1000).toFixed(1)} s (write counters ${(report.countersMs / 1000).toFixed(1)} s); by status ${statuses}`,
    )
    expect(
      report.findings,
      report.findings.map((f) => `${f.rule} ${f.operation} ${f.status}: ${f.detail}\n  ${f.request}`).join('\n'),
    ).toEqual([])
    expect(report.requests).toBe(RUNS)
    // Still serving after all that.
    expect((await target.ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200)
  },
  Math.max(120_000, RUNS * 200),
)
