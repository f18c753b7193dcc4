import { describe, expect, it } from 'vitest'
import { askedBadge, askedText } from './asked-count.ts'

describe('askedText', () => {
  it('says how often a question was asked in words', () => {
    expect(askedText(0)).toBe('Not asked yet')
    expect(askedText(1)).toBe('Asked once')
    expect(askedText(7)).toBe('Asked 7 times')
    expect(askedText(12345)).toBe('Asked 12,345 times')
    expect(askedBadge(12345)).toBe('12,345×')
  })
})
