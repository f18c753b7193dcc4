/**
 * Starts the e2e stack (e2e-stack.ts: the production server and a local Stripe) once for the
 * whole run and exposes it to the tests as E2E_BASE_URL and E2E_STRIPE_URL, unless a running
 * one was given (`npm test` starts it while the unit tests run, scripts/test-all.ts).
 */
import { startE2eStack } from './e2e-stack.ts'

export default async function globalSetup() {
  if (process.env.E2E_BASE_URL) return // an already running server was given
  const stack = await startE2eStack()
  process.env.E2E_BASE_URL = stack.baseUrl
  process.env.E2E_STRIPE_URL = stack.stripeUrl
  return () => stack.stop()
}
