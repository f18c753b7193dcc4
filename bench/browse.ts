/**
 * The free browse pages (issue 34) under load: each /api/browse route as a phone asks for it
 * (brotli accepted), a revalidation that the ETag answers with 304, the server-rendered page
 * of a match (its title and Open Graph tags) and the sitemap, on the demo day of the shared
 * data. Answers come from the football service's page cache after the first request, so this
 * measures the HTTP path and the cache, not the engine (the first, uncached read is printed too).
 *
 * Standalone against a running server: BENCH_BASE_URL=http://127.0.0.1:3000 npx tsx bench/browse.ts
 */
import path from 'node:path'
import { formatLoad, load } from './lib/load.ts'
import { ROOT, startServer, waitForFootball } from './lib/server.ts'

const MATCH = encodeURIComponent('en.1:2025-26:2026-03-14:arsenal:everton')
const ROUTES = [
  ['GET /api/browse/matches?day=today', '/api/browse/matches?day=today'],
  ['GET /api/browse/matches/{id}', `/api/browse/matches/${MATCH}`],
  ['GET /api/browse/leagues/{id}', '/api/browse/leagues/en.1'],
  ['GET /api/browse/teams/{id}', '/api/browse/teams/arsenal'],
] as const
const BROWSER = { 'accept-encoding': 'br, gzip' }
const SECONDS = 5

export async function benchBrowse(baseUrl?: string): Promise<string[]> {
  if (baseUrl) return onServer(baseUrl)
  const server = await startServer({
    FOOTBALL_DATA_DIR: process.env.FOOTBALL_DATA_DIR ?? path.resolve(ROOT, '../shared/data/openfootball'),
    DEMO_DATE: '2026-03-14',
    // One client address makes every request here: the per-IP limit would refuse most of them.
    RATE_LIMIT_PER_MINUTE: '100000000',
  })
  try {
    const fitMs = await waitForFootball(server.baseUrl)
    return [`model ready after ${Math.round(fitMs)} ms`, ...(await onServer(server.baseUrl))]
  } finally {
    await server.stop()
  }
}

async function onServer(baseUrl: string): Promise<string[]> {
  const lines: string[] = []
  for (const [label, route] of ROUTES) {
    const started = performance.now()
    const first = await fetch(`${baseUrl}${route}`, { headers: BROWSER })
    // fetch decodes the body: its length is the JSON's, the header's is what went over the wire.
    const body = await first.arrayBuffer()
    const firstMs = Math.round(performance.now() - started)
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`
    const sent = Number(first.headers.get('content-length') ?? body.byteLength)
    lines.push(
      `${label}: first read ${firstMs} ms (${first.status}; ${kb(body.byteLength)} JSON, ${kb(sent)} sent as ${first.headers.get('content-encoding') ?? 'identity'})`,
    )
    lines.push(
      formatLoad(await load(`${label} (cached)`, { url: `${baseUrl}${route}`, headers: BROWSER, duration: SECONDS })),
    )
  }
  const etag = (await fetch(`${baseUrl}${ROUTES[2][1]}`)).headers.get('etag') ?? ''
  const revalidated = await load('GET /api/browse/leagues/{id} with If-None-Match (304)', {
    url: `${baseUrl}${ROUTES[2][1]}`,
    headers: { ...BROWSER, 'if-none-match': etag },
    duration: SECONDS,
  })
  // autocannon counts a 304 as non-2xx: say so rather than print it as a failure.
  lines.push(`${formatLoad(revalidated)}  (non-2xx here are the 304s)`)
  lines.push(
    formatLoad(
      await load('GET /matches/{id} (page with its meta tags)', {
        url: `${baseUrl}/matches/${MATCH}`,
        headers: BROWSER,
        duration: SECONDS,
      }),
    ),
  )
  lines.push(formatLoad(await load('GET /sitemap.xml', { url: `${baseUrl}/sitemap.xml`, duration: SECONDS })))
  return lines
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const line of await benchBrowse(process.env.BENCH_BASE_URL)) console.log(line)
}
