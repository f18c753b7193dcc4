/**
 * The starting catalogue: betting markets with example searches, the three plans of the
 * billing spec and a US region. Idempotent: every insert skips rows that already exist, so
 * it runs on every start without duplicating or overwriting what administrators changed.
 */
import { type Kysely, sql } from 'kysely'
import type { Database } from './schema.ts'

export interface SeedMarket {
  name: string
  description: string
  searches: string[]
}

export const SEED_MARKETS: SeedMarket[] = [
  {
    name: 'Over/Under Goals',
    description: 'Total goals in a match: over or under 0.5 to 4.5 goals.',
    searches: [
      'three over 2.5 matches for today',
      'best over 1.5 goals picks this weekend',
      'under 2.5 goals tips in Serie A this weekend',
      'over 3.5 goals matches tomorrow',
    ],
  },
  {
    name: 'Both Teams to Score',
    description: 'Will both sides find the net? BTTS yes and no picks.',
    searches: [
      'BTTS tips this weekend in La Liga',
      'both teams to score picks for today',
      'safest BTTS no matches this weekend',
    ],
  },
  {
    name: 'Match Result (1X2)',
    description: 'Home win, draw or away win, priced from our ratings.',
    searches: [
      'Arsenal vs Chelsea',
      'who wins Real Madrid vs Barcelona',
      'Bundesliga predictions this weekend',
      'Chelsea vs Newcastle prediction',
      'West Ham vs Manchester City: who wins?',
      'Which home sides in the Premier League are the safest bets to win this Saturday afternoon?',
      'Inter vs Milan who wins the derby',
    ],
  },
  {
    name: 'Double Chance',
    description: 'Cover two of the three outcomes: 1X, X2 or 12.',
    searches: ['double chance bankers for today', 'safest 1X picks this weekend'],
  },
  {
    name: 'Correct Score',
    description: 'The most likely scorelines from the goal model.',
    searches: [
      'correct score predictions for the Premier League this weekend',
      'most likely score Liverpool next game',
    ],
  },
  {
    name: 'Home Wins',
    description: 'The strongest home favourites across the leagues.',
    searches: ['four home wins for Saturday', 'banker home wins today'],
  },
  {
    name: 'Draws',
    description: 'Evenly matched fixtures where a draw is most plausible.',
    searches: ['likely draws this weekend', 'draw tips in Ligue 1'],
  },
  {
    name: 'Clean Sheets & Win to Nil',
    description: 'Defences expected to keep the opponent out.',
    searches: ['clean sheet picks this weekend', 'win to nil tips for today'],
  },
]

/** Fallback plans of the back-office spec §9; prices in cents. */
export const SEED_PLANS = [
  {
    name: 'Daily Pass',
    description: 'Full access for a day of fixtures.',
    price_usd: 499,
    credits: 20,
    duration_days: 1,
    is_popular: false,
  },
  {
    name: 'Weekly Pro',
    description: 'A week of analysis for the regular punter.',
    price_usd: 1999,
    credits: 100,
    duration_days: 7,
    is_popular: false,
  },
  {
    name: 'Monthly Premium',
    description: 'Our best value for serious fans.',
    price_usd: 4999,
    credits: 500,
    duration_days: 30,
    is_popular: true,
  },
] as const

export async function seed(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // Instances starting together on one PostgreSQL would otherwise race through the
    // check-then-insert steps below (a duplicate-name error on markets, two copies of a payment
    // method): they take turns, the later one finding everything there. Per schema, so test
    // schemas on one server do not wait on each other.
    await sql`select pg_advisory_xact_lock(hashtext(current_schema() || ':pitchwise-seed'))`.execute(trx)
    for (const [index, market] of SEED_MARKETS.entries()) {
      const existing = await trx
        .selectFrom('markets')
        .select('id')
        .where((eb) => eb(eb.fn('lower', ['name']), '=', market.name.toLowerCase()))
        .executeTakeFirst()
      const row =
        existing ??
        (await trx
          .insertInto('markets')
          .values({ name: market.name, description: market.description, order: index + 1 })
          .returning('id')
          .executeTakeFirstOrThrow())
      for (const query of market.searches) {
        await trx
          .insertInto('searches')
          .values({ query })
          .onConflict((oc) => oc.column('query').doNothing())
          .execute()
        const search = await trx
          .selectFrom('searches')
          .select('id')
          .where('query', '=', query)
          .executeTakeFirstOrThrow()
        await trx
          .insertInto('market_searches')
          .values({ market_id: row.id, search_id: search.id })
          .onConflict((oc) => oc.columns(['market_id', 'search_id']).doNothing())
          .execute()
      }
    }
    for (const plan of SEED_PLANS) {
      await trx
        .insertInto('subscription_plans')
        .values(plan)
        .onConflict((oc) => oc.column('name').doNothing())
        .execute()
    }
    await trx
      .insertInto('regions')
      .values({ code: 'US', name: 'United States', currency_code: 'USD', currency_symbol: '$', exchange_rate: 1 })
      .onConflict((oc) => oc.column('code').doNothing())
      .execute()
    await seedBillingCatalogue(trx)
  })
}

