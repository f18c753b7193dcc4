/**
 * The remaining admin routes: cleanup of old shared analyses, the feedback inbox and the audit
 * log page.
 */
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AdminTestContext, createAdminTestApp } from './helpers/admin.ts'

let ctx: AdminTestContext
beforeAll(async () => {
  ctx = await createAdminTestApp()
})
afterAll(() => ctx.close())

async function analysis(shareId: string, daysOld: number) {
  await ctx.database.db
    .insertInto('analyses')
    .values({
      share_id: shareId,
      query: 'q',
      result: 'r',
      analysis: null,
      created_at: sql<Date>`now() - make_interval(days => ${daysOld})`,
    })
    .execute()
}

describe('cleanup of old shared analyses', () => {
  it('deletes analyses older than the retention days and keeps the rest, audited', async () => {
    await analysis('old-share-000000000001', 40)
    await analysis('old-share-000000000002', 31)
    await analysis('new-share-000000000003', 5)
    const res = await ctx.asAdmin('POST', '/api/admin/analyses/cleanup', { retentionDays: 30 })
    expect(res.json()).toEqual({ deleted: 2 })
    expect((await ctx.app.inject({ method: 'GET', url: '/api/analyses/old-share-000000000001' })).statusCode).toBe(404)
    expect((await ctx.app.inject({ method: 'GET', url: '/api/analyses/new-share-000000000003' })).statusCode).toBe(200)
    const [entry] = await ctx.auditEntries('analyses.cleanup')
    expect(entry?.after).toEqual({ retentionDays: 30, deleted: 2 })
    expect((await ctx.asAdmin('POST', '/api/admin/analyses/cleanup', { retentionDays: 1 })).json()).toEqual({
      deleted: 1,
    })
  })

  it('refuses retention below 1 or fractional, deleting nothing', async () => {
    await analysis('keep-share-00000000004', 3)
    for (const retentionDays of [0, -5, 2.5, 'x']) {
      const res = await ctx.asAdmin('POST', '/api/admin/analyses/cleanup', { retentionDays })
      expect(res.statusCode).toBe(400)
      expect(res.json().fields.retentionDays).toBe('Retention days must be a whole number of at least 1')
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/analyses/keep-share-00000000004' })).statusCode).toBe(200)
  })
})

describe('feedback inbox', () => {
  it('lists what users sent, with their email, and marks messages handled', async () => {
    await ctx.app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: ctx.user.headers,
      payload: { type: 'bug', message: 'The chart is upside down' },
    })
    await ctx.app.inject({ method: 'POST', url: '/api/feedback', payload: { type: 'other', message: 'Hello' } })
    const open = (await ctx.asAdmin('GET', '/api/admin/feedback')).json()
    expect(open.open).toBe(2)
    expect(open.items[0]).toMatchObject({ type: 'other', message: 'Hello', email: null, handledAt: null })
    const bug = open.items.find((item: { type: string }) => item.type === 'bug')
    expect(bug.email).toBe(ctx.user.email)

    expect((await ctx.asAdmin('PATCH', `/api/admin/feedback/${bug.id}`, { handled: true })).statusCode).toBe(200)
    const after = (await ctx.asAdmin('GET', '/api/admin/feedback')).json()
    expect(after.items.map((item: { id: string }) => item.id)).not.toContain(bug.id)
    expect(after.open).toBe(1)
    const handled = (await ctx.asAdmin('GET', '/api/admin/feedback?status=handled')).json()
    expect(handled.items[0]).toMatchObject({ id: bug.id })
    expect(handled.items[0].handledAt).toMatch(/^\d{4}-/)
    const [entry] = await ctx.auditEntries('feedback.handle')
    expect(entry?.entity_id).toBe(bug.id)
    const missing = await ctx.asAdmin('PATCH', '/api/admin/feedback/00000000-0000-4000-8000-000000000000', {
      handled: true,
    })
    expect(missing.statusCode).toBe(404)
  })
})

describe('audit log', () => {
  it('shows who changed what, newest first, filtered by entity', async () => {
    const created = (await ctx.asAdmin('POST', '/api/admin/markets', { name: 'Audited', order: 3 })).json()
    await ctx.asAdmin('PUT', `/api/admin/markets/${created.id}`, { name: 'Audited twice', order: 3 })
    const log = (await ctx.asAdmin('GET', '/api/admin/audit?entity=market')).json()
    expect(log.items.slice(0, 2).map((entry: { action: string }) => entry.action)).toEqual([
      'market.update',
      'market.create',
    ])
    expect(log.items[0]).toMatchObject({
      actorEmail: ctx.admin.email,
      actorId: ctx.admin.id,
      entity: 'market',
      entityId: created.id,
      before: { name: 'Audited' },
      after: { name: 'Audited twice' },
    })
  })

  it('writes no entry when the change fails', async () => {
    const before = (await ctx.asAdmin('GET', '/api/admin/audit')).json().total
    await ctx.asAdmin('POST', '/api/admin/markets', { name: 'Dup', order: 1 })
    const dup = await ctx.asAdmin('POST', '/api/admin/markets', { name: 'DUP', order: 1 })
    expect(dup.statusCode).toBe(409)
    expect((await ctx.asAdmin('GET', '/api/admin/audit')).json().total).toBe(before + 1)
  })
})
