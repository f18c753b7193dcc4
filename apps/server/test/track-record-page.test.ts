import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createTestApp, type TestContext } from './helpers/test-app.ts'

/** Issue 33: /track-record is a public page search engines and link previews can read. */
const INDEX =
  '<!doctype html><html><head><title>Pitchwise</title><meta name="description" content="Ask football questions"></head><body><div id="root"></div></body></html>'

let ctx: TestContext
beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'pitchwise-dist-'))
  writeFileSync(path.join(dist, 'index.html'), INDEX)
  ctx = await createTestApp({ NODE_ENV: 'production', WEB_DIST_DIR: dist, PUBLIC_URL: 'https://pitchwise.example' })
})
afterAll(() => ctx.close())

it('renders its title and description from the live counts, and is listed in the sitemap', async () => {
  const page = await ctx.app.inject({ method: 'GET', url: '/track-record?market=1x2' })
  expect(page.statusCode).toBe(200)
  expect(/<title>([^<]*)<\/title>/.exec(page.body)?.[1]).toBe(
    'Track record: 0 predictions sealed, 0 scored | Pitchwise',
  )
  expect(page.body).toMatch(/<meta name="description" content="Every prediction an answer gives, sealed unchanged/)
  const sitemap = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' })
  expect(sitemap.body).toContain('<loc>https://pitchwise.example/track-record</loc>')
})
