import { z } from 'zod'

/**
 * Stable error codes the API answers with. The web client maps them back to the spec's
 * messages (product spec §8, back-office spec §8); the server maps them to HTTP statuses
 * in apps/server/src/errors.ts.
 */
export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'NO_CREDITS',
  'SUBSCRIPTION_EXPIRED',
  'ANALYSIS_ERROR',
  'PAYMENT_ERROR',
  'AGE_CONFIRMATION_REQUIRED',
  'SPENDING_LIMIT_REACHED',
  'TAKING_A_BREAK',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_ERROR',
] as const

export const ErrorCode = z.enum(ERROR_CODES)
export type ErrorCode = z.infer<typeof ErrorCode>

/** Every non-2xx answer of the API has this body. */
export const ErrorResponse = z
  .object({
    /** Human-readable message, safe to show to the user. */
    error: z.string(),
    /** Stable machine-readable code. */
    code: ErrorCode,
    /** Per-field messages for validation errors, keyed by field path. */
    fields: z.record(z.string(), z.string()).optional(),
  })
  .meta({ id: 'ErrorResponse' })
export type ErrorResponse = z.infer<typeof ErrorResponse>
