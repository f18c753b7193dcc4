/**
 * The football service end to end on a real database: import → fit → answer, the optional LLM
 * phrasing (a local server speaking the chat-completions protocol), the answer cache, and a
 * refit when new results arrive.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../src/db/database.ts'
import { createFootballService, type FootballService } from '../src/features/football/football-service.ts'
import { createLlmPhraser } from '../src/features/football/llm-phraser.ts'
import { directorySource } from '../src/features/football/sources.ts'
import { FIXTURES_ON_14_MARCH, generatedSeason, LAST_RESULT_DATE } from './helpers/football.ts'
import { writeOpenfootballDir } from './helpers/openfootball-dir.ts'
import { silent } from './helpers/silent-logger.ts'
import { openTestDatabase } from './helpers/test-app.ts'

let database: DatabaseHandle
let dispose: () => Promise<void>
let llm: Server
let llmCalls = 0
let llmAnswer = ''
let baseUrl = ''

beforeAll(async () => {
  ;({ database, dispose } = await openTestDatabase())
  llm = createServer((req, res) => {
    req.resume()
    req.on('end', () => {
      llmCalls++
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(
        JSON.stringify({
          id: 'x',
          object: 'chat.completion',
          created: 1,
          model: 'm',
          choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: llmAnswer } }],
        }),
      )
    })
  })
  await new Promise<void>((resolve) => llm.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(llm.address() as AddressInfo).port}/v1`
})
afterAll(async () => {
  await new Promise<void>((resolve) => llm.close(() => resolve()))
  await dispose()
})

const request = {
  question: 'three over 2.5 matches for today',
  clientDate: '2026-03-14T10:00:00.000Z',
  timeZone: 'Europe/London',
  chatHistory: [],
  deep: false,
}

describe('football service', () => {
  let service: FootballService
  let dir: string

  it('answers before-start calls with SERVICE_UNAVAILABLE, then imports, fits and answers', async () => {
    dir = writeOpenfootballDir({
      '2025-26/en.1': { name: 'English Premier League 2025/26', matches: generatedSeason() },
    })
    service = createFootballService({
      database,
      logger: silent,
      sources: [directorySource(dir)],
      importIntervalMinutes: 0,
      phraser: createLlmPhraser({ baseUrl, model: 'm', timeoutMs: 2000 }),
    })
    await expect(service.analyze(request)).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' })
    await service.start()
    expect(service.status()).toMatchObject({ ready: true, lastResultDate: LAST_RESULT_DATE, competitions: 1 })
    expect(service.status().matches).toBe(generatedSeason().length)
  })

  it('caches answers and phrases them with the LLM only when grounded, once per report', async () => {
    llmAnswer = 'Model probabilities. Based on results up to 7 March 2026.'
    const callsBefore = llmCalls
    const first = await service.analyze(request)
    expect(first.picks.length).toBeGreaterThan(0)
    expect(first.markdown).toContain('over 2.5 goals')
    const again = await service.analyze({ ...request, question: '  Three over 2.5 matches   for today ' })
    expect(again).toBe(first)
    // Answering calls no LLM; phrasing a (paid) answer does, once per report text.
    expect(llmCalls - callsBefore).toBe(0)
    expect(await service.phrase(first, request.question)).toBe(llmAnswer)
    expect(await service.phrase(again, request.question)).toBe(llmAnswer)
    expect(llmCalls - callsBefore).toBe(1)
  })

  it('keeps the template report when the LLM invents a number', async () => {
    llmAnswer = 'Arsenal have won 11 in a row, so over 2.5 is 97% certain.'
    const result = await service.analyze({ ...request, question: 'two over 2.5 matches for today' })
    const shown = await service.phrase(result, 'two over 2.5 matches for today')
    expect(shown).toBe(result.markdown)
    expect(shown).not.toContain('97%')
  })

  it('refits after an import that brings results, and answers from the new data', async () => {
    const season = generatedSeason().map((m) => {
      const fixture =
        m.date === '2026-03-14' && FIXTURES_ON_14_MARCH.some(([home, away]) => m.team1 === home && m.team2 === away)
      return fixture ? { ...m, ft: [3, 1] as [number, number] } : m
    })
    dir = writeOpenfootballDir({ '2025-26/en.1': { name: 'English Premier League 2025/26', matches: season } })
    const refreshed = createFootballService({
      database,
      logger: silent,
      sources: [directorySource(dir)],
      importIntervalMinutes: 0,
    })
    await refreshed.start()
    const counts = await refreshed.importNow()
    expect(counts).toMatchObject({ matchesAdded: 0, matchesUpdated: FIXTURES_ON_14_MARCH.length })
    expect(refreshed.status().lastResultDate).toBe('2026-03-14')
    // Asked the day after: the 14 March result is known (asked that morning, the match is upcoming).
    const result = await refreshed.analyze({
      ...request,
      question: 'Arsenal vs Everton',
      clientDate: '2026-03-15T10:00:00.000Z',
    })
    expect(result.markdown).toMatch(/3[–-]1/)
    const before = await refreshed.analyze({ ...request, question: 'Arsenal vs Everton' })
    expect(before.markdown).not.toMatch(/3[–-]1/)
    expect(before.markdown).toContain('## Arsenal v Everton')
  })
})
