import { z } from 'zod'
import { BillingSubscription, CryptoNetwork, CryptoTransactionStatus } from './billing.ts'

/**
 * Back-office billing endpoints owned by the money core (back-office spec §2 "Crypto
 * Transactions", "Manual Subscription"). Every one grants only through the server's single
 * fulfilment path; all live under /api/admin and answer 401/403 to non-administrators.
 */

/** GET /api/admin/billing/crypto-transactions query. The page shows 10 per page (spec §9). */
export const AdminCryptoTransactionsQuery = z.object({
  status: CryptoTransactionStatus.optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
})
export type AdminCryptoTransactionsQuery = z.infer<typeof AdminCryptoTransactionsQuery>

/** One row of the admin list (spec §3 "crypto_transactions (admin view)"). */
export const AdminCryptoTransaction = z
  .object({
    id: z.string(),
    createdAt: z.string(),
    email: z.string(),
    userId: z.string(),
    planId: z.string(),
    planName: z.string(),
    /** Plan price in US cents at submission. */
    amount: z.number().int(),
    currency: z.literal('USDT'),
    /** The exact amount in the token's on-chain units (USDT: 6 decimals on TRC20/ERC20, 18 on BEP20), as a decimal string. */
    amountOnChain: z.string(),
    network: CryptoNetwork,
    walletAddress: z.string(),
    status: CryptoTransactionStatus,
    transactionId: z.string(),
    /** Blockchain explorer link of the transaction id. */
    explorerUrl: z.string(),
    adminNotes: z.string().nullable(),
    verifiedAt: z.string().nullable(),
    /** The payment order behind it (fulfilled on verify). */
    orderId: z.string().nullable(),
  })
  .meta({ id: 'AdminCryptoTransaction' })
export type AdminCryptoTransaction = z.infer<typeof AdminCryptoTransaction>

export const AdminCryptoTransactionsResponse = z
  .object({
    transactions: z.array(AdminCryptoTransaction),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
  })
  .meta({ id: 'AdminCryptoTransactionsResponse' })
export type AdminCryptoTransactionsResponse = z.infer<typeof AdminCryptoTransactionsResponse>

/** Path of POST /api/admin/billing/crypto-transactions/{id}/verify and …/reject. */
export const AdminCryptoTransactionParams = z.object({ id: z.string() })

/** Body of verify / reject: optional admin notes. */
export const AdminCryptoDecisionRequest = z
  .object({ adminNotes: z.string().trim().max(1000).nullable().optional() })
  .meta({ id: 'AdminCryptoDecisionRequest' })
export type AdminCryptoDecisionRequest = z.infer<typeof AdminCryptoDecisionRequest>

/** Answer of verify / reject: the final row and, on verify, the granted subscription. */
export const AdminCryptoDecisionResponse = z
  .object({
    transaction: AdminCryptoTransaction,
    subscription: BillingSubscription.nullable(),
  })
  .meta({ id: 'AdminCryptoDecisionResponse' })
export type AdminCryptoDecisionResponse = z.infer<typeof AdminCryptoDecisionResponse>

/** GET /api/admin/billing/users?email=…: users whose email contains the fragment (at most 20). */
export const AdminUserSearchQuery = z.object({
  email: z.string().trim().min(1, 'Please enter part of an email address').max(200),
})
export const AdminUserSearchResponse = z
  .object({ users: z.array(z.object({ id: z.string(), email: z.string() })) })
  .meta({ id: 'AdminUserSearchResponse' })
export type AdminUserSearchResponse = z.infer<typeof AdminUserSearchResponse>

/** Default note of a manual subscription (spec §9). */
export const MANUAL_SUBSCRIPTION_DEFAULT_NOTE = 'Manual subscription by admin'

/** POST /api/admin/billing/manual-subscriptions. */
export const ManualSubscriptionRequest = z
  .object({
    userId: z.string().min(1, 'Please select both a user and a subscription plan'),
    planId: z.string().min(1, 'Please select both a user and a subscription plan'),
    note: z.string().trim().max(1000).optional(),
  })
  .meta({ id: 'ManualSubscriptionRequest' })
export type ManualSubscriptionRequest = z.infer<typeof ManualSubscriptionRequest>

/** Answer (201): the manual order and the subscription it granted (extended when one was active). */
export const ManualSubscriptionResponse = z
  .object({ orderId: z.string(), subscription: BillingSubscription })
  .meta({ id: 'ManualSubscriptionResponse' })
export type ManualSubscriptionResponse = z.infer<typeof ManualSubscriptionResponse>

export const ADMIN_BILLING_TEXTS = {
  selectUserAndPlan: 'Please select both a user and a subscription plan',
  searchUsersFailed: 'Failed to search users. Please try again.',
  createSubscriptionFailed: 'Failed to create subscription',
  transactionNotFound: 'Transaction not found',
  alreadyDecided: 'This transaction has already been verified or rejected.',
  userNotFound: 'User not found',
} as const
