/**
 * Layout checks a person would make by looking: nothing sticks out of the page sideways, tables
 * either fit or say that they scroll, targets are big enough for a thumb, and long text breaks
 * where a reader expects it.
 */
import { expect, type Locator, type Page } from '@playwright/test'

export const PHONE = { width: 390, height: 844 }
export const DESKTOP = { width: 1280, height: 800 }

/** The smallest target a thumb hits reliably (WCAG 2.5.5, Apple and Material guidance). */
export const MIN_TARGET_PX = 44

/** Fails when the page itself scrolls sideways (something wider than the screen). */
export async function expectNoSidewaysPageScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow, 'the page is wider than the screen').toBeLessThanOrEqual(0)
}

/**
 * Every table inside `scope` either fits its box, or sits in a keyboard-focusable region named
 * as scrolling sideways and says so in visible text (so no column is cut without a sign).
 */
export async function expectTablesFitOrSayTheyScroll(scope: Locator): Promise<{ fits: number; scrolls: number }> {
  const tables = scope.locator('table')
  const count = await tables.count()
  expect(count, 'tables to check').toBeGreaterThan(0)
  let fits = 0
  let scrolls = 0
  for (let index = 0; index < count; index++) {
    const table = tables.nth(index)
    const box = table.locator('xpath=..')
    const { scrollWidth, clientWidth } = await box.evaluate((element) => ({
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
    }))
    if (scrollWidth <= clientWidth + 1) {
      fits++
      continue
    }
    scrolls++
    await expect(box, 'a table that scrolls is a focusable, named region').toHaveAttribute('tabindex', '0')
    await expect(box).toHaveAttribute('role', 'region')
    await expect(box).toHaveAccessibleName(/scroll/i)
    const hintId = await box.getAttribute('aria-describedby')
    expect(hintId, 'a scrolling table points at its visible hint').toBeTruthy()
    const hint = scope.page().locator(`[id="${hintId}"]`)
    await expect(hint).toBeVisible()
    await expect(hint).toHaveText(/scroll sideways/i)
  }
  return { fits, scrolls }
}

/** Fails for each visible element of `targets` smaller than 44 × 44 px; returns how many were measured. */
export async function expectThumbSized(targets: Locator, what: string): Promise<number> {
  await expect(targets.first(), `${what} shown`).toBeVisible()
  const count = await targets.count()
  let measured = 0
  for (let index = 0; index < count; index++) {
    const target = targets.nth(index)
    if (!(await target.isVisible())) continue
    const box = await target.boundingBox()
    if (!box) continue
    measured++
    const name = (await target.getAttribute('aria-label')) ?? ((await target.textContent()) ?? '').trim()
    expect.soft(Math.round(box.height), `${what} "${name}" height`).toBeGreaterThanOrEqual(MIN_TARGET_PX)
    expect.soft(Math.round(box.width), `${what} "${name}" width`).toBeGreaterThanOrEqual(MIN_TARGET_PX)
  }
  return measured
}

/**
 * Where the browser broke `element`'s text into lines: the characters that end each line but the
 * last. Read from the rendered glyph positions, so it is what a reader sees.
 */
export async function lineBreaksOf(element: Locator): Promise<{ text: string; before: string; after: string }[]> {
  return element.evaluate((node) => {
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT)
    const glyphs: { char: string; top: number }[] = []
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const content = text.textContent ?? ''
      for (let offset = 0; offset < content.length; offset++) {
        const range = document.createRange()
        range.setStart(text, offset)
        range.setEnd(text, offset + 1)
        const rect = range.getClientRects()[0]
        if (rect) glyphs.push({ char: content[offset] ?? '', top: Math.round(rect.top) })
      }
    }
    const breaks: { text: string; before: string; after: string }[] = []
    for (let index = 1; index < glyphs.length; index++) {
      const previous = glyphs[index - 1]
      const current = glyphs[index]
      if (!previous || !current || current.top <= previous.top + 2) continue
      const all = glyphs.map((glyph) => glyph.char).join('')
      breaks.push({ text: all, before: all.slice(0, index), after: all.slice(index) })
    }
    return breaks
  })
}
