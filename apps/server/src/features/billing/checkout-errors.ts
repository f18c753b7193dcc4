/**
 * What the buyer is told when a provider call fails (spec §8): the banner sentences for a
 * network failure, a timeout and the provider's rate limit (HTTP 429 on PayPal → 'Too many
 * payment attempts. Please wait a moment before trying again.'), PayPal's missing approval URL,
 * else the caller's own "failed to create" text. Provider details go to the log, never to the buyer.
 */
import { PAYMENT_ERRORS, PROVIDER_PAYMENT_ERRORS } from '@pitchwise/contract'
import { AppError } from '../../errors.ts'
import { ProviderUnavailableError } from './gateways/gateway.ts'
import { NO_APPROVAL_URL } from './gateways/paypal.ts'
import { ProviderError } from './gateways/provider-http.ts'

export function providerFailure(error: unknown, fallback: string = PAYMENT_ERRORS.checkoutFailed): AppError {
  if (error instanceof AppError) return error
  // The Stripe SDK's failures arrive already classified by the Stripe adapter.
  if (error instanceof ProviderUnavailableError) {
    const code = error.kind === 'rateLimit' ? 'RATE_LIMITED' : 'PAYMENT_ERROR'
    return new AppError(code, PAYMENT_ERRORS[error.kind], { cause: error })
  }
  if (error instanceof ProviderError) {
    switch (error.kind) {
      case 'rate_limited':
        return new AppError('RATE_LIMITED', PAYMENT_ERRORS.rateLimit, { cause: error })
      case 'timeout':
        return new AppError('PAYMENT_ERROR', PAYMENT_ERRORS.timeout, { cause: error })
      case 'network':
        return new AppError('PAYMENT_ERROR', PAYMENT_ERRORS.network, { cause: error })
      case 'malformed':
        if (error.message.endsWith(NO_APPROVAL_URL))
          return new AppError('PAYMENT_ERROR', PROVIDER_PAYMENT_ERRORS.noApprovalUrl, { cause: error })
        break
      case 'rejected':
        break
    }
  }
  return new AppError('PAYMENT_ERROR', fallback, { cause: error })
}
