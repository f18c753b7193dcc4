/**
 * Defect 7: a cookie-authenticated write from another origin on the same site (another port
 * of 127.0.0.1, a sibling subdomain) was accepted. Every state-changing request that carries
 * a cookie must come from one of the app's own origins; bearer requests without a cookie are
 * not a CSRF risk and stay allowed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { latestLink, uniqueEmail } from '../auth-helpers.ts'
import { recordSearch } from '../helpers/record-search.ts'
import { createTestApp, type TestContext } from '../helpers/test-app.ts'

let ctx: TestContext
let cookie: string
let token: string
let searchId: string
beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: 'http://127.0.0.1:3000' })
  const email = uniqueEmail('csrf')
  await ctx.app.inject({
    method: 'POST',
    url: '/api/account/signup',
    payload: { email, password: 'secret-pass', ageConfirmed: true },
  })
  const verified = await ctx.app.inject({
    method: 'GET',
    url: `/api/auth/verify-email?token=${(await latestLink(ctx.database.db, email)).token}`,
  })
  token = String(verified.headers['set-auth-token'])
  cookie = ([] as string[])
    .concat(verified.headers['set-cookie'] ?? [])
    .map((line) => line.split(';')[0])
    .join('; ')
  searchId = (await recordSearch(ctx.database.db, 'arsenal vs chelsea', null)).searchId
})
afterAll(() => ctx.close())

const likes = async () => (await ctx.database.db.selectFrom('user_likes').select('search_id').execute()).length

describe('cookie-authenticated writes', () => {
  it('the session cookie really authenticates (so the refusals below are about the origin)', async () => {
    const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })
    expect(me.statusCode).toBe(200)
  })

  for (const origin of ['http://127.0.0.1:4000', 'http://evil.127.0.0.1.nip.io:3000', 'null']) {
    it(`refuses a like from ${origin} and changes nothing`, async () => {
      const before = await likes()
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/searches/${searchId}/like`,
        headers: { cookie, origin },
      })
      expect(res.statusCode).toBe(403)
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN', error: 'Cross-origin request refused.' })
      expect(await likes()).toBe(before)
    })
  }

  it('refuses a cookie write with neither Origin nor Referer', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: `/api/searches/${searchId}/like`, headers: { cookie } })
    expect(res.statusCode).toBe(403)
  })

  it("refuses better-auth's routes from a same-site origin too", async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie, origin: 'http://127.0.0.1:4000', 'content-type': 'application/json' },
      payload: {},
    })
    expect(res.statusCode).toBe(403)
    const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })
    expect(me.statusCode).toBe(200)
  })

  it('accepts the same write from the app origin (and from a referer of it)', async () => {
    const before = await likes()
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/searches/${searchId}/like`,
      headers: { cookie, origin: 'http://127.0.0.1:3000' },
    })
    expect(res.statusCode).toBe(200)
    expect(await likes()).toBe(before + 1)
    const back = await ctx.app.inject({
      method: 'POST',
      url: `/api/searches/${searchId}/like`,
      headers: { cookie, referer: 'http://127.0.0.1:3000/history' },
    })
    expect(back.statusCode).toBe(200)
    expect(await likes()).toBe(before)
  })

  it('accepts a bearer request without a cookie from anywhere', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/searches/${searchId}/like`,
      headers: { authorization: `Bearer ${token}`, origin: 'http://127.0.0.1:4000' },
    })
    expect(res.statusCode).toBe(200)
  })
})
