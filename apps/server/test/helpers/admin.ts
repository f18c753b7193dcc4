/** An app with an admin domain, one administrator and one ordinary user, for the admin tests. */
import type { LightMyRequestResponse } from 'fastify'
import { type SignedInUser, uniqueEmail } from '../auth-helpers.ts'
import { insertSignedInUser } from './factories.ts'
import { createTestApp, type TestContext } from './test-app.ts'

export const TEST_ADMIN_DOMAIN = 'pitchwise-admin.test'

export interface AdminTestContext extends TestContext {
  admin: SignedInUser
  user: SignedInUser
  /** Inject as the administrator. */
  asAdmin(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
  ): Promise<LightMyRequestResponse>
  /** The newest audit entries, newest first. */
  auditEntries(
    action?: string,
  ): Promise<Array<{ action: string; entity_id: string | null; actor_email: string; before: unknown; after: unknown }>>
}

export async function createAdminTestApp(overrides: Record<string, string> = {}): Promise<AdminTestContext> {
  const ctx = await createTestApp({
    ADMIN_EMAIL_DOMAIN: TEST_ADMIN_DOMAIN,
    AUTH_RATE_LIMIT_PER_15_MIN: '10000',
    ...overrides,
  })
  const admin = await insertSignedInUser(ctx.app, { email: uniqueEmail('admin', TEST_ADMIN_DOMAIN) })
  const user = await insertSignedInUser(ctx.app)
  return {
    ...ctx,
    admin,
    user,
    asAdmin: (method, url, payload) =>
      ctx.app.inject({
        method,
        url,
        headers: admin.headers,
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
    async auditEntries(action) {
      let query = ctx.database.db
        .selectFrom('admin_audit_log')
        .select(['action', 'entity_id', 'actor_email', 'before', 'after'])
        .orderBy('created_at', 'desc')
      if (action) query = query.where('action', '=', action)
      return query.execute()
    },
  }
}
