/**
 * Where an analyze request's CPU goes (issue 36): starts the production server under `--cpu-prof`,
 * loads POST /api/analyze as bench/analyze.ts does, stops the server so Node writes the profile, and
 * prints the server's time by area (HTTP and Fastify, validation, the engine, the database driver,
 * logging, serialisation, garbage collection, idle) and the heaviest functions by self time.
 *
 *   npx tsx bench/profile-analyze.ts                   # PGlite
 *   npx tsx bench/profile-analyze.ts postgres://postgres@127.0.0.1:5432/postgres   # a throwaway database there
 *
 * The profile file is kept (its path is printed) for Chrome's DevTools or speedscope.
 */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { ANALYZE_BENCH_ENV, analyzeLoad } from './analyze.ts'
import { summariseProfile } from './lib/cpu-profile.ts'
import { formatLoad } from './lib/load.ts'
import { ROOT, startServer, waitForFootball } from './lib/server.ts'
import { createThrowawayDatabase } from './lib/throwaway-database.ts'

const adminUrl = process.argv[2]
const mode = (process.argv[3] as 'popular' | 'distinct' | undefined) ?? 'popular'
const profileDir = mkdtempSync(path.join(tmpdir(), 'pitchwise-profile-'))
const env: Record<string, string> = {
  ...ANALYZE_BENCH_ENV,
  FOOTBALL_DATA_DIR: process.env.FOOTBALL_DATA_DIR ?? path.resolve(ROOT, '../shared/data/openfootball'),
}

const window = { from: 0, to: Number.POSITIVE_INFINITY }
let dropDatabase = async () => {}
if (adminUrl) {
  const throwaway = await createThrowawayDatabase(adminUrl, 'pitchwise_profile')
  env.DATABASE_URL = throwaway.url
  dropDatabase = throwaway.drop
}

try {
  const server = await startServer(env, undefined, ['--cpu-prof', `--cpu-prof-dir=${profileDir}`])
  try {
    await waitForFootball(server.baseUrl)
    // A first short load so the profile shows the warm path, not tsx compiling the routes.
    await analyzeLoad(server.baseUrl, 'warm-up', mode)
    // V8's profile clock and process.hrtime are both the machine's monotonic clock (µs here).
    window.from = Number(process.hrtime.bigint() / 1000n)
    console.log(
      formatLoad(await analyzeLoad(server.baseUrl, `${adminUrl ? 'PostgreSQL' : 'PGlite'}: analyze (${mode})`, mode)),
    )
    window.to = Number(process.hrtime.bigint() / 1000n)
  } finally {
    await server.stop()
  }
} finally {
  await dropDatabase()
}

const file = readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'))
if (!file) throw new Error(`no profile was written to ${profileDir}`)
const profilePath = path.join(profileDir, file)
console.log(`profile: ${profilePath}`)
for (const line of summariseProfile(JSON.parse(readFileSync(profilePath, 'utf8')), window)) console.log(line)
