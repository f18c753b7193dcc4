/**
 * Crypto (USDT) submissions and the administrator's side of billing: wallet options, one
 * submission per transaction (its spellings: billing-crypto-transaction-ids.test.ts), verify →
 * the plan through fulfilOrder, reject, both final; manual subscriptions; and region detection
 * behind a trusted proxy.
 */
import { ADMIN_BILLING_TEXTS, CRYPTO_TEXTS } from '@pitchwise/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type SignedInUser, uniqueEmail } from './auth-helpers.ts'
import { ledgerRows, methodByName, planByName } from './helpers/billing.ts'
import { insertSignedInUser } from './helpers/factories.ts'
import { createTestApp, type TestContext } from './helpers/test-app.ts'

const ADMIN_DOMAIN = 'pitchwise-admin.test'
const TRC20 = 'TXyzTestWalletAddressForTronUSDT0001'
const EVM = '0x1111111111111111111111111111111111111111'

let ctx: TestContext
let buyer: SignedInUser
let admin: SignedInUser

beforeAll(async () => {
  ctx = await createTestApp({
    AUTH_RATE_LIMIT_PER_15_MIN: '10000',
    BILLING_JOB_INTERVAL_SECONDS: '0',
    ADMIN_EMAIL_DOMAIN: ADMIN_DOMAIN,
    CRYPTO_WALLET_TRC20: TRC20,
    CRYPTO_WALLET_BEP20: EVM,
    TRUST_PROXY: 'true',
    GEOIP_COUNTRY_HEADER: 'CF-IPCountry',
  })
  buyer = await insertSignedInUser(ctx.app)
  admin = await insertSignedInUser(ctx.app, { email: uniqueEmail('boss', ADMIN_DOMAIN) })
})
afterAll(() => ctx.close())

const db = () => ctx.database.db
const submit = (payload: Record<string, unknown>, headers: Record<string, string> = buyer.headers) =>
  ctx.app.inject({ method: 'POST', url: '/api/billing/crypto-transactions', headers, payload })

describe('crypto form', () => {
  it('offers both wallets and the US plans, and the crypto method leads to the form', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/billing/crypto-wallets', headers: buyer.headers })
    expect(res.json()).toMatchObject({
      currency: 'USDT',
      wallets: [
        { network: 'TRC20', address: TRC20 },
        { network: 'BEP20', address: EVM },
      ],
    })
    expect(res.json().plans).toHaveLength(3)
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/billing/crypto-wallets' })
    expect(anonymous.json()).toEqual({ error: CRYPTO_TEXTS.signInPrompt, code: 'UNAUTHORIZED' })

    const methods = (await ctx.app.inject({ method: 'GET', url: '/api/billing/payment-methods' })).json()
    expect(methods.categories.map((c: { name: string }) => c.name)).toEqual(['Crypto', 'Sandbox'])
    const [plan, crypto] = await Promise.all([planByName(db(), 'Weekly Pro'), methodByName(db(), 'USDT (crypto)')])
    const order = await ctx.app.inject({
      method: 'POST',
      url: '/api/billing/orders',
      headers: buyer.headers,
      payload: { planId: plan.id, methodId: crypto.id },
    })
    expect(order.json()).toEqual({
      orderId: null,
      status: null,
      amount: 1999,
      currency: 'USD',
      next: { kind: 'form', url: `/billing/cryptoform?plan=${plan.id}` },
    })
  })

  it('records a pending transaction at the server price, once per transaction (either network)', async () => {
    const plan = await planByName(db(), 'Weekly Pro')
    const txId = `  ${'ab'.repeat(32)}  `
    const first = await submit({ network: 'TRC20', planId: plan.id, transactionId: txId, amount: 1 })
    expect(first.statusCode, first.body).toBe(201)
    expect(first.json()).toMatchObject({
      status: 'pending',
      planName: 'Weekly Pro',
      amount: 1999,
      currency: 'USDT',
      network: 'TRC20',
      transactionId: 'ab'.repeat(32),
    })
    const again = await submit({ network: 'TRC20', planId: plan.id, transactionId: 'AB'.repeat(32) })
    expect(again.statusCode).toBe(409)
    expect(again.json()).toEqual({ error: CRYPTO_TEXTS.duplicateTransaction, code: 'CONFLICT' })
    const otherNetwork = await submit({ network: 'BEP20', planId: plan.id, transactionId: 'ab'.repeat(32) })
    expect(otherNetwork.statusCode).toBe(409)
    const bep20 = await submit({ network: 'BEP20', planId: plan.id, transactionId: `0x${'cd'.repeat(32)}` })
    expect(bep20.statusCode).toBe(201)

    expect((await submit({ network: 'TRC20', planId: 'nope', transactionId: 'x1' })).json()).toEqual({
      error: CRYPTO_TEXTS.planNotFound,
      code: 'BAD_REQUEST',
    })
    expect((await submit({ network: 'TRC20', planId: plan.id, transactionId: '   ' })).statusCode).toBe(400)
    expect((await submit({ network: 'TRC20', planId: plan.id, transactionId: 'x2' }, {})).json()).toEqual({
      error: CRYPTO_TEXTS.mustBeLoggedIn,
      code: 'UNAUTHORIZED',
    })
    const rows = await db().selectFrom('crypto_transactions').selectAll().where('user_id', '=', buyer.id).execute()
    expect(rows).toHaveLength(2)
    expect(await db().selectFrom('subscriptions').select('id').where('user_id', '=', buyer.id).execute()).toHaveLength(
      0,
    )
  })
})

