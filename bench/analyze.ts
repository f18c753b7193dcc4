/**
 * Analyze end to end: POST /api/analyze through HTTP, credits, the engine, the search upsert
 * and the saved report, at 50 connections for 10 s, next to the bare route, on PGlite and
 * (when BENCH_DATABASE_URL or DATABASE_URL points at a PostgreSQL server) on PostgreSQL.
 *
 * Three interleaved rounds (BENCH_ROUNDS) of the bare route, popular and distinct questions; the
 * medians are printed and compared with the baseline in docs/benchmarks.md (a figure more than
 * 10 % worse sets a failing exit code: the bench's own check, run by hand).
 *
 * Each request comes from its own anonymous visitor and its own client IP (X-Forwarded-For
 * with TRUST_PROXY=true), and the questions rotate, as real traffic would; the server runs
 * with allowances large enough that no request is refused for credits.
 */
import { randomBytes } from 'node:crypto'
import path from 'node:path'
import { compareToBaseline } from './lib/baseline.ts'
import { formatLoad, type LoadResult, load } from './lib/load.ts'
import { ROOT, startServer, waitForFootball } from './lib/server.ts'
import { createThrowawayDatabase } from './lib/throwaway-database.ts'

const QUESTIONS = [
  'three over 2.5 matches for today',
  'best over 1.5 goals picks this weekend',
  'BTTS tips this weekend in La Liga',
  'both teams to score picks for today',
  'Arsenal vs Chelsea',
  'who wins Real Madrid vs Barcelona',
  'Bundesliga predictions this weekend',
  'double chance bankers for today',
  'correct score predictions for the Premier League this weekend',
  'four home wins for Saturday',
  'likely draws this weekend',
  'clean sheet picks this weekend',
]
const CLIENT_DATE = '2026-03-14T10:00:00.000Z'

/** Server settings for the load: no credit refusals, real client IPs from X-Forwarded-For. */
export const ANALYZE_BENCH_ENV = {
  FREE_SEARCHES_ANON: '1000000000',
  ANON_DAILY_LIMIT_PER_IP: '1000000000',
  TRUST_PROXY: 'true',
}

/** Loads POST /api/analyze on a running server; returns the printable lines. */
export async function benchAnalyze(baseUrl: string): Promise<string[]> {
  const result = await analyzeLoad(baseUrl, 'POST /api/analyze')
  return [formatLoad(result)]
}

/**
 * `popular`: the rotating questions at one client minute, as when many people ask the same
 * popular questions (the server's answer cache serves repeats). `distinct`: every request at
 * its own client minute, so each one runs the engine (cache misses).
 */
export async function analyzeLoad(
  baseUrl: string,
  label: string,
  mode: 'popular' | 'distinct' = 'popular',
): Promise<LoadResult> {
  let n = 0
  return load(label, {
    url: `${baseUrl}/api/analyze`,
    method: 'POST',
    connections: 50,
    duration: 10,
    setupRequest: (request) => {
      n++
      return {
        ...request,
        headers: {
          ...(request.headers as Record<string, string> | undefined),
          'content-type': 'application/json',
          'x-visitor-id': `bench-${n}-${randomBytes(4).toString('hex')}`,
          'x-session-id': `bench-session-${n}`,
          // Loopback-range addresses as distinct client ids: only a header value, no traffic goes there.
          'x-forwarded-for': `127.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
        },
        body: JSON.stringify({
          query: QUESTIONS[n % QUESTIONS.length],
          date: mode === 'popular' ? CLIENT_DATE : new Date(Date.parse(CLIENT_DATE) + (n % 600) * 60_000).toISOString(),
          channel: 0,
          method: 'web',
        }),
      }
    },
  })
}

/** For `npm run bench`: the bare route and analyze on PGlite, then on PostgreSQL when configured. */
export async function benchAnalyzeAll(): Promise<string[]> {
  const lines: string[] = []
  const footballEnv = {
    FOOTBALL_DATA_DIR: process.env.FOOTBALL_DATA_DIR ?? path.resolve(ROOT, '../shared/data/openfootball'),
  }
  lines.push(...(await onServer('PGlite', { ...ANALYZE_BENCH_ENV, ...footballEnv })))

  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL
  if (!adminUrl) {
    lines.push('PostgreSQL: skipped (set BENCH_DATABASE_URL=postgres://… to include it)')
    return lines
  }
  const throwaway = await createThrowawayDatabase(adminUrl, 'pitchwise_bench')
  try {
    lines.push(...(await onServer('PostgreSQL', { ...ANALYZE_BENCH_ENV, ...footballEnv, DATABASE_URL: throwaway.url })))
  } finally {
    await throwaway.drop()
  }
  return lines
}

/** Interleaved rounds (bare, popular, distinct) on one server; medians are what is compared. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)

async function onServer(driver: string, env: Record<string, string>): Promise<string[]> {
  const server = await startServer(env)
  try {
    const fitMs = await waitForFootball(server.baseUrl)
    const lines = [`${driver}: model ready after ${Math.round(fitMs)} ms`]
    const rounds: { bare: LoadResult; popular: LoadResult; distinct: LoadResult }[] = []
    for (let round = 1; round <= ROUNDS; round++) {
      const bare = await load(`${driver}: GET /api/ping (bare)`, { url: `${server.baseUrl}/api/ping` })
      const popular = await analyzeLoad(server.baseUrl, `${driver}: POST /api/analyze (popular)`)
      const distinct = await analyzeLoad(server.baseUrl, `${driver}: POST /api/analyze (distinct)`, 'distinct')
      rounds.push({ bare, popular, distinct })
      lines.push(`round ${round}`, formatLoad(bare), formatLoad(popular), formatLoad(distinct))
    }
    const median = (pick: (r: (typeof rounds)[number]) => number) => medianOf(rounds.map(pick))
    const bare = median((r) => r.bare.requestsPerSecond)
    const popular = median((r) => r.popular.requestsPerSecond)
    const share = bare ? Math.round((1000 * popular) / bare) / 10 : 0
    const figures = {
      bare,
      popular,
      popular_p50: median((r) => r.popular.p50),
      popular_p99: median((r) => r.popular.p99),
      distinct: median((r) => r.distinct.requestsPerSecond),
      distinct_p99: median((r) => r.distinct.p99),
    }
    lines.push(
      `${driver}: medians of ${ROUNDS} interleaved rounds: bare ${bare} req/s; popular ${popular} req/s, p50 ${figures.popular_p50} ms, p99 ${figures.popular_p99} ms; distinct ${figures.distinct} req/s, p99 ${figures.distinct_p99} ms`,
      `${driver}: analyze throughput = ${share} % of the bare route (target ≥ 25 %), p99 ${figures.popular_p99} ms (target ≤ 100 ms on PostgreSQL)`,
    )
    const check = compareToBaseline(`analyze ${driver}`, {
      higher: { popular: figures.popular, distinct: figures.distinct },
      lower: { popular_p99: figures.popular_p99 },
    })
    if (check.regressed) process.exitCode = 1
    return [...lines, ...check.lines]
  } finally {
    await server.stop()
  }
}

function medianOf(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const line of await benchAnalyzeAll()) console.log(line)
}
