/**
 * Production serving of the built web app: files with the right caching, the SPA fallback for
 * client-side routes, JSON 404s for the API, and Open Graph tags on shared report pages.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestContext } from './helpers/test-app.ts'

const INDEX =
  '<!doctype html><html><head><title>Pitchwise - AI Soccer Predictions &amp; Match Analysis</title></head><body><div id="root"></div></body></html>'

const SCRIPT = 'export const pick = "over 2.5";\n'.repeat(100)
const WORKER = 'self.addEventListener("install", () => {})\n'.repeat(40)

/** A file and the compressed copies the build writes beside it (apps/web/build/compress-assets.ts). */
function writeWithCopies(file: string, content: string) {
  writeFileSync(file, content)
  writeFileSync(`${file}.br`, brotliCompressSync(content))
  writeFileSync(`${file}.gz`, gzipSync(content))
}

let ctx: TestContext
beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'pitchwise-dist-'))
  mkdirSync(path.join(dist, 'assets'))
  writeFileSync(path.join(dist, 'index.html'), INDEX)
  writeWithCopies(path.join(dist, 'service-worker.js'), WORKER)
  writeWithCopies(path.join(dist, 'assets', 'index-abc123.js'), SCRIPT)
  writeFileSync(path.join(dist, 'assets', 'tiny-def456.js'), 'console.log(1)')
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

  it('sends the brotli or gzip copy to a browser that accepts it, with the type and caching of the file', async () => {
    const url = '/assets/index-abc123.js'
    const br = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } })
    expect(br.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT)
    expect(br.headers['content-type']).toContain('javascript')
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(br.headers.vary).toContain('accept-encoding')

    const gz = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT)

    const plain = await ctx.app.inject({ method: 'GET', url })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(SCRIPT)

    // A file the build left without copies goes as it is.
    const tiny = await ctx.app.inject({
      method: 'GET',
      url: '/assets/tiny-def456.js',
      headers: { 'accept-encoding': 'br' },
    })
    expect(tiny.headers['content-encoding']).toBeUndefined()
    expect(tiny.body).toBe('console.log(1)')
  })

  it('never lets the compressed service worker be cached either', async () => {
    const sw = await ctx.app.inject({ method: 'GET', url: '/service-worker.js', headers: { 'accept-encoding': 'br' } })
    expect(sw.headers['content-encoding']).toBe('br')
    expect(sw.headers['cache-control']).toBe('no-cache')
    expect(brotliDecompressSync(sw.rawPayload).toString()).toBe(WORKER)
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

  it('counts the hashed files under one /metrics route, not one series per file name', async () => {
    await ctx.app.inject({ method: 'GET', url: '/assets/index-abc123.js' })
    await ctx.app.inject({ method: 'GET', url: '/assets/tiny-def456.js' })
    const metrics = await ctx.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' })
    expect(metrics.body).toMatch(
      /pitchwise_http_requests_total\{method="GET",route="\/assets\/\*",status="200"\} [2-9]/,
    )
    expect(metrics.body).not.toContain('index-abc123')
    expect(metrics.body).not.toContain('tiny-def456')
  })
})
