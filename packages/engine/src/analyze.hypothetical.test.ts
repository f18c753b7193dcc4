import { describe, expect, it } from 'vitest'
// The fake predictor truncates goals at 10, so its 1X2 sums to 1 only to about four decimals.
import type { AnalysisRequest } from './analysis-types.ts'
import { createAnalyzer } from './analyze.ts'
import { fakeWorld } from './report/testing/fake-world.ts'

const analyzer = createAnalyzer(fakeWorld())
const ask = (question: string, extra: Partial<AnalysisRequest> = {}) =>
  analyzer.analyze({ question, clientDate: '2026-03-14T10:00:00.000Z', chatHistory: [], deep: false, ...extra })

describe('analyze: pairings the data does not schedule', () => {
  it('says no meeting is scheduled, then prices one at the first-named team’s ground, without a pick', () => {
    const r = ask('Liverpool vs Everton')
    expect(r.markdown).toContain('No Liverpool v Everton meeting is scheduled in the data.')
    expect(r.markdown).toContain('If Liverpool hosted Everton now, the model would give')
    expect(r.markdown).toContain('no pick is offered')
    expect(r.notices).toEqual(expect.arrayContaining(['no_fixture', 'hypothetical']))
    expect(r.picks).toEqual([])
    const [m] = r.matches
    expect(m?.hypothetical).toBe(true)
    expect(m?.matchId).toBe('hypothetical:en.1:liverpool:everton')
    expect(m?.home).toBe('Liverpool')
    expect(m?.kickoff).toBe('2026-03-14T10:00:00.000Z')
    expect((m?.markets.home ?? 0) + (m?.markets.draw ?? 0) + (m?.markets.away ?? 0)).toBeCloseTo(1, 3)
    expect(m?.topScores.length).toBeGreaterThan(0)
  })

  it('swaps the venue when the other team is named first', () => {
    const r = ask('Everton vs Liverpool')
    expect(r.matches[0]?.matchId).toBe('hypothetical:en.1:everton:liverpool')
    expect(r.markdown).toContain('If Everton hosted Liverpool now')
  })

  it('on neutral ground sits between the two venues', () => {
    const atL = ask('Liverpool vs Everton').matches[0]?.markets
    const atE = ask('Everton vs Liverpool').matches[0]?.markets
    const neutral = ask('Liverpool vs Everton on a neutral ground')
    const n = neutral.matches[0]?.markets
    if (!atL || !atE || !n) throw new Error('missing markets')
    expect(neutral.markdown).toContain('If Liverpool played Everton on neutral ground now')
    expect(neutral.matches[0]?.matchId).toBe('hypothetical:en.1:liverpool:everton:neutral')
    expect(n.home).toBeCloseTo((atL.home + atE.away) / 2, 6)
    expect(n.home + n.draw + n.away).toBeCloseTo(1, 3)
    expect(n.over['2.5'] + n.under['2.5']).toBeCloseTo(1, 3)
  })

  it('quotes an asked market on the hypothetical without turning it into a pick', () => {
    const r = ask('Liverpool v Everton btts')
    expect(r.markdown).toMatch(/Both teams to score: \d+%\./)
    expect(r.picks).toEqual([])
  })

  it('refuses to price teams with no league in common instead of guessing', () => {
    const r = ask('Liverpool vs Bayern')
    expect(r.notices).toContain('hypothetical_unpriced')
    expect(r.markdown).toContain("can't price a meeting between them honestly")
    expect(r.matches).toEqual([])
    expect(r.picks).toEqual([])
  })

  it('previews the real fixture when their next meeting is weeks away, and says how far', () => {
    const r = ask('Chelsea vs Liverpool', { clientDate: '2026-03-01T10:00:00.000Z' })
    expect(r.matches[0]?.matchId).toBe('en.1:2026-03-21:chelsea:liverpool')
    expect(r.matches[0]?.hypothetical).toBeUndefined()
    expect(r.markdown).toContain('Their next meeting in the data, two weeks away.')
  })

  it('names the real meeting when it falls outside the asked day rather than inventing one', () => {
    const r = ask('Chelsea vs Liverpool today')
    expect(r.markdown).toContain(
      'Their next meeting in the data: Chelsea v Liverpool, Premier League, Saturday 21 March 2026.',
    )
    expect(r.matches).toEqual([])
  })
})

describe('analyze: league tables', () => {
  const rows = (md: string) =>
    md
      .split('\n')
      .filter((l) => /^\| \d+ \|/.test(l))
      .map((l) => l.split('|').map((c) => c.trim()))

  it('builds the table from the season’s results: 3/1/0 points, best first', () => {
    const r = ask('premier league table')
    expect(r.intent.kind).toBe('table')
    expect(r.markdown).toContain('## Premier League table, 2025-26')
    const table = rows(r.markdown)
    expect(table).toHaveLength(10)
    const points = table.map((c) => Number(c[10]))
    expect(points).toEqual([...points].sort((a, b) => b - a))
    for (const c of table) {
      const [w, d, l] = [Number(c[4]), Number(c[5]), Number(c[6])]
      expect(Number(c[3])).toBe(w + d + l)
      expect(Number(c[10])).toBe(3 * w + d)
      expect(c[11]).toMatch(/^[WDL]{1,5}$/)
    }
    expect(r.picks).toEqual([])
  })

  it('places an asked team with its gap to the top', () => {
    const r = ask('where are Arsenal in the table')
    expect(r.markdown).toMatch(/\*\*Arsenal are \d+(st|nd|rd|th)\*\* on \w+ points? from \w+ games?/)
    expect(r.markdown).toContain('| **Arsenal** |')
  })

  it('asks which league when none is named', () => {
    expect(ask('league table').notices).toContain('table_needs_league')
  })
})
