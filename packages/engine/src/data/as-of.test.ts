import { describe, expect, it } from 'vitest'
import type { MatchRecord } from '../types.ts'
import { demoInstant, worldAsOf } from './as-of.ts'
import { emptyStatistics as emptyOnes } from './external/external-row.ts'

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

const emptyStatistics: NonNullable<MatchRecord['statistics']> = emptyOnes()

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

  it('hides a later match statistics and closing prices, and keeps the prices a bettor saw before it', () => {
    const stats = { halfTimeHomeGoals: 1, halfTimeAwayGoals: 0, homeCorners: 7, awayCorners: 3 }
    const withRows = (date: string): MatchRecord => ({
      ...played(date),
      statistics: { ...emptyStatistics, ...stats },
      prices: [
        {
          market: '1x2',
          lineX100: 0,
          bookmaker: 'pinnacle',
          kind: 'opening',
          homeMilli: 1900,
          drawMilli: 3500,
          awayMilli: 4200,
        },
        {
          market: '1x2',
          lineX100: 0,
          bookmaker: 'pinnacle',
          kind: 'closing',
          homeMilli: 1800,
          drawMilli: 3600,
          awayMilli: 4500,
        },
      ],
    })
    const [before, after] = worldAsOf([withRows('2026-02-24'), withRows('2026-02-28')], '2026-02-25')
    expect(before?.statistics?.homeCorners).toBe(7)
    expect(before?.prices?.map((p) => p.kind)).toEqual(['opening', 'closing'])
    expect(after?.statistics).toBeUndefined()
    expect(after?.prices?.map((p) => p.kind)).toEqual(['opening'])
  })

  it("asks a demo day's questions at 08:00 in the reader's zone, before any kick-off", () => {
    expect(demoInstant('2026-03-14')).toBe('2026-03-14T08:00:00.000Z')
    // 08:00 in Tokyo (UTC+9) is 23:00 UTC the day before; in New York (UTC-4 from 8 March) 12:00 UTC.
    expect(demoInstant('2026-03-14', 'Asia/Tokyo')).toBe('2026-03-13T23:00:00.000Z')
    expect(demoInstant('2026-03-14', 'America/New_York')).toBe('2026-03-14T12:00:00.000Z')
    expect(demoInstant('2026-03-14', 'Not/AZone')).toBe('2026-03-14T08:00:00.000Z')
  })
})
