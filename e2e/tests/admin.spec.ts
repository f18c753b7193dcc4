/**
 * The back office in Chromium, signed in as an administrator (ADMIN_EMAIL_DOMAIN in
 * global-setup.ts): each page's main action, and a screenshot of every admin page at 1280 wide
 * (saved under ADMIN_SCREENSHOT_DIR when set, for people to look at). The administrator is
 * signed up once through the API (signing up and in are auth.spec.ts's subject).
 */
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { type Page, request as playwrightRequest } from '@playwright/test'
import { signUpAndVerify, signUpThroughApi, uniqueEmail } from '../helpers/accounts.ts'
import { openInTheme, openSignedIn, THEMES } from '../helpers/browser-state.ts'
import { expect, test } from '../helpers/fixtures.ts'
import { expectNoSidewaysPageScroll, expectTablesFitOrSayTheyScroll, PHONE } from '../helpers/layout.ts'

const ADMIN_DOMAIN = 'admin.pitchwise.test'
const SHOTS = process.env.ADMIN_SCREENSHOT_DIR
const PHONE_SHOTS = '/tmp/admin-phone-shots'

async function shot(page: Page, name: string) {
  if (!SHOTS) return
  await page.screenshot({ path: path.join(SHOTS, `admin-${name}.png`), fullPage: true })
}

test.describe.configure({ mode: 'serial' })

