/**
 * Scale-out (a): a user's credits hold across instances. A signed-in user with N credits fires
 * many analyze requests at once through nginx, which spreads them over both instances: exactly
 * N are answered and charged, every other one is refused for credits, and the account shows
 * N searches and no credits left, whichever instance is asked.
 */
import { describe, expect, it } from 'vitest'
import { analyze, call, clientIp, FREE_SEARCHES_SIGNUP, stack, verifiedUser } from './stack.ts'

const REQUESTS = 30

describe('credits across two instances', () => {
  it(`answers and charges exactly ${FREE_SEARCHES_SIGNUP} of ${REQUESTS} concurrent questions`, async () => {
    const { url, instances } = stack()
    const user = await verifiedUser(clientIp())

    const answers = await Promise.all(Array.from({ length: REQUESTS }, () => analyze(url, user.headers)))

    // nginx spread the burst over both instances.
    expect(new Set(answers.map((answer) => answer.upstream)).size).toBe(instances.length)
    const answered = answers.filter((answer) => answer.status === 200)
    expect(answered).toHaveLength(FREE_SEARCHES_SIGNUP)
    expect(answered.every((answer) => answer.body.charged === true)).toBe(true)
    expect(new Set(answered.map((answer) => answer.body.shareId)).size).toBe(FREE_SEARCHES_SIGNUP)
    expect(answers.filter((answer) => answer.status === 402)).toHaveLength(REQUESTS - FREE_SEARCHES_SIGNUP)

    for (const instance of instances) {
      const credits = await call(instance.url, '/api/credits', { headers: user.headers })
      expect(credits.status).toBe(200)
      expect(credits.body).toMatchObject({ remaining: 0 })
      const history = await call(instance.url, '/api/history', { headers: user.headers })
      expect(history.status).toBe(200)
      expect(JSON.stringify(history.body)).toContain('Arsenal vs Everton')
    }
  })
})
