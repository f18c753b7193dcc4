import { z } from 'zod'

/**
 * Billing for users (back-office spec §2 "Billing", "Payment result screens", "Crypto form").
 * Every amount is an integer in the currency's MINOR units (cents, kobo, yen…); the server
 * decides every price from its own data and ignores any amount a client sends.
 */

/** A plan as sold in the caller's region (spec §3 "Plan (regional, billing view)"). */
export const BillingPlan = z
  .object({
    /** Plan id (uuid), or `fallback-…` for the built-in plans shown when the catalogue cannot be read. */
    id: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    /** Price in minor units of currencyCode (e.g. 499 = $4.99). */
    price: z.number().int().min(0),
    /** Searches the plan adds. */
    credits: z.number().int().min(1),
    /** ISO 4217 code, upper case (e.g. `USD`, `NGN`). */
    currencyCode: z.string(),
    /** Symbol shown before the price (e.g. `$`, `₦`). */
    currencySymbol: z.string(),
    /** Digits after the decimal point of currencyCode (USD 2, JPY 0, KWD 3): price / 10^exponent is the major amount. */
    currencyExponent: z.number().int().min(0),
    durationDays: z.number().int().min(1),
    isPopular: z.boolean(),
  })
  .meta({ id: 'BillingPlan' })
export type BillingPlan = z.infer<typeof BillingPlan>

/** The region the caller's plans and payment methods come from. */
export const BillingRegion = z
  .object({
    /** Two-letter region code, e.g. `US`. */
    code: z.string(),
    name: z.string(),
    currencyCode: z.string(),
    currencySymbol: z.string(),
  })
  .meta({ id: 'BillingRegion' })
export type BillingRegion = z.infer<typeof BillingRegion>

/** Query of GET /api/billing/plans and GET /api/billing/payment-methods. */
export const BillingRegionQuery = z.object({
  /** Two-letter country override; honoured only in development or when BILLING_COUNTRY_OVERRIDE allows it. */
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .optional(),
})
export type BillingRegionQuery = z.infer<typeof BillingRegionQuery>

/** GET /api/billing/plans: the caller's regional plans, cheapest first. */
export const BillingPlansResponse = z
  .object({
    /** Country the server found for the request (offline lookup), `US` when unknown. */
    country: z.string(),
    region: BillingRegion,
    plans: z.array(BillingPlan),
    /** True when the catalogue could not be read and the spec's three built-in plans are shown (not purchasable). */
    fallback: z.boolean(),
  })
  .meta({ id: 'BillingPlansResponse' })
export type BillingPlansResponse = z.infer<typeof BillingPlansResponse>

export const SUBSCRIPTION_STATUSES = ['active', 'expired', 'cancelled'] as const
export const SubscriptionStatus = z.enum(SUBSCRIPTION_STATUSES)
export type SubscriptionStatus = z.infer<typeof SubscriptionStatus>

/** The user's current subscription (spec §3 "Active subscription"). */
export const BillingSubscription = z
  .object({
    id: z.string(),
    planName: z.string(),
    status: SubscriptionStatus,
    creditsRemaining: z.number().int().min(0),
    /** ISO date-time the plan ends (cancelled plans stay usable until then). */
    endsAt: z.string(),
  })
  .meta({ id: 'BillingSubscription' })
export type BillingSubscription = z.infer<typeof BillingSubscription>

/** GET /api/billing/subscription (signed in). */
export const BillingSubscriptionResponse = z
  .object({
    /** The live subscription, else the most recently ended one; null when the user never had one. */
    subscription: BillingSubscription.nullable(),
    /** The user's free credits (sign-up, referral, manual grants), 0 if none. */
    freeCredits: z.number().int().min(0),
  })
  .meta({ id: 'BillingSubscriptionResponse' })
export type BillingSubscriptionResponse = z.infer<typeof BillingSubscriptionResponse>