/**
 * Billing (issue 9): US prices of the seed plans (their USD price), the built-in Sandbox gateway
 * with its test-card method, a Stripe card method and a Crypto (USDT) gateway, all offered in the
 * US, and the PayPal and Paystack gateways with no method yet. The sandbox method only shows while the sandbox gateway is enabled, the Stripe one only
 * with Stripe's keys, the crypto one only with wallets.
 */
async function seedBillingCatalogue(trx: Kysely<Database>): Promise<void> {
  const us = await trx.selectFrom('regions').select('id').where('code', '=', 'US').executeTakeFirstOrThrow()
  for (const plan of SEED_PLANS) {
    const row = await trx.selectFrom('subscription_plans').select('id').where('name', '=', plan.name).executeTakeFirst()
    if (!row) continue
    await trx
      .insertInto('regional_prices')
      .values({ plan_id: row.id, region_id: us.id, price: plan.price_usd })
      .onConflict((oc) => oc.columns(['plan_id', 'region_id']).doNothing())
      .execute()
  }
  // The other providers the product ships adapters for: their gateway rows, so an operator adds
  // methods under them in /admin/payment-methods once the keys are set (docs/payments.md).
  for (const gateway of SEED_PROVIDER_GATEWAYS) {
    await trx
      .insertInto('payment_gateways')
      .values({ name: gateway.name, description: gateway.description })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute()
  }
  for (const gateway of SEED_GATEWAYS) {
    await trx
      .insertInto('payment_gateways')
      .values({ name: gateway.name, description: gateway.description })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute()
    const gatewayRow = await trx
      .selectFrom('payment_gateways')
      .select('id')
      .where('name', '=', gateway.name)
      .executeTakeFirstOrThrow()
    const existing = await trx
      .selectFrom('payment_methods')
      .select('id')
      .where('gateway_id', '=', gatewayRow.id)
      .where('name', '=', gateway.method.name)
      .executeTakeFirst()
    // Administrators may have switched the method off or moved it: an existing method is left alone.
    if (existing) continue
    const method = await trx
      .insertInto('payment_methods')
      .values({
        gateway_id: gatewayRow.id,
        name: gateway.method.name,
        description: gateway.method.description,
        icon: gateway.method.icon,
        metadata: JSON.stringify(gateway.method.metadata),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await trx
      .insertInto('region_payment_methods')
      .values({ region_id: us.id, method_id: method.id })
      .onConflict((oc) => oc.columns(['region_id', 'method_id']).doNothing())
      .execute()
  }
}

/** Gateways without a seeded method; their names route them to the PayPal and Paystack adapters. */
export const SEED_PROVIDER_GATEWAYS = [
  { name: 'PayPal', description: 'PayPal checkout (new tab)' },
  { name: 'Paystack', description: 'Cards and bank payments through Paystack' },
] as const

export const SEED_GATEWAYS = [
  {
    name: 'Sandbox',
    description: 'Built-in test payments (TEST MODE, no real money)',
    method: {
      name: 'Sandbox test card',
      description: 'Try the purchase flow without real money',
      icon: 'credit-card',
      metadata: { useDirectPayment: true },
    },
  },
  {
    // Shown once Stripe's keys are configured (docs/payments.md); the name routes it to the Stripe adapter.
    name: 'Stripe',
    description: 'Cards through Stripe Checkout',
    method: {
      name: 'Card (Stripe)',
      description: 'Visa, Mastercard, American Express and more',
      icon: 'credit-card',
      metadata: {},
    },
  },
  {
    name: 'Crypto',
    description: 'USDT transfers verified by our team',
    method: {
      name: 'USDT (crypto)',
      description: 'Pay with USDT on TRC20 or ERC20/BSC',
      icon: 'bitcoin',
      metadata: {},
    },
  },
] as const
