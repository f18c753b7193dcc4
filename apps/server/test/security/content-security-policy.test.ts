/**
 * Defect 8: the Content-Security-Policy allowed inline scripts, so one injected script could
 * read the session token. Now script-src has no 'unsafe-inline', and every script the pages
 * really ship (the web app's index.html, a shared report page) is allowed by the policy:
 * external files from 'self', inline ones only by their hash.
 */
import { createHash } from 'node:crypto'
import { cpSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { recordSearch } from '../helpers/record-search.ts'
import { createTestApp, type TestContext } from '../helpers/test-app.ts'

const WEB = path.resolve(import.meta.dirname, '../../../web')
let ctx: TestContext
let shareId: string
beforeAll(async () => {
  // The web app's real index.html and public files, as the build copies them.
  const dist = mkdtempSync(path.join(tmpdir(), 'pitchwise-csp-'))
  cpSync(path.join(WEB, 'public'), dist, { recursive: true })
  cpSync(path.join(WEB, 'index.html'), path.join(dist, 'index.html'))
  ctx = await createTestApp({ NODE_ENV: 'production', WEB_DIST_DIR: dist })
  const saved = await recordSearch(ctx.database.db, 'csp check', null, {
    markdown: 'report',
    analysis: { intent: {}, picks: [], matches: [], notices: [] } as never,
    visitorId: null,
  })
  shareId = saved.shareId as string
})
afterAll(() => ctx.close())

function scriptSources(policy: string): string[] {
  const directive = policy.split(';').find((part) => part.trim().startsWith('script-src')) ?? ''
  return directive.trim().split(/\s+/).slice(1)
}

function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter((match) => !/\bsrc=/.test(match[1] ?? ''))
    .map((match) => match[2] ?? '')
}

describe('Content-Security-Policy', () => {
  for (const page of ['/', '/history', 'shared']) {
    it(`allows no inline script except by hash on ${page}`, async () => {
      const url = page === 'shared' ? `/shared/${shareId}` : page
      const res = await ctx.app.inject({ method: 'GET', url })
      expect(res.statusCode).toBe(200)
      const sources = scriptSources(String(res.headers['content-security-policy']))
      expect(sources).toContain("'self'")
      expect(sources).not.toContain("'unsafe-inline'")
      expect(sources).not.toContain("'unsafe-eval'")
      for (const script of inlineScripts(res.body)) {
        const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`
        expect(sources).toContain(hash)
      }
      // External scripts the page names exist and come from this origin.
      for (const match of res.body.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/gi)) {
        const src = match[1] as string
        if (src.startsWith('/src/')) continue // the dev entry, replaced by the build
        expect(src.startsWith('/')).toBe(true)
        expect(readFileSync(path.join(WEB, 'public', src)).length).toBeGreaterThan(0)
      }
    })
  }
})
