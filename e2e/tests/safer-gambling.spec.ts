/**
 * [SAFER GAMBLING] Issue 35 in Chromium against the production build: sign-up asks for the age
 * confirmation and sends nothing without it; a spending limit set on /billing refuses a purchase
 * over it with the server's message and no order. Screenshots of the limits
 * panel at 1280 and 390 px in both themes go to /tmp/shots.
 */
import { mkdirSync } from 'node:fs'
import { AGE_CONFIRMATION_TEXTS, SPENDING_LIMIT_TEXTS } from '@pitchwise/contract'
import { allowConsoleErrors, DEFAULT_PASSWORD, signUpSignedIn, uniqueEmail } from '../helpers/accounts.ts'
import { openInTheme, THEMES } from '../helpers/browser-state.ts'
import { expect, test } from '../helpers/fixtures.ts'
import { DESKTOP, expectNoSidewaysPageScroll, PHONE } from '../helpers/layout.ts'

const SHOTS = '/tmp/shots'
const AGE_BOX = { name: `${AGE_CONFIRMATION_TEXTS.checkboxLabel} ${AGE_CONFIRMATION_TEXTS.termsLinkText}` }

test.describe('[SAFER GAMBLING]', () => {
  test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }))

  test('sign-up needs the age confirmation: unticked, nothing is sent; ticked, the account is made', async ({
    page,
  }) => {
    const email = uniqueEmail('adult')
    await page.goto('/signup')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password').fill(DEFAULT_PASSWORD)
    let sent = 0
    page.on('request', (request) => {
      if (request.url().endsWith('/api/account/signup')) sent++
    })
    await page.getByRole('button', { name: 'Create Account' }).click()
    await expect(page.getByRole('alert')).toHaveText(AGE_CONFIRMATION_TEXTS.required)
    expect(sent).toBe(0)
    const form = page.getByRole('form', { name: 'Create your account' })
    await expect(form.getByRole('link', { name: AGE_CONFIRMATION_TEXTS.termsLinkText })).toHaveAttribute(
      'href',
      '/terms',
    )
    await page.getByRole('checkbox', AGE_BOX).check()
    const request = page.waitForRequest((r) => r.url().endsWith('/api/account/signup'))
    await page.getByRole('button', { name: 'Create Account' }).click()
    expect((await request).postDataJSON()).toMatchObject({ email, ageConfirmed: true })
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible()
  })

  test('a daily limit set on /billing refuses a purchase over it, with the message and no order', async ({
    page,
    context,
    consoleErrors,
  }) => {
    test.setTimeout(120_000)
    await signUpSignedIn(context, uniqueEmail('limited'))
    await page.goto('/billing')
    const panel = page.getByRole('region', { name: SPENDING_LIMIT_TEXTS.title })
    await expect(panel.getByText(SPENDING_LIMIT_TEXTS.intro)).toBeVisible()
    await panel.getByLabel('Daily limit (USD)').fill('3')
    await panel.getByRole('button', { name: SPENDING_LIMIT_TEXTS.save }).click()
    await expect(panel.getByText(SPENDING_LIMIT_TEXTS.saved)).toBeVisible()

    // A raise waits 24 hours and says until when.
    await panel.getByLabel('Daily limit (USD)').fill('10')
    await panel.getByRole('button', { name: SPENDING_LIMIT_TEXTS.save }).click()
    await expect(panel.getByText(/Your daily limit will rise to 10 USD on /)).toBeVisible()
    await expect(panel.getByLabel('Daily limit (USD)')).toHaveValue('3')

    await expect(page.getByText(/^(No )?Active Subscription$/).first()).toBeVisible()
    await page.getByRole('article', { name: 'Daily Pass' }).getByRole('button', { name: 'Get Access Now' }).click()
    const dialog = page.getByRole('dialog', { name: 'Complete Your Purchase' })
    await dialog.getByRole('button', { name: /Sandbox test card/ }).click()
    await expect(dialog.getByText(SPENDING_LIMIT_TEXTS.overLimit('day'))).toBeVisible()
    await expect(page).toHaveURL(/\/billing/)
    // The browser logs the refused order's 403; that refusal is what this test wants.
    await allowConsoleErrors(consoleErrors, /status of 403/)
    const token = await page.evaluate(() => localStorage.getItem('pitchwise.auth_token'))
    const limits = await page.request.get('/api/billing/spending-limits', {
      headers: { Authorization: `Bearer ${token}` },
    })
    expect((await limits.json()).limits[0]).toMatchObject({ period: 'day', amount: 300, spent: 0 })
  })

  for (const theme of THEMES) {
    test(`the limits panel fits at 1280 and 390 px, ${theme}`, async ({ page, context }) => {
      await openInTheme(context, theme)
      await signUpSignedIn(context, uniqueEmail(`shots-${theme}`))
      for (const [width, viewport] of [
        [1280, DESKTOP],
        [390, PHONE],
      ] as const) {
        await page.setViewportSize(viewport)
        await page.goto('/billing')
        const panel = page.getByRole('region', { name: SPENDING_LIMIT_TEXTS.title })
        await expect(panel.getByLabel('Monthly limit (USD)')).toBeVisible()
        await expectNoSidewaysPageScroll(page)
        await panel.screenshot({ path: `${SHOTS}/spending-limits-${width}-${theme}.png` })
      }
    })
  }
})
