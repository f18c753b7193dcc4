/**
 * Answers a browse page with its ETag. Browsers keep the page and ask again with If-None-Match
 * every time (`no-cache`: revalidate before use), and get a bodiless 304 while the data is
 * unchanged; after an import the refit empties the server's cache and a changed page gets a new
 * tag, so nobody is shown a table from before the import.
 */
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { CachedPage } from './browse-cache.ts'

export const BROWSE_CACHE_CONTROL = 'public, no-cache'

export function sendCachedPage(request: FastifyRequest, reply: FastifyReply, entry: CachedPage) {
  reply.header('ETag', entry.etag).header('Cache-Control', BROWSE_CACHE_CONTROL).header('Vary', 'Accept-Encoding')
  const asked = request.headers['if-none-match']
  if (asked?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === entry.etag))
    return reply.code(304).send()
  return entry.page
}
