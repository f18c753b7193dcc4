/**
 * Production serving of the built web app: files with the right caching, the SPA fallback for
 * client-side routes, JSON 404s for the API, and Open Graph tags on shared report pages.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestContext } from './helpers/test-app.ts'

const INDEX =
  '<!doctype html><html><head><title>Pitchwise - AI Soccer Predictions &amp; Match Analysis</title></head><body><div id="root"></div></body></html>'

let ctx: TestContext
beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'pitchwise-dist-'))
  mkdirSync(path.join(dist, 'assets'))
  writeFileSync(path.join(dist, 'index.html'), INDEX)
  writeFileSync(path.join(dist, 'service-worker.js'), 'self.addEventListener("install", () => {})')
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)')
  ctx = await createTestApp({ NODE_ENV: 'production', WEB_DIST_DIR: dist })
})
afterAll(() => ctx.close())

describe('built web app', () => {
  it('serves the service worker uncached and hashed assets cached for a year', async () => {
    const sw = await ctx.app.inject({ method: 'GET', url: '/service-worker.js' })
    expect(sw.statusCode).toBe(200)
    expect(sw.headers['cache-control']).toBe('no-cache')
    const asset = await ctx.app.inject({ method: 'GET', url: '/assets/index-abc123.js' })
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it('answers client-side routes with index.html', async () => {
    for (const url of ['/', '/markets', '/search-history/search', '/anything/else']) {
      const res = await ctx.app.inject({ method: 'GET', url })
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toContain('text/html')
      expect(res.body).toContain('<div id="root"></div>')
    }
  })

  it('keeps JSON 404s for unknown API routes', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/nope' })
    expect(res.statusCode).toBe(404)
    expect(res.json().code).toBe('NOT_FOUND')
  })

  it('renders preview tags for a shared report and escapes them', async () => {
    const shareId = 'AbCdEfGhIjKlMnOpQrStUv'
    await ctx.database.db
      .insertInto('analyses')
      .values({
        share_id: shareId,
        query: 'Arsenal <b>vs</b> Chelsea',
        result: '## Preview\n\nArsenal win **54%** of the time.',
        analysis: null,
      })
      .execute()
    const res = await ctx.app.inject({ method: 'GET', url: `/shared/${shareId}` })
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('property="og:title"')
    expect(res.body).toContain('Arsenal &lt;b&gt;vs&lt;/b&gt; Chelsea')
    expect(res.body).not.toContain('<b>vs</b>')
    expect(res.body).toContain('54%')
    expect(res.body).toContain('<div id="root"></div>')
  })

  it('serves the plain page for an unknown share id', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/shared/NoSuchShareIdAtAll000' })
    expect(res.statusCode).toBe(200)
    expect(res.body).not.toContain('og:title')
  })
})
