import { describe, expect, it } from 'vitest'
import { splitUnbreakableRanges } from './unbreakable-ranges.ts'

describe('splitUnbreakableRanges', () => {
  it('marks scores and ranges to be kept on one line, leaving the text unchanged', () => {
    const pieces = splitUnbreakableRanges('First leg: Galatasaray 1–0 Liverpool; xG 1.4–0.9, 2–2 most likely')
    expect(pieces.filter((p) => p.keepTogether).map((p) => p.text)).toEqual(['1–0', '1.4–0.9', '2–2'])
    expect(pieces.map((p) => p.text).join('')).toBe('First leg: Galatasaray 1–0 Liverpool; xG 1.4–0.9, 2–2 most likely')
  })

  it('leaves text without a range as one plain piece, and a dash between words alone', () => {
    expect(splitUnbreakableRanges('Arsenal – Chelsea')).toEqual([{ text: 'Arsenal – Chelsea', keepTogether: false }])
  })
})
