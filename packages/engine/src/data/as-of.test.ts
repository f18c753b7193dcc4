import { describe, expect, it } from 'vitest'
import type { MatchRecord } from '../types.ts'
import { demoInstant, worldAsOf } from './as-of.ts'

const played = (date: string): MatchRecord => ({
  id: date,
  competition: 'en.1',
  season: '2025-26',
  kickoff: `${date}T15:00:00.000Z`,
  date,
  homeTeamId: 'arsenal',
  awayTeamId: 'chelsea',
  status: 'finished',
  homeGoals: 2,
  awayGoals: 1,
})

describe('the world as of a day', () => {
  it('turns results on and after the day back into fixtures, and keeps earlier ones', () => {
    const [before, on, after] = worldAsOf(
      [played('2026-02-24'), played('2026-02-25'), played('2026-02-28')],
      '2026-02-25',
    )
    expect(before).toMatchObject({ status: 'finished', homeGoals: 2 })
    expect(on).toMatchObject({ status: 'scheduled', homeGoals: null, awayGoals: null })
    expect(after).toMatchObject({ status: 'scheduled', homeGoals: null, awayGoals: null })
  })

  it("asks a demo day's questions at 08:00 in the reader's zone, before any kick-off", () => {
    expect(demoInstant('2026-03-14')).toBe('2026-03-14T08:00:00.000Z')
    // 08:00 in Tokyo (UTC+9) is 23:00 UTC the day before; in New York (UTC-4 from 8 March) 12:00 UTC.
    expect(demoInstant('2026-03-14', 'Asia/Tokyo')).toBe('2026-03-13T23:00:00.000Z')
    expect(demoInstant('2026-03-14', 'America/New_York')).toBe('2026-03-14T12:00:00.000Z')
    expect(demoInstant('2026-03-14', 'Not/AZone')).toBe('2026-03-14T08:00:00.000Z')
  })
})
