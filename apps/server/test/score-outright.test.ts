/**
 * Outrights are scored once their season is over (issue 33, decision 324), from the final table
 * the stored results give; a points tie at the edge of the places is left to the operator.
 */
import { describe, expect, it } from 'vitest'
import { finalTable, type SeasonMatch, scoreOutright } from '../src/features/football/scoring/score-outright.ts'

/** A double round robin of A, B, C with the home side's goals given per pairing. */
function season(results: Record<string, [number, number]>, open: string[] = []): SeasonMatch[] {
  const teams = ['A', 'B', 'C']
  const matches: SeasonMatch[] = []
  for (const home of teams)
    for (const away of teams) {
      if (home === away) continue
      const key = `${home}${away}`
      const score = results[key] ?? [0, 0]
      matches.push(
        open.includes(key)
          ? { home, away, status: 'scheduled', home_goals: null, away_goals: null }
          : { home, away, status: 'finished', home_goals: score[0], away_goals: score[1] },
      )
    }
  return matches
}

const canonical = (probabilities: Record<string, string>) => JSON.stringify({ v: 2, probabilities, season: '2025-26' })

describe('scoring an outright', () => {
  const results: Record<string, [number, number]> = { AB: [2, 0], AC: [1, 0], BA: [1, 1], BC: [3, 0], CA: [0, 2] }

  it('waits while a fixture of the season is still to be played', () => {
    expect(finalTable(season(results, ['CB']))).toBeNull()
    expect(scoreOutright('1', 'outright_title', 'en.1', canonical({ A: '0.6' }), season(results, ['CB']))).toEqual({
      wait: true,
    })
  })

  it('scores the title as one many-outcome forecast once the season is over', () => {
    const scored = scoreOutright(
      '1',
      'outright_title',
      'en.1',
      canonical({ A: '0.600000', B: '0.300000', C: '0.100000' }),
      season(results),
    )
    expect('row' in scored).toBe(true)
    if (!('row' in scored)) return
    // A: three wins and a draw (10 points), the champion the model made likeliest.
    expect(scored.row.hit).toBe(true)
    expect(scored.row.brier).toBeCloseTo(0.4 ** 2 + 0.3 ** 2 + 0.1 ** 2, 9)
    expect(scored.row.log_loss).toBeCloseTo(-Math.log(0.6), 9)
    expect(scored.row.profit_milli).toBeNull()
  })

  it('leaves a points tie at the edge of the places to the operator instead of guessing', () => {
    // A and B both on 7 points: who is champion depends on rules the data does not hold.
    const level = season({ AB: [0, 1], AC: [3, 0], BA: [1, 1], BC: [0, 1], CA: [0, 2], CB: [0, 1] })
    const table = finalTable(level)
    expect(table?.[0]?.points).toBe(table?.[1]?.points)
    const scored = scoreOutright('1', 'outright_title', 'en.1', canonical({ A: '0.5', B: '0.5' }), level)
    expect(scored).toMatchObject({ error: expect.stringMatching(/level on points/) })
  })
})