describe('administrators', () => {
  it('verify a transaction (the plan is granted once) and reject another; both are final', async () => {
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/billing/crypto-transactions?status=pending',
      headers: admin.headers,
    })
    expect(list.statusCode).toBe(200)
    const pending = list.json().transactions.filter((t: { userId: string }) => t.userId === buyer.id)
    expect(pending).toHaveLength(2)
    const trc20 = pending.find((t: { network: string }) => t.network === 'TRC20')
    const bep20 = pending.find((t: { network: string }) => t.network === 'BEP20')
    expect(trc20).toMatchObject({
      network: 'TRC20',
      amountOnChain: '19.99',
      explorerUrl: expect.stringContaining('tronscan'),
    })
    expect(bep20).toMatchObject({
      network: 'BEP20',
      amountOnChain: '19.99',
      explorerUrl: expect.stringContaining('bscscan'),
    })

    const verify = (id: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/admin/billing/crypto-transactions/${id}/verify`,
        headers: admin.headers,
        payload: { adminNotes: 'seen on tronscan' },
      })
    const [first, second] = await Promise.all([verify(trc20.id), verify(trc20.id)])
    const ok = [first, second].find((r) => r.statusCode === 200)
    const refused = [first, second].find((r) => r.statusCode !== 200)
    expect(ok?.json()).toMatchObject({
      transaction: { status: 'verified', adminNotes: 'seen on tronscan' },
      subscription: { planName: 'Weekly Pro', creditsRemaining: 100, status: 'active' },
    })
    expect(refused?.json()).toEqual({ error: ADMIN_BILLING_TEXTS.alreadyDecided, code: 'CONFLICT' })

    const reject = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/billing/crypto-transactions/${bep20.id}/reject`,
      headers: admin.headers,
      payload: {},
    })
    expect(reject.json()).toMatchObject({ transaction: { status: 'rejected' }, subscription: null })
    const verifyRejected = await verify(bep20.id)
    expect(verifyRejected.statusCode).toBe(409)

    const grants = (await ledgerRows(db(), buyer.id)).filter((r) => r.reason === 'purchase')
    expect(grants).toHaveLength(1)
    const user = await ctx.app.inject({ method: 'GET', url: '/api/billing/subscription', headers: buyer.headers })
    expect(user.json().subscription).toMatchObject({ planName: 'Weekly Pro', creditsRemaining: 100 })
  })

  it('give a plan by hand through the same fulfilment path (it extends a live plan)', async () => {
    const found = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/billing/users?email=${encodeURIComponent(buyer.email.slice(0, 12).toUpperCase())}`,
      headers: admin.headers,
    })
    expect(found.json().users).toContainEqual({ id: buyer.id, email: buyer.email })
    const plan = await planByName(db(), 'Daily Pass')
    const before = (
      await ctx.app.inject({ method: 'GET', url: '/api/billing/subscription', headers: buyer.headers })
    ).json()
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/billing/manual-subscriptions',
      headers: admin.headers,
      payload: { userId: buyer.id, planId: plan.id },
    })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json().subscription).toMatchObject({
      id: before.subscription.id,
      creditsRemaining: 120,
      planName: 'Daily Pass',
    })
    const order = await db()
      .selectFrom('payment_orders')
      .selectAll()
      .where('id', '=', res.json().orderId)
      .executeTakeFirstOrThrow()
    expect(order).toMatchObject({
      payment_provider: 'manual',
      status: 'fulfilled',
      description: 'Manual subscription by admin',
    })
    expect((await ledgerRows(db(), buyer.id)).filter((r) => r.reason === 'manual')).toHaveLength(1)

    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/billing/manual-subscriptions',
      headers: admin.headers,
      payload: { userId: '', planId: plan.id },
    })
    expect(missing.statusCode).toBe(400)
    expect(JSON.stringify(missing.json())).toContain(ADMIN_BILLING_TEXTS.selectUserAndPlan)
  })
})

describe('region behind a trusted proxy', () => {
  it("reads the proxy's country header and the forwarded client IP", async () => {
    const ng = await db()
      .insertInto('regions')
      .values({ code: 'NG', name: 'Nigeria', currency_code: 'NGN', currency_symbol: '₦', exchange_rate: 1500 })
      .returning('id')
      .executeTakeFirstOrThrow()
    const plan = await planByName(db(), 'Daily Pass')
    await db().insertInto('regional_prices').values({ plan_id: plan.id, region_id: ng.id, price: 750_000 }).execute()

    const byHeader = await ctx.app.inject({
      method: 'GET',
      url: '/api/billing/plans',
      headers: { 'cf-ipcountry': 'ng' },
    })
    expect(byHeader.json()).toMatchObject({ country: 'NG', region: { code: 'NG', currencyCode: 'NGN' } })
    const byIp = await ctx.app.inject({
      method: 'GET',
      url: '/api/billing/plans',
      headers: { 'x-forwarded-for': '41.58.0.1' },
    })
    expect(byIp.json()).toMatchObject({
      country: 'NG',
      plans: [
        { name: 'Daily Pass', price: 750_000, currencyCode: 'NGN' },
        { currencyCode: 'USD' },
        { currencyCode: 'USD' },
      ],
    })
    const unknown = await ctx.app.inject({
      method: 'GET',
      url: '/api/billing/plans',
      headers: { 'cf-ipcountry': 'XX' },
    })
    expect(unknown.json()).toMatchObject({ country: 'US', region: { code: 'US' } })
    // A country without a region of its own is sold the US plans.
    const germany = await ctx.app.inject({
      method: 'GET',
      url: '/api/billing/plans',
      headers: { 'cf-ipcountry': 'DE' },
    })
    expect(germany.json()).toMatchObject({ country: 'DE', region: { code: 'US' } })
  })
})
