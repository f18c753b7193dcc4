/**
 * Client-side routes survive a reload: any GET that is not an API call and not a file answers
 * index.html. A shared report's page (/shared/{shareId}) gets its Open Graph and Twitter tags
 * rendered in, so links preview with the question and the report in chat apps, whose crawlers
 * do not run JavaScript. The browse pages (/matches, /matches/{id}, /leagues/{id}, /teams/{id})
 * get their title, description and Open Graph tags from the data they show (browse-page-meta.ts),
 * and /track-record its live counts (track-record-meta.ts).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { AppError } from '../errors.ts'
import { findSharedAnalysis } from '../features/analyses/get-shared-analysis.ts'
import { renderSharedMeta } from '../features/analyses/shared-meta.ts'
import { browsePageMeta } from '../features/football/browse-page-meta.ts'
import { TRACK_RECORD_PATH, trackRecordMeta } from '../features/track-record/track-record-meta.ts'
import { renderPageMeta } from '../lib/page-meta.ts'
import { sendApiNotFound } from './error-handler.ts'

const SHARED_PATH = /^\/shared\/([A-Za-z0-9_-]{16,64})\/?$/

export function registerSpaFallback(app: FastifyInstance, distDir: string | null): void {
  // Read once: index.html only changes with a deploy, which restarts the server.
  const indexHtml = distDir ? readFileSync(path.join(distDir, 'index.html'), 'utf8') : null

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/'
    const isPage = request.method === 'GET' && !pathname.startsWith('/api/') && !pathname.startsWith('/dev/')
    if (!isPage || indexHtml === null) return sendApiNotFound(request, reply)
    let html = indexHtml
    const shared = SHARED_PATH.exec(pathname)
    if (shared?.[1]) {
      try {
        const analysis = await findSharedAnalysis(app.database.db, shared[1])
        if (analysis) {
          html = renderSharedMeta(html, analysis, {
            productName: app.config.PRODUCT_NAME,
            url: `${app.config.PUBLIC_URL}${pathname}`,
          })
        }
      } catch (error) {
        // The page still works without its preview tags.
        request.log.warn({ err: error }, 'shared analysis meta could not be rendered')
      }
    } else {
      try {
        const meta = TRACK_RECORD_PATH.test(pathname)
          ? await trackRecordMeta(app.database.db, app.config.PRODUCT_NAME)
          : await browsePageMeta(app.football, pathname, app.config.PRODUCT_NAME)
        if (meta)
          html = renderPageMeta(html, {
            ...meta,
            productName: app.config.PRODUCT_NAME,
            url: `${app.config.PUBLIC_URL}${pathname}`,
            type: 'website',
          })
      } catch (error) {
        // An id that names nothing (the page says so) or a model still warming up: the app's own tags.
        if (!(error instanceof AppError)) request.log.warn({ err: error }, 'browse page meta could not be rendered')
      }
    }
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html)
  })
}
