import { describe, expect, it } from 'vitest'
import type { Intent } from '../../analysis-types.ts'
import { createQuestionParser } from '../index.ts'
import { CORPUS, type CorpusCase } from './cases.ts'
import { TEST_COMPETITIONS, TEST_TEAMS } from './directory.ts'

const parser = createQuestionParser(TEST_TEAMS, TEST_COMPETITIONS)

function comparable(intent: Intent) {
  return {
    kind: intent.kind,
    market: intent.market,
    count: intent.count,
    window: intent.dateWindow ? { from: intent.dateWindow.from, to: intent.dateWindow.to } : null,
    competitions: intent.competitions,
    teams: intent.teams,
    ...(intent.unsupportedReason ? { unsupportedReason: intent.unsupportedReason } : {}),
  }
}

function expected(c: CorpusCase) {
  return {
    kind: c.expect.kind,
    market: c.expect.market ?? null,
    count: c.expect.count ?? null,
    window: c.expect.window ?? null,
    competitions: c.expect.competitions ?? [],
    teams: c.expect.teams ?? [],
    ...(c.expect.unsupportedReason ? { unsupportedReason: c.expect.unsupportedReason } : {}),
  }
}

describe('parser corpus', () => {
  it(`reads all ${CORPUS.length} questions as a careful human would`, () => {
    const mismatches: string[] = []
    for (const c of CORPUS) {
      const got = comparable(
        parser.parse(c.q, {
          clientDate: c.clientDate,
          timeZone: c.timeZone,
          chatHistory: c.history ?? [],
          previousIntent: c.previous,
        }),
      )
      const want = expected(c)
      if (JSON.stringify(got) !== JSON.stringify(want))
        mismatches.push(
          `${JSON.stringify(c.q)} @${c.clientDate.slice(0, 10)}\n    want ${JSON.stringify(want)}\n    got  ${JSON.stringify(got)}`,
        )
    }
    expect(mismatches, `${mismatches.length}/${CORPUS.length} mismatches:\n${mismatches.join('\n')}`).toEqual([])
  })

  it('has at least 200 questions', () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(200)
  })
})
