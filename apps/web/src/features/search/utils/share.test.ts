import { describe, expect, it } from 'vitest'
import { shareLinkFor, truncateShareText } from './share'

describe('share text', () => {
  it('keeps texts of 200 characters or fewer', () => {
    const text = 'a'.repeat(200)
    expect(truncateShareText(text)).toBe(text)
  })

  it('cuts longer texts to 197 characters plus an ellipsis (200 in all)', () => {
    const cut = truncateShareText('b'.repeat(250))
    expect(cut).toHaveLength(200)
    expect(cut).toBe(`${'b'.repeat(197)}...`)
  })

  it('URL-encodes the cut text and the link for every network', () => {
    const url = 'https://pitchwise.test/shared/abcDEF123_-xyz7890'
    const text = `Over 2.5 & BTTS? ${'x'.repeat(300)}`
    for (const target of ['facebook', 'twitter', 'telegram', 'whatsapp'] as const) {
      const link = shareLinkFor(target, url, text)
      expect(link).toContain(encodeURIComponent(truncateShareText(text)))
      expect(link).not.toContain(' ')
      if (target !== 'whatsapp') expect(link).toContain(encodeURIComponent(url))
    }
    expect(shareLinkFor('twitter', url, 'hi')).toBe(
      `https://twitter.com/intent/tweet?text=hi&url=${encodeURIComponent(url)}`,
    )
  })
})
