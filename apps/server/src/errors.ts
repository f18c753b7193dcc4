/**
 * One error type with a stable code; the code decides the HTTP status. Routes and use cases
 * throw AppError; plugins/error-handler.ts turns it (and anything else) into `{ error, code }`.
 */
import type { ErrorCode } from '@pitchwise/contract'

export const STATUS_BY_CODE: Record<ErrorCode, number> = {
  VALIDATION_ERROR: 400,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  NO_CREDITS: 402,
  SUBSCRIPTION_EXPIRED: 402,
  ANALYSIS_ERROR: 500,
  PAYMENT_ERROR: 502,
  AGE_CONFIRMATION_REQUIRED: 403,
  SPENDING_LIMIT_REACHED: 403,
  TAKING_A_BREAK: 403,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL_ERROR: 500,
}

export class AppError extends Error {
  readonly code: ErrorCode
  readonly status: number
  readonly fields?: Record<string, string>

  constructor(code: ErrorCode, message: string, options: { fields?: Record<string, string>; cause?: unknown } = {}) {
    super(message, { cause: options.cause })
    this.name = 'AppError'
    this.code = code
    this.status = STATUS_BY_CODE[code]
    if (options.fields) this.fields = options.fields
  }
}

export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', message)
export const unauthorized = (message = 'Authentication required') => new AppError('UNAUTHORIZED', message)
export const forbidden = (message = 'You do not have access to this resource') => new AppError('FORBIDDEN', message)
export const badRequest = (message: string) => new AppError('BAD_REQUEST', message)
