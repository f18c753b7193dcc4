/**
 * A local HTTP server that speaks the part of PayPal's REST API the PayPal gateway uses: OAuth
 * client-credentials tokens, Orders v2 (create, read, capture with PayPal-Request-Id
 * idempotency, 422 ORDER_ALREADY_CAPTURED / ORDER_NOT_APPROVED), Payments v2 captures and
 * refunds, and Notifications v1 verify-webhook-signature. Orders live in memory; a minimal hosted
 * approve page (/checkoutnow?token=…) has Approve and Cancel buttons that redirect to the
 * order's return / cancel URL as PayPal does; webhooks are sent back signed.
 *
 * The signature is a stand-in for PayPal's RSA one: HMAC-SHA256 over
 * `transmissionId|time|webhookId|sha256(raw event bytes)`, checked only by this server's
 * verify-webhook-signature, so the client under test must hand the event back byte for byte.
 * This is the test double at the network edge: nothing of our own code is replaced.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** How a webhook reaches the app under test (app.inject in tests, fetch to a URL in e2e). */
export type WebhookDelivery = (delivery: {
  headers: Record<string, string>
  body: string
}) => Promise<{ status: number; body: string }>

export interface LocalPayPalOptions {
  clientId?: string
  clientSecret?: string
  webhookId?: string
  deliver?: WebhookDelivery
  /** Send events by themselves when orders are approved, captured and refunded (default true). */
  autoWebhooks?: boolean
}

interface Money {
  currency_code: string
  value: string
}

export interface LocalCapture {
  id: string
  status: string
  amount: Money
  custom_id?: string
  invoice_id?: string
  orderId: string
}

export interface LocalOrder {
  id: string
  status: 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED' | 'VOIDED'
  unit: { reference_id?: string; custom_id?: string; invoice_id?: string; description?: string; amount: Money }
  returnUrl: string
  cancelUrl: string
  captures: LocalCapture[]
  /** PayPal-Request-Id → the answer given (idempotent replays). */
  captureKeys: Map<string, unknown>
}

const ZERO_DECIMAL = new Set(['JPY', 'HUF', 'TWD'])

export class LocalPayPal {
  readonly clientId: string
  readonly clientSecret: string
  readonly webhookId: string
  readonly orders = new Map<string, LocalOrder>()
  readonly captures = new Map<string, LocalCapture>()
  readonly requests: { method: string; path: string; headers: IncomingMessage['headers']; body: string }[] = []
  readonly deliveries: { event: Record<string, unknown>; status: number }[] = []
  readonly #signingKey = randomBytes(32)
  readonly #tokens = new Set<string>()
  readonly #createKeys = new Map<string, string>()
  /** Queued answers for the next calls matching a path prefix (e.g. a 429 for order creation). */
  readonly #failures: { prefix: string; status: number; body: unknown; delayMs: number }[] = []
  /** Status the next capture gets (COMPLETED by default; PENDING/DECLINED to simulate holds and failures). */
  nextCaptureStatus = 'COMPLETED'
  /** Amount the next capture reports instead of the order's (a provider-side discrepancy). */
  nextCaptureAmount: Money | null = null
  deliver: WebhookDelivery | undefined
  autoWebhooks: boolean
  #server: Server | null = null
  baseUrl = ''

  constructor(options: LocalPayPalOptions = {}) {
    this.clientId = options.clientId ?? 'local-client-id'
    this.clientSecret = options.clientSecret ?? 'local-client-secret'
    this.webhookId = options.webhookId ?? 'WH-LOCAL-1'
    this.deliver = options.deliver
    this.autoWebhooks = options.autoWebhooks ?? true
  }

