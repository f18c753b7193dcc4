import { z } from 'zod'
import { OrderStatus } from './billing.ts'

/**
 * The spec's provider payment calls (back-office spec §7 "Payment calls"): PayPal, Paystack and
 * direct payment. The body keeps the spec's fields so its client works unchanged, but only the
 * plan and the method are read: amount, currency, description and email are ignored, and the
 * server charges its own regional price of the plan (decision 200).
 */
export const StartProviderPaymentRequest = z
  .object({
    planId: z.string().min(1),
    methodId: z.string().min(1),
    /** The chooser's category (gateway) id; checked against the method when given. */
    categoryId: z.string().optional(),
    /** Ignored: the server's regional price is charged. */
    amount: z.unknown().optional(),
    /** Ignored: the region's currency is charged. */
    currency: z.unknown().optional(),
    /** Ignored: '{plan name} - {credits} credits' is built by the server. */
    description: z.unknown().optional(),
    /** Ignored: the signed-in account's email is used. */
    email: z.unknown().optional(),
    /** Ignored by these calls (plan ids are read from the method's configuration). */
    externalPlanId: z.unknown().optional(),
    /** Same as the plans query: a development-only country override. */
    country: z
      .string()
      .regex(/^[A-Za-z]{2}$/)
      .optional(),
  })
  .meta({ id: 'StartProviderPaymentRequest' })
export type StartProviderPaymentRequest = z.infer<typeof StartProviderPaymentRequest>

/** POST /api/payments/create-paypal-payment: open approvalUrl in a new tab. */
export const PayPalPaymentResponse = z
  .object({
    approvalUrl: z.string(),
    /** PayPal's order id. */
    paymentId: z.string(),
    /** Our order id (GET /api/billing/orders/{orderId} follows it). */
    orderId: z.string(),
  })
  .meta({ id: 'PayPalPaymentResponse' })
export type PayPalPaymentResponse = z.infer<typeof PayPalPaymentResponse>

/** POST /api/payments/create-paystack-payment: open authorizationUrl in a new tab. */
export const PaystackPaymentResponse = z
  .object({
    authorizationUrl: z.string(),
    /** The transaction reference (our merchant reference, `pw_…`), verified later by verify-paystack-payment. */
    reference: z.string(),
    orderId: z.string(),
  })
  .meta({ id: 'PaystackPaymentResponse' })
export type PaystackPaymentResponse = z.infer<typeof PaystackPaymentResponse>

/** POST /api/payments/create-direct-payment: navigate this tab to checkoutUrl. */
export const DirectPaymentResponse = z
  .object({ checkoutUrl: z.string(), orderId: z.string() })
  .meta({ id: 'DirectPaymentResponse' })
export type DirectPaymentResponse = z.infer<typeof DirectPaymentResponse>

/** POST /api/payments/verify-paystack-payment. */
export const VerifyPaystackRequest = z
  .object({ reference: z.string().trim().min(1).max(200) })
  .meta({ id: 'VerifyPaystackRequest' })
export type VerifyPaystackRequest = z.infer<typeof VerifyPaystackRequest>

/**
 * The answer of verify-paystack-payment: success only when Paystack confirmed the exact amount
 * and the plan was granted; planName, credits and expiryDate are what the server granted.
 */
export const VerifyPaystackResponse = z
  .object({
    success: z.boolean(),
    status: OrderStatus,
    planName: z.string(),
    credits: z.number().int(),
    /** ISO date-time the granted plan ends; null unless success. */
    expiryDate: z.string().nullable(),
  })
  .meta({ id: 'VerifyPaystackResponse' })
export type VerifyPaystackResponse = z.infer<typeof VerifyPaystackResponse>

/** Error texts of these calls (spec §8). */
export const PROVIDER_PAYMENT_ERRORS = {
  noApprovalUrl: 'No approval URL returned from PayPal',
  paystackFailed: 'Failed to create Paystack payment',
  directFailed: 'Failed to create direct payment',
} as const
