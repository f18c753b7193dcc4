/**
 * What the e2e suite runs against: the production server, started the way `npm start` starts it
 * (scripts/lib/production-server.ts), beside a local Stripe that the app's Stripe SDK talks to.
 * The development outbox is on so tests can read emailed links; limits are raised so the suite
 * is not throttled and no test's allowance depends on what the tests before it spent.
 *
 * Started by global-setup.ts for `npm run test:e2e`, or by scripts/test-all.ts for `npm test`
 * (there while the unit tests still run), which hands it over through E2E_BASE_URL.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { LocalStripeServer } from '../../apps/server/test/helpers/stripe-local-server.ts'
import { REPO_ROOT, startProductionServer } from '../../scripts/lib/production-server.ts'

/** The local Stripe's webhook signing secret (the app is given the same one). */
export const E2E_STRIPE_WEBHOOK_SECRET = 'whsec_e2e_local'

export interface E2eStack {
  /** The app's origin (E2E_BASE_URL for the tests). */
  baseUrl: string
  /** The local Stripe's origin (E2E_STRIPE_URL for payments-stripe.spec.ts). */
  stripeUrl: string
  stop(): Promise<void>
}

export async function startE2eStack(): Promise<E2eStack> {
  if (!existsSync(path.join(REPO_ROOT, 'apps/web/dist/index.html'))) {
    throw new Error('apps/web/dist is missing: run `npm run build` first (npm run test:e2e does)')
  }
  // Its hosted page has Pay/Decline, and it signs webhooks back to the app. The sandbox stays
  // on beside it.
  const stripe = await new LocalStripeServer({ webhookSecret: E2E_STRIPE_WEBHOOK_SECRET }).start()
  const server = await startProductionServer({
    env: {
      DEV_OUTBOX: 'true',
      ADMIN_EMAIL_DOMAIN: 'admin.pitchwise.test',
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      FOOTBALL_DATA_DIR: process.env.FOOTBALL_DATA_DIR ?? path.resolve(REPO_ROOT, '../shared/data/openfootball'),
      // The shared snapshot ends in March 2026: the server answers as on Saturday 14 March (a
      // matchday of the data), the day the tests also fix the browser's clock to, and every page
      // carries the demo banner (issue 28). newcomer.spec.ts runs a server without it.
      DEMO_DATE: '2026-03-14',
      RATE_LIMIT_PER_MINUTE: '10000',
      AUTH_RATE_LIMIT_PER_15_MIN: '1000',
      // Every test's browser comes from 127.0.0.1: with the default 20 anonymous searches per IP
      // a day, a visitor's allowance would depend on how many searches other tests (in this or
      // the other worker) made before it. Each test's visitor has its own cookie and allowance.
      ANON_DAILY_LIMIT_PER_IP: '1000',
      // Test wallet addresses so the crypto form (billing e2e) has its two USDT options.
      CRYPTO_WALLET_TRC20: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
      CRYPTO_WALLET_BEP20: '0x8894E0a0c962CB723c1976a4421c95949bE2D4E3',
      STRIPE_SECRET_KEY: 'sk_test_e2e_local',
      STRIPE_WEBHOOK_SECRET: E2E_STRIPE_WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
      PAYMENTS_SANDBOX: 'on',
    },
  }).catch(async (error: unknown) => {
    await stripe.stop()
    throw error
  })
  stripe.webhookUrl = `${server.baseUrl}/api/payments/webhooks/stripe`
  return {
    baseUrl: server.baseUrl,
    stripeUrl: stripe.url,
    async stop() {
      await server.stop()
      await stripe.stop()
    },
  }
}
