import { describe, expect, it } from 'vitest'
import type { MarketSelection } from '../analysis-types.ts'
import { outcomesFor } from './markets.ts'
import { reasonFor } from './reason.ts'
import { fakeWorld } from './testing/fake-world.ts'

const SELECTIONS: MarketSelection[] = [
  { type: 'match_result' },
  { type: 'banker' },
  { type: 'double_chance', side: '1X' },
  { type: 'double_chance', side: 'X2' },
  { type: 'draw_no_bet' },
  { type: 'result_and_total', result: 'away', teamId: null, total: 'over', line: '2.5' },
]

describe('the reason under a pick', () => {
  it('calls the backed side "rated stronger" only when its rating is the higher one', () => {
    const world = fakeWorld()
    const wrong: string[] = []
    for (const match of world.matches.filter((m) => m.status === 'scheduled')) {
      const prediction = world.predictor.predict(match)
      const [home, away] = [match.homeTeamId, match.awayTeamId]
      for (const selection of SELECTIONS)
        for (const outcome of outcomesFor(selection, prediction, home, away))
          for (let variant = 0; variant < 4; variant++) {
            // Phrasing varies by match id; each id seen with a different suffix covers both variants.
            const reason = reasonFor({
              prediction: { ...prediction, match: { ...match, id: `${match.id}-${variant}` } },
              outcome,
              home,
              away,
              homeForm: [],
              awayForm: [],
            })
            const said = /^(\S+) are rated stronger/.exec(reason)?.[1]
            if (!said) continue
            const mine = said === home ? prediction.ratings.home.elo : prediction.ratings.away.elo
            const theirs = said === home ? prediction.ratings.away.elo : prediction.ratings.home.elo
            if (mine <= theirs) wrong.push(`${outcome.label}: ${reason}`)
          }
    }
    expect(wrong).toEqual([])
  })
})

describe('the reason argues for the pick it sits under', () => {
  const world = fakeWorld()
  const match = world.matches.find((m) => m.status === 'scheduled') as (typeof world.matches)[number]
  const prediction = world.predictor.predict(match)
  const [home, away] = [match.homeTeamId, match.awayTeamId]
  const form = (goalsFor: number, goalsAgainst: number) =>
    Array.from({ length: 5 }, (_, i) => ({
      date: `2026-02-0${i + 1}`,
      opponent: 'x',
      venue: 'H' as const,
      goalsFor,
      goalsAgainst,
      result: (goalsFor > goalsAgainst ? 'W' : goalsFor === goalsAgainst ? 'D' : 'L') as 'W' | 'D' | 'L',
    }))
  /** Five games, one of them a clean sheet. */
  const oneCleanSheet = () => form(1, 1).map((e, i) => (i === 0 ? { ...e, goalsAgainst: 0, result: 'W' as const } : e))
  const reasons = (selection: MarketSelection, homeForm = form(1, 0), awayForm = form(2, 1)) =>
    Array.from({ length: 6 }, (_, variant) =>
      outcomesFor(selection, prediction, home, away).map((outcome) =>
        reasonFor({
          prediction: { ...prediction, match: { ...match, id: `${match.id}-${variant}` } },
          outcome,
          home,
          away,
          homeForm,
          awayForm,
        }),
      ),
    ).flat()
  const total = prediction.markets.expectedGoals.home + prediction.markets.expectedGoals.away

  it('says "only" of the expected goals only when they are under the line backed', () => {
    expect(total).toBeLessThan(4.5)
    const below = reasons({ type: 'under', line: '4.5' })
    const above = reasons({ type: 'under', line: '0.5' })
    expect(below.some((r) => r.startsWith('Model expects only'))).toBe(true)
    expect(above.some((r) => r.includes('expects only'))).toBe(false)
  })

  it('backs BTTS and over with reasons for both sides scoring, and counts clean sheets in words', () => {
    for (const r of reasons({ type: 'btts_and_over', line: '2.5' })) expect(r).not.toMatch(/expected to score only/)
    const no = reasons({ type: 'btts_no' }, oneCleanSheet(), oneCleanSheet())
    expect(no.some((r) => r.includes('kept one clean sheet in their'))).toBe(true)
  })
})
