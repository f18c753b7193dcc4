/**
 * A local Stripe for tests: a real HTTP server speaking the slice of Stripe's API the adapter
 * uses (create and retrieve Checkout Sessions, retrieve charges and disputes), with sessions in
 * memory, a minimal hosted checkout page with Pay and Decline, and webhooks signed the way Stripe
 * signs them (stripe.webhooks.generateTestHeaderString). The app's Stripe SDK talks to it through
 * STRIPE_API_URL. Test controls (refund, dispute, tamper, replay) stand in for what happens in
 * Stripe's dashboard.
 */
import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import Stripe from 'stripe'

export interface LocalSession {
  id: string
  object: 'checkout.session'
  mode: string
  status: 'open' | 'complete' | 'expired'
  payment_status: 'paid' | 'unpaid' | 'no_payment_required'
  amount_total: number | null
  currency: string | null
  client_reference_id: string | null
  customer_email: string | null
  metadata: Record<string, string>
  payment_intent: string | null
  success_url: string
  cancel_url: string
  url: string | null
  /** What the adapter sent as its line item (for assertions on the amount Stripe was asked for). */
  line_items_sent: unknown[]
  /** Not Stripe's: the payment intent's metadata to copy onto the charge. */
  pi_metadata: Record<string, string>
}

interface LocalCharge {
  id: string
  object: 'charge'
  amount: number
  amount_refunded: number
  currency: string
  refunded: boolean
  paid: boolean
  payment_intent: string
  metadata: Record<string, string>
}

interface LocalDispute {
  id: string
  object: 'dispute'
  amount: number
  currency: string
  charge: string | LocalCharge
  status: 'needs_response' | 'under_review' | 'won' | 'lost'
}

export interface SignedEvent {
  payload: string
  header: string
}

/** Sends a signed webhook to the app; returns the HTTP status. */
export type Deliver = (event: SignedEvent) => Promise<number>

export interface LocalStripeOptions {
  webhookSecret: string
  /** How webhooks reach the app (app.inject in unit tests); default: POST to webhookUrl. */
  deliver?: Deliver
  webhookUrl?: string
}

