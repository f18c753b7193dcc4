/**
 * /api/admin/billing/pricing, /regions, /regional-prices and the Payment Methods routes: every
 * validation text of the spec, upper-casing, major → minor units, the mutually exclusive
 * processing types, per-region availability, and an audit entry per change.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AdminTestContext, createAdminTestApp } from './helpers/admin.ts'

let ctx: AdminTestContext
beforeAll(async () => {
  ctx = await createAdminTestApp()
})
afterAll(() => ctx.close())

const region = { code: 'gb', name: ' United Kingdom ', currencyCode: 'gbp', currencySymbol: '£', exchangeRate: 0.79 }

async function pricing() {
  return (await ctx.asAdmin('GET', '/api/admin/billing/pricing')).json()
}

describe('regions and regional prices', () => {
  it('adds a region with upper-cased codes and a six-decimal exchange rate, audited', async () => {
    const res = await ctx.asAdmin('POST', '/api/admin/billing/regions', { ...region, exchangeRate: 0.7912345678 })
    expect(res.statusCode, res.body).toBe(201)
    const gb = (await pricing()).regions.find((r: { code: string }) => r.code === 'GB')
    expect(gb).toMatchObject({ name: 'United Kingdom', currencyCode: 'GBP', exchangeRate: 0.791235, isActive: true })
    const [entry] = await ctx.auditEntries('region.create')
    expect(entry).toMatchObject({ entity_id: gb.id, after: { code: 'GB' } })
    const dup = await ctx.asAdmin('POST', '/api/admin/billing/regions', region)
    expect(dup.statusCode).toBe(409)
  })

  it('refuses every invalid field with the spec texts, creating nothing', async () => {
    const before = (await pricing()).regions.length
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ code: 'GBR' }, 'code', 'Region code must be exactly 2 characters'],
      [{ name: '  ' }, 'name', 'Region name is required'],
      [{ currencyCode: 'PO' }, 'currencyCode', 'Currency code must be exactly 3 characters'],
      [{ currencySymbol: '' }, 'currencySymbol', 'Currency symbol is required'],
      [{ exchangeRate: 0 }, 'exchangeRate', 'Exchange rate must be a positive number'],
      [{ exchangeRate: -1 }, 'exchangeRate', 'Exchange rate must be a positive number'],
      [{ exchangeRate: 'x' }, 'exchangeRate', 'Exchange rate must be a positive number'],
    ]
    for (const [patch, field, message] of cases) {
      const res = await ctx.asAdmin('POST', '/api/admin/billing/regions', { ...region, code: 'FR', ...patch })
      expect(res.statusCode, JSON.stringify(patch)).toBe(400)
      expect(res.json().fields[field]).toBe(message)
    }
    expect((await pricing()).regions.length).toBe(before)
  })

  it('updates a region and stores a price entered in major units ×100, rounded', async () => {
    const data = await pricing()
    const gb = data.regions.find((r: { code: string }) => r.code === 'GB')
    const res = await ctx.asAdmin('PUT', `/api/admin/billing/regions/${gb.id}`, {
      ...region,
      exchangeRate: 0.8,
      isActive: false,
    })
    expect(res.statusCode).toBe(200)
    expect((await pricing()).regions.find((r: { code: string }) => r.code === 'GB')).toMatchObject({
      exchangeRate: 0.8,
      isActive: false,
    })
    const plan = data.plans[0]
    const price = await ctx.asAdmin('PUT', '/api/admin/billing/regional-prices', {
      planId: plan.id,
      regionId: gb.id,
      price: 3.999,
    })
    expect(price.json()).toEqual({ planId: plan.id, regionId: gb.id, price: 400 })
    await ctx.asAdmin('PUT', '/api/admin/billing/regional-prices', { planId: plan.id, regionId: gb.id, price: '4.49' })
    expect((await pricing()).prices).toContainEqual({ planId: plan.id, regionId: gb.id, price: 449 })
    const [entry] = await ctx.auditEntries('regional_price.set')
    expect(entry).toMatchObject({ before: { price: 400 }, after: { price: 449, region: 'GB' } })
    for (const bad of [0, -2, 'abc']) {
      const res = await ctx.asAdmin('PUT', '/api/admin/billing/regional-prices', {
        planId: plan.id,
        regionId: gb.id,
        price: bad,
      })
      expect(res.statusCode).toBe(400)
      expect(res.json().fields.price).toBe('Price must be a positive number')
    }
    expect((await pricing()).prices).toContainEqual({ planId: plan.id, regionId: gb.id, price: 449 })
  })
})

describe('payment methods', () => {
  async function overview() {
    return (await ctx.asAdmin('GET', '/api/admin/billing/payment-methods')).json()
  }

  it('toggles a gateway into and out of the fallback set, audited', async () => {
    const gateway = (await overview()).gateways[0]
    await ctx.asAdmin('PATCH', `/api/admin/billing/gateways/${gateway.id}`, { isFallback: !gateway.isFallback })
    expect((await overview()).gateways[0].isFallback).toBe(!gateway.isFallback)
    const [entry] = await ctx.auditEntries('gateway.fallback')
    expect(entry?.after).toMatchObject({ is_fallback: !gateway.isFallback })
  })

  it('keeps only the fields of the chosen processing type', async () => {
    const data = await overview()
    const planId = data.plans[0].id
    const base = {
      name: ' Bank transfer ',
      description: '',
      icon: 'landmark',
      gatewayId: data.gateways[0].id,
      subscriptionUrls: { [planId]: 'https://pay.example/sub' },
      planIds: { [planId]: 'P-123' },
    }
    const link = await ctx.asAdmin('POST', '/api/admin/billing/payment-methods', {
      ...base,
      processingType: 'direct-link',
    })
    expect(link.statusCode, link.body).toBe(201)
    expect(link.json()).toMatchObject({
      name: 'Bank transfer',
      description: null,
      processingType: 'direct-link',
      subscriptionUrls: { [planId]: 'https://pay.example/sub' },
      planIds: {},
    })
    const id = link.json().id
    const planIdType = await ctx.asAdmin('PUT', `/api/admin/billing/payment-methods/${id}`, {
      ...base,
      processingType: 'plan-id',
    })
    expect(planIdType.json()).toMatchObject({
      processingType: 'plan-id',
      subscriptionUrls: {},
      planIds: { [planId]: 'P-123' },
    })
    const direct = await ctx.asAdmin('PUT', `/api/admin/billing/payment-methods/${id}`, {
      ...base,
      processingType: 'direct-payment',
    })
    expect(direct.json()).toMatchObject({ processingType: 'direct-payment', subscriptionUrls: {}, planIds: {} })
    const stored = await ctx.database.db
      .selectFrom('payment_methods')
      .select('metadata')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(stored.metadata).toEqual({ useDirectLink: false, useDirectPayment: true, subscriptionUrls: {}, planIds: {} })
    expect(await ctx.auditEntries('payment_method.update')).toHaveLength(2)
  })

  it('refuses a method without a name or icon with the spec texts', async () => {
    const data = await overview()
    const base = { name: 'X', icon: 'wallet', gatewayId: data.gateways[0].id, processingType: 'direct-payment' }
    const noName = await ctx.asAdmin('POST', '/api/admin/billing/payment-methods', { ...base, name: ' ' })
    expect(noName.json().fields.name).toBe('Method name is required')
    const noIcon = await ctx.asAdmin('POST', '/api/admin/billing/payment-methods', { ...base, icon: '' })
    expect(noIcon.json().fields.icon).toBe('Icon is required')
    const badUrl = await ctx.asAdmin('POST', '/api/admin/billing/payment-methods', {
      ...base,
      processingType: 'direct-link',
      subscriptionUrls: { a: 'javascript:alert(1)' },
    })
    expect(badUrl.statusCode).toBe(400)
    expect((await overview()).methods.map((m: { name: string }) => m.name)).not.toContain('X')
  })

  it('sets per-region availability, and the region sees the method', async () => {
    const data = await overview()
    const us = data.regions.find((r: { code: string }) => r.code === 'US')
    const method = data.methods.find((m: { name: string }) => m.name === 'Bank transfer')
    const before = (await ctx.asAdmin('GET', `/api/admin/billing/payment-methods/${method.id}/regions`)).json()
    expect(before.regions.find((r: { code: string }) => r.code === 'US').isActive).toBe(false)
    const put = await ctx.asAdmin('PUT', `/api/admin/billing/payment-methods/${method.id}/regions`, {
      regions: [{ regionId: us.id, isActive: true }],
    })
    expect(put.statusCode).toBe(200)
    const after = (await ctx.asAdmin('GET', `/api/admin/billing/payment-methods/${method.id}/regions`)).json()
    expect(after.regions.find((r: { code: string }) => r.code === 'US').isActive).toBe(true)
    const [entry] = await ctx.auditEntries('payment_method.regions')
    expect(entry).toMatchObject({ before: { regions: {} }, after: { regions: { US: true } } })
    const missing = await ctx.asAdmin('PUT', `/api/admin/billing/payment-methods/${method.id}/regions`, {
      regions: [{ regionId: '00000000-0000-4000-8000-000000000000', isActive: true }],
    })
    expect(missing.statusCode).toBe(404)
  })
})
