/**
 * [A11Y] Keyboard only, no mouse: ask a question in the chat and reach the report's buttons; open
 * each kind of modal (focus goes in and stays in, Escape closes, focus returns to what opened
 * it); work the mobile menu and the avatar menu (Escape closes them and focus comes back). axe
 * also checks each dialog and menu while it is open (they are not on any route's first screen).
 */
import type { Locator, Page } from '@playwright/test'
import { signUpThroughApi, uniqueEmail } from '../helpers/accounts.ts'
import { checkAccessibility } from '../helpers/axe.ts'
import { openSignedIn } from '../helpers/browser-state.ts'
import { expect, test } from '../helpers/fixtures.ts'
import { waitForFootball } from '../helpers/football.ts'
import { PHONE } from '../helpers/layout.ts'

const MATCHDAY = new Date('2026-03-14T10:00:00Z')
const base = () => process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000'

/** Presses Tab (or Shift+Tab) until `target` has focus; fails after `limit` presses. */
async function tabTo(page: Page, target: Locator, { limit = 40, backwards = false } = {}): Promise<number> {
  for (let presses = 1; presses <= limit; presses++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab')
    if (await target.evaluate((element) => element === document.activeElement)) return presses
  }
  throw new Error(`${target} not reached within ${limit} presses of Tab`)
}

/** Whether focus is inside `container` now. */
const hasFocusInside = (container: Locator) => container.evaluate((element) => element.contains(document.activeElement))

/** axe on the page with the dialog or menu open: no serious or critical finding. */
async function expectAccessibleNow(page: Page, what: string) {
  const { blocking } = await checkAccessibility(page)
  expect(blocking, `${what}: ${JSON.stringify(blocking, null, 2)}`).toEqual([])
}

/**
 * The dialog is open with focus inside, twenty Tabs (more than it has controls) leave focus inside,
 * Escape closes it, and focus is back on `opener`.
 */
async function expectModalKeyboardCycle(page: Page, dialog: Locator, opener: Locator) {
  await expect(dialog).toBeVisible()
  await expect.poll(() => hasFocusInside(dialog), 'focus moves into the dialog').toBe(true)
  for (let press = 0; press < 20; press++) {
    await page.keyboard.press(press % 5 === 4 ? 'Shift+Tab' : 'Tab')
    expect(await hasFocusInside(dialog), 'focus stays in the dialog').toBe(true)
  }
  await expectAccessibleNow(page, 'an open dialog')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(opener, 'focus returns to what opened the dialog').toBeFocused()
}

