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
  it('switches offset at the exact minute of a transition, memoised or not', () => {
    const at = (zone: string, iso: string) => zoneOffsetMinutes(zone, Date.parse(iso))
    for (let pass = 0; pass < 2; pass++) {
      // London springs forward at 01:00 UTC on 29 March 2026.
      expect(at('Europe/London', '2026-03-29T00:59:00Z')).toBe(0)
      expect(at('Europe/London', '2026-03-29T01:00:00Z')).toBe(60)
      // Lord Howe moves half an hour, at 15:30 UTC on 3 October 2026: hour buckets would be wrong here.
      expect(at('Australia/Lord_Howe', '2026-10-03T15:29:00Z')).toBe(630)
      expect(at('Australia/Lord_Howe', '2026-10-03T15:30:00Z')).toBe(660)
    }
  })
})
