import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SEED_MARKETS } from '../src/db/seed.ts'
import { createTestApp, type TestContext } from './helpers/test-app.ts'

let ctx: TestContext
let overUnderId: string
beforeAll(async () => {
  ctx = await createTestApp()
  const db = ctx.database.db
  // Give the BTTS market the most runs and order Over/Under's searches by runs, then likes.
  await db
    .updateTable('searches')
    .set({ searches: 30 })
    .where('query', '=', 'BTTS tips this weekend in La Liga')
    .execute()
  await db
    .updateTable('searches')
    .set({ searches: 7, likes: 1 })
    .where('query', '=', 'over 3.5 goals matches tomorrow')
    .execute()
  await db
    .updateTable('searches')
    .set({ searches: 7, likes: 4 })
    .where('query', '=', 'best over 1.5 goals picks this weekend')
    .execute()
  await db.updateTable('searches').set({ searches: 2 }).where('query', '=', 'Arsenal vs Chelsea').execute()
  overUnderId = (
    await db.selectFrom('markets').select('id').where('name', '=', 'Over/Under Goals').executeTakeFirstOrThrow()
  ).id
})
afterAll(() => ctx.close())

describe('GET /api/markets', () => {
  it('lists every market in display order with its searches sorted by runs, then likes', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/markets' })
    expect(res.statusCode).toBe(200)
    const { markets } = res.json()
    expect(markets.map((m: { name: string }) => m.name)).toEqual(SEED_MARKETS.map((m) => m.name))
    const overUnder = markets[0]
    expect(overUnder.description).toBe(SEED_MARKETS[0]?.description)
    expect(overUnder.searchCount).toBe(4)
    expect(overUnder.totalSearches).toBe(14)
    expect(overUnder.searches.slice(0, 2).map((s: { query: string }) => s.query)).toEqual([
      'best over 1.5 goals picks this weekend',
      'over 3.5 goals matches tomorrow',
    ])
    expect(overUnder.searches[0]).toMatchObject({ searches: 7, likes: 4, lastSearchedAt: null })
  })

  it('shows an empty market with no searches', async () => {
    await ctx.database.db.insertInto('markets').values({ name: 'Empty Market', order: 99 }).execute()
    const { markets } = (await ctx.app.inject({ method: 'GET', url: '/api/markets' })).json()
    expect(markets.at(-1)).toMatchObject({
      name: 'Empty Market',
      description: null,
      searchCount: 0,
      totalSearches: 0,
      searches: [],
    })
  })
})

describe('GET /api/markets/top', () => {
  it('returns the 3 markets whose searches ran most', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/markets/top' })
    expect(res.statusCode).toBe(200)
    const names = res.json().markets.map((m: { name: string }) => m.name)
    expect(names).toEqual(['Both Teams to Score', 'Over/Under Goals', 'Match Result (1X2)'])
  })

  it('ranks by how often questions were asked only: a market holding more questions does not jump ahead', async () => {
    const db = ctx.database.db
    // Seven never-asked questions, placed last in display order.
    const big = await db
      .insertInto('markets')
      .values({ name: 'Many Questions', order: 98 })
      .returning('id')
      .executeTakeFirstOrThrow()
    const searches = await db
      .insertInto('searches')
      .values(Array.from({ length: 7 }, (_, i) => ({ query: `never asked ${i}` })))
      .returning('id')
      .execute()
    await db
      .insertInto('market_searches')
      .values(searches.map((s) => ({ market_id: big.id, search_id: s.id })))
      .execute()
    const res = await ctx.app.inject({ method: 'GET', url: '/api/markets/top?limit=20' })
    const markets: { name: string; totalSearches: number; order: number }[] = res.json().markets
    const asked = markets.map((m) => m.totalSearches)
    expect(asked).toEqual([...asked].sort((a, b) => b - a))
    const neverAsked = markets.filter((m) => m.totalSearches === 0)
    expect(neverAsked.map((m) => m.order)).toEqual(neverAsked.map((m) => m.order).sort((a, b) => a - b))
    await db.deleteFrom('markets').where('id', '=', big.id).execute()
    await db.deleteFrom('searches').where('query', 'like', 'never asked %').execute()
  })

  it('honours ?limit= and validates it', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/markets/top?limit=1' })).json().markets).toHaveLength(1)
    expect((await ctx.app.inject({ method: 'GET', url: '/api/markets/top?limit=0' })).statusCode).toBe(400)
  })
})

describe('GET /api/markets/:id', () => {
  it('pages the market searches 5 at a time with the total', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/markets/${overUnderId}` })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.market).toMatchObject({ id: overUnderId, name: 'Over/Under Goals', searchCount: 4 })
    expect(body.searches).toMatchObject({ total: 4, page: 1, pageSize: 5, totalPages: 1 })
    expect(body.searches.items).toHaveLength(4)
  })

  it('serves later pages', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/markets/${overUnderId}?page=2&pageSize=3` })
    const body = res.json()
    expect(body.searches).toMatchObject({ total: 4, page: 2, pageSize: 3, totalPages: 2 })
    expect(body.searches.items).toHaveLength(1)
  })

  it('answers 404 Market not found for unknown and malformed ids', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1'; drop table markets;--"]) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/markets/${encodeURIComponent(id)}` })
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual({ error: 'Market not found', code: 'NOT_FOUND' })
    }
  })

  it('rejects a bad page number', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/markets/${overUnderId}?page=0` })
    expect(res.statusCode).toBe(400)
    expect(res.json().code).toBe('VALIDATION_ERROR')
  })
})

describe('GET /api/searches/popular', () => {
  it('returns the top 5 by runs, then most recently run', async () => {
    const db = ctx.database.db
    await db
      .insertInto('searches')
      .values([
        { query: 'popular older', searches: 50, last_searched_at: sql<Date>`now() - interval '1 day'` },
        { query: 'popular newer', searches: 50, last_searched_at: sql<Date>`now()` },
        { query: 'popular third', searches: 40, last_searched_at: sql<Date>`now()` },
      ])
      .execute()
    // Each asked by three different people, so the public list may show it (issue 30).
    await sql`insert into search_askers (search_id, asker)
      select s.id, 'ip:' || n from searches s, generate_series(1, 3) n where s.query like 'popular %'`.execute(db)
    const res = await ctx.app.inject({ method: 'GET', url: '/api/searches/popular' })
    expect(res.statusCode).toBe(200)
    const queries = res.json().searches.map((s: { query: string }) => s.query)
    expect(queries).toEqual([
      'popular newer',
      'popular older',
      'popular third',
      'BTTS tips this weekend in La Liga',
      queries[4],
    ])
    expect(queries).toHaveLength(5)
    expect(['best over 1.5 goals picks this weekend', 'over 3.5 goals matches tomorrow']).toContain(queries[4])
  })
})
