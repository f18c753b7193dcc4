/**
 * Answers a browse page with its ETag. Browsers keep the page and ask again with If-None-Match
 * every time (`no-cache`: revalidate before use), and get a bodiless 304 while the data is
 * unchanged; after an import the refit empties the server's cache and a changed page gets a new
 * tag, so nobody is shown a table from before the import. The body is the cached JSON text,
 * compressed once per encoding (a league's season is 160 KB of JSON, about 12 KB as brotli): a
 * phone downloads the small copy, and the server neither serialises nor compresses it again.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { CachedPage } from './browse-cache.ts'

export const BROWSE_CACHE_CONTROL = 'public, no-cache'
/** Brotli at quality 5 compresses a league page in a few milliseconds, close to the best ratio. */
const BROTLI_QUALITY = 5

export function sendCachedPage(request: FastifyRequest, reply: FastifyReply, entry: CachedPage) {
  reply.header('ETag', entry.etag).header('Cache-Control', BROWSE_CACHE_CONTROL).header('Vary', 'Accept-Encoding')
  const asked = request.headers['if-none-match']
  if (asked?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === entry.etag)) return reply.code(304).send()
  return sendCompressed(request, reply.type('application/json; charset=utf-8'), entry.json, entry.encoded)
}

/**
 * Sends text that does not change until the next refit, as the client's preferred encoding;
 * each encoding is made once and kept in `encoded` (the caller's cache entry).
 */
export function sendCompressed(
  request: FastifyRequest,
  reply: FastifyReply,
  text: string,
  encoded: Partial<Record<'br' | 'gzip', Buffer>>,
) {
  reply.header('Vary', 'Accept-Encoding')
  const encoding = acceptedEncoding(request.headers['accept-encoding'])
  if (!encoding) return reply.send(text)
  encoded[encoding] ??=
    encoding === 'br'
      ? brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
      : gzipSync(text)
  return reply.header('Content-Encoding', encoding).send(encoded[encoding])
}

function acceptedEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null {
  const accepted = String(header ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q.trim()))
    .map(([name]) => name?.trim().toLowerCase())
  if (accepted.includes('br')) return 'br'
  if (accepted.includes('gzip')) return 'gzip'
  return null
}
