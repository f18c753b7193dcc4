import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { renderSharedMeta } from '../src/features/analyses/shared-meta.ts'
import { newShareId } from '../src/shared/ids.ts'
import { analysisFixture } from './helpers/analysis-fixture.ts'
import { recordSearch } from './helpers/record-search.ts'
import { createTestApp, type TestContext } from './helpers/test-app.ts'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestApp()
})
afterAll(() => ctx.close())

const analysis = analysisFixture({ notices: ['No fixtures today; showing tomorrow.'] })

describe('share ids', () => {
  it('are 22 url-safe characters from 128 random bits, never repeating', () => {
    const ids = new Set(Array.from({ length: 2000 }, () => newShareId()))
    expect(ids.size).toBe(2000)
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/)
  })
})

describe('GET /api/analyses/:shareId', () => {
  it('returns a saved report', async () => {
    const { shareId } = await recordSearch(ctx.database.db, 'three over 2.5 matches for today', null, {
      markdown: '## Over 2.5\n\nArsenal v Chelsea 61%',
      analysis,
      visitorId: 'visitor-12345678',
    })
    const res = await ctx.app.inject({ method: 'GET', url: `/api/analyses/${shareId}` })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({
      shareId,
      query: 'three over 2.5 matches for today',
      result: '## Over 2.5\n\nArsenal v Chelsea 61%',
      analysis,
    })
    expect(body.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/)
    expect(body).not.toHaveProperty('visitorId')
  })

  it('returns analysis null for a report saved without structure', async () => {
    const shareId = newShareId()
    await ctx.database.db
      .insertInto('analyses')
      .values({ share_id: shareId, query: 'q', result: 'r', analysis: null })
      .execute()
    const res = await ctx.app.inject({ method: 'GET', url: `/api/analyses/${shareId}` })
    expect(res.json()).toMatchObject({ query: 'q', result: 'r', analysis: null })
  })

  it('answers 404 Analysis not found for unknown and malformed ids', async () => {
    for (const id of [newShareId(), 'short', 'x'.repeat(80), 'bad%20id%27%3B']) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/analyses/${id}` })
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual({ error: 'Analysis not found', code: 'NOT_FOUND' })
    }
  })
})

describe('renderSharedMeta', () => {
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>Pitchwise - AI Soccer Predictions &amp; Match Analysis</title><meta name="description" content="default"><meta property="og:title" content="default"></head><body><div id="root"></div></body></html>`

  it('injects Open Graph and Twitter tags with the question and the start of the report', () => {
    const out = renderSharedMeta(
      html,
      { query: 'three over 2.5 matches for today', result: '## Over 2.5 goals\n\n1. **Arsenal** v Chelsea — 61%' },
      { productName: 'Pitchwise', url: 'https://pitchwise.example/shared/abc' },
    )
    expect(out).toContain('<title>three over 2.5 matches for today | Pitchwise</title>')
    expect(out).toContain('<meta property="og:title" content="three over 2.5 matches for today | Pitchwise">')
    expect(out).toContain('<meta property="og:description" content="Over 2.5 goals Arsenal v Chelsea — 61%">')
    expect(out).toContain('<meta name="twitter:card" content="summary">')
    expect(out).toContain('<meta property="og:url" content="https://pitchwise.example/shared/abc">')
    expect(out).not.toContain('content="default"')
    expect(out.match(/name="description"/g)).toHaveLength(1)
    expect(out).toContain('<div id="root"></div>')
  })

  it('escapes everything it injects', () => {
    const out = renderSharedMeta(html, {
      query: '"><script>alert(1)</script>',
      result: "<img src=x onerror='x'> & more",
    })
    expect(out).not.toContain('<script>alert(1)</script>')
    expect(out).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(out).toContain('&lt;img src=x onerror=&#39;x&#39;&gt; &amp; more')
  })

  it("keeps replacement patterns in user text as text ($&, $', $`, $1)", () => {
    // String.replace treats these as patterns in a replacement string: they must stay data.
    const query = "odds $& $' $` $$ $1 $<name> for today"
    const out = renderSharedMeta(html, { query, result: "report $& $' end" }, { productName: 'P$&w' })
    expect(out).toContain(`<title>odds $&amp; $&#39; $\` $$ $1 $&lt;name&gt; for today | P$&amp;w</title>`)
    expect(out).toContain(
      '<meta property="og:title" content="odds $&amp; $&#39; $` $$ $1 $&lt;name&gt; for today | P$&amp;w">',
    )
    expect(out).toContain('<meta property="og:description" content="report $&amp; $&#39; end">')
    expect(out.match(/<head>/g)).toHaveLength(1)
    expect(out.match(/<title>/g)).toHaveLength(1)
    expect(out.match(/<\/head>/g)).toHaveLength(1)
    expect(out).toContain('<div id="root"></div>')
  })

  it('cuts the description to 200 characters', () => {
    const out = renderSharedMeta(html, { query: 'q', result: 'word '.repeat(100) })
    const description = /<meta name="description" content="([^"]*)">/.exec(out)?.[1] ?? ''
    expect(description.length).toBeLessThanOrEqual(200)
    expect(description.endsWith('...')).toBe(true)
  })
})