test.describe('admin back office', () => {
  const adminEmail = uniqueEmail('boss', ADMIN_DOMAIN)
  let adminToken = ''
  const suffix = Date.now().toString(36)

  test.beforeAll(async () => {
    const api = await playwrightRequest.newContext({ baseURL: process.env.E2E_BASE_URL })
    adminToken = await signUpThroughApi(api, adminEmail)
    await api.dispose()
  })

  test.beforeEach(async ({ context }) => {
    await openSignedIn(context, adminToken)
  })

  test('creates a market, adds a new and an existing search to it, and edits it', async ({ page }) => {
    await page.goto('/admin')
    await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link')).toHaveCount(13)
    await expect(page.getByRole('table', { name: 'Markets' })).toContainText('Over/Under')
    await shot(page, 'markets')

    await page.getByRole('button', { name: 'Add Market' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add Market' })
    await dialog.getByRole('button', { name: 'Create' }).click()
    // The form puts the cursor in the first invalid field, and again a moment after the message
    // shows (react-hook-form's deferred focus), so each step corrects that field first, as a
    // person would: typing into another field first could land in the invalid one.
    await expect(dialog.getByText('Market name is required')).toBeVisible()
    await expect(dialog.getByLabel('Name')).toBeFocused()
    await dialog.getByLabel('Name').fill(`Corners ${suffix}`)
    await dialog.getByLabel('Display order').fill('abc')
    await dialog.getByRole('button', { name: 'Create' }).click()
    await expect(dialog.getByText('Display order must be a valid number')).toBeVisible()
    await expect(dialog.getByLabel('Display order')).toBeFocused()
    await dialog.getByLabel('Display order').fill('9')
    await dialog.getByLabel('Description').fill('Corner kicks per match')
    await shot(page, 'market-form')
    await dialog.getByRole('button', { name: 'Create' }).click()
    await expect(dialog).toBeHidden()
    const row = page.getByRole('row', { name: new RegExp(`Corners ${suffix}`) })
    await expect(row).toContainText('Corner kicks per match')
    await expect(row.getByRole('cell').nth(3)).toHaveText('0')

    await row.getByRole('button', { name: `Show searches of Corners ${suffix}` }).click()
    const addButton = page.getByRole('button', { name: 'Add', exact: true })
    await expect(addButton).toBeDisabled()
    await page.getByLabel('Add a new search').fill(`Corners over 9.5 ${suffix}`)
    await addButton.click()
    const inMarket = page.getByRole('list', { name: `Searches in Corners ${suffix}` })
    await expect(inMarket).toContainText(`Corners over 9.5 ${suffix}`)

    // The picker: existing searches not in the market yet, filtered as one types.
    await page.getByLabel('Find existing searches').fill('goals')
    const picker = page.getByRole('list', { name: 'Existing searches' })
    const firstPick = picker.getByRole('button', { name: /^Add "/ }).first()
    // Typing is debounced (300 ms): the unfiltered list shows first, so wait for the filtered one
    // before reading which search the first button adds.
    await expect(firstPick).toHaveAttribute('aria-label', /goals/i)
    await expect(firstPick).toBeVisible()
    const picked = (await firstPick.getAttribute('aria-label'))?.replace(/^Add "|"$/g, '') ?? ''
    await firstPick.click()
    await expect(inMarket).toContainText(picked)
    await expect(row.getByRole('cell').nth(3)).toHaveText('2')
    await shot(page, 'market-searches')

    await inMarket.getByRole('button', { name: `Edit "Corners over 9.5 ${suffix}"` }).click()
    await inMarket.getByLabel('Search query').fill(`Corners over 10.5 ${suffix}`)
    await inMarket.getByRole('button', { name: 'Save search' }).click()
    await expect(inMarket).toContainText(`Corners over 10.5 ${suffix}`)

    // The public markets page shows it.
    await page.goto('/markets')
    await expect(page.getByText(`Corners ${suffix}`).first()).toBeVisible()
  })

  test('searches: finds, deletes one and many with the confirmations', async ({ page }) => {
    // Three searches to delete, added through a market.
    await page.goto('/admin')
    await page.getByRole('button', { name: 'Add Market' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add Market' })
    await dialog.getByLabel('Name').fill(`Doomed ${suffix}`)
    await dialog.getByRole('button', { name: 'Create' }).click()
    await page.getByRole('button', { name: `Show searches of Doomed ${suffix}` }).click()
    for (const n of [1, 2, 3]) {
      await page.getByLabel('Add a new search').fill(`Doomed question ${n} ${suffix}`)
      await page.getByRole('button', { name: 'Add', exact: true }).click()
      await expect(page.getByRole('list', { name: `Searches in Doomed ${suffix}` })).toContainText(`question ${n}`)
    }

    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Searches' }).click()
    await expect(page.getByRole('table', { name: 'Searches' }).getByRole('row')).toHaveCount(11)
    await shot(page, 'searches')
    await page.getByLabel('Search queries').fill(`Doomed question`)
    const table = page.getByRole('table', { name: 'Searches' })
    await expect(table.getByRole('row')).toHaveCount(4)

    await table.getByRole('button', { name: `Delete "Doomed question 1 ${suffix}"` }).click()
    await expect(page.getByRole('dialog')).toContainText('Are you sure you want to delete this search?')
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click()
    await expect(table.getByRole('row')).toHaveCount(3)

    await table.getByRole('checkbox', { name: 'Select all on this page' }).check()
    await page.getByRole('button', { name: /Delete selected \(2\)/ }).click()
    await expect(page.getByRole('dialog')).toContainText('Are you sure you want to delete 2 searches?')
    await shot(page, 'searches-confirm')
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click()
    await expect(table).toContainText('No searches match.')
    await expect(page.getByText('Deleted 2 searches')).toBeVisible()

    // The market lost its links too.
    await page.goto('/admin')
    await expect(
      page
        .getByRole('row', { name: new RegExp(`Doomed ${suffix}`) })
        .getByRole('cell')
        .nth(3),
    ).toHaveText('0')
  })

  test('referrals: a visit to /r/{code} and a sign-up through it show up', async ({ page, browser }) => {
    const code = `e2e${suffix}`
    const visitor = await browser.newContext({ baseURL: process.env.E2E_BASE_URL })
    const tab = await visitor.newPage()
    const tracked = tab.waitForResponse((res) => res.url().includes('/api/referrals/track'))
    await tab.goto(`/r/${code}`)
    expect((await tracked).status()).toBe(201)
    // The page keeps the code for sign-up once the tracking call has answered (spec); signing
    // up before that would carry no code.
    await expect.poll(() => tab.evaluate(() => localStorage.getItem('referral_code'))).toBe(code)
    await signUpAndVerify(tab, uniqueEmail('referred'))
    await visitor.close()

    await page.goto('/admin/referrals')
    const row = page.getByRole('row', { name: new RegExp(code) })
    await expect(row).toBeVisible()
    await expect(row.getByRole('cell')).toHaveText([code, '1', '1', '100.0%'])
    await page.getByLabel('Period').selectOption('today')
    await expect(row.getByRole('cell')).toHaveText([code, '1', '1', '100.0%'])
    await shot(page, 'referrals')
  })

  test('cleanup: confirms and reports how many old shared analyses went', async ({ page }) => {
    await page.goto('/admin/cleanup')
    await expect(page.getByLabel('Retention days')).toHaveValue('30')
    await page.getByLabel('Retention days').fill('0')
    await page.getByRole('button', { name: 'Clean up old analyses' }).click()
    await expect(page.getByText('Retention days must be a whole number of at least 1')).toBeVisible()
    await page.getByLabel('Retention days').fill('1')
    await page.getByRole('button', { name: 'Clean up old analyses' }).click()
    await expect(page.getByRole('dialog')).toContainText('Are you sure you want to delete old shared analyses?')
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByText(/^Successfully deleted \d+ old shared analys[ie]s$/)).toBeVisible()
    await shot(page, 'cleanup')
  })

  test('feedback inbox and audit log show what happened', async ({ page }) => {
    // A browser's fetch names its origin; the API request context does not unless told (the server
    // refuses cookie-carrying writes without one).
    const sent = await page.request.post('/api/feedback', {
      data: { type: 'bug', message: `The table wobbles ${suffix}` },
      headers: { origin: String(process.env.E2E_BASE_URL), authorization: `Bearer ${adminToken}` },
    })
    expect(sent.ok()).toBe(true)
    await page.goto('/admin/feedback')
    const row = page.getByRole('row', { name: new RegExp(`The table wobbles ${suffix}`) })
    await expect(row).toBeVisible()
    await shot(page, 'feedback')
    await row.getByRole('button', { name: 'Mark handled' }).click()
    await expect(row).toBeHidden()

    await page.goto('/admin/audit')
    const log = page.getByRole('table', { name: 'Audit entries' })
    await expect(log).toContainText('feedback.handle')
    await expect(log).toContainText('market.create')
    await expect(log).toContainText(adminEmail)
    await shot(page, 'audit')
  })

  test('on a phone every admin table fits or says it scrolls, and its edit and delete buttons stay on screen', async ({
    page,
    context,
  }) => {
    mkdirSync(PHONE_SHOTS, { recursive: true })
    await page.setViewportSize(PHONE)
    for (const theme of THEMES) {
      await openInTheme(context, theme)
      for (const [name, url] of [
        ['markets', '/admin'],
        ['searches', '/admin/searches'],
        ['pricing', '/admin/pricing'],
        ['payment-methods', '/admin/payment-methods'],
        ['feedback', '/admin/feedback'],
        ['audit', '/admin/audit'],
      ] as const) {
        await page.goto(url)
        const main = page.locator('main')
        await expect(main.locator('table').first()).toBeVisible()
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
        await expectNoSidewaysPageScroll(page)
        const { scrolls } = await expectTablesFitOrSayTheyScroll(main)
        test.info().annotations.push({ type: name, description: `${scrolls} table(s) scroll at 390 px (${theme})` })
        for (const action of [/^Edit /, /^Delete /]) {
          const button = main.locator('table').getByRole('button', { name: action }).first()
          if ((await button.count()) > 0) await expect(button, `${url}: ${action}`).toBeInViewport()
        }
        await page.screenshot({ path: path.join(PHONE_SHOTS, `${name}-390-${theme}.png`), fullPage: true })
      }
    }
  })
})
