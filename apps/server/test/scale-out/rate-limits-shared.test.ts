/**
 * Scale-out: one request budget per client across instances. The instances keep their rate-limit
 * counters in the shared Redis, so a client whose requests nginx spreads over both instances is
 * refused after RATE_LIMIT_PER_MINUTE requests in all, not after that many on each.
 */
import { describe, expect, it } from 'vitest'
import { call, clientIp, RATE_LIMIT_PER_MINUTE, stack } from './stack.ts'

describe('rate limits across two instances', () => {
  it(`refuses request ${RATE_LIMIT_PER_MINUTE + 1} of one client, wherever it lands`, async () => {
    const { url, instances } = stack()
    const headers = { 'x-forwarded-for': clientIp() }
    const answers = []
    for (let i = 0; i <= RATE_LIMIT_PER_MINUTE; i++) answers.push(await call(url, '/api/ping', { headers }))

    expect(new Set(answers.map((answer) => answer.upstream)).size).toBe(instances.length)
    expect(answers.slice(0, RATE_LIMIT_PER_MINUTE).every((answer) => answer.status === 200)).toBe(true)
    expect(answers.at(-1)).toMatchObject({
      status: 429,
      body: { error: 'Too many requests, please try again later.', code: 'RATE_LIMITED' },
    })
  })
})
