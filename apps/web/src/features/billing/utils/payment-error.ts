import { PAYMENT_ERRORS, paymentBannerText } from '@pitchwise/contract/billing'
import { isApiError } from '../../../lib/api-client.ts'

/**
 * The payment start banner's text (back-office spec §8): the contract's substitutions on the
 * message ('network' / 'timeout' / 'rate limit' → the spec's sentences, else the message or
 * 'An unexpected error occurred'). The API client also reports these cases by code and status
 * (its timeout message does not say "timeout", a 429 may not say "rate limit"), so those are
 * mapped to the same sentences first.
 */
export function paymentErrorMessage(error: unknown): string {
  const { message, code, status } = readError(error)
  if (code === 'NETWORK_ERROR' || status === 0) return PAYMENT_ERRORS.network
  if (code === 'TIMEOUT' || status === 408) return PAYMENT_ERRORS.timeout
  if (code === 'RATE_LIMITED' || status === 429) return PAYMENT_ERRORS.rateLimit
  // The client's own placeholder for "the server sent no message": the spec's fallback instead.
  if (code === 'UNKNOWN_ERROR') return PAYMENT_ERRORS.unexpected
  return paymentBannerText(message)
}

/** What the API client reported (ApiError), or the message of any other failure. */
function readError(error: unknown): { message: string; code: string | undefined; status: number | undefined } {
  if (isApiError(error)) return { message: error.message, code: error.code, status: error.status }
  if (error instanceof Error) return { message: error.message, code: undefined, status: undefined }
  return { message: typeof error === 'string' ? error : '', code: undefined, status: undefined }
}
