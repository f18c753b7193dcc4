/**
 * Credits on a real database, through the one path that spends them (charge_and_record):
 * visitor allowance and per-IP cap, users' own credits and subscriptions, atomic charging under
 * concurrency, idempotent request ids; and the sign-up grant.
 */
import { CREDIT_MESSAGES } from '@pitchwise/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { grantSignupCredits } from '../src/features/credits/grant-signup-credits.ts'
import { chargeAndRecord } from '../src/features/search/charge-and-record.ts'
import type { Caller } from '../src/shared/caller.ts'
import { type CreditPolicy, getCreditBalance } from '../src/shared/credits.ts'
import { newShareId } from '../src/shared/ids.ts'
import { createVerifiedUser } from './auth-helpers.ts'
import { analysisFixture } from './helpers/analysis-fixture.ts'
import { insertSignedInUser } from './helpers/factories.ts'
import { createTestApp, type TestContext } from './helpers/test-app.ts'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestApp({ AUTH_RATE_LIMIT_PER_15_MIN: '10000' })
})
afterAll(() => ctx.close())

const policy: CreditPolicy = { freeSearchesAnon: 5, freeSearchesSignup: 10, anonDailyLimitPerIp: 20 }
let seq = 0
const rid = (label = 'req') => `${label}-${Date.now().toString(36)}-${++seq}`
const visitor = (visitorId: string | null, ip = `10.0.0.${++seq % 250}`): Caller => ({
  kind: 'visitor',
  visitorId,
  sessionId: null,
  ip,
})
const userCaller = (id: string): Caller => ({
  kind: 'user',
  user: { id, email: `${id}@example.com`, emailVerified: true, isAdmin: false },
  ip: '127.0.0.1',
})

const EMPTY_ANALYSIS = analysisFixture()

/** Charges one search the way /api/analyze does after the engine answered. */
function charge(caller: Caller, requestId: string, chargePolicy: CreditPolicy = policy) {
  return chargeAndRecord(ctx.database.db, caller, requestId, chargePolicy, {
    question: 'Arsenal vs Chelsea',
    shareId: newShareId(),
    markdown: '# Arsenal vs Chelsea',
    analysis: EMPTY_ANALYSIS,

    understoodAs: 'arsenal-chelsea',
    typoCorrected: false,
    followUp: false,
  })
}

async function userWithCredits(credits: number) {
  return insertSignedInUser(ctx.app, { credits })
}

async function creditsOf(userId: string) {
  const row = await ctx.database.db
    .selectFrom('user_search_credits')
    .select('credits')
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow()
  return row.credits
}

async function addSubscription(userId: string, credits: number, endsInDays: number) {
  const plan = await ctx.database.db.selectFrom('subscription_plans').select('id').executeTakeFirstOrThrow()
  const now = Date.now()
  return ctx.database.db
    .insertInto('subscriptions')
    .values({
      user_id: userId,
      plan_id: plan.id,
      credits_remaining: credits,
      starts_at: new Date(now - 30 * 86400_000),
      ends_at: new Date(now + endsInDays * 86400_000),
      source: 'manual',
    })
    .returning('id')
    .executeTakeFirstOrThrow()
}

describe('anonymous visitors', () => {
  it('get the free allowance on first use, then NO_CREDITS with the sign-up message', async () => {
    const caller = visitor('visitor-allowance-1')
    expect(await getCreditBalance(ctx.database.db, caller, policy)).toEqual({
      remaining: 5,
      limited: false,
      total: 5,
      kind: 'anonymous',
    })
    for (let left = 4; left >= 0; left--) {
      expect(await charge(caller, rid())).toMatchObject({ ok: true, charged: true, remaining: left })
    }
    expect(await charge(caller, rid())).toEqual({
      ok: false,
      code: 'NO_CREDITS',
      message: 'You have used all your free searches. Sign up to get 10 more free searches!',
    })
    expect(await getCreditBalance(ctx.database.db, caller, policy)).toEqual({
      remaining: 0,
      limited: true,
      total: 5,
      kind: 'anonymous',
    })
  })

  it('are capped per IP per day, so new visitor ids are no free refill', async () => {
    const ip = '192.0.2.77'
    const capped = { ...policy, anonDailyLimitPerIp: 3 }
    for (let i = 0; i < 3; i++) {
      expect((await charge(visitor(`fresh-visitor-${i}-x`, ip), rid(), capped)).ok).toBe(true)
    }
    const refused = await charge(visitor('fresh-visitor-9-x', ip), rid(), capped)
    expect(refused).toEqual({ ok: false, code: 'NO_CREDITS', message: CREDIT_MESSAGES.anonymousIpLimit(10) })
    expect((await getCreditBalance(ctx.database.db, visitor('another-visitor', ip), capped)).remaining).toBe(0)
  })

  it('without a visitor id are counted by IP', async () => {
    const caller = visitor(null, '198.51.100.5')
    expect((await charge(caller, rid())).ok).toBe(true)
    expect((await getCreditBalance(ctx.database.db, caller, policy)).remaining).toBe(4)
  })

  it('GET /api/credits reads X-Visitor-ID and ignores a malformed one', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/credits',
      headers: { 'x-visitor-id': 'abcdefgh-1234' },
    })
    expect(res.json()).toEqual({ remaining: 5, limited: false, total: 5, kind: 'anonymous' })
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/credits', headers: { 'x-visitor-id': '<bad id>' } })
    expect(bad.statusCode).toBe(200)
    expect(bad.json().kind).toBe('anonymous')
  })
})

