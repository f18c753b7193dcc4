/**
 * A local HTTP server that speaks the part of Paystack's API the Paystack gateway uses:
 * POST /transaction/initialize, GET /transaction/verify/{reference}, POST /refund, all behind
 * `Authorization: Bearer <secret key>`. Transactions live in memory; a minimal hosted page
 * (/checkout/{access_code}) has Pay and Decline buttons — Pay marks the transaction success, sends
 * `charge.success` and redirects to the callback URL with `?trxref=…&reference=…` as Paystack
 * does. Webhooks are signed as Paystack signs them: `x-paystack-signature` = HMAC-SHA512 of the
 * body under the secret key. The test double at the network edge, nothing else.
 */
import { createHmac, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { readBody, type WebhookDelivery } from './paypal-local-server.ts'

export interface LocalTransaction {
  id: number
  reference: string
  accessCode: string
  email: string
  /** Subunits (kobo). */
  amount: number
  currency: string
  status: 'abandoned' | 'success' | 'failed' | 'reversed'
  callbackUrl: string
  metadata: unknown
  paidAt: string | null
}

export interface LocalPaystackOptions {
  secretKey?: string
  deliver?: WebhookDelivery
  autoWebhooks?: boolean
}

const CURRENCIES = new Set(['NGN', 'GHS', 'ZAR', 'KES', 'USD'])

export class LocalPaystack {
  readonly secretKey: string
  readonly transactions = new Map<string, LocalTransaction>()
  readonly requests: { method: string; path: string; body: string }[] = []
  readonly deliveries: { event: Record<string, unknown>; status: number }[] = []
  readonly #failures: { prefix: string; status: number; body: unknown; delayMs: number }[] = []
  deliver: WebhookDelivery | undefined
  autoWebhooks: boolean
  #server: Server | null = null
  #nextId = 4_000_000_000
  baseUrl = ''

  constructor(options: LocalPaystackOptions = {}) {
    this.secretKey = options.secretKey ?? `sk_test_${randomBytes(20).toString('hex')}`
    this.deliver = options.deliver
    this.autoWebhooks = options.autoWebhooks ?? true
  }

  async start(): Promise<this> {
    this.#server = createServer((req, res) => {
      void this.#handle(req, res).catch((error: unknown) => {
        res.writeHead(500, { 'content-type': 'application/json' })
        res.end(JSON.stringify({ status: false, message: String(error) }))
      })
    })
    await new Promise<void>((resolve) => this.#server?.listen(0, '127.0.0.1', resolve))
    this.baseUrl = `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`
    return this
  }

  async stop(): Promise<void> {
    const server = this.#server
    if (!server) return
    server.closeAllConnections()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }

  failNext(prefix: string, status: number, body: unknown = { status: false, message: 'Error' }, delayMs = 0): void {
    this.#failures.push({ prefix, status, body, delayMs })
  }

  transaction(reference: string): LocalTransaction {
    const transaction = this.transactions.get(reference)
    if (!transaction) throw new Error(`no Paystack transaction ${reference}`)
    return transaction
  }

  /** The buyer pays on the hosted page (what the Pay button does, without a browser); returns the callback URL. */
  async pay(reference: string, options: { webhook?: boolean } = {}): Promise<string> {
    const transaction = this.transaction(reference)
    transaction.status = 'success'
    transaction.paidAt = new Date().toISOString()
    if (options.webhook ?? this.autoWebhooks) await this.sendEvent('charge.success', this.#transactionJson(transaction))
    const callback = new URL(transaction.callbackUrl)
    callback.searchParams.set('trxref', reference)
    callback.searchParams.set('reference', reference)
    return callback.toString()
  }

  /** An operator's full refund at Paystack: the transaction turns reversed, then refund.processed. */
  async refund(reference: string): Promise<void> {
    const transaction = this.transaction(reference)
    transaction.status = 'reversed'
    if (this.autoWebhooks) {
      await this.sendEvent('refund.processed', {
        id: this.#nextId++,
        status: 'processed',
        transaction_reference: reference,
        amount: String(transaction.amount),
        currency: transaction.currency,
        customer: { email: transaction.email },
        domain: 'test',
      })
    }
  }

  /** A signed delivery as Paystack would post it (not sent). */
  signedEvent(
    event: string,
    data: unknown,
  ): { headers: Record<string, string>; body: string; event: Record<string, unknown> } {
    const payload = { event, data }
    const body = JSON.stringify(payload)
    return {
      event: payload,
      body,
      headers: {
        'content-type': 'application/json',
        'x-paystack-signature': createHmac('sha512', this.secretKey).update(body).digest('hex'),
      },
    }
  }

  async sendEvent(event: string, data: unknown) {
    return this.redeliver(this.signedEvent(event, data))
  }

  async redeliver(delivery: { headers: Record<string, string>; body: string; event: Record<string, unknown> }) {
    if (!this.deliver) throw new Error('LocalPaystack has no webhook delivery target')
    const answer = await this.deliver({ headers: delivery.headers, body: delivery.body })
    this.deliveries.push({ event: delivery.event, status: answer.status })
    return answer
  }

  /** A transaction as charge.success and verify report it. */
  transactionJson(reference: string) {
    return this.#transactionJson(this.transaction(reference))
  }

  #transactionJson(transaction: LocalTransaction) {
    return {
      id: transaction.id,
      domain: 'test',
      status: transaction.status,
      reference: transaction.reference,
      amount: transaction.amount,
      gateway_response: transaction.status === 'success' ? 'Successful' : 'The transaction was not completed',
      paid_at: transaction.paidAt,
      channel: 'card',
      currency: transaction.currency,
      metadata: transaction.metadata,
      customer: { email: transaction.email },
    }
  }

  async #handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = await readBody(req)
    const url = new URL(req.url ?? '/', this.baseUrl)
    const path = url.pathname
    this.requests.push({ method: req.method ?? 'GET', path, body })
    const json = (status: number, value: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(value))
    }
    const html = (status: number, page: string) => {
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' })
      res.end(page)
    }
    const failureIndex = this.#failures.findIndex((failure) => path.startsWith(failure.prefix))
    if (failureIndex >= 0) {
      const [failure] = this.#failures.splice(failureIndex, 1)
      if (failure) {
        if (failure.delayMs) await new Promise((resolve) => setTimeout(resolve, failure.delayMs))
        // Status 0 drops the connection without an answer (a network failure for the client).
        if (failure.status === 0) req.socket.destroy()
        else if (!res.destroyed) json(failure.status, failure.body)
        return
      }
    }

    const byCode = (code: string) => [...this.transactions.values()].find((t) => t.accessCode === code)
    const pageMatch = /^\/checkout\/([^/]+)(\/pay|\/decline)?$/.exec(path)
    if (pageMatch) {
      const transaction = byCode(decodeURIComponent(pageMatch[1] ?? ''))
      if (!transaction) return html(404, '<!doctype html><title>Paystack</title><p>Invalid transaction</p>')
      if (req.method === 'GET' && !pageMatch[2]) {
        const major = (transaction.amount / 100).toFixed(2)
        return html(
          200,
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Paystack Checkout (local)</title></head>
<body><main><h1>Paystack (local test server)</h1><p>${transaction.email}</p>
<p data-testid="paystack-amount">${transaction.currency} ${major}</p>
<form method="post" action="/checkout/${transaction.accessCode}/pay"><button type="submit">Pay</button></form>
<form method="post" action="/checkout/${transaction.accessCode}/decline"><button type="submit">Decline</button></form>
</main></body></html>`,
        )
      }
      if (req.method === 'POST' && pageMatch[2] === '/pay') {
        res.writeHead(303, { location: await this.pay(transaction.reference) })
        res.end()
        return
      }
      if (req.method === 'POST' && pageMatch[2] === '/decline') {
        transaction.status = 'failed'
        return html(200, '<!doctype html><title>Paystack</title><p>Payment declined</p>')
      }
    }

    if (req.headers.authorization !== `Bearer ${this.secretKey}`)
      return json(401, { status: false, message: 'Invalid key' })

    if (req.method === 'POST' && path === '/transaction/initialize') {
      const input = JSON.parse(body) as {
        email?: string
        amount?: unknown
        currency?: string
        reference?: string
        callback_url?: string
        metadata?: unknown
      }
      if (!input.email || !input.callback_url) return json(400, { status: false, message: 'Invalid request' })
      if (typeof input.amount !== 'number' || !Number.isInteger(input.amount) || input.amount < 1)
        return json(400, { status: false, message: 'Invalid Amount Sent' })
      const currency = input.currency ?? 'NGN'
      if (!CURRENCIES.has(currency)) return json(400, { status: false, message: 'Currency not supported by merchant' })
      const reference = input.reference ?? randomBytes(8).toString('hex')
      if (this.transactions.has(reference))
        return json(400, { status: false, message: 'Duplicate Transaction Reference' })
      const transaction: LocalTransaction = {
        id: this.#nextId++,
        reference,
        accessCode: randomBytes(8).toString('hex'),
        email: input.email,
        amount: input.amount,
        currency,
        status: 'abandoned',
        callbackUrl: input.callback_url,
        metadata: input.metadata ?? null,
        paidAt: null,
      }
      this.transactions.set(reference, transaction)
      return json(200, {
        status: true,
        message: 'Authorization URL created',
        data: {
          authorization_url: `${this.baseUrl}/checkout/${transaction.accessCode}`,
          access_code: transaction.accessCode,
          reference,
        },
      })
    }

    const verifyMatch = /^\/transaction\/verify\/([^/]+)$/.exec(path)
    if (req.method === 'GET' && verifyMatch) {
      const transaction = this.transactions.get(decodeURIComponent(verifyMatch[1] ?? ''))
      if (!transaction) return json(400, { status: false, message: 'Transaction reference not found' })
      return json(200, { status: true, message: 'Verification successful', data: this.#transactionJson(transaction) })
    }

    if (req.method === 'POST' && path === '/refund') {
      const input = JSON.parse(body) as { transaction?: string }
      const transaction = this.transactions.get(String(input.transaction ?? ''))
      if (transaction?.status !== 'success' || !transaction)
        return json(400, { status: false, message: 'Transaction has not been successful' })
      await this.refund(transaction.reference)
      return json(200, { status: true, message: 'Refund has been queued for processing', data: { status: 'pending' } })
    }

    return json(404, { status: false, message: `${req.method} ${path} not found` })
  }
}