export const PAYMENT_METHOD_ICONS = ['credit-card', 'bitcoin', 'wallet', 'landmark', 'smartphone', 'paypal'] as const
export const PaymentMethodIcon = z.enum(PAYMENT_METHOD_ICONS)
export type PaymentMethodIcon = z.infer<typeof PaymentMethodIcon>

/**
 * How a method continues after the order is created (spec §4 "processing types"):
 * checkout = the gateway's hosted checkout (sandbox, card, PayPal, Paystack, direct payment),
 * direct-link = an external subscription URL in a new tab, crypto = the USDT form.
 */
export const PaymentMethodKind = z.enum(['checkout', 'direct-link', 'crypto'])
export type PaymentMethodKind = z.infer<typeof PaymentMethodKind>

export const PaymentMethodOption = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    icon: PaymentMethodIcon,
    kind: PaymentMethodKind,
  })
  .meta({ id: 'PaymentMethodOption' })
export type PaymentMethodOption = z.infer<typeof PaymentMethodOption>

/** Methods grouped under their gateway (the chooser's "category"). */
export const PaymentMethodCategory = z
  .object({
    /** Gateway id: the category id the chooser reports with the method id. */
    id: z.string(),
    /** Gateway name, e.g. `Sandbox`. */
    name: z.string(),
    methods: z.array(PaymentMethodOption),
  })
  .meta({ id: 'PaymentMethodCategory' })
export type PaymentMethodCategory = z.infer<typeof PaymentMethodCategory>

/** GET /api/billing/payment-methods: the active methods of the caller's region. Empty → 'No payment methods available for your region.' */
export const PaymentMethodsResponse = z
  .object({
    country: z.string(),
    region: BillingRegion,
    categories: z.array(PaymentMethodCategory),
  })
  .meta({ id: 'PaymentMethodsResponse' })
export type PaymentMethodsResponse = z.infer<typeof PaymentMethodsResponse>

/**
 * POST /api/billing/orders. Only the plan and the method are read; any amount, currency or
 * price in the body is ignored (the server copies its own regional price into the order).
 */
export const CreateOrderRequest = z
  .object({
    planId: z.string().min(1),
    methodId: z.string().min(1),
    /** The chooser's category (gateway) id; checked against the method when given. */
    categoryId: z.string().optional(),
    /** Same as the plans query: a development-only country override. */
    country: z
      .string()
      .regex(/^[A-Za-z]{2}$/)
      .optional(),
  })
  .meta({ id: 'CreateOrderRequest' })
export type CreateOrderRequest = z.infer<typeof CreateOrderRequest>

/**
 * What the browser does next:
 * redirect = navigate this tab to url (hosted checkout, e.g. the sandbox TEST MODE page);
 * new-tab = open url in a new tab (direct links, PayPal, Paystack) and show the order's status;
 * form = go to the in-app form at url (the crypto form, `/billing/cryptoform?plan=…`).
 */
export const NextAction = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('redirect'), url: z.string() }),
    z.object({ kind: z.literal('new-tab'), url: z.string() }),
    z.object({ kind: z.literal('form'), url: z.string() }),
  ])
  .meta({ id: 'NextAction' })
export type NextAction = z.infer<typeof NextAction>

export const ORDER_STATUSES = [
  'created',
  'pending',
  'paid',
  'fulfilled',
  'failed',
  'expired',
  'cancelled',
  'refunded',
] as const
export const OrderStatus = z.enum(ORDER_STATUSES)
export type OrderStatus = z.infer<typeof OrderStatus>

/** POST /api/billing/orders answer (201). orderId is null for the crypto form (its order is made on submit). */
export const CreateOrderResponse = z
  .object({
    orderId: z.string().nullable(),
    status: OrderStatus.nullable(),
    /** The server's price in minor units and its currency. */
    amount: z.number().int().min(0),
    currency: z.string(),
    next: NextAction,
  })
  .meta({ id: 'CreateOrderResponse' })
