import { describe, expect, it } from 'vitest'
import { localToUtc, zoneOffsetMinutes } from './timezone.ts'

describe('localToUtc', () => {
  it('converts London kick-offs in GMT and BST', () => {
    expect(localToUtc('2026-01-10', '15:00', 'Europe/London').toISOString()).toBe('2026-01-10T15:00:00.000Z')
    expect(localToUtc('2025-08-16', '15:00', 'Europe/London').toISOString()).toBe('2025-08-16T14:00:00.000Z')
  })
  it('handles the days either side of the spring and autumn DST switches', () => {
    // Europe switches on the last Sunday of March (2026-03-29) and October (2025-10-26).
    expect(localToUtc('2026-03-28', '15:30', 'Europe/Berlin').toISOString()).toBe('2026-03-28T14:30:00.000Z')
    expect(localToUtc('2026-03-29', '15:30', 'Europe/Berlin').toISOString()).toBe('2026-03-29T13:30:00.000Z')
    expect(localToUtc('2025-10-25', '18:30', 'Europe/Madrid').toISOString()).toBe('2025-10-25T16:30:00.000Z')
    expect(localToUtc('2025-10-26', '18:30', 'Europe/Madrid').toISOString()).toBe('2025-10-26T17:30:00.000Z')
  })
  it('converts southern-hemisphere and Asian zones', () => {
    expect(localToUtc('2025-06-01', '16:00', 'America/Sao_Paulo').toISOString()).toBe('2025-06-01T19:00:00.000Z')
    expect(localToUtc('2025-04-05', '14:00', 'Asia/Tokyo').toISOString()).toBe('2025-04-05T05:00:00.000Z')
  })
  it('reports zone offsets', () => {
    expect(zoneOffsetMinutes('Europe/Berlin', Date.UTC(2026, 0, 1))).toBe(60)
    expect(zoneOffsetMinutes('America/New_York', Date.UTC(2025, 6, 1))).toBe(-240)
  })
})
