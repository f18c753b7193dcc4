/**
 * Defect 6: text PostgreSQL cannot store (a NUL character) used to reach the database and
 * answer 500. Every route now answers 400 with one clear message and changes nothing.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestContext } from '../helpers/test-app.ts'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestApp()
})
afterAll(() => ctx.close())

const visitor = () => ({ 'x-visitor-id': `visitor-${randomUUID()}`, 'x-session-id': `session-${randomUUID()}` })
const NUL = '\u0000'

describe('text with a NUL character', () => {
  const cases: { name: string; method: 'GET' | 'POST'; url: string; payload?: unknown }[] = [
    { name: 'analyze question', method: 'POST', url: '/api/analyze', payload: { query: `Arsenal${NUL} vs Chelsea` } },
    {
      name: 'sign-up name',
      method: 'POST',
      url: '/api/account/signup',
      payload: { email: 'nul@example.com', password: 'password-123', ageConfirmed: true, name: `N${NUL}` },
    },
    {
      name: 'sign-in email (better-auth)',
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: `a${NUL}@example.com`, password: 'password-123', ageConfirmed: true },
    },
    { name: 'feedback text', method: 'POST', url: '/api/feedback', payload: { message: `bad${NUL}`, rating: 1 } },
    { name: 'nested object key', method: 'POST', url: '/api/analyze', payload: { query: 'x', [`k${NUL}`]: 1 } },
    { name: 'deeply nested value', method: 'POST', url: '/api/feedback', payload: { a: [[[[{ b: NUL }]]]] } },
    { name: 'query string', method: 'GET', url: '/api/search?q=ab%00cd' },
    { name: 'path parameter', method: 'GET', url: '/api/analyses/abcdefgh%00ijklmnop' },
  ]
  for (const item of cases) {
    it(`answers 400 for the ${item.name}`, async () => {
      const res = await ctx.app.inject({
        method: item.method,
        url: item.url,
        headers: visitor(),
        ...(item.payload !== undefined ? { payload: item.payload as object } : {}),
      })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        error: expect.stringContaining('cannot contain the NUL character'),
      })
    })
  }

  it('saves nothing for a refused sign-up', async () => {
    const before = await ctx.database.db
      .selectFrom('user')
      .select(ctx.database.db.fn.countAll().as('n'))
      .executeTakeFirstOrThrow()
    await ctx.app.inject({
      method: 'POST',
      url: '/api/account/signup',
      payload: { email: `x${NUL}y@example.com`, password: 'password-123', ageConfirmed: true },
    })
    const after = await ctx.database.db
      .selectFrom('user')
      .select(ctx.database.db.fn.countAll().as('n'))
      .executeTakeFirstOrThrow()
    expect(after.n).toBe(before.n)
  })
})
