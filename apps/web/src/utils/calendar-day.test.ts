import { describe, expect, it } from 'vitest'
import { daysBetweenCalendarDays, formatCalendarDay } from './calendar-day.ts'

describe('formatCalendarDay', () => {
  it('writes the day the server sent, with or without its weekday', () => {
    expect(formatCalendarDay('2026-03-14', { withWeekday: true })).toBe('Saturday 14 March 2026')
    expect(formatCalendarDay('2026-03-11')).toBe('11 March 2026')
    expect(formatCalendarDay('2024-02-29', { withWeekday: true })).toBe('Thursday 29 February 2024')
  })

  it('is the same day west of Greenwich, where midnight UTC is still the day before', () => {
    const zone = process.env.TZ
    process.env.TZ = 'America/New_York' // Node reads TZ again when it changes
    try {
      expect(new Date('2026-01-01').getDate()).toBe(31) // the drift this file avoids
      expect(formatCalendarDay('2026-01-01', { withWeekday: true })).toBe('Thursday 1 January 2026')
    } finally {
      if (zone === undefined) delete process.env.TZ
      else process.env.TZ = zone
    }
  })

  it('gives nothing for what is not a calendar day', () => {
    expect(formatCalendarDay('2026-02-31')).toBe('')
    expect(formatCalendarDay('14/03/2026')).toBe('')
    expect(formatCalendarDay('')).toBe('')
  })
})

describe('daysBetweenCalendarDays', () => {
  it('counts whole days, across a month and a daylight-saving change', () => {
    expect(daysBetweenCalendarDays('2026-03-14', '2026-03-21')).toBe(7)
    expect(daysBetweenCalendarDays('2026-03-28', '2026-04-02')).toBe(5)
    expect(daysBetweenCalendarDays('2026-03-14', '2026-03-11')).toBe(-3)
    expect(daysBetweenCalendarDays('2026-03-14', 'soon')).toBeNull()
  })
})
