import {
  BillingPlansResponse,
  BillingRegionQuery,
  BillingSubscriptionResponse,
  CreateOrderRequest,
  CreateOrderResponse,
  CreateProviderPaymentRequest,
  CreateStripePaymentResponse,
  CryptoTransactionRequest,
  CryptoTransactionResponse,
  CryptoWalletsResponse,
  OrderIdParams,
  OrderStatusResponse,
  PaymentMethodsResponse,
} from './billing.ts'
import { endpoint } from './endpoint.ts'
import {
  DirectPaymentResponse,
  PayPalPaymentResponse,
  PaystackPaymentResponse,
  StartProviderPaymentRequest,
  VerifyPaystackRequest,
  VerifyPaystackResponse,
} from './payment-providers.ts'
import { SetSpendingLimitsBody, SpendingLimitsResponse } from './safer-gambling.ts'

/** The buyer's billing API: what /billing, the purchase modal, the crypto form and the result screens call. */
export const BILLING_ENDPOINTS = {
  plans: endpoint({
    method: 'GET',
    path: '/api/billing/plans',
    query: BillingRegionQuery,
    response: BillingPlansResponse,
  }),
  subscription: endpoint({ method: 'GET', path: '/api/billing/subscription', response: BillingSubscriptionResponse }),
  paymentMethods: endpoint({
    method: 'GET',
    path: '/api/billing/payment-methods',
    query: BillingRegionQuery,
    response: PaymentMethodsResponse,
  }),
  order: endpoint({
    method: 'GET',
    path: '/api/billing/orders/:id',
    params: OrderIdParams,
    response: OrderStatusResponse,
  }),
  cryptoWallets: endpoint({ method: 'GET', path: '/api/billing/crypto-wallets', response: CryptoWalletsResponse }),
  /** Spending limits (issue 35, decision 311). */
  spendingLimits: endpoint({ method: 'GET', path: '/api/billing/spending-limits', response: SpendingLimitsResponse }),
  setSpendingLimits: endpoint({
    method: 'PUT',
    path: '/api/billing/spending-limits',
    body: SetSpendingLimitsBody,
    response: SpendingLimitsResponse,
  }),
  submitCryptoTransaction: endpoint({
    method: 'POST',
    path: '/api/billing/crypto-transactions',
    body: CryptoTransactionRequest,
    response: CryptoTransactionResponse,
    status: 201,
  }),
  verifyPaystack: endpoint({
    method: 'POST',
    path: '/api/payments/verify-paystack-payment',
    body: VerifyPaystackRequest,
    response: VerifyPaystackResponse,
  }),
} as const

/**
 * The spec's routes that start an order (§4 and §7). They are one order creation (the server's
 * regional price, one order, one checkout) answered in each caller's shape: the product's own
 * client uses `createOrder`; the provider-named ones keep the spec's clients working.
 */
export const START_PAYMENT_ENDPOINTS = {
  createOrder: endpoint({
    method: 'POST',
    path: '/api/billing/orders',
    body: CreateOrderRequest,
    response: CreateOrderResponse,
    status: 201,
  }),
  createStripePayment: endpoint({
    method: 'POST',
    path: '/api/payments/create-payment',
    body: CreateProviderPaymentRequest,
    response: CreateStripePaymentResponse,
  }),
  createPayPalPayment: endpoint({
    method: 'POST',
    path: '/api/payments/create-paypal-payment',
    body: StartProviderPaymentRequest,
    response: PayPalPaymentResponse,
  }),
  createPaystackPayment: endpoint({
    method: 'POST',
    path: '/api/payments/create-paystack-payment',
    body: StartProviderPaymentRequest,
    response: PaystackPaymentResponse,
  }),
  createDirectPayment: endpoint({
    method: 'POST',
    path: '/api/payments/create-direct-payment',
    body: StartProviderPaymentRequest,
    response: DirectPaymentResponse,
  }),
} as const
