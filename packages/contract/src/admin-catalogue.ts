import { z } from 'zod'
import { PAYMENT_METHOD_ICONS } from './billing.ts'

/**
 * Back office: regions, regional prices, payment gateways and methods (back-office spec §2
 * "Regional Pricing", "Payment Methods", §4, §5). The forms and the server share these schemas.
 */
export const CATALOGUE_MESSAGES = {
  regionCode: 'Region code must be exactly 2 characters',
  regionCodeLetters: 'Region code must be 2 letters',
  regionName: 'Region name is required',
  currencyCode: 'Currency code must be exactly 3 characters',
  currencyCodeLetters: 'Currency code must be 3 letters',
  currencySymbol: 'Currency symbol is required',
  exchangeRate: 'Exchange rate must be a positive number',
  price: 'Price must be a positive number',
  methodName: 'Method name is required',
  icon: 'Icon is required',
  regionTaken: 'A region with this code already exists',
  regionNotFound: 'Region not found',
  planNotFound: 'Plan not found',
  gatewayNotFound: 'Gateway not found',
  methodNotFound: 'Payment method not found',
  fallbackFailed: 'Failed to update gateway fallback status',
  regionSettingsFailed: 'Failed to save region settings',
  subscriptionUrl: 'Subscription URLs must be http(s) addresses',
} as const

/** The exchange rate input's step (spec §5). */
export const EXCHANGE_RATE_STEP = 0.000001

const upper = (length: number, lengthMessage: string, lettersMessage: string) =>
  z
    .string()
    .transform((value) => value.trim().toUpperCase())
    .pipe(
      z
        .string()
        .length(length, lengthMessage)
        .regex(new RegExp(`^[A-Z]{${length}}$`), lettersMessage),
    )

const positive = (message: string, max: number) =>
  z.coerce.number({ error: message }).refine((value) => Number.isFinite(value) && value > 0 && value <= max, message)

/** Create or update a region: codes upper-cased, exchange rate positive (6 decimals kept). */
export const RegionInput = z.object({
  code: upper(2, CATALOGUE_MESSAGES.regionCode, CATALOGUE_MESSAGES.regionCodeLetters),
  name: z
    .string()
    .transform((value) => value.trim())
    .pipe(z.string().min(1, CATALOGUE_MESSAGES.regionName).max(100)),
  currencyCode: upper(3, CATALOGUE_MESSAGES.currencyCode, CATALOGUE_MESSAGES.currencyCodeLetters),
  currencySymbol: z
    .string()
    .transform((value) => value.trim())
    .pipe(z.string().min(1, CATALOGUE_MESSAGES.currencySymbol).max(8)),
  exchangeRate: positive(CATALOGUE_MESSAGES.exchangeRate, 1_000_000_000).transform(
    (value) => Math.round(value * 1_000_000) / 1_000_000,
  ),
  isActive: z.boolean().default(true),
})
export type RegionInput = z.input<typeof RegionInput>

export const AdminRegion = z
  .object({
    id: z.string(),
    code: z.string(),
    name: z.string(),
    currencyCode: z.string(),
    currencySymbol: z.string(),
    /** "To USD" (spec §3): US dollars for one unit of the local currency; suggested price = USD / rate. */
    exchangeRate: z.number(),
    isActive: z.boolean(),
    /** Digits after the decimal point of the currency (2 for most, 0 for JPY…). */
    currencyExponent: z.number().int(),
  })
  .meta({ id: 'AdminRegion' })
export type AdminRegion = z.infer<typeof AdminRegion>

export const AdminPlan = z
  .object({
    id: z.string(),
    name: z.string(),
    credits: z.number().int(),
    durationDays: z.number().int(),
    /** US cents. */
    priceUsd: z.number().int(),
    isActive: z.boolean(),
  })
  .meta({ id: 'AdminPlan' })
export type AdminPlan = z.infer<typeof AdminPlan>

