import { describe, expect, it } from 'vitest'
import type { MatchRecord } from '../types.ts'
import { pinToDay, worldAsOf } from './as-of.ts'

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

  it('pins an instant to a day in the reader zone, keeping the reader clock', () => {
    // 23:30 in Tokyo on 28 November 2026 is 14:30 UTC the same day.
    expect(pinToDay('2026-11-28T14:30:00.000Z', '2026-03-14', 'Asia/Tokyo')).toBe('2026-03-14T14:30:00.000Z')
    // 00:30 in Tokyo on 29 November is 15:30 UTC on the 28th: pinned to Tokyo's 14 March.
    expect(pinToDay('2026-11-28T15:30:00.000Z', '2026-03-14', 'Asia/Tokyo')).toBe('2026-03-13T15:30:00.000Z')
  })
})
