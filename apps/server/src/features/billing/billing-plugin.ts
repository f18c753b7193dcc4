/**
 * Billing in one registration: the gateway registry (sandbox by default), the country lookup,
 * the crypto wallets, the user and provider routes, the admin billing routes and the jobs.
 * Decorates app.billing for the routes of this feature (and of the admin pricing pages).
 */
import type { CryptoWalletOption } from '@pitchwise/contract'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { ADMIN_PREFIX } from '../../shared/guards.ts'
import { cryptoAdminRoutes } from './admin/crypto-admin-routes.ts'
import { manualSubscriptionRoutes } from './admin/manual-subscription-routes.ts'
import { saferGamblingAdminRoutes } from './admin/safer-gambling-admin-routes.ts'
import { scheduleBillingJobs } from './billing-jobs.ts'
import { billingRoutes } from './billing-routes.ts'
import { type CountryLookup, countryLookupFromConfig } from './country/country-lookup.ts'
import { cryptoWallets } from './crypto.ts'
import type { PaymentGateway } from './gateways/gateway.ts'
import { configuredGateways } from './gateways/providers.ts'
import { createGatewayRegistry, type GatewayRegistry } from './gateways/registry.ts'
import { MailDispatcher } from './mail/mail-outbox.ts'
import { paymentsRoutes } from './payments-routes.ts'
import { providerPaymentRoutes } from './provider-payment-routes.ts'
import { OrderReconciler } from './reconcile-order.ts'
import { recoverInterruptedEvents } from './recover-events.ts'
import { spendingLimitsRoutes } from './spending-limits/spending-limits-routes.ts'
import { startPaymentRoutes } from './start-payment-routes.ts'

declare module 'fastify' {
  interface FastifyInstance {
    billing: {
      registry: GatewayRegistry
      /** Asks a provider about a pending order when the result screen polls before its webhook came. */
      reconciler: OrderReconciler
      countryLookup: CountryLookup
      wallets: CryptoWalletOption[]
      /** Sends the customer mails a request's committed changes queued (mail/mail-outbox.ts). */
      mail: MailDispatcher
    }
  }
}

export interface BillingOptions {
  /** Real provider gateways; default: those whose keys are configured (gateways/providers.ts). None → the sandbox is on by default. */
  gateways?: PaymentGateway[]
}

export async function billingPlugin(app: FastifyInstance, options: BillingOptions = {}): Promise<void> {
  const registry = createGatewayRegistry(app.config, options.gateways ?? configuredGateways(app.config))
  const mailDeps = {
    db: app.database.db,
    mailer: app.mailer,
    context: { productName: app.config.PRODUCT_NAME, billingUrl: `${app.config.PUBLIC_URL}/billing` },
    log: app.log.child({ module: 'customer-mail' }),
  }
  const mail = new MailDispatcher(mailDeps)
  app.decorate('billing', {
    registry,
    reconciler: new OrderReconciler(app.database.db, registry),
    countryLookup: countryLookupFromConfig(app.config),
    wallets: cryptoWallets(app.config),
    mail,
  })
  // A request that may have settled, revoked or decided a payment: send what it queued, after
  // its transaction committed (the reply is already on its way; the billing job retries failures).
  app.addHook('onResponse', async (request) => {
    if (request.method !== 'GET' || request.routeOptions.url === '/api/billing/orders/:id') {
      const url = request.routeOptions.url ?? ''
      if (/^\/api\/(payments|billing|admin\/billing)\//.test(url)) mail.kick()
    }
  })
  app.log.info(
    { gateways: registry.gateways.map((g) => g.key), sandbox: Boolean(registry.sandbox) },
    'billing: payment gateways',
  )
  await app.register(billingRoutes)
  await app.register(paymentsRoutes)
  await app.register(providerPaymentRoutes)
  await app.register(startPaymentRoutes)
  await app.register(spendingLimitsRoutes)
  await app.register(saferGamblingAdminRoutes)
  await app.register(cryptoAdminRoutes, { prefix: ADMIN_PREFIX })
  await app.register(manualSubscriptionRoutes, { prefix: ADMIN_PREFIX })

  // The database's clock when this instance started: events last touched before it were left by
  // a stopped server and are processed at once (recover-events.ts), not after the retry delays.
  const startedAt = await databaseNow(app)
  let stop = () => {}
  let recovery: Promise<unknown> = Promise.resolve()
  app.addHook('onReady', async () => {
    // In the background: the server answers while a provider is re-read for each event.
    recovery = recoverInterruptedEvents(
      {
        db: app.database.db,
        registry,
        log: app.log.child({ module: 'billing-recovery' }),
        maxAttempts: app.config.PAYMENT_EVENT_MAX_ATTEMPTS,
      },
      startedAt,
    ).catch((error: unknown) => app.log.error({ err: error }, 'billing: recovering payment events failed'))
    stop = scheduleBillingJobs(
      {
        database: app.database,
        registry,
        log: app.log.child({ module: 'billing-jobs' }),
        orderTtlMinutes: app.config.ORDER_TTL_MINUTES,
        maxEventAttempts: app.config.PAYMENT_EVENT_MAX_ATTEMPTS,
        mail: mailDeps,
      },
      app.config.BILLING_JOB_INTERVAL_SECONDS,
    )
  })
  app.addHook('onClose', async () => {
    stop()
    // A closing server finishes the recovery it started rather than leave an event half-processed.
    await recovery
    await mail.idle()
  })
}
Object.assign(billingPlugin, { [Symbol.for('skip-override')]: true })

async function databaseNow(app: FastifyInstance): Promise<Date> {
  const { rows } = await sql<{ now: Date }>`select now() as now`.execute(app.database.db)
  return new Date(rows[0]?.now ?? Date.now())
}
