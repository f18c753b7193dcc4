/**
 * `npm run bench`: prints the figures the issues track, for the built app on this machine.
 * Every line says what it measured; loads are bounded (50 connections, 10 s) and local.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { benchBundleSize } from './bundle-size.ts'
import { formatLoad, load } from './lib/load.ts'
import { ROOT, startServer } from './lib/server.ts'

const section = (title: string) => console.log(`\n== ${title}`)

async function optional(file: string, exportName: string, ...args: unknown[]): Promise<string[] | null> {
  if (!existsSync(path.join(import.meta.dirname, file))) return null
  const mod = (await import(`./${file}`)) as Record<string, (...a: unknown[]) => Promise<string[]>>
  const fn = mod[exportName]
  return fn ? fn(...args) : null
}

section('Web bundle')
for (const line of benchBundleSize()) console.log(line)

section('Server start (embedded PGlite, production build, no football import)')
const noData = {
  FOOTBALL_DATA_DIR: path.join(ROOT, 'bench/lib'),
  FOOTBALL_EUROPE_DIR: path.join(ROOT, 'bench/lib'),
  FOOTBALL_DATA_URL: 'http://127.0.0.1:9/none',
}
const cold = await startServer(noData)
console.log(`cold start (new data dir: initdb + migrations + seed)  ${Math.round(cold.startupMs)} ms`)
await cold.stop({ keepData: true })
const warm = await startServer(noData, cold.dataDir)
console.log(`warm start (existing data dir)                          ${Math.round(warm.startupMs)} ms`)

section('HTTP throughput (autocannon, 50 connections, 10 s)')
console.log(formatLoad(await load('GET /api/ping (bare JSON route)', { url: `${warm.baseUrl}/api/ping` })))
console.log(formatLoad(await load('GET /api/health (database round trip)', { url: `${warm.baseUrl}/api/health` })))
await warm.stop()

for (const [title, file, fn] of [
  ['Engine: model fit', 'engine-fit.ts', 'benchEngineFit'],
  ['Engine: answering in process', 'engine-answer.ts', 'benchEngineAnswer'],
  ['Engine: answers beyond goals (issue 31)', 'engine-counts.ts', 'benchEngineCounts'],
  ['Analyze end to end', 'analyze.ts', 'benchAnalyzeAll'],
  ['Browse pages (issue 34)', 'browse.ts', 'benchBrowse'],
  ['Server timings the tests no longer assert', 'server-timings.ts', 'benchServerTimings'],
] as const) {
  const lines = await optional(file, fn)
  if (!lines) continue
  section(title)
  for (const line of lines) console.log(line)
}
