/**
 * PayPal's REST API over plain HTTPS (Orders v2, Payments v2, Notifications v1): an OAuth token
 * (cached until shortly before it expires), create an order, read it, capture it on the server,
 * read a capture, refund a capture, and ask PayPal whether a webhook was signed by it. The base
 * URL is configuration (https://api-m.paypal.com live, https://api-m.sandbox.paypal.com for
 * PayPal's sandbox, a local server in tests).
 */
import { z } from 'zod'
import { ProviderError, type ProviderHttpOptions, type ProviderRequest, providerRequest } from './provider-http.ts'

export interface PayPalClientOptions {
  baseUrl: string
  clientId: string
  clientSecret: string
  timeoutMs: number
}

const Money = z.object({ currency_code: z.string(), value: z.string() })
const Link = z.object({ href: z.string(), rel: z.string() })

export const PayPalCapture = z.object({
  id: z.string(),
  status: z.string(),
  amount: Money.optional(),
  custom_id: z.string().optional(),
  invoice_id: z.string().optional(),
  links: z.array(Link).optional(),
  supplementary_data: z
    .object({ related_ids: z.object({ order_id: z.string().optional() }).partial().optional() })
    .optional(),
})
export type PayPalCapture = z.infer<typeof PayPalCapture>

export const PayPalOrder = z.object({
  id: z.string(),
  status: z.string(),
  links: z.array(Link).optional(),
  purchase_units: z
    .array(
      z.object({
        reference_id: z.string().optional(),
        custom_id: z.string().optional(),
        invoice_id: z.string().optional(),
        amount: Money.optional(),
        payments: z.object({ captures: z.array(PayPalCapture).optional() }).optional(),
      }),
    )
    .optional(),
})
export type PayPalOrder = z.infer<typeof PayPalOrder>

const Token = z.object({ access_token: z.string().min(1), expires_in: z.number().optional() })

export interface CreatePayPalOrder {
  /** Our payment order id (uuid): custom_id, and the idempotency key of the create call. */
  orderId: string
  /** Our merchant reference (pw_…): invoice_id, unique per PayPal account. */
  reference: string
  description: string
  currency: string
  /** PayPal's decimal string for the amount (decimal-amount.ts). */
  value: string
  returnUrl: string
  cancelUrl: string
  brandName: string
}

/** The headers PayPal signs a webhook delivery with (lower-case, as Node gives them). */
export const PAYPAL_SIGNATURE_HEADERS = {
  authAlgo: 'paypal-auth-algo',
  certUrl: 'paypal-cert-url',
  transmissionId: 'paypal-transmission-id',
  transmissionSig: 'paypal-transmission-sig',
  transmissionTime: 'paypal-transmission-time',
} as const

export class PayPalClient {
  readonly #options: PayPalClientOptions
  readonly #http: ProviderHttpOptions
  #token: { value: string; until: number } | null = null

  constructor(options: PayPalClientOptions) {
    this.#options = options
    this.#http = { provider: 'paypal', baseUrl: options.baseUrl, timeoutMs: options.timeoutMs }
  }

