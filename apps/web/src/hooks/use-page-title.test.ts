import { renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { DEFAULT_TITLE, formatPageTitle, usePageTitle } from './use-page-title.ts'

describe('page titles', () => {
  it('uses the default title without a page title', () => {
    expect(formatPageTitle()).toBe('Pitchwise - AI Soccer Predictions & Match Analysis')
    expect(DEFAULT_TITLE).toBe('Pitchwise - AI Soccer Predictions & Match Analysis')
  })

  it("appends ' | Pitchwise' only when missing", () => {
    expect(formatPageTitle('Markets')).toBe('Markets | Pitchwise')
    expect(formatPageTitle('Markets | Pitchwise')).toBe('Markets | Pitchwise')
  })

  it('sets the document title', () => {
    renderHook(() => usePageTitle('Terms & Conditions'))
    expect(document.title).toBe('Terms & Conditions | Pitchwise')
  })
})
