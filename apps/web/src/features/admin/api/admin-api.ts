/**
 * The back office's calls to /api/admin. Every one is refused by the server unless the caller
 * is an administrator; the admin layout's redirect only spares others a broken page.
 */
import type {
  AddMarketSearchInput,
  AdminCryptoDecisionResponse,
  AdminCryptoTransactionsResponse,
  AdminDataImportResponse,
  AdminDataStatusResponse,
  AdminFeedbackResponse,
  AdminMarketSearchesResponse,
  AdminMarketsResponse,
  AdminPaymentMethod,
  AdminPaymentMethodsResponse,
  AdminPricingResponse,
  AdminReferralsResponse,
  AdminSealCheckResponse,
  AdminSealsStatusResponse,
  AdminSearchesResponse,
  AdminUserSearchResponse,
  AuditResponse,
  CleanupResponse,
  CryptoTransactionStatus,
  DeleteSearchesResponse,
  ManualSubscriptionRequest,
  ManualSubscriptionResponse,
  MarketInput,
  MethodRegionsInput,
  MethodRegionsResponse,
  PaymentMethodInput,
  ReferralPeriod,
  RegionalPriceInput,
  RegionInput,
} from '@pitchwise/contract'
import { api } from '../../../lib/api-client.ts'

const base = '/api/admin'

function query(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== '') search.set(key, String(value))
  const text = search.toString()
  return text ? `?${text}` : ''
}

export const adminApi = {
  markets: () => api.get<AdminMarketsResponse>(`${base}/markets`),
  createMarket: (input: MarketInput) => api.post<{ id: string }>(`${base}/markets`, input),
  updateMarket: (id: string, input: MarketInput) => api.put(`${base}/markets/${id}`, input),
  deleteMarket: (id: string) => api.delete(`${base}/markets/${id}`),
  marketSearches: (id: string) => api.get<AdminMarketSearchesResponse>(`${base}/markets/${id}/searches`),
  addMarketSearch: (id: string, input: AddMarketSearchInput) =>
    api.post<{ id: string }>(`${base}/markets/${id}/searches`, input),
  updateMarketSearch: (id: string, linkId: string, queryText: string) =>
    api.put(`${base}/markets/${id}/searches/${linkId}`, { query: queryText }),
  deleteMarketSearch: (id: string, linkId: string) => api.delete(`${base}/markets/${id}/searches/${linkId}`),

  searches: (params: { page: number; pageSize?: number; q?: string; notInMarket?: string }) =>
    api.get<AdminSearchesResponse>(`${base}/searches${query(params)}`),
  deleteSearches: (ids: string[]) => api.post<DeleteSearchesResponse>(`${base}/searches/delete`, { ids }),
  setSearchHidden: (id: string, hiddenFromPopular: boolean) =>
    api.patch(`${base}/searches/${id}`, { hiddenFromPopular }),

  referrals: (period: ReferralPeriod, page: number) =>
    api.get<AdminReferralsResponse>(`${base}/referrals${query({ period, page })}`),

  cleanup: (retentionDays: number) => api.post<CleanupResponse>(`${base}/analyses/cleanup`, { retentionDays }),

  audit: (page: number, entity?: string) => api.get<AuditResponse>(`${base}/audit${query({ page, entity })}`),

  feedback: (page: number, status: 'open' | 'handled' | 'all') =>
    api.get<AdminFeedbackResponse>(`${base}/feedback${query({ page, status })}`),
  setFeedbackHandled: (id: string, handled: boolean) => api.patch(`${base}/feedback/${id}`, { handled }),

  dataStatus: () => api.get<AdminDataStatusResponse>(`${base}/data/status`),
  reimport: () => api.post<AdminDataImportResponse>(`${base}/data/import`),

  sealsStatus: () => api.get<AdminSealsStatusResponse>(`${base}/seals/status`),
  checkSeals: () => api.post<AdminSealCheckResponse>(`${base}/seals/check`),

  pricing: () => api.get<AdminPricingResponse>(`${base}/billing/pricing`),
  createRegion: (input: RegionInput) => api.post<{ id: string }>(`${base}/billing/regions`, input),
  updateRegion: (id: string, input: RegionInput) => api.put<{ id: string }>(`${base}/billing/regions/${id}`, input),
  setRegionalPrice: (input: RegionalPriceInput) => api.put(`${base}/billing/regional-prices`, input),

  paymentMethods: () => api.get<AdminPaymentMethodsResponse>(`${base}/billing/payment-methods`),
  setGatewayFallback: (id: string, isFallback: boolean) => api.patch(`${base}/billing/gateways/${id}`, { isFallback }),
  createPaymentMethod: (input: PaymentMethodInput) =>
    api.post<AdminPaymentMethod>(`${base}/billing/payment-methods`, input),
  updatePaymentMethod: (id: string, input: PaymentMethodInput) =>
    api.put<AdminPaymentMethod>(`${base}/billing/payment-methods/${id}`, input),
  methodRegions: (id: string) => api.get<MethodRegionsResponse>(`${base}/billing/payment-methods/${id}/regions`),
  setMethodRegions: (id: string, input: MethodRegionsInput) =>
    api.put(`${base}/billing/payment-methods/${id}/regions`, input),

  searchUsers: (email: string) => api.get<AdminUserSearchResponse>(`${base}/billing/users${query({ email })}`),
  createManualSubscription: (input: ManualSubscriptionRequest) =>
    api.post<ManualSubscriptionResponse>(`${base}/billing/manual-subscriptions`, input),

  cryptoTransactions: (page: number, status?: CryptoTransactionStatus) =>
    api.get<AdminCryptoTransactionsResponse>(`${base}/billing/crypto-transactions${query({ page, status })}`),
  decideCryptoTransaction: (id: string, action: 'verify' | 'reject', adminNotes: string | null) =>
    api.post<AdminCryptoDecisionResponse>(`${base}/billing/crypto-transactions/${id}/${action}`, { adminNotes }),
}

/** Query keys: one root per admin domain so a mutation invalidates exactly what it changed. */
export const adminKeys = {
  markets: ['admin', 'markets'] as const,
  marketSearches: (id: string) => ['admin', 'markets', id, 'searches'] as const,
  searches: ['admin', 'searches'] as const,
  referrals: ['admin', 'referrals'] as const,
  audit: ['admin', 'audit'] as const,
  feedback: ['admin', 'feedback'] as const,
  data: ['admin', 'data'] as const,
  seals: ['admin', 'seals'] as const,
  pricing: ['admin', 'billing', 'pricing'] as const,
  paymentMethods: ['admin', 'billing', 'payment-methods'] as const,
  methodRegions: (id: string) => ['admin', 'billing', 'payment-methods', id, 'regions'] as const,
  userSearch: ['admin', 'billing', 'users'] as const,
  cryptoTransactions: ['admin', 'billing', 'crypto'] as const,
}
