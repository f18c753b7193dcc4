import { describe, expect, it } from 'vitest'
import { matchRecord } from '../test-support/match-record.ts'
import { computeFormTable, renderFormTable } from './form-table.ts'

const result = (date: string, home: string, away: string, hg: number, ag: number) =>
  matchRecord({ date, home, away, score: [hg, ag], season: '2025-26' })

describe('the form table', () => {
  // a: lost its first game, then won six; b: won its first, then lost six; c and d draw twice.
  const results = [
    result('2026-01-01', 'a', 'b', 0, 5),
    ...['02', '03', '04', '05', '06', '07'].map((month, i) =>
      i % 2 ? result(`2026-${month}-01`, 'b', 'a', 0, 2) : result(`2026-${month}-01`, 'a', 'b', 1, 0),
    ),
    result('2026-02-08', 'c', 'd', 1, 1),
    result('2026-03-08', 'd', 'c', 2, 2),
  ]

  it('ranks each club by its last six results only, newest first', () => {
    const rows = computeFormTable(results, (id) => id)
    expect(rows.map((r) => [r.teamId, r.played, r.points, r.form])).toEqual([
      ['a', 6, 18, 'WWWWWW'],
      ['c', 2, 2, 'DD'],
      ['d', 2, 2, 'DD'],
      ['b', 6, 0, 'LLLLLL'],
    ])
    // The 5-0 win of January is the seventh game back: not counted.
    expect(rows[3]).toMatchObject({ goalsFor: 0, goalsAgainst: 9 })
  })

  it('says who is in and out of form above the table', () => {
    const lines = renderFormTable(
      computeFormTable(results, (id) => id),
      ['c'],
      (id) => id.toUpperCase(),
    )
    expect(lines[0]).toBe(
      '**In form: A**, 18 points from their last six games (WWWWWW). **Out of form: B**, no points (LLLLLL).',
    )
    expect(lines).toContain('| 2 | **C** | 2 | 0 | 2 | 0 | 3 | 3 | 0 | 2 | DD |')
  })
})
