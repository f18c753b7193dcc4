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
