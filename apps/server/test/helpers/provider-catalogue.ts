/**
 * Catalogue rows the provider tests need beside the seed (which only has the US region, the
 * sandbox and crypto): a provider's gateway and method offered in some regions, and regions with
 * their own currency and prices (NGN in kobo, JPY without minor units). Written as an operator's
 * admin pages would write them; plus a webhook delivery that posts to the app under test.
 */
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database, PaymentMethodMetadata } from '../../src/db/schema.ts'
import type { WebhookDelivery } from './paypal-local-server.ts'

export async function addRegion(
  db: Kysely<Database>,
  region: {
    code: string
    name: string
    currency: string
    symbol: string
    rate: number
    prices: Record<string, number>
  },
) {
  const row = await db
    .insertInto('regions')
    .values({
      code: region.code,
      name: region.name,
      currency_code: region.currency,
      currency_symbol: region.symbol,
      exchange_rate: String(region.rate),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  for (const [planName, price] of Object.entries(region.prices)) {
    const plan = await db
      .selectFrom('subscription_plans')
      .select('id')
      .where('name', '=', planName)
      .executeTakeFirstOrThrow()
    await db.insertInto('regional_prices').values({ plan_id: plan.id, region_id: row.id, price }).execute()
  }
  return row.id
}

/** A gateway row named like the operator would (the name must contain the provider key) and one method, offered in `regions`. */
export async function addProviderMethod(
  db: Kysely<Database>,
  input: {
    gateway: string
    method: string
    icon?: 'credit-card' | 'paypal' | 'wallet'
    metadata?: PaymentMethodMetadata
    regions: string[]
  },
) {
  const existing = await db
    .selectFrom('payment_gateways')
    .select('id')
    .where('name', '=', input.gateway)
    .executeTakeFirst()
  const gateway =
    existing ??
    (await db
      .insertInto('payment_gateways')
      .values({ name: input.gateway, description: `${input.gateway} (test)` })
      .returning('id')
      .executeTakeFirstOrThrow())
  const method = await db
    .insertInto('payment_methods')
    .values({
      gateway_id: gateway.id,
      name: input.method,
      description: null,
      icon: input.icon ?? 'credit-card',
      metadata: JSON.stringify(input.metadata ?? {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const regions = await db.selectFrom('regions').select('id').where('code', 'in', input.regions).execute()
  for (const region of regions) {
    await db.insertInto('region_payment_methods').values({ region_id: region.id, method_id: method.id }).execute()
  }
  return { methodId: method.id, gatewayId: gateway.id }
}

/** Webhooks from a local provider server land on the app's webhook route, as over the network. */
export function deliverTo(app: () => FastifyInstance, path: string): WebhookDelivery {
  return async ({ headers, body }) => {
    const res = await app().inject({ method: 'POST', url: path, headers, payload: body })
    return { status: res.statusCode, body: res.body }
  }
}
