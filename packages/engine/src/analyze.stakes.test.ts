/**
 * A report says when a side has nothing left to play for: its prices allow for it (decision 106),
 * and a reader should know why they differ from what the ratings alone would say.
 */
import { describe, expect, it } from 'vitest'
import { createAnalyzer } from './analyze.ts'
import { describeStakes } from './report/stakes-line.ts'
import { fakeWorld } from './report/testing/fake-world.ts'
import type { MatchStakes } from './types.ts'

function analyzerWith(stakesFor: (home: string, away: string) => MatchStakes | undefined) {
  const world = fakeWorld()
  const inner = world.predictor
  return createAnalyzer({
    ...world,
    predictor: {
      lastResultDate: inner.lastResultDate,
      predict(match) {
        const p = inner.predict(match)
        const stakes = stakesFor(match.homeTeamId, match.awayTeamId)
        return stakes ? { ...p, stakes } : p
      },
    },
  })
}

const ask = (analyzer: ReturnType<typeof createAnalyzer>, question: string) =>
  analyzer.analyze({ question, clientDate: '2026-03-14T10:00:00.000Z', chatHistory: [], deep: false })

describe('little at stake', () => {
  it('names the side with nothing left to play for, in the report and on the match card', () => {
    const analyzer = analyzerWith((h, a) =>
      h === 'arsenal' && a === 'chelsea' ? { home: false, away: true } : undefined,
    )
    const r = ask(analyzer, 'Arsenal vs Chelsea')
    const line =
      'Little at stake for Chelsea: by the table before this match, it can no longer realistically move across the title, European or relegation lines. Sides in that position tend to concede more; the probabilities allow for it.'
    expect(r.markdown).toContain(`- ${line}`)
    expect(r.matches[0]?.stakes).toBe(line)
    expect(r.picks[0]?.stakes).toBe(line)
  })

  it('puts the line under the pick in a pick list', () => {
    const analyzer = analyzerWith((h) => (h === 'manchester-city' ? { home: true, away: false } : undefined))
    const r = ask(analyzer, 'premier league over 2.5 this weekend')
    const city = r.picks.find((p) => p.home === 'Manchester City')
    expect(city?.stakes).toMatch(/^Little at stake for Manchester City: /)
    expect(r.markdown).toContain(`   ${city?.stakes}`)
    for (const p of r.picks.filter((x) => x.home !== 'Manchester City')) expect(p.stakes).toBeUndefined()
  })

  it('says when neither side has anything left to play for', () => {
    const analyzer = analyzerWith(() => ({ home: true, away: true }))
    expect(ask(analyzer, 'Arsenal vs Chelsea').markdown).toContain(
      'Little at stake for either side: by the table before this match, neither Arsenal nor Chelsea can realistically move across the title, European or relegation lines any more.',
    )
  })

  it('says nothing when both sides still play for something', () => {
    const r = ask(
      analyzerWith(() => undefined),
      'Arsenal vs Chelsea',
    )
    expect(r.markdown).not.toContain('Little at stake')
    expect(r.matches[0]?.stakes).toBeUndefined()
  })

  it('speaks of promotion, not Europe, in a second division', () => {
    expect(describeStakes({ home: true, away: false }, 'Hull City', 'Millwall', 'en.2')).toBe(
      'Little at stake for Hull City: by the table before this match, it can no longer realistically move across the promotion, play-off or relegation lines. Sides in that position tend to concede more; the probabilities allow for it.',
    )
  })
})
