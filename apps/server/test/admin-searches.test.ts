/**
 * /api/admin/searches: the Manage Searches page (10 per page, searchable), deleting one or many
 * with their market links, likes and history in one transaction, and hiding a search from the
 * public popular list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AdminTestContext, createAdminTestApp } from './helpers/admin.ts'
import { recordSearch } from './helpers/record-search.ts'

let ctx: AdminTestContext
beforeAll(async () => {
  ctx = await createAdminTestApp()
})
afterAll(() => ctx.close())

describe('admin searches', () => {
  it('pages 10 at a time and finds searches by a text fragment, wildcards taken literally', async () => {
    for (let i = 0; i < 12; i++) await recordSearch(ctx.database.db, `Quokka cup match ${i}`, null)
    await recordSearch(ctx.database.db, 'Quokka 100% sure', null)
    const first = (await ctx.asAdmin('GET', '/api/admin/searches?q=quokka')).json()
    expect(first).toMatchObject({ total: 13, page: 1, pageSize: 10, totalPages: 2 })
    expect(first.items).toHaveLength(10)
    expect(first.items[0]).toMatchObject({ searches: 1, hiddenFromPopular: false })
    expect(first.items[0].createdAt).toMatch(/^\d{4}-/)
    const second = (await ctx.asAdmin('GET', '/api/admin/searches?q=QUOKKA&page=2')).json()
    expect(second.items).toHaveLength(3)
    const percent = (await ctx.asAdmin('GET', `/api/admin/searches?q=${encodeURIComponent('100%')}`)).json()
    expect(percent.items.map((s: { query: string }) => s.query)).toEqual(['Quokka 100% sure'])
    const literal = (await ctx.asAdmin('GET', `/api/admin/searches?q=${encodeURIComponent('%')}`)).json()
    expect(literal.total).toBe(1)
  })

  it('deletes a search with its market links, likes and history, audited', async () => {
    const { searchId } = await recordSearch(ctx.database.db, 'Wombat derby tips', ctx.user.id)
    const liked = await ctx.app.inject({
      method: 'POST',
      url: `/api/searches/${searchId}/like`,
      headers: ctx.user.headers,
    })
    expect(liked.statusCode, liked.body).toBeLessThan(300)
    const market = (await ctx.asAdmin('POST', '/api/admin/markets', { name: 'Wombat', order: 1 })).json()
    await ctx.asAdmin('POST', `/api/admin/markets/${market.id}/searches`, { searchId })
    const db = ctx.database.db
    expect(
      await db.selectFrom('user_likes').select('search_id').where('search_id', '=', searchId).execute(),
    ).toHaveLength(1)
    expect(
      await db.selectFrom('user_search_history').select('search_id').where('search_id', '=', searchId).execute(),
    ).toHaveLength(1)

    const res = await ctx.asAdmin('POST', '/api/admin/searches/delete', { ids: [searchId] })
    expect(res.json()).toEqual({ deleted: 1 })
    for (const table of ['user_likes', 'user_search_history', 'market_searches'] as const) {
      expect(await db.selectFrom(table).select('search_id').where('search_id', '=', searchId).execute()).toEqual([])
    }
    expect(await db.selectFrom('searches').select('id').where('id', '=', searchId).execute()).toEqual([])
    const [entry] = await ctx.auditEntries('search.delete')
    expect(entry).toMatchObject({ entity_id: searchId, before: { query: 'Wombat derby tips' } })
    // The user's history page no longer shows it.
    const history = await ctx.app.inject({ method: 'GET', url: '/api/history', headers: ctx.user.headers })
    expect(history.body).not.toContain('Wombat derby tips')
  })

  it('deletes many at once and ignores unknown ids', async () => {
    const a = await recordSearch(ctx.database.db, 'Numbat one', null)
    const b = await recordSearch(ctx.database.db, 'Numbat two', null)
    const res = await ctx.asAdmin('POST', '/api/admin/searches/delete', {
      ids: [a.searchId, b.searchId, '00000000-0000-4000-8000-000000000000'],
    })
    expect(res.json()).toEqual({ deleted: 2 })
    expect((await ctx.asAdmin('GET', '/api/admin/searches?q=numbat')).json().total).toBe(0)
  })

  it('refuses an empty or malformed id list, deleting nothing', async () => {
    const { searchId } = await recordSearch(ctx.database.db, 'Bilby keepers', null)
    expect((await ctx.asAdmin('POST', '/api/admin/searches/delete', { ids: [] })).statusCode).toBe(400)
    expect((await ctx.asAdmin('POST', '/api/admin/searches/delete', { ids: ['nope'] })).statusCode).toBe(400)
    const user = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/searches/delete',
      headers: ctx.user.headers,
      payload: { ids: [searchId] },
    })
    expect(user.statusCode).toBe(403)
    expect((await ctx.asAdmin('GET', '/api/admin/searches?q=bilby')).json().total).toBe(1)
  })

  it('hides a search from the public popular list and shows it again', async () => {
    let top = ''
    // Asked by many different people, so the public list would show it (issue 30).
    for (let i = 0; i < 50; i++) {
      top = (await recordSearch(ctx.database.db, 'Spam spam spam', null, undefined, `203.0.113.${i}`)).searchId
    }
    const popular = async () =>
      (await ctx.app.inject({ method: 'GET', url: '/api/searches/popular' }))
        .json()
        .searches.map((s: { id: string }) => s.id)
    expect((await popular())[0]).toBe(top)
    const hide = await ctx.asAdmin('PATCH', `/api/admin/searches/${top}`, { hiddenFromPopular: true })
    expect(hide.statusCode).toBe(200)
    expect(await popular()).not.toContain(top)
    const [entry] = await ctx.auditEntries('search.hide')
    expect(entry).toMatchObject({
      entity_id: top,
      before: { hidden_from_popular: false },
      after: { hidden_from_popular: true },
    })
    const listed = (await ctx.asAdmin('GET', '/api/admin/searches?q=spam')).json().items[0]
    expect(listed.hiddenFromPopular).toBe(true)
    await ctx.asAdmin('PATCH', `/api/admin/searches/${top}`, { hiddenFromPopular: false })
    expect((await popular())[0]).toBe(top)
    const bad = await ctx.asAdmin('PATCH', `/api/admin/searches/${top}`, { hiddenFromPopular: 'yes' })
    expect(bad.statusCode).toBe(400)
  })
})
