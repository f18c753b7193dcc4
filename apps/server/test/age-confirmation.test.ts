/**
 * Age and terms confirmation (issue 35) over HTTP on a real database: every route that can create
 * an account refuses one without `ageConfirmed: true` and stores when it was given; an account
 * made before the rule confirms at its next sign-in and cannot buy until it has.
 */
import { AGE_CONFIRMATION_TEXTS } from '@pitchwise/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, latestLink, signIn, uniqueEmail } from './auth-helpers.ts'
import { planByName, sandboxMethod } from './helpers/billing.ts'
import { insertSignedInUser } from './helpers/factories.ts'
import { createTestApp, type TestContext } from './helpers/test-app.ts'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestApp({ AUTH_RATE_LIMIT_PER_15_MIN: '10000', AUTH_RATE_LIMIT_PER_EMAIL_PER_15_MIN: '1000' })
})
afterAll(() => ctx.close())

const db = () => ctx.database.db
const accountOf = (email: string) =>
  db().selectFrom('user').select(['id', 'ageConfirmedAt']).where('email', '=', email).executeTakeFirst()

describe('sign-up refuses an account without the age confirmation', () => {
  const routes = [
    { url: '/api/account/signup', extra: {} },
    { url: '/api/auth/sign-up/email', extra: { name: '' } },
  ]
  for (const { url, extra } of routes) {
    it(`${url}: missing or false → 400 with the spec text and no account`, async () => {
      for (const ageConfirmed of [undefined, false, 'true', 1]) {
        const email = uniqueEmail('underage')
        const res = await ctx.app.inject({
          method: 'POST',
          url,
          payload: {
            email,
            password: 'secret-pass',
            ...extra,
            ...(ageConfirmed === undefined ? {} : { ageConfirmed }),
          },
        })
        expect(res.statusCode, `${String(ageConfirmed)}: ${res.body}`).toBe(400)
        expect(res.body).toContain(AGE_CONFIRMATION_TEXTS.required)
        expect(await accountOf(email)).toBeUndefined()
      }
    })

    it(`${url}: ageConfirmed true → the account stores when it was given`, async () => {
      const email = uniqueEmail('adult')
      const before = Date.now()
      const res = await ctx.app.inject({
        method: 'POST',
        url,
        payload: { email, password: 'secret-pass', ageConfirmed: true, ...extra },
      })
      expect(res.statusCode, res.body).toBe(200)
      const account = await accountOf(email)
      expect(account?.ageConfirmedAt).toBeInstanceOf(Date)
      expect(account?.ageConfirmedAt?.getTime()).toBeGreaterThanOrEqual(before - 1000)
    })
  }

  it('a magic link for an email without an account signs nobody up: the link says to create one', async () => {
    const email = uniqueEmail('magic-new')
    const sent = await ctx.app.inject({ method: 'POST', url: '/api/auth/sign-in/magic-link', payload: { email } })
    expect(sent.statusCode).toBe(200)
    const { token } = await latestLink(db(), email)
    const verified = await ctx.app.inject({ method: 'GET', url: `/api/auth/magic-link/verify?token=${token}` })
    expect(verified.statusCode).toBe(401)
    expect(verified.json()).toMatchObject({ error: AGE_CONFIRMATION_TEXTS.signUpFirst })
    expect(verified.headers['set-auth-token']).toBeUndefined()
    expect(await accountOf(email)).toBeUndefined()
  })
})

describe('an account made before the rule', () => {
  it('is asked at sign-in (/api/me says not confirmed) and confirms once; the first time is kept', async () => {
    const user = await insertSignedInUser(ctx.app, { ageConfirmed: false })
    const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: user.headers })
    expect(me.json().ageConfirmedAt).toBeNull()

    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/age-confirmation',
      headers: user.headers,
      payload: { ageConfirmed: false },
    })
    expect(refused.statusCode).toBe(400)
    expect((await accountOf(user.email))?.ageConfirmedAt).toBeNull()

    const confirmed = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/age-confirmation',
      headers: user.headers,
      payload: { ageConfirmed: true },
    })
    expect(confirmed.statusCode, confirmed.body).toBe(200)
    const first = confirmed.json().ageConfirmedAt
    expect(new Date(first).getTime()).toBeGreaterThan(Date.now() - 60_000)
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/age-confirmation',
      headers: user.headers,
      payload: { ageConfirmed: true },
    })
    expect(again.json().ageConfirmedAt).toBe(first)
    expect((await ctx.app.inject({ method: 'GET', url: '/api/me', headers: user.headers })).json().ageConfirmedAt).toBe(
      first,
    )
  })

  it('needs a signed-in caller to confirm', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/age-confirmation',
      payload: { ageConfirmed: true },
    })
    expect(res.statusCode).toBe(401)
  })

  it('cannot start an order on any route until it has confirmed', async () => {
    const user = await insertSignedInUser(ctx.app, { ageConfirmed: false })
    const [plan, method] = await Promise.all([planByName(db(), 'Daily Pass'), sandboxMethod(db())])
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/billing/orders',
      headers: user.headers,
      payload: { planId: plan.id, methodId: method.id },
    })
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual({ error: AGE_CONFIRMATION_TEXTS.purchaseRefused, code: 'AGE_CONFIRMATION_REQUIRED' })
    const orders = await db().selectFrom('payment_orders').select('id').where('user_id', '=', user.id).execute()
    expect(orders).toHaveLength(0)
  })

  it('confirms by signing up again with the right password and the box ticked', async () => {
    const email = uniqueEmail('legacy')
    await ctx.app.inject({
      method: 'POST',
      url: '/api/account/signup',
      payload: { email, password: 'secret-pass', ageConfirmed: true },
    })
    const { token } = await latestLink(db(), email)
    await ctx.app.inject({ method: 'GET', url: `/api/auth/verify-email?token=${token}` })
    await db().updateTable('user').set({ ageConfirmedAt: null }).where('email', '=', email).execute()
    expect((await signIn(ctx.app, email, 'secret-pass')).statusCode).toBe(200)
    expect((await accountOf(email))?.ageConfirmedAt).toBeNull()

    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/signup',
      payload: { email, password: 'secret-pass', ageConfirmed: true },
    })
    expect(res.json().status).toBe('signed-in')
    expect((await accountOf(email))?.ageConfirmedAt).toBeInstanceOf(Date)
    const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: bearer(res.json().token) })
    expect(me.json().ageConfirmedAt).not.toBeNull()
  })
})