  async #accessToken(): Promise<string> {
    if (this.#token && this.#token.until > Date.now()) return this.#token.value
    const basic = Buffer.from(`${this.#options.clientId}:${this.#options.clientSecret}`).toString('base64')
    const { json } = await providerRequest(this.#http, {
      method: 'POST',
      path: 'v1/oauth2/token',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    })
    const token = parse(Token, json, 'token answer')
    // Renew a minute early so a token never expires between our check and PayPal's.
    const lifetimeMs = Math.max(0, (token.expires_in ?? 300) - 60) * 1000
    this.#token = { value: token.access_token, until: Date.now() + lifetimeMs }
    return token.access_token
  }

  async #call(request: ProviderRequest): Promise<{ status: number; json: unknown }> {
    const token = await this.#accessToken()
    const response = await providerRequest(this.#http, {
      ...request,
      headers: { authorization: `Bearer ${token}`, ...request.headers },
    })
    return response
  }

  /** POST /v2/checkout/orders (intent CAPTURE); the create is idempotent per our order id. */
  async createOrder(input: CreatePayPalOrder): Promise<{ order: PayPalOrder; approvalUrl: string | null }> {
    const { json } = await this.#call({
      method: 'POST',
      path: 'v2/checkout/orders',
      headers: { 'paypal-request-id': `create-${input.orderId}`, prefer: 'return=representation' },
      body: {
        intent: 'CAPTURE',
        purchase_units: [
          {
            reference_id: input.orderId,
            custom_id: input.orderId,
            invoice_id: input.reference,
            description: input.description.slice(0, 127),
            amount: { currency_code: input.currency, value: input.value },
          },
        ],
        payment_source: {
          paypal: {
            experience_context: {
              brand_name: input.brandName.slice(0, 127),
              user_action: 'PAY_NOW',
              shipping_preference: 'NO_SHIPPING',
              return_url: input.returnUrl,
              cancel_url: input.cancelUrl,
            },
          },
        },
      },
    })
    const order = parse(PayPalOrder, json, 'order')
    const approve = order.links?.find((link) => link.rel === 'payer-action' || link.rel === 'approve')
    return { order, approvalUrl: approve?.href ?? null }
  }

  /** GET /v2/checkout/orders/{id}; null when PayPal does not know it. */
  async getOrder(paypalOrderId: string): Promise<PayPalOrder | null> {
    const { status, json } = await this.#call({
      method: 'GET',
      path: `v2/checkout/orders/${encodeURIComponent(paypalOrderId)}`,
      acceptStatuses: [404],
    })
    return status === 404 ? null : parse(PayPalOrder, json, 'order')
  }

  /**
   * POST /v2/checkout/orders/{id}/capture with our order id as PayPal-Request-Id, so the return
   * page and a webhook capturing at the same moment are one capture at PayPal. An order captured
   * earlier under another key (422 ORDER_ALREADY_CAPTURED) is read instead; an order the buyer
   * has not approved yet (422 ORDER_NOT_APPROVED) answers null.
   */
  async captureOrder(paypalOrderId: string, ourOrderId: string): Promise<PayPalOrder | null> {
    const { status, json } = await this.#call({
      method: 'POST',
      path: `v2/checkout/orders/${encodeURIComponent(paypalOrderId)}/capture`,
      headers: { 'paypal-request-id': ourOrderId, prefer: 'return=representation' },
      body: {},
      acceptStatuses: [404, 422],
    })
    if (status === 404) return null
    if (status === 422) {
      const issue = issueOf(json)
      if (issue === 'ORDER_ALREADY_CAPTURED') return this.getOrder(paypalOrderId)
      if (issue === 'ORDER_NOT_APPROVED') return null
      throw new ProviderError('paypal', 'rejected', `capture refused (${issue ?? 'HTTP 422'})`, 422)
    }
    return parse(PayPalOrder, json, 'captured order')
  }

  /** GET /v2/payments/captures/{id}; null when unknown. */
  async getCapture(captureId: string): Promise<PayPalCapture | null> {
    const { status, json } = await this.#call({
      method: 'GET',
      path: `v2/payments/captures/${encodeURIComponent(captureId)}`,
      acceptStatuses: [404],
    })
    return status === 404 ? null : parse(PayPalCapture, json, 'capture')
  }

  /** POST /v2/payments/captures/{id}/refund (the whole capture), idempotent per key. */
  async refundCapture(captureId: string, idempotencyKey: string): Promise<void> {
    await this.#call({
      method: 'POST',
      path: `v2/payments/captures/${encodeURIComponent(captureId)}/refund`,
      headers: { 'paypal-request-id': idempotencyKey },
      body: {},
    })
  }

  /**
   * POST /v1/notifications/verify-webhook-signature. The event is spliced in as the exact bytes
   * received: PayPal signs those bytes, and a parse-and-reserialise can change them (key order,
   * number formats) and fail a genuine delivery.
   */
  async verifyWebhookSignature(input: {
    webhookId: string
    rawBody: string
    headers: Record<string, string | string[] | undefined>
  }): Promise<boolean> {
    const header = (name: string) => {
      const value = input.headers[name]
      return (Array.isArray(value) ? value[0] : value) ?? ''
    }
    const fields = {
      auth_algo: header(PAYPAL_SIGNATURE_HEADERS.authAlgo),
      cert_url: header(PAYPAL_SIGNATURE_HEADERS.certUrl),
      transmission_id: header(PAYPAL_SIGNATURE_HEADERS.transmissionId),
      transmission_sig: header(PAYPAL_SIGNATURE_HEADERS.transmissionSig),
      transmission_time: header(PAYPAL_SIGNATURE_HEADERS.transmissionTime),
      webhook_id: input.webhookId,
    }
    if (Object.values(fields).some((value) => !value)) return false
    // Spliced only when the body is exactly one JSON object, so it can never add fields of its own.
    if (!isJsonObject(input.rawBody)) return false
    const head = JSON.stringify(fields)
    const body = `${head.slice(0, -1)},"webhook_event":${input.rawBody}}`
    const { json } = await this.#call({ method: 'POST', path: 'v1/notifications/verify-webhook-signature', body })
    const answer = parse(z.object({ verification_status: z.string() }), json, 'verification answer')
    return answer.verification_status === 'SUCCESS'
  }
}

/** The first capture of an order (the product sells one unit per order). */
export function firstCapture(order: PayPalOrder): PayPalCapture | null {
  return order.purchase_units?.[0]?.payments?.captures?.[0] ?? null
}

function isJsonObject(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text)
    return typeof value === 'object' && value !== null && !Array.isArray(value)
  } catch {
    return false
  }
}

function issueOf(json: unknown): string | null {
  const details = (json as { details?: { issue?: unknown }[] } | null)?.details
  const issue = Array.isArray(details) ? details[0]?.issue : undefined
  return typeof issue === 'string' ? issue : null
}

function parse<T>(schema: z.ZodType<T>, json: unknown, what: string): T {
  const result = schema.safeParse(json)
  if (!result.success) throw new ProviderError('paypal', 'malformed', `unexpected ${what}`)
  return result.data
}