export type CreateOrderResponse = z.infer<typeof CreateOrderResponse>

/** Path of GET /api/billing/orders/{id}: the order id, or its merchant reference (`pw_…`, /payment/direct's `reference`). */
export const OrderIdParams = z.object({ id: z.string().max(200) })
export const WebhookProviderParams = z.object({ provider: z.string().regex(/^[a-z0-9-]{2,40}$/) })

/**
 * GET /api/billing/orders/{id}: the order's server-side status for /payment/success|cancel|direct.
 * Only `fulfilled` means the plan was granted ('Payment Successful!'); created/pending/paid → keep
 * polling; failed/expired/cancelled → not paid; an unknown or foreign id answers 404.
 */
export const OrderStatusResponse = z
  .object({
    id: z.string(),
    /** The merchant reference sent to the provider (`pw_…`). */
    reference: z.string().optional(),
    status: OrderStatus,
    /** Gateway name that handles the order, e.g. `sandbox`. */
    provider: z.string(),
    planId: z.string(),
    planName: z.string(),
    credits: z.number().int(),
    durationDays: z.number().int(),
    amount: z.number().int(),
    currency: z.string(),
    currencyExponent: z.number().int().min(0),
    createdAt: z.string(),
    /** The subscription the payment granted (status fulfilled), null before. */
    subscription: BillingSubscription.nullable(),
  })
  .meta({ id: 'OrderStatusResponse' })
export type OrderStatusResponse = z.infer<typeof OrderStatusResponse>

/** USDT networks of the two wallets (spec §3): TRC20 (Tron) and ERC20/BSC (BEP20) sharing one EVM address. */
export const CRYPTO_NETWORKS = ['TRC20', 'BEP20'] as const
export const CryptoNetwork = z.enum(CRYPTO_NETWORKS)
export type CryptoNetwork = z.infer<typeof CryptoNetwork>

export const CryptoWalletOption = z
  .object({
    network: CryptoNetwork,
    /** Label of the option, e.g. `USDT (TRC20)`. */
    label: z.string(),
    address: z.string(),
  })
  .meta({ id: 'CryptoWalletOption' })
export type CryptoWalletOption = z.infer<typeof CryptoWalletOption>

/** GET /api/billing/crypto-wallets: the wallet options and the US plans the form sells (spec: fixed to 'US'). */
export const CryptoWalletsResponse = z
  .object({
    currency: z.literal('USDT'),
    /** Empty when the operator configured no wallet address. */
    wallets: z.array(CryptoWalletOption),
    plans: z.array(BillingPlan),
  })
  .meta({ id: 'CryptoWalletsResponse' })
export type CryptoWalletsResponse = z.infer<typeof CryptoWalletsResponse>

/** POST /api/billing/crypto-transactions: the amount is the server's plan price; the email is the account's. */
export const CryptoTransactionRequest = z
  .object({
    network: CryptoNetwork,
    planId: z.string().min(1),
    /** Canonicalised per network by the server (crypto-transaction-id.ts); one live submission per transaction. */
    transactionId: z.string().trim().min(1, 'Please enter your transaction ID').max(200),
  })
  .meta({ id: 'CryptoTransactionRequest' })
export type CryptoTransactionRequest = z.infer<typeof CryptoTransactionRequest>

export const CRYPTO_TRANSACTION_STATUSES = ['pending', 'verified', 'rejected'] as const
export const CryptoTransactionStatus = z.enum(CRYPTO_TRANSACTION_STATUSES)
export type CryptoTransactionStatus = z.infer<typeof CryptoTransactionStatus>

/** POST /api/billing/crypto-transactions answer (201). */
export const CryptoTransactionResponse = z
  .object({
    id: z.string(),
    status: CryptoTransactionStatus,
    planName: z.string(),
    /** Plan price in US cents (USDT is shown with 2 decimals). */
    amount: z.number().int(),
    currency: z.literal('USDT'),
    network: CryptoNetwork,
    transactionId: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'CryptoTransactionResponse' })
