/**
 * Issue 30: the public popular list showed a signed-in user's question word for word, an e-mail
 * address and a phone number typed into it included. A question is now published only when
 * POPULAR_MIN_ASKERS different people asked it (accounts, or anonymous visitors by address: one
 * person changing visitor ids counts once), in a wording that many people typed themselves (as
 * Pitchwise understood it, decision 152), and never a wording with contact details. Follow-ups,
 * refusals and free answers stay out. Asked through /api/analyze on the real engine.
 */
import { randomUUID } from 'node:crypto'
import type { SearchSummary } from '@pitchwise/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertSignedInUser } from './helpers/factories.ts'
import { startTestFootball } from './helpers/football.ts'
import { createTestApp, type TestContext } from './helpers/test-app.ts'

const DATE = '2026-03-14T12:00:00.000+01:00'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestApp({
    ANON_DAILY_LIMIT_PER_IP: '10000',
    FREE_SEARCHES_ANON: '1000',
    TRUST_PROXY: 'true',
  })
  ctx.app.football = await startTestFootball(ctx.database, ctx.app.log)
}, 120_000)
afterAll(() => ctx.close())

let people = 0
/** A new anonymous person: own visitor id, own address. */
function newVisitor(): Record<string, string> {
  people++
  return {
    'x-visitor-id': `visitor-${randomUUID()}`,
    'x-session-id': `session-${randomUUID()}`,
    'x-forwarded-for': `203.0.113.${people}`,
  }
}

async function ask(query: string, headers: Record<string, string>, expectCharged = true) {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/analyze', headers, payload: { query, date: DATE } })
  expect(res.statusCode, res.body).toBe(200)
  expect(res.json().charged, `${query}: ${res.json().result}`).toBe(expectCharged)
}

async function askedBy(query: string, askers: number) {
  for (let i = 0; i < askers; i++) await ask(query, newVisitor())
}

async function popularQueries(): Promise<string[]> {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/searches/popular' })
  expect(res.statusCode).toBe(200)
  return (res.json().searches as SearchSummary[]).map((search) => search.query)
}

describe('GET /api/searches/popular: only what many people asked, never anyone’s contact details', () => {
  it('a question one person asked many times is not published; three people asking it publishes it', async () => {
    const one = newVisitor()
    for (let i = 0; i < 8; i++) await ask('Arsenal vs Everton prediction', one)
    expect(await popularQueries()).not.toContain('Arsenal vs Everton prediction')
    await askedBy('Arsenal vs Everton prediction', 1)
    expect(await popularQueries()).not.toContain('Arsenal vs Everton prediction')
    await askedBy('Arsenal vs Everton prediction', 1)
    expect(await popularQueries()).toContain('Arsenal vs Everton prediction')
  })

  it('one person changing visitor ids from one address counts once; signed-in accounts count each', async () => {
    const address = '198.51.100.77'
    for (let i = 0; i < 5; i++) {
      await ask('Manchester City vs Newcastle prediction', { ...newVisitor(), 'x-forwarded-for': address })
    }
    expect(await popularQueries()).not.toContain('Manchester City vs Newcastle prediction')
    for (let i = 0; i < 2; i++) {
      const user = await insertSignedInUser(ctx.app)
      await ask('Manchester City vs Newcastle prediction', { ...user.headers, 'x-forwarded-for': address })
    }
    expect(await popularQueries()).toContain('Manchester City vs Newcastle prediction')
  })

  it('never shows a wording that only one person typed, even of a popular question', async () => {
    await askedBy('Liverpool vs Chelsea prediction', 3)
    const alone = newVisitor()
    for (let i = 0; i < 6; i++) await ask('Liverpool vs Chelsea prediction, asking for my little brother', alone)
    const queries = await popularQueries()
    expect(queries).toContain('Liverpool vs Chelsea prediction')
    expect(queries.join('\n')).not.toMatch(/little brother/)
  })

  it.each([
    ['an e-mail address', 'Tottenham vs Manchester United prediction jane.doe@example.com'],
    ['a phone number', 'Tottenham vs Manchester United prediction call +44 7700 900123'],
    ['a web address', 'Tottenham vs Manchester United prediction www.my-tips.example'],
  ])('never publishes a wording with %s, however many people typed it', async (_kind, wording) => {
    await askedBy(wording, 4)
    const queries = await popularQueries()
    expect(queries.join('\n')).not.toContain(wording.split(' prediction ')[1])
  })

  it('questions answered free (not understood, out of scope) are never published', async () => {
    for (let i = 0; i < 4; i++) await ask('who will win the next F1 race', newVisitor(), false)
    expect(await popularQueries()).not.toContain('who will win the next F1 race')
  })
})
