/**
 * /api/admin/markets: markets and their searches, as the Markets management page uses them.
 * Every change leaves an audit entry; invalid input changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AdminTestContext, createAdminTestApp } from './helpers/admin.ts'
import { recordSearch } from './helpers/record-search.ts'

let ctx: AdminTestContext
beforeAll(async () => {
  ctx = await createAdminTestApp()
})
afterAll(() => ctx.close())

async function createMarket(name: string, extra: Record<string, unknown> = {}) {
  const res = await ctx.asAdmin('POST', '/api/admin/markets', { name, description: '', order: 5, ...extra })
  expect(res.statusCode, res.body).toBe(201)
  return res.json().id as string
}

describe('admin markets', () => {
  it('creates a market with a trimmed name and a null description, and audits it', async () => {
    const id = await createMarket('  Corners  ', { description: '   ' })
    const list = (await ctx.asAdmin('GET', '/api/admin/markets')).json().markets
    expect(list).toContainEqual({ id, name: 'Corners', description: null, order: 5, searchCount: 0 })
    const [entry] = await ctx.auditEntries('market.create')
    expect(entry).toMatchObject({ entity_id: id, actor_email: ctx.admin.email, after: { name: 'Corners' } })
  })

  it('refuses a blank name or a non-integer order with the spec texts, creating nothing', async () => {
    const before = (await ctx.asAdmin('GET', '/api/admin/markets')).json().markets.length
    const blank = await ctx.asAdmin('POST', '/api/admin/markets', { name: '   ', order: 1 })
    expect(blank.statusCode).toBe(400)
    expect(blank.json().fields.name).toBe('Market name is required')
    const order = await ctx.asAdmin('POST', '/api/admin/markets', { name: 'Cards', order: 'abc' })
    expect(order.statusCode).toBe(400)
    expect(order.json().fields.order).toBe('Display order must be a valid number')
    const fraction = await ctx.asAdmin('POST', '/api/admin/markets', { name: 'Cards', order: 1.5 })
    expect(fraction.json().fields.order).toBe('Display order must be a valid number')
    expect((await ctx.asAdmin('GET', '/api/admin/markets')).json().markets.length).toBe(before)
  })

  it('answers 409 for a duplicate name (any case)', async () => {
    await createMarket('Penalties')
    const res = await ctx.asAdmin('POST', '/api/admin/markets', { name: 'penalties', order: 1 })
    expect(res.statusCode).toBe(409)
    expect(res.json().error).toBe('A market with this name already exists')
  })

  it('updates a market and records before and after', async () => {
    const id = await createMarket('Half time')
    const res = await ctx.asAdmin('PUT', `/api/admin/markets/${id}`, {
      name: 'Half-time result',
      description: ' Who leads at the break ',
      order: 2,
    })
    expect(res.statusCode).toBe(200)
    const market = (await ctx.asAdmin('GET', '/api/admin/markets'))
      .json()
      .markets.find((m: { id: string }) => m.id === id)
    expect(market).toMatchObject({ name: 'Half-time result', description: 'Who leads at the break', order: 2 })
    const [entry] = await ctx.auditEntries('market.update')
    expect(entry?.before).toMatchObject({ name: 'Half time' })
    expect(entry?.after).toMatchObject({ name: 'Half-time result' })
    const missing = await ctx.asAdmin('PUT', '/api/admin/markets/00000000-0000-4000-8000-000000000000', {
      name: 'X',
      order: 1,
    })
    expect(missing.statusCode).toBe(404)
  })

  it('adds an existing search and a new one, edits and removes them', async () => {
    const marketId = await createMarket('Zebra specials')
    const { searchId } = await recordSearch(ctx.database.db, 'Zebra BTTS tips today', null)
    const picker = (await ctx.asAdmin('GET', `/api/admin/searches?q=zebra&pageSize=5&notInMarket=${marketId}`)).json()
    expect(picker.items.map((s: { id: string }) => s.id)).toContain(searchId)

    expect((await ctx.asAdmin('POST', `/api/admin/markets/${marketId}/searches`, { searchId })).statusCode).toBe(201)
    const duplicate = await ctx.asAdmin('POST', `/api/admin/markets/${marketId}/searches`, { searchId })
    expect(duplicate.statusCode).toBe(409)
    const blank = await ctx.asAdmin('POST', `/api/admin/markets/${marketId}/searches`, { query: '  ' })
    expect(blank.statusCode).toBe(400)
    expect(blank.body).toContain('Search query is required')
    const added = await ctx.asAdmin('POST', `/api/admin/markets/${marketId}/searches`, {
      query: ' Zebra BTTS in La Liga ',
    })
    expect(added.statusCode).toBe(201)

    const searches = (await ctx.asAdmin('GET', `/api/admin/markets/${marketId}/searches`)).json().searches
    expect(searches.map((s: { search: { query: string } }) => s.search.query).sort()).toEqual([
      'Zebra BTTS in La Liga',
      'Zebra BTTS tips today',
    ])
    const afterPicker = (await ctx.asAdmin('GET', `/api/admin/searches?q=zebra&notInMarket=${marketId}`)).json()
    expect(afterPicker.items).toEqual([])
    expect((await ctx.asAdmin('GET', '/api/admin/markets')).json().markets).toContainEqual(
      expect.objectContaining({ id: marketId, searchCount: 2 }),
    )

    const link = searches.find((s: { search: { query: string } }) => s.search.query === 'Zebra BTTS in La Liga')
    const edit = await ctx.asAdmin('PUT', `/api/admin/markets/${marketId}/searches/${link.id}`, {
      query: 'Zebra BTTS in Serie A',
    })
    expect(edit.statusCode).toBe(200)
    const [edited] = await ctx.auditEntries('search.update')
    expect(edited).toMatchObject({
      before: { query: 'Zebra BTTS in La Liga' },
      after: { query: 'Zebra BTTS in Serie A' },
    })
    const clash = await ctx.asAdmin('PUT', `/api/admin/markets/${marketId}/searches/${link.id}`, {
      query: 'Zebra BTTS tips today',
    })
    expect(clash.statusCode).toBe(409)

    expect((await ctx.asAdmin('DELETE', `/api/admin/markets/${marketId}/searches/${link.id}`)).statusCode).toBe(200)
    const left = (await ctx.asAdmin('GET', `/api/admin/markets/${marketId}/searches`)).json().searches
    expect(left).toHaveLength(1)
    // The search itself stays; only the link went.
    const stillThere = await ctx.database.db
      .selectFrom('searches')
      .select('id')
      .where('query', '=', 'Zebra BTTS in Serie A')
      .execute()
    expect(stillThere).toHaveLength(1)
    expect(await ctx.auditEntries('market_search.delete')).toHaveLength(1)
  })

  it('deletes a market with its links but keeps the searches, and the public list forgets it', async () => {
    const marketId = await createMarket('Throw-ins')
    const { searchId } = await recordSearch(ctx.database.db, 'throw-ins tonight', null)
    await ctx.asAdmin('POST', `/api/admin/markets/${marketId}/searches`, { searchId })
    expect((await ctx.asAdmin('DELETE', `/api/admin/markets/${marketId}`)).statusCode).toBe(200)
    const pub = (await ctx.app.inject({ method: 'GET', url: '/api/markets' })).json().markets
    expect(pub.map((m: { id: string }) => m.id)).not.toContain(marketId)
    expect(await ctx.database.db.selectFrom('searches').select('id').where('id', '=', searchId).execute()).toHaveLength(
      1,
    )
    const [entry] = await ctx.auditEntries('market.delete')
    expect(entry?.before).toMatchObject({ name: 'Throw-ins', searchIds: [searchId] })
    expect((await ctx.asAdmin('DELETE', `/api/admin/markets/${marketId}`)).statusCode).toBe(404)
  })

  it('refuses an ordinary user, changing nothing', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/markets',
      headers: ctx.user.headers,
      payload: { name: 'Sneaky', order: 1 },
    })
    expect(res.statusCode).toBe(403)
    const names = (await ctx.asAdmin('GET', '/api/admin/markets')).json().markets.map((m: { name: string }) => m.name)
    expect(names).not.toContain('Sneaky')
  })
})