export type CryptoTransactionResponse = z.infer<typeof CryptoTransactionResponse>

/**
 * POST /api/payments/create-payment (spec §7, the card provider): the spec's body is amount,
 * description, email, currency, methodId, planId, externalPlanId; only planId, methodId (and
 * categoryId) are read — the amount, currency and plan id sent to Stripe are the server's.
 */
export const CreateProviderPaymentRequest = CreateOrderRequest.meta({ id: 'CreateProviderPaymentRequest' })
export type CreateProviderPaymentRequest = z.infer<typeof CreateProviderPaymentRequest>

/** Its answer: the Checkout Session id (spec), where to send the browser, and our order id. */
export const CreateStripePaymentResponse = z
  .object({ sessionId: z.string(), url: z.string(), orderId: z.string() })
  .meta({ id: 'CreateStripePaymentResponse' })
export type CreateStripePaymentResponse = z.infer<typeof CreateStripePaymentResponse>

/** Answer of POST /api/payments/webhooks/{provider} to API (non-browser) callers. */
export const WebhookAck = z
  .object({
    received: z.boolean(),
    /**
     * What happened to the stored event: processed now, seen before (duplicate), failed (will be
     * retried), or still being processed when the answer was due (queued; the retry job finishes it).
     */
    status: z.enum(['processed', 'duplicate', 'failed', 'ignored', 'queued']),
  })
  .meta({ id: 'WebhookAck' })
export type WebhookAck = z.infer<typeof WebhookAck>

/** Texts of the billing screens, exactly as the spec writes them (§2, §8, §9). */
export const BILLING_TEXTS = {
  title: 'Subscription Plans',
  subtitleWithSubscription: 'Manage your subscription or purchase additional plans',
  subtitleWithout: 'Choose the perfect plan for your needs',
  statusActive: 'Active Subscription',
  statusExpired: 'Subscription Expired',
  statusCancelled: 'Cancelled',
  expiresLabel: 'Subscription Expires',
  expiredOnLabel: 'Expired On',
  hintActive: 'Need more credits? You can purchase additional plans below.',
  hintCancelled:
    'Your subscription stays active until the expiry date. Purchase a new plan to continue after it expires.',
  hintExpired: 'Your subscription has expired. Purchase a new plan to continue searching.',
  noSubscription: 'No Active Subscription',
  freeCredits: 'Free Credits',
  popular: 'Popular',
  getAccess: 'Get Access Now',
  processing: 'Processing...',
  modalTitle: 'Complete Your Purchase',
  modalProcessing: 'Processing your payment...',
  noMethods: 'No payment methods available for your region.',
  retryPayment: 'Retry Payment',
  successTitle: 'Payment Successful!',
  cancelTitle: 'Payment Cancelled',
  unknownTitle: 'Payment Status Unknown',
  unknownMessage: "We couldn't determine the status of your payment. Please check your email for confirmation.",
  invalidPaymentParameters: 'Invalid payment parameters',
  returnToBilling: 'Return to Billing',
} as const

/** Duration text of a plan card (spec §2): 1 → '24-hour access', 7 → '7-day access', n → '{n}-day access'. */
export function planDurationText(days: number): string {
  return days === 1 ? '24-hour access' : `${days}-day access`
}

