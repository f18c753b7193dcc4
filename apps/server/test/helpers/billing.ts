/**
 * Billing test helpers: the seeded US catalogue, the sandbox method, and a browser-like walk
 * through the TEST MODE page (read the page's signed forms, post one as the browser would).
 */
import type { FastifyInstance } from 'fastify'
import { type Kysely, sql } from 'kysely'
import { expect } from 'vitest'
import type { Database } from '../../src/db/schema.ts'

export async function planByName(db: Kysely<Database>, name: string) {
  return db.selectFrom('subscription_plans').selectAll().where('name', '=', name).executeTakeFirstOrThrow()
}

export async function methodByName(db: Kysely<Database>, name: string) {
  return db
    .selectFrom('payment_methods as m')
    .innerJoin('payment_gateways as g', 'g.id', 'm.gateway_id')
    .select(['m.id', 'm.gateway_id', 'g.name as gateway'])
    .where('m.name', '=', name)
    .executeTakeFirstOrThrow()
}

export const sandboxMethod = (db: Kysely<Database>) => methodByName(db, 'Sandbox test card')

/** The Pay and Decline forms of the TEST MODE page, as a browser would submit them. */
export function readCheckoutForms(html: string): { action: string; pay: string; decline: string } {
  const forms = [...html.matchAll(/<form method="post" action="([^"]+)">([\s\S]*?)<\/form>/g)]
  const decode = (text: string) =>
    text
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&')
  const body = (inner: string) => {
    const payload = decode(inner.match(/name="payload" value="([^"]*)"/)?.[1] ?? '')
    const signature = decode(inner.match(/name="signature" value="([^"]*)"/)?.[1] ?? '')
    return new URLSearchParams({ payload, signature }).toString()
  }
  const pay = forms.find((f) => f[2]?.includes('>Pay<'))
  const decline = forms.find((f) => f[2]?.includes('>Decline<'))
  if (!pay || !decline) throw new Error('checkout page has no Pay/Decline forms')
  return { action: decode(pay[1] ?? ''), pay: body(pay[2] ?? ''), decline: body(decline[2] ?? '') }
}

export function postForm(app: FastifyInstance, url: string, form: string) {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form,
  })
}

/** Creates a sandbox order for `planName` and opens its TEST MODE page. */
export async function startSandboxOrder(
  app: FastifyInstance,
  db: Kysely<Database>,
  headers: Record<string, string>,
  planName = 'Daily Pass',
) {
  const [plan, method] = await Promise.all([planByName(db, planName), sandboxMethod(db)])
  const created = await app.inject({
    method: 'POST',
    url: '/api/billing/orders',
    headers,
    payload: { planId: plan.id, methodId: method.id, categoryId: method.gateway_id },
  })
  expect(created.statusCode, created.body).toBe(201)
  const order = created.json()
  const page = await app.inject({ method: 'GET', url: order.next.url })
  expect(page.statusCode).toBe(200)
  return { plan, method, order, page, forms: readCheckoutForms(page.body) }
}

export async function ledgerRows(db: Kysely<Database>, userId: string) {
  return db.selectFrom('credit_ledger').selectAll().where('user_id', '=', userId).orderBy('id').execute()
}

/** Moves a subscription's whole period into the past (the check ends_at > starts_at still holds). */
export async function endSubscription(db: Kysely<Database>, subscriptionId: string) {
  await sql`update subscriptions set starts_at = now() - interval '2 days', ends_at = now() - interval '1 second'
    where id = ${subscriptionId}`.execute(db)
}
