/**
 * [SAFER GAMBLING] Issue 35 in Chromium against the production build: sign-up asks for the age
 * confirmation and sends nothing without it; a spending limit set on /billing refuses a purchase
 * over it with the server's message and no order; a 7-day time-out taken on /billing (with its
 * confirmation step) shows the calm break screen everywhere and the server refuses a search.
 * Screenshots of the limits panel and of the break screen at 1280 and 390 px in both themes go to
 * /tmp/shots.
 */
import { mkdirSync } from 'node:fs'
import {
  AGE_CONFIRMATION_TEXTS,
  HELP_ORGANISATIONS,
  SPENDING_LIMIT_TEXTS,
  TAKING_A_BREAK_TEXTS,
} from '@pitchwise/contract'
import type { Page } from '@playwright/test'
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

  /** Takes a 7-day time-out through /billing's panel and its confirmation step. */
  async function takeSevenDayTimeOut(page: Page): Promise<void> {
    await page.goto('/billing')
    const panel = page.getByRole('region', { name: TAKING_A_BREAK_TEXTS.title })
    await expect(panel.getByText(TAKING_A_BREAK_TEXTS.intro)).toBeVisible()
    await panel.getByRole('radio', { name: '7 days' }).check()
    await panel.getByRole('button', { name: TAKING_A_BREAK_TEXTS.chooseButton }).click()
    const dialog = page.getByRole('dialog', { name: TAKING_A_BREAK_TEXTS.confirmTitle })
    await expect(
      dialog.getByText(/Your time-out of 7 days starts now and ends on .+\. Until then you cannot search/),
    ).toBeVisible()
    await dialog.getByRole('button', { name: TAKING_A_BREAK_TEXTS.confirmButton }).click()
    await expect(page.getByRole('heading', { name: TAKING_A_BREAK_TEXTS.blockTitle })).toBeVisible()
  }

  test('a 7-day time-out shows the break screen everywhere, and the server refuses a search', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000)
    await signUpSignedIn(context, uniqueEmail('resting'))
    await takeSevenDayTimeOut(page)
    await expect(page.getByText(/^Your time-out ends on .+\.$/)).toBeVisible()
    await expect(page.getByText(TAKING_A_BREAK_TEXTS.blockText)).toBeVisible()
    for (const organisation of HELP_ORGANISATIONS) {
      await expect(page.getByRole('link', { name: organisation.name, exact: true })).toHaveAttribute(
        'href',
        organisation.url,
      )
    }
    // No offer, no plan, no search box: the header and the app are gone on every page.
    for (const path of ['/', '/billing', '/search-history']) {
      await page.goto(path)
      await expect(page.getByRole('heading', { name: TAKING_A_BREAK_TEXTS.blockTitle })).toBeVisible()
      await expect(page.getByRole('button', { name: 'Get Access Now' })).toHaveCount(0)
      await expect(page.getByRole('textbox')).toHaveCount(0)
    }
    // The safer gambling page stays readable.
    await page.getByRole('link', { name: TAKING_A_BREAK_TEXTS.moreAboutTools }).click()
    await expect(page.getByRole('heading', { name: 'Safer gambling', level: 1 })).toBeVisible()

    const token = await page.evaluate(() => localStorage.getItem('pitchwise.auth_token'))
    const origin = new URL(page.url()).origin
    const search = await page.request.post('/api/analyze', {
      headers: { Authorization: `Bearer ${token}`, Origin: origin },
      data: { query: 'three over 2.5 matches for today' },
    })
    expect(search.status()).toBe(403)
    expect(await search.json()).toEqual({ error: TAKING_A_BREAK_TEXTS.searchRefused, code: 'TAKING_A_BREAK' })
    const started = await page.request.post('/api/account/break', {
      headers: { Authorization: `Bearer ${token}`, Origin: origin },
      data: { duration: '24h', confirmed: true },
    })
    expect(started.status()).toBe(409)
  })

  for (const theme of THEMES) {
    test(`the break panel and the break screen fit at 1280 and 390 px, ${theme}`, async ({ page, context }) => {
      test.setTimeout(120_000)
      await openInTheme(context, theme)
      await signUpSignedIn(context, uniqueEmail(`break-${theme}`))
      for (const [width, viewport] of [
        [1280, DESKTOP],
        [390, PHONE],
      ] as const) {
        await page.setViewportSize(viewport)
        await page.goto('/billing')
        const panel = page.getByRole('region', { name: TAKING_A_BREAK_TEXTS.title })
        await expect(panel.getByRole('radio', { name: '5 years' })).toBeVisible()
        await expectNoSidewaysPageScroll(page)
        await panel.screenshot({ path: `${SHOTS}/take-a-break-panel-${width}-${theme}.png` })
      }
      await page.setViewportSize(DESKTOP)
      await takeSevenDayTimeOut(page)
      for (const [width, viewport] of [
        [1280, DESKTOP],
        [390, PHONE],
      ] as const) {
        await page.setViewportSize(viewport)
        await page.goto('/')
        await expect(page.getByRole('heading', { name: TAKING_A_BREAK_TEXTS.blockTitle })).toBeVisible()
        await expectNoSidewaysPageScroll(page)
        await page.screenshot({ path: `${SHOTS}/break-screen-${width}-${theme}.png`, fullPage: true })
      }
    })
  }
})
