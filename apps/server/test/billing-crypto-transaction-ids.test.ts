/**
 * Issue 30: one USDT transaction was accepted many times. Its id differed only by `0x`, a
 * zero-width character, a leading zero, letter case, an explorer link or the other network, and
 * 9 of 15 spellings from two users passed. Now the id is canonicalised per network before it is
 * stored (TRC20: 64 lowercase hex; BEP20/ERC20: 0x + 64 lowercase hex), anything else is refused
 * with a clear message, and one on-chain transaction may be pending or verified once, whatever
 * the network, with a database constraint as the last guard.
 */
import { randomBytes } from 'node:crypto'
import { CRYPTO_TEXTS } from '@pitchwise/contract'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type SignedInUser, uniqueEmail } from './auth-helpers.ts'
import { planByName } from './helpers/billing.ts'
import { insertSignedInUser } from './helpers/factories.ts'
import { createTestApp, type TestContext } from './helpers/test-app.ts'

const ADMIN_DOMAIN = 'tx-admin.test'

let ctx: TestContext
let buyer: SignedInUser
let otherBuyer: SignedInUser
let admin: SignedInUser
let planId: string

beforeAll(async () => {
  ctx = await createTestApp({
    BILLING_JOB_INTERVAL_SECONDS: '0',
    ADMIN_EMAIL_DOMAIN: ADMIN_DOMAIN,
    CRYPTO_WALLET_TRC20: 'TXyzTestWalletAddressForTronUSDT0001',
    CRYPTO_WALLET_BEP20: '0x1111111111111111111111111111111111111111',
    // Each submission speaks for its own client address, so the order rate limit stays out of the way.
    TRUST_PROXY: 'true',
  })
  buyer = await insertSignedInUser(ctx.app)
  otherBuyer = await insertSignedInUser(ctx.app)
  admin = await insertSignedInUser(ctx.app, { email: uniqueEmail('boss', ADMIN_DOMAIN) })
  planId = (await planByName(ctx.database.db, 'Weekly Pro')).id
})
afterAll(() => ctx.close())

const newHash = () => randomBytes(32).toString('hex')
let clients = 0
const clientAddress = () => `198.51.100.${++clients % 250}`

function submit(network: 'TRC20' | 'BEP20', transactionId: string, user: SignedInUser = buyer) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/billing/crypto-transactions',
    headers: { ...user.headers, 'x-forwarded-for': clientAddress() },
    payload: { network, planId, transactionId },
  })
}

