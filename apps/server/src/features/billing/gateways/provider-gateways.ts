/**
 * The PayPal and Paystack gateways this server's configuration enables: a provider is on when its
 * keys are set (secrets only ever come from configuration). With none set the registry keeps
 * the sandbox on (PAYMENTS_SANDBOX=auto).
 */
import type { Config } from '../../../config.ts'
import { PayPalGateway } from './paypal.ts'
import { PayPalClient } from './paypal-client.ts'
import { PaystackGateway } from './paystack.ts'
import { PaystackClient } from './paystack-client.ts'

export type ProviderGatewayConfig = Pick<
  Config,
  | 'PUBLIC_URL'
  | 'PRODUCT_NAME'
  | 'PAYMENT_PROVIDER_TIMEOUT_MS'
  | 'PAYPAL_CLIENT_ID'
  | 'PAYPAL_CLIENT_SECRET'
  | 'PAYPAL_WEBHOOK_ID'
  | 'PAYPAL_API_URL'
  | 'PAYSTACK_SECRET_KEY'
  | 'PAYSTACK_API_URL'
>

export function paypalFromConfig(config: ProviderGatewayConfig): PayPalGateway | null {
  if (!config.PAYPAL_CLIENT_ID || !config.PAYPAL_CLIENT_SECRET) return null
  return new PayPalGateway({
    client: new PayPalClient({
      baseUrl: config.PAYPAL_API_URL,
      clientId: config.PAYPAL_CLIENT_ID,
      clientSecret: config.PAYPAL_CLIENT_SECRET,
      timeoutMs: config.PAYMENT_PROVIDER_TIMEOUT_MS,
    }),
    webhookId: config.PAYPAL_WEBHOOK_ID,
    publicUrl: config.PUBLIC_URL,
    brandName: config.PRODUCT_NAME,
  })
}

export function paystackFromConfig(config: ProviderGatewayConfig): PaystackGateway | null {
  if (!config.PAYSTACK_SECRET_KEY) return null
  return new PaystackGateway({
    client: new PaystackClient({
      baseUrl: config.PAYSTACK_API_URL,
      secretKey: config.PAYSTACK_SECRET_KEY,
      timeoutMs: config.PAYMENT_PROVIDER_TIMEOUT_MS,
    }),
    publicUrl: config.PUBLIC_URL,
  })
}
