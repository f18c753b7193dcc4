/**
 * The mails a customer expects about money, read where a developer reads them (the development
 * outbox, dev_mail) and sent through the same mail port as SMTP: a crypto payment verified (its
 * receipt) or rejected with the administrator's note, a plan ending in three days and one that
 * ended (the billing job, however often it runs), each exactly once and each with a plain-text
 * part. Receipts and refunds per gateway are in billing-settlement-table.test.ts.
 */
import { randomBytes } from 'node:crypto'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runBillingJobs } from '../src/features/billing/billing-jobs.ts'
import { type SignedInUser, uniqueEmail } from './auth-helpers.ts'
import { planByName, postForm, startSandboxOrder } from './helpers/billing.ts'
import { insertSignedInUser } from './helpers/factories.ts'
import { createTestApp, type TestContext } from './helpers/test-app.ts'

const ADMIN_DOMAIN = 'pitchwise-admin.test'
let ctx: TestContext
let admin: SignedInUser

beforeAll(async () => {
  ctx = await createTestApp({
    AUTH_RATE_LIMIT_PER_15_MIN: '10000',
    BILLING_JOB_INTERVAL_SECONDS: '0',
    ADMIN_EMAIL_DOMAIN: ADMIN_DOMAIN,
    CRYPTO_WALLET_TRC20: 'TXyzTestWalletAddressForTronUSDT0001',
    PUBLIC_URL: 'https://pitchwise.example',
  })
  admin = await insertSignedInUser(ctx.app, { email: uniqueEmail('boss', ADMIN_DOMAIN) })
})
afterAll(() => ctx.close())

const db = () => ctx.database.db

async function mailsOf(user: SignedInUser) {
  await ctx.app.billing.mail.idle()
  return db()
    .selectFrom('dev_mail')
    .select(['subject', 'text_body', 'html_body'])
    .where('recipient', '=', user.email.toLowerCase())
    .orderBy('created_at')
    .execute()
}

async function submitUsdt(user: SignedInUser, planName: string) {
  const plan = await planByName(db(), planName)
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/billing/crypto-transactions',
    headers: user.headers,
    payload: { network: 'TRC20', planId: plan.id, transactionId: randomBytes(32).toString('hex') },
  })
  expect(res.statusCode, res.body).toBe(201)
  return res.json() as { id: string; transactionId: string }
}

const decide = (id: string, action: 'verify' | 'reject', adminNotes: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/admin/billing/crypto-transactions/${id}/${action}`,
    headers: admin.headers,
    payload: { adminNotes },
  })

const jobs = () =>
  runBillingJobs({
    database: ctx.database,
    registry: ctx.app.billing.registry,
    log: ctx.app.log,
    orderTtlMinutes: 60,
    maxEventAttempts: 8,
    mail: {
      db: db(),
      mailer: ctx.app.mailer,
      context: { productName: 'Pitchwise', billingUrl: 'https://pitchwise.example/billing' },
    },
  })

describe('crypto payment mails', () => {
  it('tells the buyer once that their USDT payment was verified, with the plan and the note', async () => {
    const buyer = await insertSignedInUser(ctx.app)
    const tx = await submitUsdt(buyer, 'Weekly Pro')
    expect(await mailsOf(buyer)).toEqual([])
    const [first, second] = await Promise.all([
      decide(tx.id, 'verify', 'Seen on Tronscan, 19.99 USDT'),
      decide(tx.id, 'verify', 'Seen on Tronscan, 19.99 USDT'),
    ])
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409])
    await jobs() // a later round sends nothing again

    const mails = await mailsOf(buyer)
    expect(mails.map((m) => m.subject)).toEqual(['Your USDT payment was verified: Weekly Pro'])
    const text = mails[0]?.text_body ?? ''
    expect(text).toContain(`An administrator verified your TRC20 transaction ${tx.transactionId}.`)
    expect(text).toContain('Weekly Pro is active with 100 credits until ')
    expect(text).toContain('Amount paid: 19.99 USDT.')
    expect(text).toContain('Note from the administrator: Seen on Tronscan, 19.99 USDT')
    expect(text).toContain('Your plan: https://pitchwise.example/billing')
    expect(mails[0]?.html_body).toContain('Note from the administrator: Seen on Tronscan, 19.99 USDT')
  })

  it("tells the buyer that it was rejected, with the administrator's note (escaped in HTML)", async () => {
    const buyer = await insertSignedInUser(ctx.app)
    const tx = await submitUsdt(buyer, 'Daily Pass')
    expect((await decide(tx.id, 'reject', 'No such transfer to our <wallet>')).statusCode).toBe(200)
    const mails = await mailsOf(buyer)
    expect(mails.map((m) => m.subject)).toEqual(['Your USDT payment could not be verified'])
    expect(mails[0]?.text_body).toContain(
      `An administrator could not verify your TRC20 transaction ${tx.transactionId} for Daily Pass (4.99 USDT), so no plan was added.`,
    )
    expect(mails[0]?.text_body).toContain('Note from the administrator: No such transfer to our <wallet>')
    expect(mails[0]?.html_body).toContain('No such transfer to our &lt;wallet&gt;')
  })
})

describe('plan ending and ended mails', () => {
  async function buyWeekly(buyer: SignedInUser) {
    const { order, forms } = await startSandboxOrder(ctx.app, db(), buyer.headers, 'Weekly Pro')
    await postForm(ctx.app, forms.action, forms.pay)
    return db()
      .selectFrom('subscriptions')
      .select('id')
      .where('payment_order_id', '=', order.orderId)
      .executeTakeFirstOrThrow()
  }

  it('warns once when a plan ends within three days, then says once that it ended', async () => {
    const buyer = await insertSignedInUser(ctx.app)
    const sub = await buyWeekly(buyer)
    await jobs()
    expect((await mailsOf(buyer)).map((m) => m.subject)).toEqual(['Your Pitchwise receipt: Weekly Pro'])

    // Five days of the week gone: two left.
    await sql`update subscriptions set starts_at = now() - interval '5 days', ends_at = now() + interval '2 days'
      where id = ${sub.id}`.execute(db())
    await jobs()
    await jobs()
    const warned = await mailsOf(buyer)
    expect(warned.map((m) => m.subject)).toEqual([
      'Your Pitchwise receipt: Weekly Pro',
      expect.stringMatching(/^Your Weekly Pro plan ends on \d{1,2} \w+ \d{4}$/),
    ])
    expect(warned[1]?.text_body).toContain('in three days or less. You have 100 credits left until then.')

    await sql`update subscriptions set starts_at = now() - interval '7 days', ends_at = now() - interval '1 second'
      where id = ${sub.id}`.execute(db())
    expect(await jobs()).toMatchObject({ subscriptionsExpired: 1 })
    await jobs()
    const ended = await mailsOf(buyer)
    expect(ended.map((m) => m.subject).slice(2)).toEqual(['Your Weekly Pro plan has ended'])
    expect(ended[2]?.text_body).toContain('Unused credits of the plan have expired.')
  })

  it('does not warn a one-day pass that it ends within three days the moment it is bought', async () => {
    const buyer = await insertSignedInUser(ctx.app)
    const { forms } = await startSandboxOrder(ctx.app, db(), buyer.headers, 'Daily Pass')
    await postForm(ctx.app, forms.action, forms.pay)
    await jobs()
    expect((await mailsOf(buyer)).map((m) => m.subject)).toEqual(['Your Pitchwise receipt: Daily Pass'])
  })
})
