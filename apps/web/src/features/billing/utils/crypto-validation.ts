import { CRYPTO_TEXTS, type CryptoNetwork } from '@pitchwise/contract/billing'
import { canonicalTransactionId } from '@pitchwise/contract/crypto-transaction-id'

/**
 * The crypto form's submit checks, in the spec's order (back-office spec §5): signed in, a wallet,
 * a plan, a transaction id; then the plan must be one of the loaded plans, and the id one
 * transaction id (or explorer link) of the chosen network, read by the server's own rule
 * (issue 30). The first failing check's message is shown; the server checks all of it again.
 */
export interface CryptoFormInput {
  isSignedIn: boolean
  network: string
  planId: string
  transactionId: string
}

/** The first message of the spec's check order, or null when the form may be sent. */
export function cryptoFormError(input: CryptoFormInput, loadedPlanIds: readonly string[]): string | null {
  if (!input.isSignedIn) return CRYPTO_TEXTS.mustBeLoggedIn
  if (!input.network) return CRYPTO_TEXTS.selectWallet
  if (!input.planId) return CRYPTO_TEXTS.selectPlan
  if (!input.transactionId.trim()) return CRYPTO_TEXTS.enterTransactionId
  if (!loadedPlanIds.includes(input.planId)) return CRYPTO_TEXTS.planNotFound
  if (!canonicalTransactionId(input.network as CryptoNetwork, input.transactionId)) {
    return input.network === 'TRC20' ? CRYPTO_TEXTS.invalidTrc20TransactionId : CRYPTO_TEXTS.invalidBep20TransactionId
  }
  return null
}
