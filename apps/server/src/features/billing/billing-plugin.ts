/**
 * Billing in one registration: the gateway registry (sandbox by default), the country lookup,
 * the crypto wallets, the user and provider routes, the admin billing routes and the jobs.
 * Decorates app.billing for the routes of this feature (and of the admin pricing pages).
 */
import type { CryptoWalletOption } from '@pitchwise/contract'
import type { FastifyInstance } from 'fastify'
import { ADMIN_PREFIX } from '../../shared/guards.ts'
import { cryptoAdminRoutes } from './admin/crypto-admin-routes.ts'
import { manualSubscriptionRoutes } from './admin/manual-subscription-routes.ts'
import { scheduleBillingJobs } from './billing-jobs.ts'
import { billingRoutes } from './billing-routes.ts'
import { type CountryLookup, countryLookupFromConfig } from './country/country-lookup.ts'
import { cryptoWallets } from './crypto.ts'
import type { PaymentGateway } from './gateways/gateway.ts'
import { configuredGateways } from './gateways/providers.ts'
import { createGatewayRegistry, type GatewayRegistry } from './gateways/registry.ts'
import { paymentsRoutes } from './payments-routes.ts'
import { providerPaymentRoutes } from './provider-payment-routes.ts'
import { OrderReconciler } from './reconcile-order.ts'
import { startPaymentRoutes } from './start-payment-routes.ts'

declare module 'fastify' {
  interface FastifyInstance {
    billing: {
      registry: GatewayRegistry
      /** Asks a provider about a pending order when the result screen polls before its webhook came. */
      reconciler: OrderReconciler
      countryLookup: CountryLookup
      wallets: CryptoWalletOption[]
    }
  }
}

export interface BillingOptions {
  /** Real provider gateways; default: those whose keys are configured (gateways/providers.ts). None → the sandbox is on by default. */
  gateways?: PaymentGateway[]
}

export async function billingPlugin(app: FastifyInstance, options: BillingOptions = {}): Promise<void> {
  const registry = createGatewayRegistry(app.config, options.gateways ?? configuredGateways(app.config))
  app.decorate('billing', {
    registry,
    reconciler: new OrderReconciler(app.database.db, registry),
    countryLookup: countryLookupFromConfig(app.config),
    wallets: cryptoWallets(app.config),
  })
  app.log.info(
    { gateways: registry.gateways.map((g) => g.key), sandbox: Boolean(registry.sandbox) },
    'billing: payment gateways',
  )
  await app.register(billingRoutes)
  await app.register(paymentsRoutes)
  await app.register(providerPaymentRoutes)
  await app.register(startPaymentRoutes)
  await app.register(cryptoAdminRoutes, { prefix: ADMIN_PREFIX })
  await app.register(manualSubscriptionRoutes, { prefix: ADMIN_PREFIX })

  let stop = () => {}
  app.addHook('onReady', async () => {
    stop = scheduleBillingJobs(
      {
        database: app.database,
        registry,
        log: app.log.child({ module: 'billing-jobs' }),
        orderTtlMinutes: app.config.ORDER_TTL_MINUTES,
        maxEventAttempts: app.config.PAYMENT_EVENT_MAX_ATTEMPTS,
      },
      app.config.BILLING_JOB_INTERVAL_SECONDS,
    )
  })
  app.addHook('onClose', async () => stop())
}
Object.assign(billingPlugin, { [Symbol.for('skip-override')]: true })
