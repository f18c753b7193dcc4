/**
 * Operations: /metrics in Prometheus format (per-route traffic, analyze outcomes, credits,
 * import/fit times, the pool), guarded to loopback or METRICS_TOKEN; a request id on every
 * response, an incoming one kept only when sane.
 */
import { randomUUID } from 'node:crypto'
import { daysBetween } from '@pitchwise/engine/parser/calendar'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LAST_RESULT_DATE, startTestFootball } from './helpers/football.ts'
import { createTestApp, type TestContext } from './helpers/test-app.ts'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestApp({ METRICS_TOKEN: 'metrics-token-0123456789' })
  ctx.app.football = await startTestFootball(ctx.database, ctx.app.log)
})
afterAll(() => ctx.close())

describe('/metrics', () => {
  it('counts requests per route, analyze outcomes and credits, and reports fit and import times', async () => {
    const headers = { 'x-visitor-id': `visitor-${randomUUID()}`, 'x-session-id': `session-${randomUUID()}` }
    const answered = await ctx.app.inject({
      method: 'POST',
      url: '/api/analyze',
      headers,
      payload: { query: 'Arsenal vs Everton', date: '2026-03-14T12:00:00.000Z' },
    })
    expect(answered.json().charged).toBe(true)
    await ctx.app.inject({ method: 'GET', url: '/api/analyses/AbCdEfGhIjKlMnOpQrStUv' })
    const res = await ctx.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/plain')
    const text = res.body
    expect(text).toMatch(/pitchwise_http_requests_total\{method="POST",route="\/api\/analyze",status="200"\} [1-9]/)
    expect(text).toMatch(
      /pitchwise_http_requests_total\{method="GET",route="\/api\/analyses\/:shareId",status="404"\} [1-9]/,
    )
    expect(text).toMatch(
      /pitchwise_http_request_duration_seconds_bucket\{le="0.1",method="POST",route="\/api\/analyze"\}/,
    )
    expect(text).toMatch(/pitchwise_analyze_outcomes_total\{outcome="charged"\} [1-9]/)
    expect(text).toMatch(/pitchwise_credits_spent_total\{payer="visitor"\} [1-9]/)
    expect(text).toMatch(/pitchwise_model_fit_seconds \d/)
    expect(text).toMatch(/pitchwise_data_import_seconds \d/)
    expect(text).toMatch(/pitchwise_db_pool_connections\{state="total"\} \d/)
  })

  it('carries the football data verdict, per-competition age and the last import, taken at the scrape', async () => {
    const scrape = async () =>
      (await ctx.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' })).body
    const today = new Date().toISOString().slice(0, 10)
    let text = await scrape()
    // The generated season ends in March 2026, like the shared snapshot: stale on the real date.
    expect(text).toContain('pitchwise_football_freshness{state="stale"} 1')
    expect(text).toContain('pitchwise_football_freshness{state="fresh"} 0')
    expect(text).toContain('pitchwise_football_freshness{state="empty"} 0')
    expect(text).toContain(
      `pitchwise_football_data_age_days{competition="en.1"} ${daysBetween(LAST_RESULT_DATE, today)}`,
    )
    expect(text).toContain('pitchwise_football_last_import_success 1')
    const at = Number(/^pitchwise_football_last_import_timestamp_seconds (\S+)$/m.exec(text)?.[1])
    expect(Math.abs(at - Date.now() / 1000)).toBeLessThan(600)

    // A failed run of another instance, newer than ours: the scrape says so.
    const later = new Date(Date.now() + 60_000)
    await ctx.database.db
      .insertInto('data_imports')
      .values({ source: 'openfootball-http', started_at: later, finished_at: later, error: 'GET … answered 503' })
      .execute()
    text = await scrape()
    expect(text).toContain('pitchwise_football_last_import_success 0')
    expect(text).toContain(`pitchwise_football_last_import_timestamp_seconds ${later.getTime() / 1000}`)
  })

  it('refuses callers that are not on loopback unless they present METRICS_TOKEN', async () => {
    const remote = await ctx.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' })
    expect(remote.statusCode).toBe(403)
    const proxied = await ctx.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    })
    expect(proxied.statusCode).toBe(403)
    // Issue 30: a local proxy that names its client in another header than X-Forwarded-For.
    for (const headers of [
      { 'x-real-ip': '203.0.113.9' },
      { forwarded: 'for=203.0.113.9;proto=https' },
      { Forwarded: 'for="[2001:db8::9]"' },
      { via: '1.1 edge-proxy' },
      { 'cf-connecting-ip': '203.0.113.9' },
      { 'true-client-ip': '203.0.113.9' },
      { 'x-client-ip': '203.0.113.9' },
      { 'x-cluster-client-ip': '203.0.113.9' },
      { 'fastly-client-ip': '203.0.113.9' },
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1', headers })
      expect(res.statusCode, JSON.stringify(headers)).toBe(403)
    }
    const wrong = await ctx.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.9',
      headers: { authorization: 'Bearer nope' },
    })
    expect(wrong.statusCode).toBe(403)
    const withToken = await ctx.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.9',
      headers: { authorization: 'Bearer metrics-token-0123456789' },
    })
    expect(withToken.statusCode).toBe(200)
  })
})

describe('request ids', () => {
  it('answers every request with x-request-id, keeping a sane incoming one only', async () => {
    const fresh = await ctx.app.inject({ method: 'GET', url: '/api/ping' })
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
    const kept = await ctx.app.inject({
      method: 'GET',
      url: '/api/ping',
      headers: { 'x-request-id': 'nginx-abc123.456' },
    })
    expect(kept.headers['x-request-id']).toBe('nginx-abc123.456')
    for (const bad of ['short', 'has space inside it', 'x'.repeat(200), 'evil\\nline-injection']) {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/nope', headers: { 'x-request-id': bad } })
      expect(res.headers['x-request-id']).not.toBe(bad)
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
    }
  })
})
