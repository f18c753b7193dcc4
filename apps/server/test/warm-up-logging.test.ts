/**
 * An expected refusal is not an incident: a question asked while the model warms up (or with no
 * football data at all) answers 503 and is logged below error level, without a stack, so an
 * operator's error alerts stay for real failures. A real failure still logs at error with it.
 */
import { Writable } from 'node:stream'
import { afterEach, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app.ts'
import { openTestDatabase, testConfig } from './helpers/test-app.ts'

const closers: Array<() => Promise<void>> = []
afterEach(async () => {
  for (const close of closers.splice(0)) await close()
})

async function appWithLog() {
  const lines: Array<Record<string, unknown>> = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line))
      done()
    },
  })
  const { database, dispose } = await openTestDatabase()
  const app = await buildApp({ config: testConfig(), database, logger: { level: 'info', stream } })
  app.get('/api/test-broken', async () => {
    throw new Error('disk on fire')
  })
  await app.ready()
  closers.push(async () => {
    await app.close()
    await dispose()
  })
  return { app, lines }
}

describe('logging refusals', () => {
  it('logs a warming-up 503 as a warning, without a stack', async () => {
    const { app, lines } = await appWithLog()
    const res = await app.inject({
      method: 'POST',
      url: '/api/analyze',
      headers: { 'x-visitor-id': 'visitor-warm-up-0001', 'x-session-id': 'session-warm-up-0001' },
      payload: { query: 'Arsenal vs Chelsea' },
    })
    expect(res.statusCode).toBe(503)
    const about = lines.filter((line) => line.code === 'SERVICE_UNAVAILABLE' || line.err)
    expect(about.length).toBeGreaterThan(0)
    for (const line of about) {
      expect(line.level, JSON.stringify(line)).toBeLessThan(50)
      expect(JSON.stringify(line)).not.toContain('"stack"')
    }
  })

  it('still logs a real failure at error level with its stack', async () => {
    const { app, lines } = await appWithLog()
    expect((await app.inject({ method: 'GET', url: '/api/test-broken' })).statusCode).toBe(500)
    const failure = lines.find((line) => line.level === 50)
    expect(JSON.stringify(failure)).toContain('disk on fire')
    expect(JSON.stringify(failure)).toContain('"stack"')
  })
})
