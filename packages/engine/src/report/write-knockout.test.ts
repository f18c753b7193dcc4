/**
 * What the bracket may be read from: only the round being played, the final once the
 * semi-finals are, and nothing before the league phase ends (decision 133).
 */
import { describe, expect, it } from 'vitest'
import { createAnalyzer } from '../analyze.ts'
import type { MatchRecord } from '../types.ts'
import { fakeCupWorld } from './testing/fake-cup-world.ts'

const ask = (world: ReturnType<typeof fakeCupWorld>, question: string, day: string) =>
  createAnalyzer(world).analyze({ question, clientDate: `${day}T09:00:00.000Z`, chatHistory: [], deep: false })

function quarterFinal(date: string, home: string, away: string): MatchRecord {
  return {
    id: `uefa.cl:2025-26:${date}:${home}:${away}`,
    competition: 'uefa.cl',
    season: '2025-26',
    kickoff: `${date}T19:00:00.000Z`,
    date,
    homeTeamId: home,
    awayTeamId: away,
    status: 'scheduled',
    homeGoals: null,
    awayGoals: null,
    round: 'Finals, Quarterfinals',
  }
}

describe('knockout bracket', () => {
  it('does not read quarter-finals the data lists while the round of 16 is open: they name its winners', () => {
    // Imported after the round of 16: as of 12 March these pairings were not yet known.
    const world = fakeCupWorld()
    world.matches.push(
      quarterFinal('2026-04-07', 'liverpool', 'bayern-munchen'),
      quarterFinal('2026-04-14', 'bayern-munchen', 'liverpool'),
    )
    const r = ask(world, 'Liverpool to win the Champions League', '2026-03-12')
    expect(r.coverage).toBe('none')
    expect(r.markdown).toContain('the quarter-final draw is not in the data')
    expect(r.markdown).not.toContain('Bayern München in the quarter')
  })

  it('reads the quarter-finals once the round of 16 is played, and still refuses the title', () => {
    const world = fakeCupWorld()
    world.matches = world.matches.map((m) =>
      m.competition === 'uefa.cl' && m.status === 'scheduled'
        ? { ...m, status: 'finished', homeGoals: 2, awayGoals: 0 }
        : m,
    )
    world.matches.push(
      quarterFinal('2026-04-07', 'liverpool', 'bayern-munchen'),
      quarterFinal('2026-04-14', 'bayern-munchen', 'liverpool'),
    )
    const through = ask(world, 'who goes through in the champions league', '2026-03-25')
    expect(through.coverage).toBe('full')
    expect(through.markdown).toContain('## Champions League 2025-26: who goes through the quarter-finals')
    expect(through.markdown).toContain('- Liverpool v Bayern München: both legs to come')
    const title = ask(world, 'who wins the champions league', '2026-03-25')
    expect(title.coverage).toBe('none')
    expect(title.markdown).toContain('the semi-final draw is not in the data')
  })

  it('refuses every knockout question while the league phase is still being played', () => {
    const r = ask(fakeCupWorld(), 'who goes through in the champions league', '2026-01-20')
    expect(r.coverage).toBe('none')
    expect(r.markdown).toContain('knockout draw is not in the data yet (the league phase is still being played)')
    expect(r.markdown).not.toMatch(/\d+%/)
  })

  it('gives title chances at the semi-finals that sum to 100% across the four clubs', () => {
    const r = ask(fakeCupWorld(), 'europa league outright', '2026-03-14')
    const rows = [...r.markdown.matchAll(/^\| (.+?) \| (\d+)% \| (\d+)% \| [\d.–]+ \|$/gm)]
    expect(rows).toHaveLength(4)
    const win = rows.reduce((s, m) => s + Number(m[3]), 0)
    expect(win).toBeGreaterThanOrEqual(98)
    expect(win).toBeLessThanOrEqual(102)
  })
})
