/**
 * `npm run bench:pg-charge` (issue 36): what PostgreSQL alone costs for one paid answer. pgbench
 * calls charge_and_record, the one statement a paid analyze makes, as an anonymous visitor would
 * (a new visitor and address, one of 12 questions, a 10 KB report), from 10 clients for 10 s,
 * three times, on a throwaway database migrated as the product migrates it. The CPU the whole
 * machine spent, less pgbench's own, divided by the charges, is PostgreSQL's CPU per charge; with
 * the bare route's rate (BARE_RPS, else the last `npm run bench:analyze` figure you pass), it
 * prints the cores PostgreSQL alone would need for analyze at 25 % of the bare route.
 *
 * Needs pgbench (Debian's postgresql-client) and BENCH_DATABASE_URL=postgres://… (an admin URL).
 */
import { execFileSync } from 'node:child_process'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { openMigratedDatabase } from '../apps/server/src/db/open.ts'
import { createThrowawayDatabase } from './lib/throwaway-database.ts'

const ROUNDS = 3
const SECONDS = 10
const CLIENTS = 10

/** A report the size of a real one (≈ 10 KB of JSON): twelve picks with their models and scorelines. */
function reportOfRealSize(): string {
  const picks = Array.from({ length: 12 }, (_, i) => ({
    matchId: `en.1-2026-03-14-team-${i}-team-${i + 1}`,
    home: `Team ${i}`,
    away: `Team ${i + 1}`,
    kickoff: '2026-03-14T15:00:00Z',
    market: 'over_2_5',
    probability: 0.5 + i / 100,
    why: `Both sides average ${(2 + i / 10).toFixed(2)} goals; the model expects ${(2.5 + i / 20).toFixed(2)}`,
    models: ['dixon-coles', 'elo', 'blend'].map((model, k) => ({
      model,
      home: 0.4 + k / 50,
      draw: 0.27,
      away: 0.33 - k / 50,
    })),
    topScores: [0, 1, 2].flatMap((a) => [0, 1, 2].map((b) => ({ score: `${a}-${b}`, p: 0.05 + (a + b) / 100 }))),
  }))
  return JSON.stringify({
    intent: { kind: 'picks', market: 'over_2_5', count: 3 },
    picks,
    sections: [{ title: 'Why', text: 'x'.repeat(400) }],
  })
}

const SCRIPT = `\\set q random(1, 12)
\\set v random(1, 100000000)
select * from charge_and_record(md5(random()::text || clock_timestamp()::text), null, 'visitor-' || :v,
  '10.0.' || (:v % 250) || '.' || (:v % 200), 1000000, 100000000, 'question ' || :q,
  substr(md5(random()::text), 1, 20), 'result', (select body from bench_report), 'visitor-' || :v, 'picks', false, false, null);
`

/** Busy and total jiffies of the whole machine. */
function cpuTicks(): { busy: number; total: number } {
  const [, ...fields] = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/)
  const n = fields.map(Number)
  const idle = (n[3] ?? 0) + (n[4] ?? 0)
  const total = n.slice(0, 8).reduce((a, b) => a + b, 0)
  return { busy: total - idle, total }
}

const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL
if (!adminUrl) {
  console.log('pg-charge: set BENCH_DATABASE_URL=postgres://… (an admin URL)')
  process.exit(0)
}
const throwaway = await createThrowawayDatabase(adminUrl, 'pitchwise_pgcharge')
const scriptFile = path.join(tmpdir(), `${throwaway.name}.sql`)
try {
  const { database } = await openMigratedDatabase({ DATABASE_URL: throwaway.url, DATA_DIR: tmpdir() })
  await database.close()
  const db = new pg.Client({ connectionString: throwaway.url })
  await db.connect()
  await db.query('create table bench_report (body jsonb)')
  await db.query('insert into bench_report values ($1)', [reportOfRealSize()])
  await db.end()
  writeFileSync(scriptFile, SCRIPT)
  const rates: number[] = []
  const cpuMs: number[] = []
  for (let round = 1; round <= ROUNDS; round++) {
    const before = cpuTicks()
    const out = execFileSync(
      'pgbench',
      ['-n', '-c', String(CLIENTS), '-j', '2', '-T', String(SECONDS), '-f', scriptFile, throwaway.url],
      { encoding: 'utf8' },
    )
    const after = cpuTicks()
    const processed = Number(/number of transactions actually processed: (\d+)/.exec(out)?.[1] ?? 0)
    const tps = Number(/tps = ([\d.]+)/.exec(out)?.[1] ?? 0)
    // pgbench's own CPU is small beside the database's (under 5 % here); counted with it, so the
    // figure is an upper bound on PostgreSQL's share.
    const cores = cpus().length
    const busySeconds = ((after.busy - before.busy) / (after.total - before.total)) * cores * SECONDS
    rates.push(tps)
    cpuMs.push((busySeconds * 1000) / Math.max(1, processed))
    console.log(
      `round ${round}: ${tps.toFixed(0)} charges/s, ${((busySeconds * 1000) / Math.max(1, processed)).toFixed(2)} ms of CPU per charge (whole machine, pgbench included)`,
    )
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number
  const ms = median(cpuMs)
  console.log(
    `PostgreSQL alone, ${CLIENTS} clients: median ${median(rates).toFixed(0)} charges/s, ${ms.toFixed(2)} ms of CPU per charge, on ${cpus().length} cores`,
  )
  const bare = Number(process.env.BARE_RPS ?? 0)
  if (bare > 0) {
    const target = bare * 0.25
    console.log(
      `25 % of a bare route at ${bare.toFixed(0)} req/s is ${target.toFixed(0)} analyze/s: PostgreSQL alone would need ${((target * ms) / 1000).toFixed(2)} cores for the charges, of the machine's ${cpus().length}`,
    )
  }
} finally {
  await throwaway.drop()
  rmSync(scriptFile, { force: true })
}
