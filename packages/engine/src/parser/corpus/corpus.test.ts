import { describe, expect, it } from 'vitest'
import type { Intent } from '../../analysis-types.ts'
import { domesticLeagues, meetingsSoon } from '../../analyze.ts'
import { fakeWorld } from '../../report/testing/fake-world.ts'
import { createQuestionParser } from '../index.ts'
import { DOMESTIC_CASES } from './all-cases.ts'
import type { CorpusCase } from './cases.ts'
import { EUROPE_CORPUS } from './cases-europe.ts'
import { KNOCKOUT_CASES } from './cases-knockout.ts'
import { TEST_COMPETITIONS, TEST_TEAMS } from './directory.ts'

// The clubs' leagues and meetings as the analyzer reads them from the test world ("City v Everton").
const world = fakeWorld()
const parser = createQuestionParser(TEST_TEAMS, TEST_COMPETITIONS, {
  leagueOf: domesticLeagues(world),
  meetSoon: meetingsSoon(world),
})
const CORPUS: CorpusCase[] = DOMESTIC_CASES

function comparable(intent: Intent, c: CorpusCase) {
  return {
    kind: intent.kind,
    market: intent.market,
    count: intent.count,
    window: intent.dateWindow ? { from: intent.dateWindow.from, to: intent.dateWindow.to } : null,
    competitions: intent.competitions,
    teams: intent.teams,
    ...(intent.unsupportedReason ? { unsupportedReason: intent.unsupportedReason } : {}),
    ...(intent.outright ? { outright: intent.outright } : {}),
    ...(intent.notUnderstood ? { notUnderstood: intent.notUnderstood } : {}),
    ...(intent.focus ? { focus: intent.focus } : {}),
    ...(intent.accumulator ? { accumulator: true } : {}),
    ...(intent.pairings ? { pairings: intent.pairings } : {}),
    ...(c.expect.timeOfDay !== undefined ? { timeOfDay: intent.timeOfDay ?? null } : {}),
    ...(c.expect.kickoffTime !== undefined ? { kickoffTime: intent.kickoffTime ?? null } : {}),
    ...(intent.venue ? { venue: intent.venue } : {}),
    ...(intent.value ? { value: intent.value } : {}),
    ...(intent.bookmaker ? { bookmaker: intent.bookmaker } : {}),
    ...(intent.counts ? { counts: intent.counts } : {}),
    ...(intent.alsoAsked ? { alsoAsked: intent.alsoAsked } : {}),
    ...(c.expect.offeredPrice !== undefined ? { offeredPrice: intent.offeredPrice ?? null } : {}),
  }
}

function expected(c: CorpusCase & { focus?: Intent['focus'] }) {
  return {
    kind: c.expect.kind,
    market: c.expect.market ?? null,
    count: c.expect.count ?? null,
    window: c.expect.window ?? null,
    competitions: c.expect.competitions ?? [],
    teams: c.expect.teams ?? [],
    ...(c.expect.unsupportedReason ? { unsupportedReason: c.expect.unsupportedReason } : {}),
    ...(c.expect.outright ? { outright: c.expect.outright } : {}),
    ...(c.expect.notUnderstood ? { notUnderstood: c.expect.notUnderstood } : {}),
    ...(c.focus ? { focus: c.focus } : {}),
    ...(c.expect.accumulator ? { accumulator: true } : {}),
    ...(c.expect.pairings ? { pairings: c.expect.pairings } : {}),
    ...(c.expect.timeOfDay !== undefined ? { timeOfDay: c.expect.timeOfDay } : {}),
    ...(c.expect.kickoffTime !== undefined ? { kickoffTime: c.expect.kickoffTime } : {}),
    ...(c.expect.venue ? { venue: c.expect.venue } : {}),
    ...(c.expect.value ? { value: c.expect.value } : {}),
    ...(c.expect.bookmaker ? { bookmaker: c.expect.bookmaker } : {}),
    ...(c.expect.counts ? { counts: c.expect.counts } : {}),
    ...(c.expect.alsoAsked ? { alsoAsked: c.expect.alsoAsked } : {}),
    ...(c.expect.offeredPrice !== undefined ? { offeredPrice: c.expect.offeredPrice } : {}),
  }
}

const ALL_CASES: (CorpusCase & { focus?: Intent['focus'] })[] = [...CORPUS, ...EUROPE_CORPUS, ...KNOCKOUT_CASES]

describe('parser corpus', () => {
  it(`reads all ${ALL_CASES.length} questions as a careful human would`, () => {
    const mismatches: string[] = []
    for (const c of ALL_CASES) {
      const got = comparable(
        parser.parse(c.q, {
          clientDate: c.clientDate,
          timeZone: c.timeZone,
          chatHistory: c.history ?? [],
          previousIntent: c.previous,
        }),
        c,
      )
      const want = expected(c)
      if (JSON.stringify(got) !== JSON.stringify(want))
        mismatches.push(
          `${JSON.stringify(c.q)} @${c.clientDate.slice(0, 10)}\n    want ${JSON.stringify(want)}\n    got  ${JSON.stringify(got)}`,
        )
    }
    expect(mismatches, `${mismatches.length}/${ALL_CASES.length} mismatches:\n${mismatches.join('\n')}`).toEqual([])
  }, 60_000)

  it('has at least 400 questions', () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(400)
  })
})