test.describe('[A11Y] keyboard paths', () => {
  let userToken = ''

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(180_000)
    await waitForFootball(base(), 120_000)
    // Signed up through the API: signing up is auth.spec.ts's subject, not this file's.
    const context = await browser.newContext({ baseURL: base() })
    userToken = await signUpThroughApi(context.request, uniqueEmail('keyboard'))
    await context.close()
  })

  test.beforeEach(async ({ page, context }) => {
    await page.clock.setFixedTime(MATCHDAY)
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await context.addCookies([
      { name: 'pitchwise_visitor', value: `e2e-${crypto.randomUUID()}`, url: base(), sameSite: 'Strict' },
    ])
  })

  test('the chat: type a question, Enter submits, Tab reaches the report and its buttons, Feedback opens a dialog', async ({
    page,
  }) => {
    await page.goto('/')
    const question = page.getByRole('textbox', { name: 'Your question' })
    await expect(question).toBeVisible()
    // The first Tab of a page reaches the skip link, which jumps to the main content.
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused()
    await tabTo(page, question)
    await page.keyboard.type('Leverkusen vs Bayern asian handicap -1.5')
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/analyze') && r.request().method() === 'POST')
    await page.keyboard.press('Enter')
    expect((await answered).status()).toBe(200)
    const report = page.getByTestId('analysis-report')
    await expect(report.getByTestId('report-text')).toContainText('Asian handicap')

    // Onward from the question box: the report's own buttons, then the scrolling table, then its footer.
    await question.focus()
    const feedback = report.getByRole('button', { name: 'Feedback' })
    await tabTo(page, feedback)
    await tabTo(page, report.getByRole('button', { name: 'Clear' }), { limit: 2 })
    await tabTo(page, report.getByRole('button', { name: 'Continue chat' }))
    await tabTo(page, report.getByRole('link', { name: 'Open the shareable report' }))

    await tabTo(page, feedback, { backwards: true, limit: 60 })
    await page.keyboard.press('Enter')
    await expectModalKeyboardCycle(page, page.getByRole('dialog', { name: 'Send Feedback' }), feedback)

    // Continue chat with the keyboard puts focus back in the question box.
    const continueChat = report.getByRole('button', { name: 'Continue chat' })
    await tabTo(page, continueChat)
    await page.keyboard.press('Enter')
    await expect(question).toBeFocused()
  })

  test('a visitor liking a search gets the sign-up dialog, keyboard-trapped, closed by Escape', async ({ page }) => {
    await page.goto('/')
    const like = page.getByRole('button', { name: /^Like this search/ }).first()
    await expect(like).toBeVisible()
    await tabTo(page, like, { limit: 80 })
    await page.keyboard.press('Enter')
    await expectModalKeyboardCycle(page, page.getByRole('dialog', { name: 'Get More Free Searches' }), like)
  })

  test('the footer Feedback dialog and the purchase dialog work from the keyboard', async ({ page, context }) => {
    await openSignedIn(context, userToken)
    await page.goto('/billing')
    const getAccess = page.getByRole('article', { name: 'Weekly Pro' }).getByRole('button', { name: 'Get Access Now' })
    await expect(getAccess).toBeVisible()
    await tabTo(page, getAccess, { limit: 60 })
    await page.keyboard.press('Enter')
    await expectModalKeyboardCycle(page, page.getByRole('dialog', { name: 'Complete Your Purchase' }), getAccess)

    const footerFeedback = page.getByRole('contentinfo').getByRole('button', { name: 'Feedback' })
    await tabTo(page, footerFeedback, { limit: 80 })
    await page.keyboard.press('Enter')
    await expectModalKeyboardCycle(page, page.getByRole('dialog', { name: 'Send Feedback' }), footerFeedback)
  })

  test('the mobile menu opens with Enter, its links are reached by Tab, Escape closes it', async ({ page }) => {
    await page.setViewportSize(PHONE)
    await page.goto('/')
    const toggle = page.getByRole('button', { name: 'Open menu' })
    await tabTo(page, toggle)
    await page.keyboard.press('Enter')
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    await expect(menu).toBeVisible()
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true')
    await expectAccessibleNow(page, 'the open mobile menu')
    await page.keyboard.press('Tab')
    await expect(menu.getByRole('link', { name: 'Home' })).toBeFocused()
    // Home, Matches, Track record, Why Pitchwise, Markets.
    await tabTo(page, menu.getByRole('link', { name: 'Markets' }), { limit: 4 })
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused()
    // Enter on a link follows it and closes the menu.
    await page.keyboard.press('Enter')
    await tabTo(page, menu.getByRole('link', { name: 'Markets' }), { limit: 5 })
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/markets$/)
    await expect(menu).toBeHidden()
  })

  test('the avatar menu opens from the keyboard, arrows move through it, Escape closes it', async ({
    page,
    context,
  }) => {
    await openSignedIn(context, userToken)
    await page.goto('/')
    const trigger = page.getByRole('button', { name: 'Account menu' })
    await tabTo(page, trigger)
    await page.keyboard.press('Enter')
    const menu = page.getByRole('menu')
    await expect(menu).toBeVisible()
    await expect(menu.getByRole('menuitem', { name: 'Billing & Credits' })).toBeFocused()
    await expectAccessibleNow(page, 'the open avatar menu')
    await page.keyboard.press('ArrowDown')
    await expect(menu.getByRole('menuitem', { name: 'Liked Searches' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(trigger).toBeFocused()
    // Space opens it too; Enter on an item follows it.
    await page.keyboard.press('Space')
    await expect(menu).toBeVisible()
    // The menu moves focus to its first item once open; arrows pressed before that go nowhere.
    await expect(menu.getByRole('menuitem', { name: 'Billing & Credits' })).toBeFocused()
    await page.keyboard.press('ArrowDown')
    // Radix moves focus in a timer after each arrow key: a second arrow handled before that
    // timer starts from the same item again.
    await expect(menu.getByRole('menuitem', { name: 'Liked Searches' })).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(menu.getByRole('menuitem', { name: 'Search History' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/search-history$/)
  })
})
