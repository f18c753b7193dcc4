/**
 * A request id in every log line (Fastify's request logger carries `reqId`) and in the
 * x-request-id response header. An incoming x-request-id (from nginx or a caller) is kept only
 * when it is short and plain, so logs cannot be forged or flooded through it.
 */
import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { FastifyInstance } from 'fastify'

const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/

export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id']
  const value = Array.isArray(incoming) ? incoming[0] : incoming
  return value && SANE_REQUEST_ID.test(value) ? value : randomUUID()
}

export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id)
  })
}
