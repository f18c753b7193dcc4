/**
 * Every /api/admin/* route, enumerated from the registry the admin guard fills, called as an
 * anonymous visitor (401), a user (403), an unverified account at the admin domain (403) and a
 * verified administrator (neither 401 nor 403). New admin routes are covered automatically.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app.ts'
import { bearer, createUnverifiedUser, signIn, uniqueEmail } from './auth-helpers.ts'
import { insertSignedInUser } from './helpers/factories.ts'
import { createTestApp, openTestDatabase, type TestContext, testConfig } from './helpers/test-app.ts'

const ADMIN_DOMAIN = 'pitchwise-admin.test'
let ctx: TestContext
let userHeaders: Record<string, string>
let unverifiedAdminHeaders: Record<string, string>
let adminHeaders: Record<string, string>
let roleAdminHeaders: Record<string, string>

beforeAll(async () => {
  ctx = await createTestApp({ ADMIN_EMAIL_DOMAIN: ADMIN_DOMAIN, AUTH_RATE_LIMIT_PER_15_MIN: '10000' })
  userHeaders = (await insertSignedInUser(ctx.app)).headers
  adminHeaders = (await insertSignedInUser(ctx.app, { email: uniqueEmail('boss', ADMIN_DOMAIN) })).headers
  const roleAdmin = await insertSignedInUser(ctx.app)
  await ctx.database.db.updateTable('user').set({ role: 'admin' }).where('id', '=', roleAdmin.id).execute()
  roleAdminHeaders = roleAdmin.headers
  // An unverified account cannot sign in with a password; a session made for it directly is
  // what a half-finished attack would have, and it must still not be an administrator.
  const email = uniqueEmail('pretender', ADMIN_DOMAIN)
  await createUnverifiedUser(ctx.app, email)
  expect((await signIn(ctx.app, email, 'secret-pass')).statusCode).toBe(403)
  const user = await ctx.database.db
    .selectFrom('user')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow()
  const authContext = await ctx.app.auth.$context
  const session = await authContext.internalAdapter.createSession(user.id)
  const signed = await signCookieValue(session.token, ctx.config.AUTH_SECRET)
  unverifiedAdminHeaders = bearer(signed)
})
afterAll(() => ctx.close())

async function signCookieValue(token: string, secret: string): Promise<string> {
  const { createHmac } = await import('node:crypto')
  const signature = createHmac('sha256', secret).update(token).digest('base64')
  return `${token}.${signature}`
}

function concrete(url: string): string {
  return url.replace(/:[A-Za-z_]+/g, '00000000-0000-4000-8000-000000000000').replace(/\*$/, 'x')
}

describe('/api/admin/* authorization', () => {
  it('knows every admin route, including GET /api/admin/me', () => {
    expect(ctx.app.adminRoutes).toContainEqual({ method: 'GET', url: '/api/admin/me' })
    const printed = ctx.app.printRoutes({ commonPrefix: false })
    expect(printed).toContain('/api/admin/me')
  })

  it('the unverified admin-domain session is a signed-in, non-admin user', async () => {
    const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: unverifiedAdminHeaders })
    expect(me.statusCode).toBe(200)
    expect(me.json().user).toMatchObject({ emailVerified: false, isAdmin: false })
  })

  it('answers 401 / 403 / 403 / allowed on every admin route', async () => {
    const checked: string[] = []
    for (const route of ctx.app.adminRoutes) {
      const url = concrete(route.url)
      const call = (headers: Record<string, string>) =>
        ctx.app.inject({
          method: route.method as 'GET',
          url,
          headers,
          ...(route.method === 'GET' ? {} : { payload: {} }),
        })
      const anonymous = await call({})
      expect(anonymous.statusCode, `${route.method} ${url} anonymous`).toBe(401)
      expect(anonymous.json().code).toBe('UNAUTHORIZED')
      const user = await call(userHeaders)
      expect(user.statusCode, `${route.method} ${url} user`).toBe(403)
      expect(user.json()).toEqual({ error: 'Administrator access required', code: 'FORBIDDEN' })
      expect((await call(unverifiedAdminHeaders)).statusCode, `${route.method} ${url} unverified`).toBe(403)
      for (const headers of [adminHeaders, roleAdminHeaders]) {
        const admin = await call(headers)
        expect([401, 403], `${route.method} ${url} admin got ${admin.statusCode}`).not.toContain(admin.statusCode)
      }
      checked.push(`${route.method} ${route.url}`)
    }
    expect(checked.length).toBeGreaterThan(0)
    const me = await ctx.app.inject({ method: 'GET', url: '/api/admin/me', headers: adminHeaders })
    expect(me.json().user).toMatchObject({ isAdmin: true, emailVerified: true })
  })

  it('guards admin routes registered anywhere, even outside the admin plugin', async () => {
    const { database, dispose } = await openTestDatabase()
    const app = await buildApp({ config: testConfig({ ADMIN_EMAIL_DOMAIN: ADMIN_DOMAIN }), database, logger: false })
    app.get('/api/admin/registered-late', async () => ({ ok: true }))
    await app.ready()
    try {
      expect(app.adminRoutes).toContainEqual({ method: 'GET', url: '/api/admin/registered-late' })
      const res = await app.inject({ method: 'GET', url: '/api/admin/registered-late' })
      expect(res.statusCode).toBe(401)
    } finally {
      await app.close()
      await dispose()
    }
  })
})
