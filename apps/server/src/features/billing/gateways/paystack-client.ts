/**
 * Paystack's API over plain HTTPS: initialize a transaction, verify it by reference, refund it,
 * and check the `x-paystack-signature` of a webhook (HMAC-SHA512 of the exact body bytes under
 * the secret key). Amounts are integers in the currency's subunit (kobo for NGN), as ours are.
 * The base URL is configuration (https://api.paystack.co, a local server in tests).
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { z } from 'zod'
import { ProviderError, type ProviderHttpOptions, type ProviderRequest, providerRequest } from './provider-http.ts'

export const PAYSTACK_SIGNATURE_HEADER = 'x-paystack-signature'

export interface PaystackClientOptions {
  baseUrl: string
  secretKey: string
  timeoutMs: number
}

export const PaystackTransaction = z.object({
  id: z.union([z.number(), z.string()]).optional(),
  /** success, failed, abandoned, ongoing, pending, processing, queued, reversed. */
  status: z.string(),
  reference: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  metadata: z.unknown().optional(),
})
export type PaystackTransaction = z.infer<typeof PaystackTransaction>

const Envelope = z.object({ status: z.boolean(), message: z.string().optional(), data: z.unknown().optional() })

export class PaystackClient {
  readonly #options: PaystackClientOptions
  readonly #http: ProviderHttpOptions

  constructor(options: PaystackClientOptions) {
    this.#options = options
    this.#http = { provider: 'paystack', baseUrl: options.baseUrl, timeoutMs: options.timeoutMs }
  }

  async #call(request: ProviderRequest) {
    const { status, json } = await providerRequest(this.#http, {
      ...request,
      headers: { authorization: `Bearer ${this.#options.secretKey}`, ...request.headers },
    })
    const envelope = Envelope.safeParse(json)
    if (!envelope.success) throw new ProviderError('paystack', 'malformed', `unexpected answer (HTTP ${status})`)
    return { status, envelope: envelope.data }
  }

  /** POST /transaction/initialize: the hosted payment page of one transaction. */
  async initialize(input: {
    email: string
    /** Subunits (kobo for NGN). */
    amount: number
    currency: string
    reference: string
    callbackUrl: string
    metadata: Record<string, string>
  }): Promise<{ authorizationUrl: string; reference: string }> {
    const { envelope } = await this.#call({
      method: 'POST',
      path: 'transaction/initialize',
      body: {
        email: input.email,
        amount: input.amount,
        currency: input.currency,
        reference: input.reference,
        callback_url: input.callbackUrl,
        metadata: input.metadata,
      },
    })
    const data = z.object({ authorization_url: z.string().min(1), reference: z.string() }).safeParse(envelope.data)
    if (!envelope.status || !data.success) {
      throw new ProviderError('paystack', 'malformed', `initialize refused (${envelope.message ?? 'no data'})`)
    }
    return { authorizationUrl: data.data.authorization_url, reference: data.data.reference }
  }

  /** GET /transaction/verify/{reference}; null when Paystack does not know the reference. */
  async verify(reference: string): Promise<PaystackTransaction | null> {
    const { status, envelope } = await this.#call({
      method: 'GET',
      path: `transaction/verify/${encodeURIComponent(reference)}`,
      acceptStatuses: [400, 404],
    })
    if (status === 400 || status === 404 || !envelope.status) return null
    const data = PaystackTransaction.safeParse(envelope.data)
    if (!data.success) throw new ProviderError('paystack', 'malformed', 'unexpected transaction')
    return data.data
  }

  /** POST /refund: the whole transaction. */
  async refund(reference: string): Promise<void> {
    await this.#call({ method: 'POST', path: 'refund', body: { transaction: reference } })
  }

  /** Whether `signature` is the HMAC-SHA512 of the exact body bytes under the secret key. */
  isSignedBody(rawBody: string | Buffer, signature: string | undefined): boolean {
    return verifyPaystackSignature(this.#options.secretKey, rawBody, signature)
  }
}

export function signPaystackBody(secretKey: string, rawBody: string | Buffer): string {
  return createHmac('sha512', secretKey).update(rawBody).digest('hex')
}

export function verifyPaystackSignature(secretKey: string, rawBody: string | Buffer, signature: string | undefined) {
  if (!signature || !/^[0-9a-f]{128}$/i.test(signature)) return false
  const expected = Buffer.from(signPaystackBody(secretKey, rawBody), 'hex')
  const given = Buffer.from(signature, 'hex')
  return given.length === expected.length && timingSafeEqual(given, expected)
}
