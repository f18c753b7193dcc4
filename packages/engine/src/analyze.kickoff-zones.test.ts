/**
 * Kick-off times in a report are shown in one zone and say which: the reader of a shared report
 * may be elsewhere, and a late kick-off in Europe falls on the next day in Asia.
 */
import { describe, expect, it } from 'vitest'
import type { AnalysisRequest } from './analysis-types.ts'
import { createAnalyzer } from './analyze.ts'
import { zoneName } from './report/format.ts'
import { fakeWorld } from './report/testing/fake-world.ts'

const analyzer = createAnalyzer(fakeWorld())
const ask = (question: string, extra: Partial<AnalysisRequest> = {}) =>
  analyzer.analyze({ question, clientDate: '2026-03-14T10:00:00.000Z', chatHistory: [], deep: false, ...extra })

describe('kick-off times and their zone', () => {
  it('shows a Saturday 20:00 London kick-off on Sunday at 05:00 for a reader in Tokyo, and names the zone', () => {
    const r = ask('Aston Villa vs West Ham', { timeZone: 'Asia/Tokyo' })
    expect(r.markdown).toContain('Premier League · Sunday 15 March 2026, 05:00')
    expect(r.markdown).toContain('_Kick-off times are in Japan Standard Time. Based on results up to 7 March 2026.')
  })

  it('dates the rows of a pick list and a league table in the zone of their times', () => {
    const picks = ask('premier league over 2.5 this weekend', { timeZone: 'Asia/Tokyo' })
    // 15:00 on Saturday in London is midnight on Sunday in Tokyo.
    expect(picks.markdown).toContain('**Manchester City v Everton** · Premier League · Sunday 15 March, 00:00')
    const league = ask('premier league fixtures this weekend', { timeZone: 'Asia/Tokyo' })
    expect(league.markdown).toContain('| 03-15 05:00 | Aston Villa v West Ham United |')
    expect(league.markdown).toContain('Kick-off times are in Japan Standard Time.')
  })

  it("names the league's zone when the request gave none, and says when leagues differ", () => {
    expect(ask('Arsenal vs Chelsea').markdown).toContain('Kick-off times are in United Kingdom Time.')
    const both = ask('btts today')
    expect(new Set(both.picks.map((p) => p.competition))).toEqual(new Set(['en.1', 'de.1']))
    expect(both.markdown).toContain("Kick-off times are in each league's local time.")
    expect(ask('btts today', { timeZone: 'UTC' }).markdown).toContain('Kick-off times are in UTC.')
  })

  it("names a summer-time zone by today's rules, the same name all year (Madrid kept no summer time in 1970)", () => {
    expect(ask('Aston Villa vs West Ham', { timeZone: 'Europe/Madrid' }).markdown).toContain(
      'Kick-off times are in Central European Time.',
    )
    expect(zoneName('Europe/Madrid', '2026-07-01T10:00:00.000Z')).toBe('Central European Time')
    expect(zoneName('Europe/Madrid', '2027-01-10T10:00:00.000Z')).toBe('Central European Time')
  })

  it('says nothing about zones in a report without a clock time', () => {
    const table = ask('premier league table')
    expect(table.answerable).toBe(true)
    expect(table.markdown).not.toContain('Kick-off times')
  })
})
