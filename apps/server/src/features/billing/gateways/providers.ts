/**
 * The real payment providers this server knows. Each adapter is one file exporting a factory
 * that returns its gateway when the provider's keys are configured (and null otherwise); adding
 * a provider is one file plus one line here. The order is the order of matching a gateway row's
 * name (the first key the name contains wins).
 */
import type { Config } from '../../../config.ts'
import type { PaymentGateway } from './gateway.ts'
import { paypalFromConfig, paystackFromConfig } from './provider-gateways.ts'
import { stripeFromConfig } from './stripe.ts'

export type GatewayFactory = (config: Config) => PaymentGateway | null

export const PROVIDERS: readonly GatewayFactory[] = [stripeFromConfig, paypalFromConfig, paystackFromConfig]

/** The providers whose keys are set, ready to take payments. */
export function configuredGateways(config: Config, providers: readonly GatewayFactory[] = PROVIDERS): PaymentGateway[] {
  return providers.map((factory) => factory(config)).filter((gateway) => gateway !== null)
}
