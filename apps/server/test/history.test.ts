import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SignedInUser } from './auth-helpers.ts'
import { insertSignedInUser } from './helpers/factories.ts'
import { recordSearch } from './helpers/record-search.ts'
import { createTestApp, type TestContext } from './helpers/test-app.ts'

let ctx: TestContext
let user: SignedInUser
beforeAll(async () => {
  ctx = await createTestApp()
  user = await insertSignedInUser(ctx.app)
})
afterAll(() => ctx.close())

describe('GET /api/history', () => {
  it('refuses anonymous callers with the spec text', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/history' })
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ error: 'Sign in to view your search history', code: 'UNAUTHORIZED' })
  })

  it('pages the history, most recent first, with counts and the liked flag', async () => {
    const other = await insertSignedInUser(ctx.app)
    const ids: string[] = []
    for (let i = 0; i < 12; i++) {
      ids.push((await recordSearch(ctx.database.db, `paged history ${i}`, other.id)).searchId)
      await new Promise((resolve) => setTimeout(resolve, 2))
    }
    await ctx.app.inject({ method: 'POST', url: `/api/searches/${ids[11]}/like`, headers: other.headers })
    const res = await ctx.app.inject({ method: 'GET', url: '/api/history', headers: other.headers })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({ total: 12, page: 1, pageSize: 10, totalPages: 2 })
    expect(body.items[0]).toMatchObject({
      searchId: ids[11],
      query: 'paged history 11',
      searches: 1,
      likes: 1,
      liked: true,
    })
    expect(body.items[1]).toMatchObject({ query: 'paged history 10', liked: false })
    expect(body.items[0].lastUsedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/)
    const second = (
      await ctx.app.inject({ method: 'GET', url: '/api/history?page=2&pageSize=10', headers: other.headers })
    ).json()
    expect(second.items.map((e: { query: string }) => e.query)).toEqual(['paged history 1', 'paged history 0'])
  })

  it("shows only the caller's own history", async () => {
    await recordSearch(ctx.database.db, 'history question one', user.id)
    const res = await ctx.app.inject({ method: 'GET', url: '/api/history', headers: user.headers })
    expect(res.json().items.map((e: { query: string }) => e.query)).toEqual(['history question one'])
  })
})
