import { describe, expect, it } from 'vitest'
import { editDistance } from './edit-distance.ts'

describe('editDistance', () => {
  it('counts edits, with an adjacent swap as one', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3)
    expect(editDistance('arsneal', 'arsenal')).toBe(1)
    expect(editDistance('chelsea', 'chelsea')).toBe(0)
    expect(editDistance('', 'abc')).toBe(3)
  })

  it('gives up beyond the limit, on length alone or mid-scan', () => {
    expect(editDistance('spurs', 'tottenham', 2)).toBe(3)
    expect(editDistance('liverpool', 'leverkusen', 1)).toBe(2)
  })

  it('is unaffected by earlier calls on longer words (shared buffers)', () => {
    const long = 'borussia monchengladbach'.repeat(4)
    expect(editDistance(long, `${long}x`)).toBe(1)
    expect(editDistance('wolves', 'wolfes')).toBe(1)
  })
})
