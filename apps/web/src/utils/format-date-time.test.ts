import { describe, expect, it } from 'vitest'
import { formatDateTime } from './format-date-time'

describe('formatDateTime', () => {
  it('formats with the given fields', () => {
    const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }
    expect(formatDateTime('2026-03-14T15:30:00Z', options)).toBe(
      new Intl.DateTimeFormat(undefined, options).format(new Date('2026-03-14T15:30:00Z')),
    )
  })

  it('is empty for a timestamp that does not parse', () => {
    expect(formatDateTime('not a date', { year: 'numeric' })).toBe('')
  })
})
