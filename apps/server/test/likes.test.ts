import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SignedInUser } from './auth-helpers.ts'
import { insertSignedInUser } from './helpers/factories.ts'
import { createTestApp, type TestContext } from './helpers/test-app.ts'

let ctx: TestContext
let alice: SignedInUser
let bob: SignedInUser
let searchIds: string[]
beforeAll(async () => {
  ctx = await createTestApp()
  alice = await insertSignedInUser(ctx.app)
  bob = await insertSignedInUser(ctx.app)
  searchIds = (await ctx.database.db.selectFrom('searches').select('id').orderBy('query').limit(12).execute()).map(
    (s) => s.id,
  )
})
afterAll(() => ctx.close())

const like = (id: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: `/api/searches/${id}/like`, headers })

describe('POST /api/searches/:id/like', () => {
  it('refuses anonymous callers with the spec message', async () => {
    const res = await like(searchIds[0] as string, { 'x-visitor-id': 'visitor-12345678' })
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ error: 'Must be logged in to like searches', code: 'UNAUTHORIZED' })
  })

  it('toggles: like then unlike returns to 0', async () => {
    const id = searchIds[0] as string
    expect((await like(id, alice.headers)).json()).toEqual({ liked: true, likes: 1 })
    expect((await like(id, alice.headers)).json()).toEqual({ liked: false, likes: 0 })
    const rows = await ctx.database.db.selectFrom('user_likes').selectAll().where('search_id', '=', id).execute()
    expect(rows).toHaveLength(0)
  })

  it('counts likes of several users', async () => {
    const id = searchIds[1] as string
    expect((await like(id, alice.headers)).json()).toEqual({ liked: true, likes: 1 })
    expect((await like(id, bob.headers)).json()).toEqual({ liked: true, likes: 2 })
    expect((await like(id, alice.headers)).json()).toEqual({ liked: false, likes: 1 })
    expect((await like(id, bob.headers)).json()).toEqual({ liked: false, likes: 0 })
  })

  it('never goes negative, even when the count was already 0', async () => {
    const id = searchIds[2] as string
    await like(id, alice.headers)
    await ctx.database.db.updateTable('searches').set({ likes: 0 }).where('id', '=', id).execute()
    expect((await like(id, alice.headers)).json()).toEqual({ liked: false, likes: 0 })
  })

  it('stays consistent under parallel toggles', async () => {
    const id = searchIds[3] as string
    const results = await Promise.all(Array.from({ length: 9 }, () => like(id, alice.headers)))
    for (const res of results) expect(res.statusCode).toBe(200)
    const rows = await ctx.database.db.selectFrom('user_likes').selectAll().where('search_id', '=', id).execute()
    const search = await ctx.database.db
      .selectFrom('searches')
      .select('likes')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(rows).toHaveLength(1) // an odd number of toggles ends liked
    expect(search.likes).toBe(1)
  })

  it('answers 404 Search not found for unknown and malformed ids', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await like(id, alice.headers)
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual({ error: 'Search not found', code: 'NOT_FOUND' })
    }
  })
})

describe('GET /api/likes', () => {
  it('refuses anonymous callers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/likes' })
    expect(res.statusCode).toBe(401)
    expect(res.json().error).toBe('Sign in to view your liked searches')
  })

  it('pages the liked searches, newest like first, with the total', async () => {
    const user = await insertSignedInUser(ctx.app)
    const liked = searchIds.slice(0, 12)
    for (const id of liked) await like(id, user.headers)
    const first = await ctx.app.inject({ method: 'GET', url: '/api/likes', headers: user.headers })
    expect(first.statusCode).toBe(200)
    const body = first.json()
    expect(body).toMatchObject({ total: 12, page: 1, pageSize: 10, totalPages: 2 })
    expect(body.items).toHaveLength(10)
    expect(body.items[0].id).toBe(liked.at(-1))
    expect(body.items[0].likedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/)
    const second = (await ctx.app.inject({ method: 'GET', url: '/api/likes?page=2', headers: user.headers })).json()
    expect(second.items.map((s: { id: string }) => s.id)).toEqual([liked[1], liked[0]])
    expect(first.headers['cache-control']).toContain('no-store')
  })
})

describe('liked state in public lists', () => {
  it('tells a signed-in caller which popular and market searches they like, and nobody else', async () => {
    const popular = (await ctx.app.inject({ method: 'GET', url: '/api/searches/popular' })).json().searches
    const target = popular[0].id as string
    const like = await ctx.app.inject({ method: 'POST', url: `/api/searches/${target}/like`, headers: bob.headers })
    expect(like.json().liked).toBe(true)

    const mine = (await ctx.app.inject({ method: 'GET', url: '/api/searches/popular', headers: bob.headers })).json()
    expect(mine.searches.find((s: { id: string }) => s.id === target).liked).toBe(true)
    expect(mine.searches.filter((s: { liked: boolean }) => s.liked)).toHaveLength(1)

    const anonymous = (await ctx.app.inject({ method: 'GET', url: '/api/searches/popular' })).json()
    expect(anonymous.searches.every((s: { liked?: boolean }) => s.liked === undefined)).toBe(true)

    const markets = (await ctx.app.inject({ method: 'GET', url: '/api/markets' })).json().markets as {
      id: string
      searches: { id: string }[]
    }[]
    // Every seeded search belongs to a market.
    const market = markets.find((m) => m.searches.some((s) => s.id === target))
    expect(market).toBeDefined()
    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/api/markets/${market?.id}?pageSize=50`,
      headers: bob.headers,
    })
    const item = detail.json().searches.items.find((s: { id: string }) => s.id === target)
    expect(item.liked).toBe(true)
    await ctx.app.inject({ method: 'POST', url: `/api/searches/${target}/like`, headers: bob.headers })
  })
})
