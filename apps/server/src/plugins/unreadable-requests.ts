/**
 * Requests Fastify refuses before any route, hook or error handler runs, answered in the API's
 * `{ error, code }` shape like every other error (Fastify's defaults answer
 * `{ error, message, statusCode }`, which the web client cannot read):
 * - clientErrorHandler: Node's HTTP parser gave up (a bad or doubled Content-Length, a broken
 *   chunked body, an unknown method or HTTP version, header bytes that are not allowed, headers
 *   over the size limit, a request that took too long). The socket is closed afterwards, as
 *   Node and Fastify do, because the rest of its bytes cannot be trusted.
 * - frameworkErrors: the router could not read the path (an invalid percent-encoding, a path
 *   parameter longer than Fastify's maxParamLength).
 * Found by the API fuzz suite (apps/server/test/fuzz, docs/decisions/250).
 */
import { STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'
import type { ErrorResponse } from '@pitchwise/contract'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

export const UNREADABLE_REQUEST_MESSAGE = 'The request could not be read.'
export const HEADERS_TOO_LARGE_MESSAGE = 'The request headers are too large.'
export const REQUEST_TIMEOUT_MESSAGE = 'The request took too long to arrive.'
export const UNREADABLE_PATH_MESSAGE = 'The request path could not be read.'

/** Fastify's `clientErrorHandler` option (called with the Fastify instance as `this`). */
export function clientErrorHandler(this: FastifyInstance, error: Error & { code?: string }, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  const [status, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, HEADERS_TOO_LARGE_MESSAGE]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, REQUEST_TIMEOUT_MESSAGE]
        : [400, UNREADABLE_REQUEST_MESSAGE]
  this.log.info({ code: error.code }, 'unreadable request refused')
  if (socket.writable) {
    const body = JSON.stringify({ error: message, code: 'BAD_REQUEST' } satisfies ErrorResponse)
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    )
  }
  socket.destroy()
}

/** Fastify's `frameworkErrors` option: the router's own refusals (bad URL, over-long parameter). */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  request.log.info({ code: error.code }, 'unreadable path refused')
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400
  void reply
    .status(status)
    .type('application/json; charset=utf-8')
    .send({ error: UNREADABLE_PATH_MESSAGE, code: 'BAD_REQUEST' } satisfies ErrorResponse)
}