const rand = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`

export class LocalStripeServer {
  readonly sessions = new Map<string, LocalSession>()
  readonly charges = new Map<string, LocalCharge>()
  readonly disputes = new Map<string, LocalDispute>()
  /** Every event sent, in order, with the app's answer. */
  readonly sent: { type: string; status: number; event: SignedEvent }[] = []
  /** Requests the adapter made (method and path), for "Stripe was asked" assertions. */
  readonly requests: { method: string; path: string; body: Record<string, unknown> }[] = []
  webhookUrl: string | undefined
  /** API calls still to answer with a 500 (Stripe having a bad minute). */
  failApiCalls = 0
  readonly #server: Server
  readonly #secret: string
  readonly #deliver: Deliver | undefined
  readonly #idempotent = new Map<string, string>()
  #base = ''

  constructor(options: LocalStripeOptions) {
    this.#secret = options.webhookSecret
    this.#deliver = options.deliver
    this.webhookUrl = options.webhookUrl
    this.#server = createServer((req, res) => {
      this.#handle(req, res).catch((error: unknown) => {
        res.statusCode = 500
        res.end(String(error))
      })
    })
  }

  /** The API origin to give the app as STRIPE_API_URL. */
  get url(): string {
    return this.#base
  }

  async start(port = 0): Promise<this> {
    await new Promise<void>((resolve) => this.#server.listen(port, '127.0.0.1', resolve))
    this.#base = `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`
    return this
  }

  async stop(): Promise<void> {
    this.#server.closeAllConnections()
    await new Promise<void>((resolve) => this.#server.close(() => resolve()))
  }

  session(id: string): LocalSession {
    const session = this.sessions.get(id)
    if (!session) throw new Error(`no local Stripe session ${id}`)
    return session
  }

  // ---- What the buyer does on the hosted page -------------------------------------------------

  /** The buyer pays: the session completes, a payment intent and a charge exist, the webhook is sent. */
  async pay(sessionId: string, { sendWebhook = true } = {}): Promise<SignedEvent> {
    const session = this.session(sessionId)
    if (session.status === 'open') {
      const pi = rand('pi')
      const charge: LocalCharge = {
        id: rand('ch'),
        object: 'charge',
        amount: session.amount_total ?? 0,
        amount_refunded: 0,
        currency: session.currency ?? 'usd',
        refunded: false,
        paid: true,
        payment_intent: pi,
        // Stripe copies the payment intent's metadata onto its charges.
        metadata: { ...session.pi_metadata },
      }
      this.charges.set(charge.id, charge)
      Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: pi })
    }
    const event = this.signedEvent('checkout.session.completed', this.#public(session))
    if (sendWebhook) await this.send('checkout.session.completed', event)
    return event
  }

  // ---- What happens in the dashboard ------------------------------------------------------------

  chargeOf(sessionId: string): LocalCharge {
    const pi = this.session(sessionId).payment_intent
    const charge = [...this.charges.values()].find((c) => c.payment_intent === pi)
    if (!charge) throw new Error(`session ${sessionId} has no charge`)
    return charge
  }

  /** A full refund of the session's charge, and its charge.refunded webhook. */
  async refund(sessionId: string): Promise<SignedEvent> {
    const charge = this.chargeOf(sessionId)
    Object.assign(charge, { refunded: true, amount_refunded: charge.amount })
    const event = this.signedEvent('charge.refunded', charge)
    await this.send('charge.refunded', event)
    return event
  }

  /** Opens a dispute on the session's charge (charge.dispute.created). */
  async openDispute(sessionId: string): Promise<LocalDispute> {
    const charge = this.chargeOf(sessionId)
    const dispute: LocalDispute = {
      id: rand('dp'),
      object: 'dispute',
      amount: charge.amount,
      currency: charge.currency,
      charge: charge.id,
      status: 'needs_response',
    }
    this.disputes.set(dispute.id, dispute)
    await this.send('charge.dispute.created', this.signedEvent('charge.dispute.created', dispute))
    return dispute
  }

  /** Closes a dispute as won or lost (charge.dispute.closed). */
  async closeDispute(disputeId: string, status: 'won' | 'lost'): Promise<SignedEvent> {
    const dispute = this.disputes.get(disputeId)
    if (!dispute) throw new Error(`no dispute ${disputeId}`)
    dispute.status = status
    const event = this.signedEvent('charge.dispute.closed', dispute)
    await this.send('charge.dispute.closed', event)
    return event
  }

  /** A Stripe event with a valid Stripe-Signature header for `object`. */
  signedEvent(type: string, object: object): SignedEvent {
    const payload = JSON.stringify({
      id: rand('evt'),
      object: 'event',
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object },
    })
    return { payload, header: Stripe.webhooks.generateTestHeaderString({ payload, secret: this.#secret }) }
  }

  /** Delivers a signed event to the app (again, when replaying). */
  async send(type: string, event: SignedEvent): Promise<number> {
    const status = await this.#deliverEvent(event)
    this.sent.push({ type, status, event })
    return status
  }

  async #deliverEvent(event: SignedEvent): Promise<number> {
    if (this.#deliver) return this.#deliver(event)
    if (!this.webhookUrl) throw new Error('local Stripe has no webhook URL')
    const res = await fetch(this.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': event.header },
      body: event.payload,
    })
    await res.arrayBuffer()
    return res.status
  }

  // ---- HTTP ---------------------------------------------------------------------------------------

  async #handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.#base)
    const raw = await readBody(req)
    const body = parseStripeForm(raw)
    const path = url.pathname
    this.requests.push({ method: req.method ?? 'GET', path, body })
    const json = (status: number, value: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': rand('req') })
      res.end(JSON.stringify(value))
    }
    const missing = (what: string) =>
      json(404, {
        error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` },
      })

    if (path.startsWith('/v1/') && this.failApiCalls > 0) {
      this.failApiCalls--
      return json(500, { error: { type: 'api_error', message: 'Local Stripe is having a bad minute' } })
    }
    if (path.startsWith('/v1/') && !/^Bearer sk_/.test(req.headers.authorization ?? '')) {
      return json(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } })
    }
    const sessionPath = path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/)
    const chargePath = path.match(/^\/v1\/charges\/([^/]+)$/)
    const disputePath = path.match(/^\/v1\/disputes\/([^/]+)$/)
    const payPath = path.match(/^\/pay\/([^/]+)(?:\/(pay|decline))?$/)
    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      const key = req.headers['idempotency-key']
      const again = typeof key === 'string' ? this.#idempotent.get(key) : undefined
      if (again) return json(200, this.#public(this.session(again)))
      const session = this.#createSession(body)
      if ('error' in session) return json(400, session)
      if (typeof key === 'string') this.#idempotent.set(key, session.id)
      return json(200, this.#public(session))
    }
    if (req.method === 'GET' && sessionPath) {
      const session = this.sessions.get(decodeURIComponent(sessionPath[1] ?? ''))
      return session ? json(200, this.#public(session)) : missing('checkout.session')
    }
    if (req.method === 'GET' && chargePath) {
      const charge = this.charges.get(decodeURIComponent(chargePath[1] ?? ''))
      return charge ? json(200, charge) : missing('charge')
    }
    if (req.method === 'GET' && disputePath) {
      const dispute = this.disputes.get(decodeURIComponent(disputePath[1] ?? ''))
      if (!dispute) return missing('dispute')
      const expand = [...url.searchParams.entries()].some(([k, v]) => k.startsWith('expand') && v === 'charge')
      const charge = typeof dispute.charge === 'string' ? this.charges.get(dispute.charge) : dispute.charge
      return json(200, expand && charge ? { ...dispute, charge } : dispute)
    }
    if (payPath) {
      const match = payPath
      const session = this.sessions.get(decodeURIComponent(match[1] ?? ''))
      if (!session) {
        res.writeHead(404, { 'content-type': 'text/html' })
        return void res.end('<!doctype html><title>Not found</title><h1>Checkout session not found</h1>')
      }
      if (req.method === 'GET' && !match[2]) {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        return void res.end(checkoutPage(session))
      }
      if (req.method === 'POST' && match[2] === 'pay') {
        // Like Stripe: the webhook goes out on its own; the browser is redirected at once.
        void this.pay(session.id).catch(() => {})
        res.writeHead(303, { location: session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id) })
        return void res.end()
      }
      if (req.method === 'POST' && match[2] === 'decline') {
        res.writeHead(303, { location: session.cancel_url })
        return void res.end()
      }
    }
    return json(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${path})` } })
  }

  #createSession(body: Record<string, unknown>): LocalSession | { error: { type: string; message: string } } {
    const items = (body.line_items as Record<string, unknown>[] | undefined) ?? []
    const item = items[0]
    const priceData = item?.price_data as Record<string, unknown> | undefined
    if (!item || !priceData) {
      return { error: { type: 'invalid_request_error', message: 'The local Stripe only knows price_data line items' } }
    }
    const unitAmount = Number(priceData.unit_amount)
    const quantity = Number(item.quantity ?? 1)
    const id = rand('cs')
    const session: LocalSession = {
      id,
      object: 'checkout.session',
      mode: String(body.mode),
      status: 'open',
      payment_status: 'unpaid',
      amount_total: unitAmount * quantity,
      currency: String(priceData.currency),
      client_reference_id: (body.client_reference_id as string | undefined) ?? null,
      customer_email: (body.customer_email as string | undefined) ?? null,
      metadata: (body.metadata as Record<string, string> | undefined) ?? {},
      payment_intent: null,
      success_url: String(body.success_url),
      cancel_url: String(body.cancel_url),
      url: `${this.#base}/pay/${id}`,
      line_items_sent: items,
      pi_metadata: ((body.payment_intent_data as Record<string, unknown> | undefined)?.metadata ?? {}) as Record<
        string,
        string
      >,
    }
    this.sessions.set(id, session)
    return session
  }

  /** The session as Stripe answers it (without the local bookkeeping fields). */
  #public(session: LocalSession) {
    const { line_items_sent: _items, pi_metadata: _meta, ...rest } = session
    return rest
  }
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

