/**
 * One error handler for the whole API: every failure leaves as `{ error, code }` with the
 * status of its code. 5xx messages are replaced by a generic text (the detail goes to the
 * log with the request id), so no stack trace or SQL ever reaches a client. An expected refusal
 * (SERVICE_UNAVAILABLE while warming up) is logged as a warning without a stack.
 */
import type { ErrorResponse } from '@pitchwise/contract'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { AppError } from '../errors.ts'

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const body = toErrorResponse(error)
    const status = statusOf(error)
    // A deliberate refusal (warming up, no football data yet) is expected: a warning without a
    // stack, so error-level alerts mean something broke.
    if (error instanceof AppError && error.code === 'SERVICE_UNAVAILABLE')
      request.log.warn({ code: body.code, status }, body.error)
    else if (status >= 500) request.log.error({ err: error }, 'request failed')
    else request.log.info({ code: body.code, status }, body.error)
    return reply.status(status).send(body)
  })
}

/** JSON 404 for API paths and anything that is not a page request. */
export function sendApiNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply
    .status(404)
    .send({ error: `No route for ${request.method} ${request.url.split('?')[0]}`, code: 'NOT_FOUND' })
}

function statusOf(error: FastifyError): number {
  if (error instanceof AppError) return error.status
  if (hasZodFastifySchemaValidationErrors(error)) return 400
  const status = error.statusCode ?? 500
  return status >= 400 && status < 600 ? status : 500
}

export function toErrorResponse(error: FastifyError): ErrorResponse {
  if (error instanceof AppError) {
    return { error: error.message, code: error.code, ...(error.fields ? { fields: error.fields } : {}) }
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, string> = {}
    for (const issue of error.validation) {
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.')
      fields[field || '_'] ??= issue.message ?? 'Invalid value'
    }
    const first = Object.entries(fields)[0]
    const message = first ? (first[0] === '_' ? first[1] : `${first[0]}: ${first[1]}`) : 'Invalid request'
    return { error: message, code: 'VALIDATION_ERROR', fields }
  }
  const status = error.statusCode ?? 500
  if (status === 429) return { error: 'Too many requests, please try again later.', code: 'RATE_LIMITED' }
  if (status === 413) return { error: 'The request body is too large.', code: 'PAYLOAD_TOO_LARGE' }
  if (status === 415 || status === 400) return { error: error.message || 'Bad request', code: 'BAD_REQUEST' }
  if (status === 404) return { error: 'Not found', code: 'NOT_FOUND' }
  if (status < 500) return { error: error.message || 'Bad request', code: 'BAD_REQUEST' }
  return { error: 'Something went wrong on our side. Please try again.', code: 'INTERNAL_ERROR' }
}