describe('users', () => {
  it('receive the sign-up credits exactly once', async () => {
    const user = await createVerifiedUser(ctx.app, ctx.database.db)
    expect(await creditsOf(user.id)).toBe(10)
    expect(await grantSignupCredits(ctx.database.db, user.id, 10)).toBe(false)
    expect(await creditsOf(user.id)).toBe(10)
    const res = await ctx.app.inject({ method: 'GET', url: '/api/credits', headers: user.headers })
    expect(res.json()).toEqual({ remaining: 10, limited: false, total: 10, kind: 'user', subscription: null })
  })

  it('50 parallel charges on 3 credits succeed exactly 3 times and end at 0', async () => {
    const user = await userWithCredits(3)
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => charge(userCaller(user.id), rid(`par-${i}`))),
    )
    expect(results.filter((r) => r.ok)).toHaveLength(3)
    const refused = results.filter((r) => !r.ok)
    expect(refused).toHaveLength(47)
    expect(refused[0]).toEqual({ ok: false, code: 'NO_CREDITS', message: CREDIT_MESSAGES.userNoCredits })
    expect(await creditsOf(user.id)).toBe(0)
    const reservations = await ctx.database.db
      .selectFrom('credit_reservations')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('subject_id', '=', user.id)
      .executeTakeFirstOrThrow()
    expect(Number(reservations.n)).toBe(3)
  })

  it('pay once per request id, even when the same id arrives in parallel', async () => {
    const user = await userWithCredits(5)
    const requestId = rid('same')
    const first = await charge(userCaller(user.id), requestId)
    const second = await charge(userCaller(user.id), requestId)
    expect(first).toMatchObject({ ok: true, charged: true, remaining: 4 })
    expect(second).toMatchObject({ ok: true, charged: false, remaining: 4 })
    const parallelId = rid('same-parallel')
    const parallel = await Promise.all(Array.from({ length: 10 }, () => charge(userCaller(user.id), parallelId)))
    expect(parallel.every((r) => r.ok)).toBe(true)
    expect(await creditsOf(user.id)).toBe(3)
  })

  it('spend an active subscription first, then their own credits', async () => {
    const user = await userWithCredits(1)
    const subscription = await addSubscription(user.id, 2, 10)
    await addSubscription(user.id, 50, -1) // expired: ignored
    const balance = await getCreditBalance(ctx.database.db, userCaller(user.id), policy)
    expect(balance).toMatchObject({ remaining: 3, limited: false, kind: 'user', subscription: { creditsRemaining: 2 } })

    const subscriptionLeft = async () =>
      (
        await ctx.database.db
          .selectFrom('subscriptions')
          .select('credits_remaining')
          .where('id', '=', subscription.id)
          .executeTakeFirstOrThrow()
      ).credits_remaining
    const spent: string[] = []
    for (let i = 0; i < 3; i++) {
      const result = await charge(userCaller(user.id), rid())
      spent.push(
        `${result.ok ? result.remaining : result.code} sub:${await subscriptionLeft()} own:${await creditsOf(user.id)}`,
      )
    }
    expect(spent).toEqual(['2 sub:1 own:1', '1 sub:0 own:1', '0 sub:0 own:0'])
  })

  it('get SUBSCRIPTION_EXPIRED when their only subscription has ended and nothing is left', async () => {
    const user = await userWithCredits(0)
    await addSubscription(user.id, 5, -2)
    expect(await charge(userCaller(user.id), rid())).toEqual({
      ok: false,
      code: 'SUBSCRIPTION_EXPIRED',
      message: CREDIT_MESSAGES.subscriptionExpired,
    })
  })
})
