import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestContext } from './helpers/test-app.ts'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestApp()
})
afterAll(() => ctx.close())

describe('GET /api/health', () => {
  it('reports ok with the database driver and a round-trip time', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.status).toBe('ok')
    expect(body.database.ok).toBe(true)
    expect(body.database.driver).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite')
    expect(res.headers['cache-control']).toBe('no-store')
  })

  it('sends security headers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' })
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'")
  })
})

describe('errors', () => {
  it('refuses bodies over the size limit with PAYLOAD_TOO_LARGE and no stack trace', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ type: 'bug', message: 'x'.repeat(300 * 1024) }),
    })
    expect(res.statusCode).toBe(413)
    expect(res.json()).toEqual({ error: 'The request body is too large.', code: 'PAYLOAD_TOO_LARGE' })
  })

  it('answers malformed JSON with BAD_REQUEST', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { 'content-type': 'application/json' },
      payload: '{"type": "bug", ',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().code).toBe('BAD_REQUEST')
    expect(res.body).not.toContain('at ')
  })

  it('answers unknown API paths with the JSON error shape', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing' })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ error: 'No route for GET /api/no-such-thing', code: 'NOT_FOUND' })
  })
})

describe('OpenAPI', () => {
  it('describes the health route', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })
    expect(res.statusCode).toBe(200)
    expect(res.json().paths['/api/health'].get.summary).toBe('Service and database health')
  })

  it('serves the browsable docs', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/' })
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('swagger')
  })
})
