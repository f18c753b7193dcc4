import { describe, expect, it } from 'vitest'
import { matchRecord } from '../test-support/match-record.ts'
import { computeRuns, renderRuns } from './runs-table.ts'

const result = (date: string, home: string, away: string, hg: number, ag: number) =>
  matchRecord({ date, home, away, score: [hg, ag], season: '2025-26' })

describe('the runs table', () => {
  // a: lost to b on 1 Jan, then beat c, drew with b, beat c; b: won, drew; c: lost twice, then drew d.
  const results = [
    result('2026-01-01', 'b', 'a', 2, 0),
    result('2026-01-08', 'a', 'c', 3, 1),
    result('2026-01-15', 'a', 'b', 1, 1),
    result('2026-01-22', 'c', 'a', 0, 2),
    result('2026-01-29', 'c', 'd', 0, 0),
  ]
  const rows = computeRuns(results)
  const row = (id: string) => rows.find((r) => r.teamId === id)

  it('counts each current run back from the newest result', () => {
    expect(row('a')).toMatchObject({ played: 4, unbeaten: 3, winning: 1, winless: 0, losing: 0, form: 'WDWL' })
    expect(row('a')?.lastDefeat).toEqual({ date: '2026-01-01', opponentId: 'b' })
    expect(row('c')).toMatchObject({ unbeaten: 1, winning: 0, winless: 3, losing: 0, longestUnbeaten: 1 })
    expect(row('b')).toMatchObject({ unbeaten: 2, winless: 1, longestUnbeaten: 2 })
  })

  it('leads with the run asked about, says what ended it, and ranks the table by it', () => {
    const name = (id: string) => id.toUpperCase()
    const unbeaten = renderRuns(rows, 'unbeaten', ['c'], name)
    expect(unbeaten[0]).toBe('**Longest unbeaten run now: A**, three league games (last defeat: B, 1 January 2026).')
    expect(unbeaten.filter((l) => l.startsWith('| ') && !l.startsWith('| Team')).map((l) => l.split(' | ')[0])).toEqual(
      ['| A', '| B', '| **C**', '| D'],
    )
    const winless = renderRuns(rows, 'winless', [], name)
    expect(winless[0]).toBe('**Longest run without a win now: C**, three league games (every game of the season).')
    expect(renderRuns(rows, 'losing', [], name)[0]).toBe('**Longest losing run now: none.** No club is on such a run.')
  })
})
