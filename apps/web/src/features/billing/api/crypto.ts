import { BILLING_ENDPOINTS, type CryptoTransactionRequest } from '@pitchwise/contract'
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query'
import { callEndpoint } from '../../../lib/api-client.ts'
import { billingQueryKeys, CATALOGUE_CACHE } from './query-keys.ts'

/** GET /api/billing/crypto-wallets: the two USDT wallets and the US plans the crypto form sells. */
export function getCryptoWalletsQueryOptions() {
  return queryOptions({
    queryKey: billingQueryKeys.cryptoWallets(),
    queryFn: () => callEndpoint(BILLING_ENDPOINTS.cryptoWallets, {}),
    ...CATALOGUE_CACHE,
  })
}

export function useCryptoWallets(enabled: boolean) {
  return useQuery({ ...getCryptoWalletsQueryOptions(), enabled })
}

/** POST /api/billing/crypto-transactions: a pending transaction priced by the server, verified by an admin. */
export function useSubmitCryptoTransaction() {
  return useMutation({
    mutationFn: (body: CryptoTransactionRequest) => callEndpoint(BILLING_ENDPOINTS.submitCryptoTransaction, { body }),
  })
}
