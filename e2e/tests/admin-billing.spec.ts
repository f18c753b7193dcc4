/**
 * [ADMIN] [BILLING] The billing pages of the back office in Chromium, signed in as an
 * administrator (ADMIN_EMAIL_DOMAIN in global-setup.ts): a region and a regional price, a
 * method offered in that region and a gateway in and out of the fallback set, a manual
 * subscription that the user then sees on /billing, and a USDT payment submitted through the
 * user's /billing/cryptoform that the administrator verifies. Screenshots of the four pages at
 * 1280 and 390 px go to /tmp/admin-web-shots. The accounts are made through the API once
 * (signing up and in are auth.spec.ts's subject): every page after that is the UI.
 */
import { mkdirSync } from 'node:fs'
import { type Browser, type Page, request as playwrightRequest } from '@playwright/test'
import { mailsTo, signUpSignedIn, signUpThroughApi, uniqueEmail } from '../helpers/accounts.ts'
import { openSignedIn } from '../helpers/browser-state.ts'
import { expect, test } from '../helpers/fixtures.ts'
import { waitForFootball } from '../helpers/football.ts'
import { expectTablesFitOrSayTheyScroll } from '../helpers/layout.ts'

const ADMIN_DOMAIN = 'admin.pitchwise.test'
const SHOTS = '/tmp/admin-web-shots'

// Tests often sign a second user up: allow for a busy machine.
test.describe.configure({ mode: 'serial', timeout: 180_000 })

/**
 * The region and method this attempt creates. A retry of a serial file runs every test again on
 * the same server, where the first attempt's region already exists (and no region can be
 * deleted), so each retry makes its own: another region that pays in pounds, another method name.
 */
function attempt() {
  const retry = test.info().retry
  const regions = [
    { code: 'GB', name: 'United Kingdom' },
    { code: 'JE', name: 'Jersey' },
    { code: 'GG', name: 'Guernsey' },
    { code: 'IM', name: 'Isle of Man' },
  ]
  const region = regions[retry % regions.length] ?? { code: 'GB', name: 'United Kingdom' }
  return { ...region, method: retry === 0 ? 'Bank transfer (link)' : `Bank transfer (link, retry ${retry})` }
}

/** A second browser (its own cookies and storage) for an ordinary user, signed up on the spot (API). */
async function userSession(
  browser: Browser,
  label: string,
): Promise<{ page: Page; email: string; close(): Promise<void> }> {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL })
  const email = uniqueEmail(label)
  await signUpSignedIn(context, email)
  const page = await context.newPage()
  return { page, email, close: () => context.close() }
}

