/**
 * docs/payments.md tells an operator to add PayPal and Paystack methods in the admin pages once
 * the keys are set. That must be possible there: the PayPal and Paystack gateways ship with the
 * catalogue (like Stripe's), an administrator adds a method under one and offers it in a region,
 * and a buyer there sees it as soon as the provider is configured.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AdminTestContext, createAdminTestApp } from './helpers/admin.ts'
import { LocalPayPal } from './helpers/paypal-local-server.ts'
import { LocalPaystack } from './helpers/paystack-local-server.ts'

let ctx: AdminTestContext
let paypal: LocalPayPal
let paystack: LocalPaystack

beforeAll(async () => {
  paypal = await new LocalPayPal().start()
  paystack = await new LocalPaystack().start()
  ctx = await createAdminTestApp({
    PAYPAL_CLIENT_ID: paypal.clientId,
    PAYPAL_CLIENT_SECRET: paypal.clientSecret,
    PAYPAL_WEBHOOK_ID: paypal.webhookId,
    PAYPAL_API_URL: paypal.baseUrl,
    PAYSTACK_SECRET_KEY: paystack.secretKey,
    PAYSTACK_API_URL: paystack.baseUrl,
  })
})
afterAll(async () => {
  await ctx?.close()
  await Promise.all([paypal?.stop(), paystack?.stop()])
})

describe('PayPal and Paystack in the admin pages', () => {
  it.each(['PayPal', 'Paystack'])(
    'an administrator adds a %s method and a buyer in the region sees it',
    async (gatewayName) => {
      const overview = (await ctx.asAdmin('GET', '/api/admin/billing/payment-methods')).json()
      const gateway = overview.gateways.find((g: { name: string }) => g.name === gatewayName)
      expect(gateway, `${gatewayName} is among the gateways the Add Method form offers`).toBeDefined()
      const us = overview.regions.find((r: { code: string }) => r.code === 'US')

      const created = await ctx.asAdmin('POST', '/api/admin/billing/payment-methods', {
        name: `Pay with ${gatewayName}`,
        icon: gatewayName === 'PayPal' ? 'paypal' : 'credit-card',
        gatewayId: gateway.id,
        processingType: 'plan-id',
        subscriptionUrls: {},
        planIds: {},
      })
      expect(created.statusCode, created.body).toBe(201)
      const offered = await ctx.asAdmin('PUT', `/api/admin/billing/payment-methods/${created.json().id}/regions`, {
        regions: [{ regionId: us.id, isActive: true }],
      })
      expect(offered.statusCode, offered.body).toBe(200)

      const methods = (await ctx.app.inject({ method: 'GET', url: '/api/billing/payment-methods' })).json()
      const category = methods.categories.find((c: { name: string }) => c.name === gatewayName)
      expect(category?.methods.map((m: { name: string }) => m.name)).toEqual([`Pay with ${gatewayName}`])
    },
  )
})