/** Stripe's form encoding (`line_items[0][price_data][currency]=usd`) back into objects and arrays. */
export function parseStripeForm(raw: string): Record<string, unknown> {
  const root: Record<string, unknown> = {}
  for (const [key, value] of new URLSearchParams(raw)) {
    const path = key.split(/[[\]]+/).filter(Boolean)
    let node: Record<string, unknown> | unknown[] = root
    path.forEach((segment, index) => {
      const last = index === path.length - 1
      const container = node as Record<string, unknown>
      if (last) {
        container[segment] = value
        return
      }
      const nextIsIndex = /^\d+$/.test(path[index + 1] ?? '')
      container[segment] ??= nextIsIndex ? [] : {}
      node = container[segment] as Record<string, unknown>
    })
  }
  return root
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c)

function checkoutPage(session: LocalSession): string {
  const amount = `${session.amount_total ?? 0} ${(session.currency ?? '').toUpperCase()} (minor units)`
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Local Stripe Checkout</title></head>
<body><main><h1>Local Stripe Checkout</h1>
<p data-testid="amount">${escapeHtml(amount)}</p>
<p>${escapeHtml(session.customer_email ?? '')}</p>
<form method="post" action="/pay/${encodeURIComponent(session.id)}/pay"><button type="submit">Pay</button></form>
<form method="post" action="/pay/${encodeURIComponent(session.id)}/decline"><button type="submit">Decline</button></form>
</main></body></html>`
}