  async start(): Promise<this> {
    this.#server = createServer((req, res) => {
      void this.#handle(req, res).catch((error: unknown) => {
        res.writeHead(500, { 'content-type': 'application/json' })
        res.end(JSON.stringify({ name: 'INTERNAL_SERVER_ERROR', message: String(error) }))
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

  /** The next call whose path starts with `prefix` answers `status` (after `delayMs`); status 0 drops the connection. */
  failNext(prefix: string, status: number, body: unknown = { name: 'RATE_LIMIT_REACHED' }, delayMs = 0): void {
    this.#failures.push({ prefix, status, body, delayMs })
  }

  /** The order PayPal made for our order id (custom_id). */
  orderFor(ourOrderId: string): LocalOrder | undefined {
    return [...this.orders.values()].find((order) => order.unit.custom_id === ourOrderId)
  }

  /** The buyer approves on the hosted page (what the Approve button does, without a browser). */
  async approve(paypalOrderId: string): Promise<string> {
    const order = this.#order(paypalOrderId)
    order.status = 'APPROVED'
    if (this.autoWebhooks) await this.sendEvent('CHECKOUT.ORDER.APPROVED', this.#orderJson(order))
    return `${order.returnUrl}${order.returnUrl.includes('?') ? '&' : '?'}token=${order.id}&PayerID=LOCALPAYER`
  }

  /** An operator refunds (or the bank reverses) a capture at PayPal: the capture changes, then the webhook. */
  async settleBack(captureId: string, how: 'REFUNDED' | 'REVERSED' | 'PARTIALLY_REFUNDED'): Promise<void> {
    const capture = this.captures.get(captureId)
    if (!capture) throw new Error(`no capture ${captureId}`)
    capture.status = how
    const refund = {
      id: `RF-${randomBytes(6).toString('hex').toUpperCase()}`,
      status: 'COMPLETED',
      amount: capture.amount,
      invoice_id: capture.invoice_id,
      custom_id: capture.custom_id,
      links: [{ rel: 'up', href: `${this.baseUrl}/v2/payments/captures/${capture.id}`, method: 'GET' }],
    }
    if (this.autoWebhooks)
      await this.sendEvent(how === 'REVERSED' ? 'PAYMENT.CAPTURE.REVERSED' : 'PAYMENT.CAPTURE.REFUNDED', refund)
  }

  /** A signed delivery of an event, as PayPal would post it (not sent). */
  signedEvent(
    eventType: string,
    resource: unknown,
    id = `WH-${randomBytes(8).toString('hex').toUpperCase()}`,
  ): { headers: Record<string, string>; body: string; event: Record<string, unknown> } {
    const event = {
      id,
      event_version: '1.0',
      create_time: new Date().toISOString(),
      resource_type: eventType.startsWith('CHECKOUT') ? 'checkout-order' : 'capture',
      event_type: eventType,
      summary: eventType,
      resource,
    }
    const body = JSON.stringify(event)
    const transmissionId = randomBytes(8).toString('hex')
    const time = new Date().toISOString()
    return {
      event,
      body,
      headers: {
        'content-type': 'application/json',
        'paypal-auth-algo': 'SHA256withRSA',
        'paypal-cert-url': `${this.baseUrl}/v1/notifications/certs/CERT-LOCAL`,
        'paypal-transmission-id': transmissionId,
        'paypal-transmission-time': time,
        'paypal-transmission-sig': this.#sign(transmissionId, time, this.webhookId, body),
      },
    }
  }

  async sendEvent(eventType: string, resource: unknown): Promise<{ status: number; body: string }> {
    const delivery = this.signedEvent(eventType, resource)
    return this.redeliver(delivery)
  }

  /** Posts a delivery (again): PayPal retries until it gets a 2xx. */
  async redeliver(delivery: { headers: Record<string, string>; body: string; event: Record<string, unknown> }) {
    if (!this.deliver) throw new Error('LocalPayPal has no webhook delivery target')
    const answer = await this.deliver({ headers: delivery.headers, body: delivery.body })
    this.deliveries.push({ event: delivery.event, status: answer.status })
    return answer
  }

  #sign(transmissionId: string, time: string, webhookId: string, body: string): string {
    const digest = createHash('sha256').update(body).digest('hex')
    return createHmac('sha256', this.#signingKey)
      .update(`${transmissionId}|${time}|${webhookId}|${digest}`)
      .digest('base64')
  }

  #order(id: string): LocalOrder {
    const order = this.orders.get(id)
    if (!order) throw new Error(`no PayPal order ${id}`)
    return order
  }

  #orderJson(order: LocalOrder) {
    return {
      id: order.id,
      intent: 'CAPTURE',
      status: order.status,
      purchase_units: [
        {
          ...order.unit,
          ...(order.captures.length > 0
            ? { payments: { captures: order.captures.map((capture) => this.#captureJson(capture)) } }
            : {}),
        },
      ],
      links: [
        { rel: 'self', href: `${this.baseUrl}/v2/checkout/orders/${order.id}`, method: 'GET' },
        ...(order.status === 'PAYER_ACTION_REQUIRED'
          ? [{ rel: 'payer-action', href: `${this.baseUrl}/checkoutnow?token=${order.id}`, method: 'GET' }]
          : []),
      ],
    }
  }

  #captureJson(capture: LocalCapture) {
    const { orderId, ...rest } = capture
    return {
      ...rest,
      supplementary_data: { related_ids: { order_id: orderId } },
      links: [{ rel: 'up', href: `${this.baseUrl}/v2/checkout/orders/${orderId}`, method: 'GET' }],
    }
  }

  async #handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = await readBody(req)
    const url = new URL(req.url ?? '/', this.baseUrl)
    const path = url.pathname
    this.requests.push({ method: req.method ?? 'GET', path, headers: req.headers, body })
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

    // The hosted approve page and its two buttons (what the buyer's browser sees).
    if (req.method === 'GET' && path === '/checkoutnow') {
      const order = this.orders.get(url.searchParams.get('token') ?? '')
      if (!order) return html(404, '<!doctype html><title>PayPal</title><p>Unknown order</p>')
      const amount = `${order.unit.amount.value} ${order.unit.amount.currency_code}`
      return html(
        200,
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>PayPal Checkout (local)</title></head>
<body><main><h1>PayPal (local test server)</h1><p>${escapeHtml(order.unit.description ?? '')}</p>
<p data-testid="paypal-amount">${escapeHtml(amount)}</p>
<form method="post" action="/checkoutnow/approve"><input type="hidden" name="token" value="${order.id}"><button type="submit">Approve</button></form>
<form method="post" action="/checkoutnow/cancel"><input type="hidden" name="token" value="${order.id}"><button type="submit">Cancel</button></form>
</main></body></html>`,
      )
    }
    if (req.method === 'POST' && (path === '/checkoutnow/approve' || path === '/checkoutnow/cancel')) {
      const order = this.orders.get(new URLSearchParams(body).get('token') ?? '')
      if (!order) return html(404, '<!doctype html><title>PayPal</title><p>Unknown order</p>')
      const location = path.endsWith('approve')
        ? await this.approve(order.id)
        : `${order.cancelUrl}${order.cancelUrl.includes('?') ? '&' : '?'}token=${order.id}`
      res.writeHead(303, { location })
      res.end()
      return
    }

    if (req.method === 'POST' && path === '/v1/oauth2/token') {
      const expected = `Basic ${Buffer.from(`${this.clientId}:${this.clientSecret}`).toString('base64')}`
      if (req.headers.authorization !== expected || !body.includes('grant_type=client_credentials'))
        return json(401, { error: 'invalid_client', error_description: 'Client Authentication failed' })
      const token = `A21.${randomBytes(16).toString('hex')}`
      this.#tokens.add(token)
      return json(200, { scope: 'openid', access_token: token, token_type: 'Bearer', expires_in: 32400 })
    }

    const bearer = req.headers.authorization?.replace(/^Bearer /, '') ?? ''
    if (!this.#tokens.has(bearer)) return json(401, { error: 'invalid_token', error_description: 'Token invalid' })

    if (req.method === 'POST' && path === '/v2/checkout/orders') {
      const requestId = String(req.headers['paypal-request-id'] ?? '')
      const known = requestId ? this.#createKeys.get(requestId) : undefined
      if (known) return json(200, this.#orderJson(this.#order(known)))
      const input = JSON.parse(body) as {
        intent: string
        purchase_units: LocalOrder['unit'][]
        payment_source?: { paypal?: { experience_context?: { return_url?: string; cancel_url?: string } } }
      }
      const unit = input.purchase_units?.[0]
      const context = input.payment_source?.paypal?.experience_context
      if (input.intent !== 'CAPTURE' || !unit || !context?.return_url || !context.cancel_url)
        return json(400, { name: 'INVALID_REQUEST', details: [{ issue: 'MISSING_REQUIRED_PARAMETER' }] })
      const issue = amountIssue(unit.amount)
      if (issue) return json(422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue }] })
      const order: LocalOrder = {
        id: randomBytes(9).toString('hex').toUpperCase(),
        status: 'PAYER_ACTION_REQUIRED',
        unit,
        returnUrl: context.return_url,
        cancelUrl: context.cancel_url,
        captures: [],
        captureKeys: new Map(),
      }
      this.orders.set(order.id, order)
      if (requestId) this.#createKeys.set(requestId, order.id)
      return json(200, this.#orderJson(order))
    }

    const orderMatch = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(path)
    if (orderMatch) {
      const order = this.orders.get(decodeURIComponent(orderMatch[1] ?? ''))
      if (!order) return json(404, { name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] })
      if (req.method === 'GET' && !orderMatch[2]) return json(200, this.#orderJson(order))
      if (req.method === 'POST' && orderMatch[2]) {
        const requestId = String(req.headers['paypal-request-id'] ?? '')
        const replay = requestId ? order.captureKeys.get(requestId) : undefined
        if (replay) return json(201, replay)
        if (order.status === 'COMPLETED')
          return json(422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_ALREADY_CAPTURED' }] })
        if (order.status !== 'APPROVED')
          return json(422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_NOT_APPROVED' }] })
        const capture: LocalCapture = {
          id: randomBytes(8).toString('hex').toUpperCase(),
          status: this.nextCaptureStatus,
          amount: this.nextCaptureAmount ?? order.unit.amount,
          ...(order.unit.custom_id ? { custom_id: order.unit.custom_id } : {}),
          ...(order.unit.invoice_id ? { invoice_id: order.unit.invoice_id } : {}),
          orderId: order.id,
        }
        this.nextCaptureStatus = 'COMPLETED'
        this.nextCaptureAmount = null
        order.captures.push(capture)
        this.captures.set(capture.id, capture)
        order.status = 'COMPLETED'
        const answer = this.#orderJson(order)
        if (requestId) order.captureKeys.set(requestId, answer)
        if (this.autoWebhooks && capture.status === 'COMPLETED')
          await this.sendEvent('PAYMENT.CAPTURE.COMPLETED', this.#captureJson(capture))
        return json(201, answer)
      }
    }

    const captureMatch = /^\/v2\/payments\/captures\/([^/]+)(\/refund)?$/.exec(path)
    if (captureMatch) {
      const capture = this.captures.get(decodeURIComponent(captureMatch[1] ?? ''))
      if (!capture) return json(404, { name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] })
      if (req.method === 'GET' && !captureMatch[2]) return json(200, this.#captureJson(capture))
      if (req.method === 'POST' && captureMatch[2]) {
        await this.settleBack(capture.id, 'REFUNDED')
        return json(201, { id: `RF-${capture.id}`, status: 'COMPLETED' })
      }
    }

    if (req.method === 'POST' && path === '/v1/notifications/verify-webhook-signature') {
      // The event's exact bytes: everything after `"webhook_event":` up to the closing brace.
      const marker = ',"webhook_event":'
      const at = body.indexOf(marker)
      if (at < 0 || !body.endsWith('}')) return json(400, { name: 'VALIDATION_ERROR' })
      const rawEvent = body.slice(at + marker.length, -1)
      const fields = JSON.parse(`${body.slice(0, at)}}`) as Record<string, string>
      const expected = this.#sign(
        fields.transmission_id ?? '',
        fields.transmission_time ?? '',
        fields.webhook_id ?? '',
        rawEvent,
      )
      const ok = fields.webhook_id === this.webhookId && fields.transmission_sig === expected
      return json(200, { verification_status: ok ? 'SUCCESS' : 'FAILURE' })
    }

    return json(404, { name: 'NOT_FOUND', message: `${req.method} ${path}` })
  }
}

/** PayPal refuses decimals a currency does not have (JPY has none) and malformed values. */
function amountIssue(amount: Money | undefined): string | null {
  if (!amount || !/^\d+(\.\d+)?$/.test(amount.value)) return 'INVALID_PARAMETER_VALUE'
  const decimals = amount.value.split('.')[1]?.length ?? 0
  if (ZERO_DECIMAL.has(amount.currency_code) ? decimals > 0 : decimals > 2) return 'DECIMAL_PRECISION'
  return null
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

export function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}
