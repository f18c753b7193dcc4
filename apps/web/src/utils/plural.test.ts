import { describe, expect, it } from 'vitest'
import { countOf } from './plural.ts'

describe('countOf', () => {
  it('uses the singular for exactly one and the plural otherwise', () => {
    expect(countOf(1, 'credit')).toBe('1 credit')
    expect(countOf(0, 'credit')).toBe('0 credits')
    expect(countOf(2, 'credit')).toBe('2 credits')
    expect(countOf(1, 'search', 'searches')).toBe('1 search')
    expect(countOf(20, 'search', 'searches')).toBe('20 searches')
  })
})