/** Payment error texts (spec §8); the server answers with these in `error`. */
export const PAYMENT_ERRORS = {
  notAuthenticated: 'User must be authenticated',
  invalidMethod: 'Invalid payment method',
  invalidPlan: 'Invalid subscription plan',
  methodNotInRegion: 'This payment method is not available in your region.',
  planNotInRegion: 'This plan is not available in your region.',
  noExternalPlanId: (plan: string, method: string) => `No external plan ID configured for ${plan} with ${method}`,
  unsupportedGateway: (name: string) => `Unsupported payment gateway: ${name}`,
  noSubscriptionUrl: (method: string) => `No subscription URL configured for this plan with ${method}`,
  checkoutFailed: 'Failed to create payment checkout',
  orderNotFound: 'Order not found',
  network: 'Unable to connect to payment service. Please check your internet connection and try again.',
  timeout: 'The payment request is taking longer than expected. You can try again.',
  rateLimit: 'Too many payment attempts. Please wait a moment before trying again.',
  unexpected: 'An unexpected error occurred',
  verificationRequired: 'Authentication required',
  verificationFailed: 'Payment verification failed',
  verifyFailed: 'Failed to verify payment',
} as const

/**
 * The payment start banner's substitutions (spec §8): 'network' / 'timeout' / 'rate limit' in
 * the message become the friendly texts; otherwise the message itself or 'An unexpected error occurred'.
 */
export function paymentBannerText(message: string | null | undefined): string {
  const text = (message ?? '').toLowerCase()
  if (text.includes('network')) return PAYMENT_ERRORS.network
  if (text.includes('timeout')) return PAYMENT_ERRORS.timeout
  if (text.includes('rate limit')) return PAYMENT_ERRORS.rateLimit
  return message?.trim() ? message : PAYMENT_ERRORS.unexpected
}

/** Texts of /billing/cryptoform (spec §2, §5, §8), checks in the spec's order. */
export const CRYPTO_TEXTS = {
  title: 'Crypto Payment',
  subtitle: 'Complete your subscription payment using USDT',
  submit: 'Submit Transaction',
  submitting: 'Submitting...',
  submittedTitle: 'Transaction Submitted',
  submittedMessage:
    'Our team will verify your payment and activate your subscription shortly. Redirecting you to the home page...',
  signInPrompt: 'Please sign in to continue with crypto payment',
  mustBeLoggedIn: 'You must be logged in to submit a transaction',
  selectWallet: 'Please select a wallet address',
  selectPlan: 'Please select a subscription plan',
  enterTransactionId: 'Please enter your transaction ID',
  planNotFound: 'Selected plan not found',
  loadPlansFailed: 'Failed to load subscription plans. Please try again later.',
  submitFailed: 'Failed to submit transaction. Please try again.',
  duplicateTransaction: 'This transaction ID has already been submitted.',
  invalidTrc20TransactionId:
    'Enter the TRC20 transaction ID: 64 characters, digits 0-9 and letters a-f (or its Tronscan link).',
  invalidBep20TransactionId:
    'Enter the BEP20 / ERC20 transaction hash: 0x and 64 characters, digits 0-9 and letters a-f (or its BscScan or Etherscan link).',
  noWallets: 'Crypto payment is not available right now.',
} as const

/** Delays of the crypto form (spec §9). */
export const CRYPTO_TIMINGS = { copyConfirmationMs: 2000, redirectMs: 3000 } as const

/** Built-in plans shown when the catalogue cannot be read (spec §9 "Fallback plans"), prices in US cents. */
export const FALLBACK_PLANS: readonly BillingPlan[] = [
  {
    id: 'fallback-daily-pass',
    name: 'Daily Pass',
    description: null,
    price: 499,
    credits: 20,
    currencyCode: 'USD',
    currencySymbol: '$',
    currencyExponent: 2,
    durationDays: 1,
    isPopular: false,
  },
  {
    id: 'fallback-weekly-pro',
    name: 'Weekly Pro',
    description: null,
    price: 1999,
    credits: 100,
    currencyCode: 'USD',
    currencySymbol: '$',
    currencyExponent: 2,
    durationDays: 7,
    isPopular: false,
  },
  {
    id: 'fallback-monthly-premium',
    name: 'Monthly Premium',
    description: null,
    price: 4999,
    credits: 500,
    currencyCode: 'USD',
    currencySymbol: '$',
    currencyExponent: 2,
    durationDays: 30,
    isPopular: true,
  },
]
