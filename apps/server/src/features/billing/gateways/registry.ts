/**
 * The gateways this server can take payments with. Real providers (issue 10) are added when
 * their keys are configured; the sandbox is on while none is (PAYMENTS_SANDBOX=auto), stays on
 * beside them only with PAYMENTS_SANDBOX=on, and is never on with PAYMENTS_SANDBOX=off.
 */
import type { Config } from '../../../config.ts'
import type { PaymentGateway } from './gateway.ts'
import { SandboxGateway } from './sandbox.ts'

export interface GatewayRegistry {
  /** Enabled gateways, sandbox included when on. */
  readonly gateways: readonly PaymentGateway[]
  readonly sandbox: SandboxGateway | null
  /** The gateway stored as an order's payment_provider. */
  byKey(key: string): PaymentGateway | undefined
  /** The gateway serving a payment_gateways row: the first whose key its name contains (spec: "name containing stripe"). */
  forGatewayName(name: string): PaymentGateway | undefined
}

export type SandboxMode = Config['PAYMENTS_SANDBOX']

/** auto → on only while no real provider is configured; on/off as written. */
export function isSandboxEnabled(mode: SandboxMode, realProviders: number): boolean {
  if (mode === 'on') return true
  if (mode === 'off') return false
  return realProviders === 0
}

export function createGatewayRegistry(
  config: Pick<Config, 'PAYMENTS_SANDBOX' | 'AUTH_SECRET'>,
  realGateways: readonly PaymentGateway[] = [],
): GatewayRegistry {
  const sandbox = isSandboxEnabled(config.PAYMENTS_SANDBOX, realGateways.length)
    ? new SandboxGateway(config.AUTH_SECRET)
    : null
  const gateways: PaymentGateway[] = [...realGateways, ...(sandbox ? [sandbox] : [])]
  return {
    gateways,
    sandbox,
    byKey: (key) => gateways.find((gateway) => gateway.key === key.toLowerCase()),
    forGatewayName: (name) => gateways.find((gateway) => name.toLowerCase().includes(gateway.key)),
  }
}
