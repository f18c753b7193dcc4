/**
 * /robots.txt and /sitemap.xml: search engines may read the public pages (home, the browse
 * pages, markets, the product and legal pages) and are told where the sitemap lists every
 * covered league, its teams and the matches of the weeks around today. Private and account
 * pages, the API and the back office are kept out. The sitemap is built from the data the
 * fitted model holds and cached with it (an import changes it).
 */
import type { SitemapEntries } from '@pitchwise/engine/browse/browse-types'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { escapeHtml } from '../../lib/page-meta.ts'
import { sendCompressed } from './send-cached-page.ts'

/** Pages that are the same for everyone and worth finding. */
const STATIC_PAGES = ['/', '/matches', '/markets', '/track-record', '/why-pitchwise', '/privacy', '/terms']
const PRIVATE_PREFIXES = [
  '/api/',
  '/admin',
  '/dev/',
  '/billing',
  '/payment/',
  '/search-history',
  '/liked-searches',
  '/auth/',
]

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n')
}

export function sitemapXml(publicUrl: string, entries: SitemapEntries | null): string {
  const paths = [
    ...STATIC_PAGES,
    ...(entries?.competitions ?? []).map((code) => `/leagues/${encodeURIComponent(code)}`),
    ...(entries?.teams ?? []).map((id) => `/teams/${encodeURIComponent(id)}`),
    ...(entries?.matches ?? []).map((id) => `/matches/${encodeURIComponent(id)}`),
  ]
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...paths.map((path) => `  <url><loc>${escapeHtml(`${publicUrl}${path}`)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n')
}

export const seoRoutes: FastifyPluginAsyncZod = async (app) => {
  const publicUrl = app.config.PUBLIC_URL
  // The entries object lives in the page cache until the next refit: its XML is written once.
  const written = new WeakMap<SitemapEntries, { xml: string; encoded: Partial<Record<'br' | 'gzip', Buffer>> }>()

  app.get(
    '/robots.txt',
    { schema: { tags: ['browse'], summary: 'What search engines may read, and where the sitemap is' } },
    async (_request, reply) =>
      reply
        .header('Cache-Control', 'public, max-age=3600')
        .type('text/plain; charset=utf-8')
        .send(robotsTxt(publicUrl)),
  )

  app.get(
    '/sitemap.xml',
    {
      schema: {
        tags: ['browse'],
        summary: 'Every public page: the browse pages of covered leagues, their teams and the matches around today',
      },
    },
    async (request, reply) => {
      const cachedXml = (list: SitemapEntries) => {
        let copy = written.get(list)
        if (copy === undefined) {
          copy = { xml: sitemapXml(publicUrl, list), encoded: {} }
          written.set(list, copy)
        }
        return copy
      }
      // Before the first fit (or without data) the static pages alone: a crawler comes back.
      const entries = app.football?.status().ready
        ? ((await app.football.browse({ kind: 'sitemap' })).page as SitemapEntries)
        : null
      const { xml, encoded } = entries ? cachedXml(entries) : { xml: sitemapXml(publicUrl, null), encoded: {} }
      return sendCompressed(
        request,
        reply.header('Cache-Control', 'public, max-age=3600').type('application/xml; charset=utf-8'),
        xml,
        encoded,
      )
    },
  )
}
