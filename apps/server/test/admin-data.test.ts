/**
 * /api/admin/data (issue 28): the data status page's payload (health's football block plus the
 * recent import runs) and "re-import now": its outcome, the lock shared with every other import
 * (409 while one runs), the audit entry, a failed source shown as such, and the admin guard.
 */
import { DATA_MESSAGES } from '@pitchwise/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { directorySource, type FootballSource } from '../src/features/football/sources.ts'
import { type AdminTestContext, createAdminTestApp } from './helpers/admin.ts'
import { startTestFootball, testSeasonDir } from './helpers/football.ts'

let ctx: AdminTestContext
/** The generated season's folder, until a test makes it fail. */
let failWith: string | null = null
beforeAll(async () => {
  ctx = await createAdminTestApp()
  const folder = directorySource(testSeasonDir())
  const source: FootballSource = {
    name: folder.name,
    async load() {
      if (failWith) throw new Error(failWith)
      return folder.load()
    },
  }
  ctx.app.football = await startTestFootball(ctx.database, ctx.app.log, { sources: [source] })
})
afterAll(() => ctx.close())

describe('GET /api/admin/data/status', () => {
  it("answers health's football block and the import runs, newest first", async () => {
    const res = await ctx.asAdmin('GET', '/api/admin/data/status')
    expect(res.statusCode).toBe(200)
    const body = res.json()
    const health = (await ctx.app.inject({ method: 'GET', url: '/api/health' })).json()
    expect(body.football).toEqual(health.football)
    expect(body.football).toMatchObject({
      ready: true,
      freshness: 'stale',
      sources: [{ name: 'openfootball-dir', live: false }],
    })
    expect(body.runs).toEqual([
      {
        id: expect.any(String),
        startedAt: expect.any(String),
        finishedAt: expect.any(String),
        source: 'openfootball-dir',
        added: 60,
        updated: 0,
        error: null,
        // No statistics or price source in this run.
        rows: null,
      },
    ])
    expect(body).toMatchObject({ unmatchedRows: [], unmatchedTotal: 0 })
  })

  it('is refused to signed-out callers and to users who are not administrators', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/data/status' })).statusCode).toBe(401)
    const asUser = await ctx.app.inject({ method: 'GET', url: '/api/admin/data/status', headers: ctx.user.headers })
    expect(asUser.statusCode).toBe(403)
    const importAsUser = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/data/import',
      headers: ctx.user.headers,
    })
    expect(importAsUser.statusCode).toBe(403)
    expect(await ctx.auditEntries('data.import')).toEqual([])
  })
})

describe('POST /api/admin/data/import', () => {
  it('imports now, answers the counts, audits the request and lists the run', async () => {
    const res = await ctx.asAdmin('POST', '/api/admin/data/import')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ outcome: 'imported', added: 0, updated: 0, error: null })
    const [entry] = await ctx.auditEntries('data.import')
    expect(entry).toMatchObject({ actor_email: ctx.admin.email, after: { outcome: 'imported', added: 0, updated: 0 } })
    const { runs } = (await ctx.asAdmin('GET', '/api/admin/data/status')).json()
    expect(runs).toHaveLength(2)
    expect(runs[0]).toMatchObject({ source: 'openfootball-dir', added: 0, updated: 0, error: null })
  })

  it('answers 409 while another import holds the lock, and audits nothing', async () => {
    const before = (await ctx.auditEntries('data.import')).length
    const res = await ctx.database.withExclusiveLock('football-import', () =>
      ctx.asAdmin('POST', '/api/admin/data/import'),
    )
    expect(res?.statusCode).toBe(409)
    expect(res?.json()).toEqual({ error: DATA_MESSAGES.importRunning, code: 'CONFLICT' })
    expect(await ctx.auditEntries('data.import')).toHaveLength(before)
  })

  it('answers a failed source as the outcome, shown in the status while the old data serves', async () => {
    failWith = 'GET https://example.test/en.1.json answered 503'
    try {
      const res = await ctx.asAdmin('POST', '/api/admin/data/import')
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual({ outcome: 'failed', added: 0, updated: 0, error: failWith })
      const { football, runs } = (await ctx.asAdmin('GET', '/api/admin/data/status')).json()
      expect(football).toMatchObject({ ready: true, matches: 60, lastImport: { error: failWith } })
      expect(runs[0]).toMatchObject({ error: failWith, finishedAt: expect.any(String) })
      const [entry] = await ctx.auditEntries('data.import')
      expect(entry?.after).toMatchObject({ outcome: 'failed', error: failWith })
    } finally {
      failWith = null
    }
  })

  it('is rate limited per address', async () => {
    let last = 0
    for (let i = 0; i < 4 && last !== 429; i++) last = (await ctx.asAdmin('POST', '/api/admin/data/import')).statusCode
    expect(last).toBe(429)
  })
})
