import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertSignedInUser } from './helpers/factories.ts'
import { createTestApp, type TestContext } from './helpers/test-app.ts'

let ctx: TestContext
let ip = 1
beforeAll(async () => {
  ctx = await createTestApp()
})
afterAll(() => ctx.close())

/** Each call comes from its own address unless one is given, so the rate limit stays out of the way. */
function send(payload: unknown, options: { headers?: Record<string, string>; remoteAddress?: string } = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/feedback',
    payload: payload as Record<string, unknown>,
    headers: options.headers ?? {},
    remoteAddress: options.remoteAddress ?? `10.0.0.${ip++}`,
  })
}

const stored = (message: string) =>
  ctx.database.db.selectFrom('feedback').selectAll().where('message', '=', message).executeTakeFirst()

describe('POST /api/feedback', () => {
  it('stores anonymous feedback trimmed, as a suggestion by default, with no email', async () => {
    const res = await send({ message: '  Love the picks  ' })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toEqual({ received: true })
    expect(await stored('Love the picks')).toMatchObject({ type: 'suggestion', user_email: null })
  })

  it("stores the signed-in user's email", async () => {
    const user = await insertSignedInUser(ctx.app)
    const res = await send({ type: 'bug', message: 'The share button does nothing' }, { headers: user.headers })
    expect(res.statusCode).toBe(201)
    expect(await stored('The share button does nothing')).toMatchObject({ type: 'bug', user_email: user.email })
  })

  it('requires a message', async () => {
    for (const message of ['', '   \n  ']) {
      const res = await send({ type: 'other', message })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({ error: 'Please enter your feedback', code: 'VALIDATION_ERROR' })
    }
  })

  it('refuses an unknown type, a missing message and an over-long message', async () => {
    expect((await send({ type: 'praise', message: 'hi' })).statusCode).toBe(400)
    expect((await send({ type: 'bug' })).statusCode).toBe(400)
    const long = await send({ message: 'x'.repeat(5001) })
    expect(long.statusCode).toBe(400)
    expect(long.json().error).toContain('too long')
  })

  it('rate-limits per IP', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 11; i++)
      statuses.push((await send({ message: `spam ${i}` }, { remoteAddress: '10.9.9.9' })).statusCode)
    expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true)
    expect(statuses[10]).toBe(429)
    expect((await send({ message: 'other person' })).statusCode).toBe(201)
  })
})