/** GET /api/admin/billing/pricing: regions, plans (by USD price) and every regional price. */
export const AdminPricingResponse = z
  .object({
    regions: z.array(AdminRegion),
    plans: z.array(AdminPlan),
    prices: z.array(
      z.object({
        planId: z.string(),
        regionId: z.string(),
        /** Minor units of the region's currency. */
        price: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'AdminPricingResponse' })
export type AdminPricingResponse = z.infer<typeof AdminPricingResponse>

/** PUT /api/admin/billing/regional-prices: a price in MAJOR units; the server stores minor units (×100, rounded). */
export const RegionalPriceInput = z.object({
  planId: z.uuid(),
  regionId: z.uuid(),
  price: positive(CATALOGUE_MESSAGES.price, 100_000_000),
})
export type RegionalPriceInput = z.input<typeof RegionalPriceInput>

export const RegionalPriceResponse = z
  .object({ planId: z.string(), regionId: z.string(), price: z.number().int() })
  .meta({ id: 'RegionalPriceResponse' })

export const PROCESSING_TYPES = ['direct-link', 'plan-id', 'direct-payment'] as const
export const ProcessingType = z.enum(PROCESSING_TYPES)
export type ProcessingType = z.infer<typeof ProcessingType>

export const AdminGateway = z
  .object({ id: z.string(), name: z.string(), description: z.string().nullable(), isFallback: z.boolean() })
  .meta({ id: 'AdminGateway' })
export type AdminGateway = z.infer<typeof AdminGateway>

const planMap = z.record(z.string(), z.string())

export const AdminPaymentMethod = z
  .object({
    id: z.string(),
    gatewayId: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    icon: z.enum(PAYMENT_METHOD_ICONS),
    isActive: z.boolean(),
    processingType: ProcessingType,
    /** planId → external subscription URL (direct link only). */
    subscriptionUrls: planMap,
    /** planId → the provider's plan id (plan id only). */
    planIds: planMap,
  })
  .meta({ id: 'AdminPaymentMethod' })
export type AdminPaymentMethod = z.infer<typeof AdminPaymentMethod>

/** GET /api/admin/billing/payment-methods. */
export const AdminPaymentMethodsResponse = z
  .object({
    gateways: z.array(AdminGateway),
    methods: z.array(AdminPaymentMethod),
    /** Active regions, for per-region availability. */
    regions: z.array(z.object({ id: z.string(), code: z.string(), name: z.string() })),
    plans: z.array(z.object({ id: z.string(), name: z.string() })),
  })
  .meta({ id: 'AdminPaymentMethodsResponse' })
export type AdminPaymentMethodsResponse = z.infer<typeof AdminPaymentMethodsResponse>

export const GatewayFallbackInput = z.object({ isFallback: z.boolean() })

const trimmedMap = z
  .record(z.string(), z.string())
  .default({})
  .transform((map) =>
    Object.fromEntries(
      Object.entries(map)
        .map(([key, value]) => [key, value.trim()] as const)
        .filter(([, value]) => value !== ''),
    ),
  )

/**
 * Create or update a method. The processing types are mutually exclusive (spec §4): direct link
 * keeps only subscription URLs, plan id keeps only plan ids, direct payment keeps neither.
 */
export const PaymentMethodInput = z
  .object({
    name: z
      .string()
      .transform((value) => value.trim())
      .pipe(z.string().min(1, CATALOGUE_MESSAGES.methodName).max(100)),
    description: z
      .string()
      .max(500)
      .nullish()
      .transform((value) => (value?.trim() ? value.trim() : null)),
    icon: z.enum(PAYMENT_METHOD_ICONS, { error: CATALOGUE_MESSAGES.icon }),
    gatewayId: z.uuid(),
    isActive: z.boolean().default(true),
    processingType: ProcessingType,
    subscriptionUrls: trimmedMap.pipe(
      z.record(z.string(), z.url({ protocol: /^https?$/, error: CATALOGUE_MESSAGES.subscriptionUrl })),
    ),
    planIds: trimmedMap,
  })
  .transform((input) => ({
    ...input,
    subscriptionUrls: input.processingType === 'direct-link' ? input.subscriptionUrls : {},
    planIds: input.processingType === 'plan-id' ? input.planIds : {},
  }))
export type PaymentMethodInput = z.input<typeof PaymentMethodInput>

/** Availability of one method per active region. */
export const MethodRegionsResponse = z
  .object({
    regions: z.array(z.object({ regionId: z.string(), code: z.string(), name: z.string(), isActive: z.boolean() })),
  })
  .meta({ id: 'MethodRegionsResponse' })
export type MethodRegionsResponse = z.infer<typeof MethodRegionsResponse>

export const MethodRegionsInput = z.object({
  regions: z.array(z.object({ regionId: z.uuid(), isActive: z.boolean() })).max(300),
})
export type MethodRegionsInput = z.infer<typeof MethodRegionsInput>