test.describe('[ADMIN] [BILLING] back office', () => {
  let adminToken = ''

  test.beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true })
    // The first football import keeps the embedded database busy; start once it is done.
    test.setTimeout(200_000)
    await waitForFootball(process.env.E2E_BASE_URL ?? '', 180_000)
    const api = await playwrightRequest.newContext({ baseURL: process.env.E2E_BASE_URL })
    adminToken = await signUpThroughApi(api, uniqueEmail('cashier', ADMIN_DOMAIN))
    await api.dispose()
  })

  test.beforeEach(async ({ context }) => {
    await openSignedIn(context, adminToken)
  })

  test('adds a region with upper-cased codes and sets a plan price in it', async ({ page }) => {
    const { code, name } = attempt()
    await page.goto('/admin/pricing')
    await expect(page.getByRole('heading', { name: 'Regional Pricing' })).toBeVisible()
    await expect(page.getByRole('table', { name: 'Regions' })).toContainText('United States')

    await page.getByRole('button', { name: 'Add Region' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add Region' })
    await dialog.getByRole('button', { name: 'Create' }).click()
    for (const message of [
      'Region code must be exactly 2 characters',
      'Region name is required',
      'Currency code must be exactly 3 characters',
      'Currency symbol is required',
      'Exchange rate must be a positive number',
    ]) {
      await expect(dialog.getByText(message)).toBeVisible()
    }
    await dialog.getByLabel('Region code').fill(code.toLowerCase())
    await expect(dialog.getByLabel('Region code')).toHaveValue(code)
    await dialog.getByLabel('Region name').fill(name)
    await dialog.getByLabel('Currency code').fill('gbp')
    await expect(dialog.getByLabel('Currency code')).toHaveValue('GBP')
    await dialog.getByLabel('Currency symbol').fill('£')
    await expect(dialog.getByLabel('Exchange rate (to USD)')).toHaveAttribute('step', '0.000001')
    await dialog.getByLabel('Exchange rate (to USD)').fill('1.25')
    await page.screenshot({ path: `${SHOTS}/region-form-1280.png` })
    await dialog.getByRole('button', { name: 'Create' }).click()
    await expect(dialog).toBeHidden()
    const row = page.getByRole('row', { name })
    await expect(row.getByRole('cell')).toContainText([code, name, 'GBP (£)', '1.25', 'Active'])

    // Daily Pass is $4.99: at 1 GBP = 1.25 USD the suggestion is £3.99.
    await page.getByLabel('Region', { exact: true }).selectOption({ label: `${code} – ${name} (GBP)` })
    const prices = page.getByRole('list', { name: `Prices in ${name}` })
    const daily = prices.getByRole('listitem').filter({ hasText: 'Daily Pass' })
    await expect(daily).toContainText('Current: not set')
    await expect(daily).toContainText('Suggested: £3.99')
    const input = daily.getByLabel(`Price of Daily Pass in ${code}`, { exact: true })
    await input.fill('0')
    await daily.getByRole('button', { name: `Save Price of Daily Pass in ${code}` }).click()
    await expect(daily.getByRole('alert')).toHaveText('Price must be a positive number')
    await daily.getByRole('button', { name: /Use the suggested price £3.99/ }).click()
    await expect(input).toHaveValue('3.99')
    await input.fill('4.495')
    await daily.getByRole('button', { name: `Save Price of Daily Pass in ${code}` }).click()
    // Entered in pounds, stored in pence ×100 and rounded: 449.5 → 450.
    await expect(daily).toContainText('Current: £4.50')
    await expect(daily.getByRole('button', { name: `Save Price of Daily Pass in ${code}` })).toHaveText('Saved')

    await page.goto('/admin/audit')
    await expect(page.getByRole('table', { name: 'Audit entries' })).toContainText('regional_price.set')
  })

  test('offers a method in the new region and moves a gateway in and out of the fallback set', async ({ page }) => {
    const { name, method } = attempt()
    await page.goto('/admin/payment-methods')
    const methods = page.getByRole('table', { name: 'Methods' })
    await expect(methods).toContainText('Sandbox test card')

    await methods.getByRole('button', { name: 'Regions of Sandbox test card' }).click()
    const dialog = page.getByRole('dialog', { name: 'Regions for Sandbox test card' })
    const region = dialog.getByRole('switch', { name: `Offer Sandbox test card in ${name}` })
    await expect(region).not.toBeChecked()
    await region.check()
    await page.screenshot({ path: `${SHOTS}/method-regions-1280.png` })
    await dialog.getByRole('button', { name: 'Save regions' }).click()
    await expect(dialog).toBeHidden()
    await methods.getByRole('button', { name: 'Regions of Sandbox test card' }).click()
    await expect(region).toBeChecked()
    await expect(dialog.getByRole('switch', { name: 'Offer Sandbox test card in United States' })).toBeChecked()
    await dialog.getByRole('button', { name: 'Cancel' }).click()

    const gateways = page.getByRole('table', { name: 'Gateways' })
    const first = gateways.getByRole('switch').first()
    const wasFallback = await first.isChecked()
    await first.setChecked(!wasFallback)
    await expect(first).toBeChecked({ checked: !wasFallback })
    // The switch shows the new state at once and stays disabled until the server has answered
    // and the list been read again: reloading before that could cut the change off.
    await expect(first).toBeEnabled()
    await page.reload()
    await expect(gateways.getByRole('switch').first()).toBeChecked({ checked: !wasFallback })
    await gateways.getByRole('switch').first().setChecked(wasFallback)
    await expect(gateways.getByRole('switch').first()).toBeChecked({ checked: wasFallback })

    // The method form: required name and icon; the processing type decides which fields exist.
    await page.getByRole('button', { name: 'Add Method' }).click()
    const form = page.getByRole('dialog', { name: 'Add Method' })
    await form.getByRole('button', { name: 'Create' }).click()
    await expect(form.getByText('Method name is required')).toBeVisible()
    await expect(form.getByText('Icon is required')).toBeVisible()
    await form.getByLabel('Name').fill(method)
    await form.getByText('Bank', { exact: true }).click()
    await form.getByLabel(/^Direct link/).check()
    await expect(form.getByLabel('Subscription URL for Weekly Pro')).toBeVisible()
    await form.getByLabel(/^Plan ID/).check()
    await expect(form.getByLabel('Subscription URL for Weekly Pro')).toBeHidden()
    await expect(form.getByLabel('External plan ID for Weekly Pro')).toBeVisible()
    await form.getByLabel(/^Direct link/).check()
    await form.getByLabel('Subscription URL for Weekly Pro').fill('https://pay.example.com/weekly')
    await page.screenshot({ path: `${SHOTS}/payment-method-form-1280.png` })
    await form.getByLabel('Active', { exact: true }).uncheck()
    await form.getByRole('button', { name: 'Create' }).click()
    await expect(form).toBeHidden()
    const created = methods.getByRole('row', { name: method })
    await expect(created).toContainText('Direct link')
    await expect(created).toContainText('Inactive')
  })

  test('creates a manual subscription that the user sees on /billing', async ({ page, browser }) => {
    const user = await userSession(browser, 'gifted')
    await page.goto('/admin/manual-subscription')
    await expect(page.getByLabel('Note')).toHaveValue('Manual subscription by admin')
    await page.getByRole('button', { name: 'Create Subscription' }).click()
    await expect(page.getByText('Please select both a user and a subscription plan')).toBeVisible()
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await expect(page.getByText('Please enter part of an email address')).toBeVisible()

    await page.getByLabel('User email').fill(user.email.split('@')[0] ?? user.email)
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await page.getByRole('radio', { name: user.email }).check()
    await page.screenshot({ path: `${SHOTS}/manual-subscription-found-1280.png`, fullPage: true })
    await page.getByLabel('Subscription plan').selectOption({ label: 'Weekly Pro – 100 searches, 7 days' })
    await page.getByRole('button', { name: 'Create Subscription' }).click()
    await expect(page.getByText(`Subscription created for ${user.email}: Weekly Pro, 100 searches until`)).toBeVisible()

    await user.page.goto('/billing')
    const card = user.page.getByRole('region', { name: /Weekly Pro/ })
    await expect(card).toContainText('Active Subscription')
    await expect(card).toContainText('100 searches')
    await user.close()
  })

  test('verifies a USDT payment submitted through the crypto form; the user gets the plan', async ({
    page,
    browser,
  }) => {
    const user = await userSession(browser, 'hodler')
    // A TRC20 transaction id: 64 hex digits (the server refuses anything else, issue 30).
    const txId = crypto.randomUUID().replaceAll('-', '').repeat(2)
    await user.page.goto('/billing/cryptoform')
    await user.page.getByRole('radio', { name: /TRC20/ }).check()
    await user.page
      .getByRole('combobox', { name: 'Subscription plan' })
      .selectOption({ label: 'Daily Pass - $4.99 (20 credits)' })
    await user.page.getByRole('textbox', { name: 'Transaction ID' }).fill(txId)
    await user.page.getByRole('button', { name: 'Submit Transaction' }).click()
    await expect(user.page.getByRole('heading', { name: 'Transaction Submitted' })).toBeVisible()

    await page.goto('/admin/crypto-transactions')
    await page.getByLabel('Status').selectOption('pending')
    const table = page.getByRole('table', { name: 'Crypto transactions' })
    const row = table.getByRole('row', { name: new RegExp(user.email.replace(/[.+]/g, '\\$&')) })
    await expect(row).toContainText('Daily Pass')
    await expect(row).toContainText('4.99 USDT')
    await expect(row).toContainText('pending')
    const link = row.getByRole('link', { name: new RegExp(`View transaction ${txId}`) })
    await expect(link).toHaveAttribute('href', `https://tronscan.org/#/transaction/${txId}`)
    // The user id is cut to 8 characters.
    await expect(row.locator('span.font-mono').first()).toHaveText(/^[\w-]{8}$/)

    await page.screenshot({ path: `${SHOTS}/crypto-transactions-pending-1280.png`, fullPage: true })
    await page.setViewportSize({ width: 390, height: 844 })
    await page.screenshot({ path: `${SHOTS}/crypto-transactions-pending-390.png`, fullPage: true })
    await page.setViewportSize({ width: 1280, height: 800 })
    await row.getByRole('button', { name: `Verify transaction of ${user.email}` }).click()
    await page.screenshot({ path: `${SHOTS}/crypto-verify-dialog-1280.png` })
    const dialog = page.getByRole('dialog', { name: 'Verify transaction' })
    await expect(dialog).toContainText('This cannot be undone.')
    await dialog.getByLabel('Admin notes (optional)').fill('Seen on Tronscan')
    await dialog.getByRole('button', { name: 'Verify' }).click()
    await expect(dialog).toBeHidden()
    await expect(row).toBeHidden() // no longer pending
    await page.getByLabel('Status').selectOption('verified')
    await expect(row).toContainText('verified')
    await expect(row).toContainText('Seen on Tronscan')
    await expect(row.getByRole('button', { name: /Verify|Reject/ })).toHaveCount(0)

    await user.page.goto('/billing')
    const card = user.page.getByRole('region', { name: /Daily Pass/ })
    await expect(card).toContainText('Active Subscription')
    await expect(card).toContainText('20 searches')
    // The buyer is told, once, in the development outbox, with the administrator's note.
    const mails = await mailsTo(user.page, user.email, /verified/)
    const verified = mails.filter((mail) => mail.subject === 'Your USDT payment was verified: Daily Pass')
    expect(verified).toHaveLength(1)
    expect(verified[0]?.text).toContain('Note from the administrator: Seen on Tronscan')
    expect(verified[0]?.text).toContain('Daily Pass is active with 20 credits until')
    await user.close()
  })

  test('screenshots of the four pages at 1280 and 390 px, no sideways scrolling on a phone', async ({ page }) => {
    const pages = [
      ['pricing', '/admin/pricing', 'Regional Pricing'],
      ['payment-methods', '/admin/payment-methods', 'Payment Methods'],
      ['manual-subscription', '/admin/manual-subscription', 'Manual Subscription'],
      ['crypto-transactions', '/admin/crypto-transactions', 'Crypto Transactions'],
    ] as const
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
      for (const [name, url, heading] of pages) {
        await page.goto(url)
        await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible()
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
        await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true })
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
        expect(overflow, `${url} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0)
        if (width === 390 && (await page.locator('main table').count()) > 0) {
          // A table wider than the phone says it scrolls, and its edit buttons stay on screen.
          await expectTablesFitOrSayTheyScroll(page.locator('main'))
          const edit = page
            .locator('main table')
            .getByRole('button', { name: /^Edit / })
            .first()
          if ((await edit.count()) > 0) await expect(edit).toBeInViewport()
        }
      }
    }
  })
})
