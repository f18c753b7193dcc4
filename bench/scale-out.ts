/**
 * `npm run bench:scale-out`: POST /api/analyze through nginx with one instance and with two, on
 * PostgreSQL (a new database per stack) with Redis, 50 connections for 10 s each. Each request is
 * its own visitor at its own client address, at its own client minute (every request runs the
 * engine: no answer-cache hits). Needs what `npm run test:scale-out` needs (docs/operations.md).
 */
import { randomBytes } from 'node:crypto'
import path from 'node:path'
import { waitForFootball } from '../scripts/lib/production-server.ts'
import { startScaleOut } from '../scripts/lib/scale-out.ts'
import { ANALYZE_BENCH_ENV } from './analyze.ts'
import { formatLoad, load } from './lib/load.ts'
import { ROOT } from './lib/server.ts'

const env = {
  ...ANALYZE_BENCH_ENV,
  TRUST_PROXY: '127.0.0.1',
  RATE_LIMIT_PER_MINUTE: '100000000',
  FOOTBALL_DATA_DIR: process.env.FOOTBALL_DATA_DIR ?? path.resolve(ROOT, '../shared/data/openfootball'),
}

for (const instances of [1, 2]) {
  const stack = await startScaleOut({ instances, env })
  try {
    for (const instance of stack.instances) await waitForFootball(instance.url, 600_000)
    let n = 0
    const result = await load(`nginx → ${instances} instance${instances > 1 ? 's' : ''}: POST /api/analyze`, {
      url: `${stack.url}/api/analyze`,
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
            'x-forwarded-for': `127.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
          },
          body: JSON.stringify({
            query: 'Arsenal vs Chelsea',
            date: new Date(Date.parse('2026-03-14T10:00:00.000Z') + (n % 600) * 60_000).toISOString(),
            channel: 0,
          }),
        }
      },
    })
    console.log(formatLoad(result))
  } finally {
    await stack.stop()
  }
}
