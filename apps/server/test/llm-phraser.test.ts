/**
 * The optional LLM phrasing against a local HTTP server that speaks the OpenAI chat-completions
 * protocol (the network edge): accepted when grounded, rejected when it invents a number, and
 * never allowed to hang a request.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { AnalysisResult } from '@pitchwise/engine/analysis-types'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLlmPhraser, findUngroundedNumber } from '../src/features/football/llm-phraser.ts'

const report: AnalysisResult = {
  answerable: true,
  coverage: 'full',
  intent: {
    kind: 'picks',
    market: { type: 'over', line: '2.5' },
    count: 1,
    dateWindow: null,
    competitions: [],
    teams: [],
  },
  understanding: { items: [{ label: 'over 2.5 goals picks', answered: true }], words: [], unused: [] },
  markdown: '**Bayern Munich vs Mainz** — Over 2.5 goals at 78% (fair odds 1.28). Based on results up to 8 March 2026.',
  picks: [],
  matches: [],
  dataFreshness: { lastResultDate: '2026-03-08', label: 'results up to 8 March 2026' },
  notices: [],
  named: [],
}

let server: Server
let baseUrl: string
let nextAnswer: { content: string; delayMs?: number } = { content: '' }
const received: { model: string; messages: { role: string; content: string }[] }[] = []

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => {
      received.push(JSON.parse(body))
      const send = () => {
        res.writeHead(200, { 'content-type': 'application/json' })
        res.end(
          JSON.stringify({
            id: 'chatcmpl-1',
            object: 'chat.completion',
            created: 1,
            model: 'local',
            choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: nextAnswer.content } }],
          }),
        )
      }
      if (nextAnswer.delayMs) setTimeout(send, nextAnswer.delayMs)
      else send()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('LLM phrasing', () => {
  it('uses the rephrased text when every number comes from the analysis', async () => {
    nextAnswer = {
      content:
        'Bayern vs Mainz looks lively: over 2.5 goals lands 78% of the time (fair odds 1.28). Results up to 8 March 2026.',
    }
    const phraser = createLlmPhraser({ baseUrl, model: 'local-model', timeoutMs: 2000 })
    const out = await phraser.phrase(report, 'one over 2.5 pick')
    expect(out.phrasedBy).toBe('llm')
    expect(out.markdown).toContain('lands 78%')
    const request = received.at(-1)
    expect(request?.model).toBe('local-model')
    expect(request?.messages[1]?.content).toContain('one over 2.5 pick')
  })

  it('falls back to the template when the model invents a number', async () => {
    nextAnswer = { content: 'Over 2.5 goals at 81% — Bayern have scored in 12 straight games.' }
    const rejected: string[] = []
    const phraser = createLlmPhraser({ baseUrl, model: 'm', timeoutMs: 2000, onRejected: (r) => rejected.push(r) })
    const out = await phraser.phrase(report, 'q')
    expect(out).toEqual({ markdown: report.markdown, phrasedBy: 'template' })
    expect(rejected[0]).toContain('81')
  })

  it('falls back to the template when the model is too slow', async () => {
    nextAnswer = { content: 'late', delayMs: 1500 }
    // 'late' holds no number, so it would be accepted had it arrived in time: the template proves
    // the timeout. How long the fallback takes is a figure in bench/server-timings.ts.
    const phraser = createLlmPhraser({ baseUrl, model: 'm', timeoutMs: 200 })
    const out = await phraser.phrase(report, 'q')
    expect(out.phrasedBy).toBe('template')
  })

  it('falls back to the template when the endpoint is unreachable', async () => {
    const phraser = createLlmPhraser({ baseUrl: 'http://127.0.0.1:9/v1', model: 'm', timeoutMs: 1000 })
    expect((await phraser.phrase(report, 'q')).phrasedBy).toBe('template')
  })

  it('finds numbers that are not in the analysis', () => {
    expect(findUngroundedNumber('78% and 1.28', report)).toBeNull()
    expect(findUngroundedNumber('78% and 1.3', report)).toBe('1.3')
  })
})