describe('one on-chain transaction, however it is spelled', () => {
  it('stores the canonical id of each network', async () => {
    const tron = newHash()
    const first = await submit('TRC20', ` 0x${tron.toUpperCase()}\u200b `)
    expect(first.statusCode, first.body).toBe(201)
    expect(first.json().transactionId).toBe(tron)
    const evm = newHash()
    const second = await submit('BEP20', evm.toUpperCase())
    expect(second.statusCode, second.body).toBe(201)
    expect(second.json().transactionId).toBe(`0x${evm}`)
  })

  it('refuses every other spelling of a submitted transaction, on either network and from any user', async () => {
    const hash = newHash()
    const first = await submit('TRC20', hash)
    expect(first.statusCode, first.body).toBe(201)
    const spellings: [string, 'TRC20' | 'BEP20', string, SignedInUser?][] = [
      ['0x prefix', 'TRC20', `0x${hash}`],
      ['0X prefix, upper case', 'TRC20', `0X${hash.toUpperCase()}`],
      ['upper case', 'TRC20', hash.toUpperCase()],
      ['zero-width space inside', 'TRC20', `${hash.slice(0, 20)}\u200b${hash.slice(20)}`],
      ['byte-order mark and word joiner around', 'TRC20', `\ufeff${hash}\u2060`],
      ['soft hyphen inside', 'TRC20', `${hash.slice(0, 32)}\u00ad${hash.slice(32)}`],
      ['spaces and a line break inside', 'TRC20', `${hash.slice(0, 32)} \n${hash.slice(32)}`],
      [
        'full-width digits and letters',
        'TRC20',
        hash.replace(/[0-9a-f]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0)),
      ],
      ['Tronscan link', 'TRC20', `https://tronscan.org/#/transaction/${hash}`],
      ['the other network, 0x', 'BEP20', `0x${hash}`],
      ['the other network, bare', 'BEP20', hash],
      ['BscScan link', 'BEP20', `https://bscscan.com/tx/0x${hash}`],
      ['Etherscan link', 'BEP20', `https://etherscan.io/tx/0x${hash.toUpperCase()}`],
      ['another user', 'TRC20', hash, otherBuyer],
      ['another user, the other network', 'BEP20', `0x${hash}`, otherBuyer],
    ]
    const accepted: string[] = []
    for (const [name, network, spelling, user] of spellings) {
      const res = await submit(network, spelling, user)
      if (res.statusCode !== 409) accepted.push(`${name}: ${res.statusCode} ${res.body}`)
      else expect(res.json()).toEqual({ error: CRYPTO_TEXTS.duplicateTransaction, code: 'CONFLICT' })
    }
    expect(accepted).toEqual([])
    const rows = await ctx.database.db
      .selectFrom('crypto_transactions')
      .select('transaction_id')
      .where(sql<boolean>`right(transaction_id, 64) = ${hash}`)
      .execute()
    expect(rows).toEqual([{ transaction_id: hash }])
  })

  it('refuses what is not a transaction id of the chosen network, saying what is expected', async () => {
    const hash = newHash()
    const cases: [string, 'TRC20' | 'BEP20', string][] = [
      ['a leading zero (65 hex digits)', 'TRC20', `0${hash}`],
      ['a leading zero after 0x', 'BEP20', `0x0${hash}`],
      ['one digit short', 'BEP20', `0x${hash.slice(1)}`],
      ['a Cyrillic letter', 'TRC20', `${hash.slice(0, 63)}\u0430`],
      ['not hex', 'TRC20', `${hash.slice(0, 63)}g`],
      ['a word', 'TRC20', 'paid'],
      ['a link to another site', 'BEP20', `https://evil.example/tx/0x${hash}`],
      ['a look-alike explorer host', 'TRC20', `https://tronscan.org.evil.example/#/transaction/${hash}`],
      ['an explorer link with a user part', 'BEP20', `https://bscscan.com@evil.example/tx/0x${hash}`],
      ['the other network explorer', 'BEP20', `https://tronscan.org/#/transaction/${hash}`],
      ['an explorer page that is not a transaction', 'BEP20', `https://bscscan.com/address/0x${hash}`],
      ['two hashes', 'TRC20', `${hash} ${newHash()}`],
    ]
    const wrong: string[] = []
    for (const [name, network, spelling] of cases) {
      const res = await submit(network, spelling)
      const expected =
        network === 'TRC20' ? CRYPTO_TEXTS.invalidTrc20TransactionId : CRYPTO_TEXTS.invalidBep20TransactionId
      const body = res.json()
      if (res.statusCode !== 400 || body.error !== expected) wrong.push(`${name}: ${res.statusCode} ${res.body}`)
    }
    expect(wrong).toEqual([])
    const stored = await ctx.database.db
      .selectFrom('crypto_transactions')
      .select('id')
      .where(sql<boolean>`transaction_id like ${`%${hash.slice(1, 60)}%`}`)
      .execute()
    expect(stored).toEqual([])
  })

  it('of two users submitting the same transaction at once, exactly one is accepted', async () => {
    const hash = newHash()
    const answers = await Promise.all([
      submit('TRC20', hash, buyer),
      submit('BEP20', `0x${hash}`, otherBuyer),
      submit('TRC20', hash.toUpperCase(), otherBuyer),
      submit('BEP20', hash, buyer),
    ])
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409, 409, 409])
  })

  it('a rejected transaction may be submitted again (by whoever really paid), a verified one never', async () => {
    const hash = newHash()
    const squatted = await submit('TRC20', hash, otherBuyer)
    expect(squatted.statusCode).toBe(201)
    const rejected = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/billing/crypto-transactions/${squatted.json().id}/reject`,
      headers: admin.headers,
      payload: { adminNotes: 'Not this account' },
    })
    expect(rejected.statusCode, rejected.body).toBe(200)
    const resubmitted = await submit('BEP20', `0x${hash}`, buyer)
    expect(resubmitted.statusCode, resubmitted.body).toBe(201)
    const verified = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/billing/crypto-transactions/${resubmitted.json().id}/verify`,
      headers: admin.headers,
      payload: {},
    })
    expect(verified.statusCode, verified.body).toBe(200)
    expect((await submit('TRC20', hash, otherBuyer)).statusCode).toBe(409)
  })

  it('the database refuses a second live row of one transaction and a non-canonical id (the last guard)', async () => {
    const hash = newHash()
    expect((await submit('TRC20', hash)).statusCode).toBe(201)
    const row = await ctx.database.db
      .selectFrom('crypto_transactions')
      .selectAll()
      .where('transaction_id', '=', hash)
      .executeTakeFirstOrThrow()
    const copy = (network: 'TRC20' | 'BEP20', transactionId: string, transactionHash = transactionId.slice(-64)) =>
      ctx.database.db
        .insertInto('crypto_transactions')
        .values({
          user_id: row.user_id,
          email: row.email,
          plan_id: row.plan_id,
          plan_name: row.plan_name,
          amount: row.amount,
          network,
          wallet_address: row.wallet_address,
          transaction_id: transactionId,
          transaction_hash: transactionHash,
        })
        .execute()
    await expect(copy('BEP20', `0x${hash}`)).rejects.toMatchObject({ code: '23505' })
    await expect(copy('TRC20', `0x${newHash()}`)).rejects.toMatchObject({ code: '23514' })
    await expect(copy('BEP20', newHash().toUpperCase())).rejects.toMatchObject({ code: '23514' })
    const other = newHash()
    await expect(copy('BEP20', `0x${other}`, `legacy:${row.id}`)).rejects.toMatchObject({ code: '23514' })
  })
})
