/**
 * Scale-out (c): an instance killed with SIGKILL under analyze load loses no answered report.
 * Visitors keep asking through nginx; one instance is killed mid-load. Every report that was
 * answered 200 is then retrievable through the other instance; a question whose answer was lost
 * with the dead instance (nginx's 502) is asked again with the same request id and is answered
 * by the survivor, charged once in all. Runs last: the stack has one instance left afterwards.
 */
import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { type Answer, analyze, CLIENT_DATE, call, clientIp, FREE_SEARCHES_ANON, stack } from './stack.ts'

const WORKERS = 6

interface Sent {
  requestId: string
  headers: Record<string, string>
  answer: Answer
}

function visitor(): Record<string, string> {
  const id = randomUUID()
  return { 'x-forwarded-for': clientIp(), 'x-visitor-id': `visitor-${id}`, 'x-session-id': `session-${id}` }
}

/** Questions at different minutes miss the answer cache, so every request runs the engine. */
let asked = 0
const nextDate = () => new Date(Date.parse(CLIENT_DATE) + (asked++ % 300) * 60_000).toISOString()

async function ask(baseUrl: string, headers: Record<string, string>, requestId: string): Promise<Answer> {
  try {
    return await analyze(baseUrl, headers, { requestId, date: nextDate() })
  } catch (error) {
    // The connection itself failed: no answer at all.
    return { status: 0, upstream: '', body: { error: String(error) } }
  }
}

async function until(condition: () => boolean, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('the load did not get there in time')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

describe('an instance killed under load', () => {
  it('loses no answered report, and a retried question is charged once', async () => {
    const { url, instances } = stack()
    const [victim, survivor] = instances as [(typeof instances)[0], (typeof instances)[0]]
    const victimHost = new URL(victim.url).host
    const sent: Sent[] = []
    let loading = true
    const load = Array.from({ length: WORKERS }, async () => {
      while (loading) {
        const headers = visitor()
        const requestId = randomUUID()
        sent.push({ requestId, headers, answer: await ask(url, headers, requestId) })
      }
    })

    await until(() => sent.filter((s) => s.answer.status === 200 && s.answer.upstream === victimHost).length >= 10)
    process.kill(victim.pid, 'SIGKILL')
    const atKill = sent.length
    await until(() => sent.slice(atKill).filter((s) => s.answer.status === 200).length >= 30)
    loading = false
    await Promise.all(load)
    await expect(fetch(`${victim.url}/api/ping`)).rejects.toThrow()

    // Only the dead instance's requests failed, and only as a proxy or connection failure.
    const failed = sent.filter((s) => s.answer.status !== 200)
    for (const s of failed) expect([0, 502]).toContain(s.answer.status)

    // Asked again with the same request id: answered (by the survivor), whether the first try
    // was paid before the instance died (then it is the saved report, not charged again) or not.
    for (const s of failed) {
      s.answer = await analyze(url, s.headers, { requestId: s.requestId, date: CLIENT_DATE })
      expect(s.answer.status).toBe(200)
      const credits = await call(survivor.url, '/api/credits', { headers: s.headers })
      expect(credits.body).toMatchObject({ remaining: FREE_SEARCHES_ANON - 1 })
    }

    // Every answered report is there, read through the surviving instance.
    const answered = sent.filter((s) => s.answer.body.shareId)
    expect(answered.length).toBe(sent.length)
    const missing: string[] = []
    for (let i = 0; i < answered.length; i += 8) {
      await Promise.all(
        answered.slice(i, i + 8).map(async (s) => {
          const report = await call(survivor.url, `/api/analyses/${s.answer.body.shareId}`)
          if (report.status !== 200 || report.body.result !== s.answer.body.result) missing.push(s.requestId)
        }),
      )
    }
    expect(missing).toEqual([])
  })
})
