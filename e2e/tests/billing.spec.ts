/**
 * [BILLING] Buying a plan end to end against the production build with the built-in sandbox
 * gateway (no provider keys): sign up → /billing → a plan → the sandbox method → the server's
 * TEST MODE page → Pay → /payment/success shows what the server granted → the subscription
 * card shows it → a search spends a subscription credit. Decline grants nothing, and a success
 * URL opened by hand for an order that is not the caller's, or not paid, never says
 * 'Payment Successful!'. Accounts are made through the API (signing up is auth.spec.ts's
 * subject); every page after that is the UI. Screenshots of /billing, the modal and the TEST MODE page at 1280 and
 * 390 px go to /tmp/shots.
 */
import { mkdirSync } from 'node:fs'
import type { BillingSubscriptionResponse } from '@pitchwise/contract'
import type { Page } from '@playwright/test'
import { mailsTo, signUpSignedIn, uniqueEmail } from '../helpers/accounts.ts'
import { openInTheme } from '../helpers/browser-state.ts'
import { expect, test } from '../helpers/fixtures.ts'
import { waitForFootball } from '../helpers/football.ts'

const SHOTS = '/tmp/shots'
const MATCHDAY = new Date('2026-03-14T10:00:00Z')
const base = () => process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000'
const SANDBOX_METHOD = /Sandbox test card/

/** /billing → the plan's 'Get Access Now' → the modal. */
async function openPlan(page: Page, planName: string) {
  await page.goto('/billing')
  await expect(page.getByRole('heading', { name: 'Subscription Plans' })).toBeVisible()
  // The plans can arrive before the subscription: its card then replaces a placeholder of another
  // height and moves the plans down, so a click aimed before that lands beside the button.
  await expect(page.getByText(/^(No )?Active Subscription$/).first()).toBeVisible()
  const card = page.getByRole('article', { name: planName })
  await card.getByRole('button', { name: 'Get Access Now' }).click()
  const dialog = page.getByRole('dialog', { name: 'Complete Your Purchase' })
  await expect(dialog).toBeVisible()
  return dialog
}

/** Chooses the sandbox method and waits for the server's TEST MODE page; returns the order id. */
async function toTestModePage(page: Page, planName: string): Promise<string> {
  const dialog = await openPlan(page, planName)
  await dialog.getByRole('button', { name: SANDBOX_METHOD }).click()
  await expect(page).toHaveURL(/\/api\/payments\/sandbox\/checkout\//)
  await expect(page.getByText('TEST MODE', { exact: false }).first()).toBeVisible()
  const orderId = new URL(page.url()).pathname.split('/').pop()
  if (!orderId) throw new Error('no order id in the checkout URL')
  return orderId
}

async function subscriptionOf(page: Page): Promise<BillingSubscriptionResponse> {
  const token = await page.evaluate(() => localStorage.getItem('pitchwise.auth_token'))
  const res = await page.request.get('/api/billing/subscription', { headers: { Authorization: `Bearer ${token}` } })
  expect(res.ok()).toBe(true)
  return (await res.json()) as BillingSubscriptionResponse
}

test.describe('[BILLING]', () => {
  test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }))

  test('sign up, buy Weekly Pro with the sandbox, see it granted, and spend a subscription credit', async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000)
    await page.emulateMedia({ reducedMotion: 'reduce' })
    const buyer = uniqueEmail('buyer')
    await signUpSignedIn(context, buyer)

    await page.goto('/billing')
    await expect(page).toHaveTitle('Billing & Credits | Pitchwise')
    await expect(page.getByText('Choose the perfect plan for your needs')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'No Active Subscription' })).toBeVisible()
    await expect(page.getByTestId('free-credits')).toHaveText('10 searches')
    const weekly = page.getByRole('article', { name: 'Weekly Pro' })
    await expect(weekly.getByText('7-day access')).toBeVisible()
    await expect(page.getByRole('article', { name: 'Daily Pass' }).getByText('24-hour access')).toBeVisible()
    await expect(page.getByText('Popular', { exact: true })).toBeVisible()
    await page.screenshot({ path: `${SHOTS}/billing-1280.png`, fullPage: true })

    const dialog = await openPlan(page, 'Weekly Pro')
    await expect(dialog.getByText('100 searches')).toBeVisible()
    await expect(dialog.getByTestId('modal-price')).toHaveText('$19.99 USD')
    await expect(dialog.getByRole('button', { name: SANDBOX_METHOD })).toBeVisible()
    await page.screenshot({ path: `${SHOTS}/billing-modal-1280.png` })
    // Keyboard: Escape closes the dialog and focus returns to the page.
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()

    const orderId = await toTestModePage(page, 'Weekly Pro')
    await expect(page.getByTestId('sandbox-amount')).toContainText('19.99')
    await page.screenshot({ path: `${SHOTS}/sandbox-test-mode-1280.png`, fullPage: true })

    // Before paying, the success page opened by hand does not claim success.
    const pending = await page.context().newPage()
    await pending.goto(`/payment/success?order=${orderId}`)
    await expect(pending.getByRole('heading', { name: 'Confirming your payment...' })).toBeVisible()
    await expect(pending.getByText('Payment Successful!')).toHaveCount(0)

    await page.getByRole('button', { name: 'Pay' }).click()
    await expect(page).toHaveURL(new RegExp(`/payment/success\\?order=${orderId}$`))
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible()
    const details = page.getByTestId('payment-details')
    await expect(details).toContainText('Weekly Pro')
    await expect(details).toContainText('100 searches')
    const granted = await subscriptionOf(page)
    expect(granted.subscription).toMatchObject({ planName: 'Weekly Pro', creditsRemaining: 100, status: 'active' })
    const endsAt = granted.subscription?.endsAt ?? ''
    await expect(details.locator('time')).toHaveAttribute('datetime', endsAt)
    const days = (Date.parse(endsAt) - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(6.9)
    expect(days).toBeLessThan(7.1)
    await page.screenshot({ path: `${SHOTS}/payment-success-1280.png` })
    // The receipt, once, in the development outbox (no SMTP here), with its plain-text part.
    const mails = await mailsTo(page, buyer, /receipt/)
    const receipts = mails.filter((mail) => mail.subject === 'Your Pitchwise receipt: Weekly Pro')
    expect(receipts).toHaveLength(1)
    expect(receipts[0]?.text).toContain('Weekly Pro is active with 100 credits until')
    expect(receipts[0]?.text).toContain('Amount paid: 19.99 USD.')
    await page.goto(`/dev/mail?to=${encodeURIComponent(buyer)}`)
    await expect(page.getByText('Your Pitchwise receipt: Weekly Pro')).toBeVisible()
    await page.screenshot({ path: `${SHOTS}/outbox-receipt-1280.png`, fullPage: true })
    await page.goBack()
    // The tab that was waiting turns to success by polling.
    await expect(pending.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible({ timeout: 15_000 })
    await pending.close()

    await page.getByRole('link', { name: 'View Subscription' }).click()
    await expect(page).toHaveURL(/\/billing$/)
    await expect(page.getByText('Active Subscription')).toBeVisible()
    await expect(page.getByText('Manage your subscription or purchase additional plans')).toBeVisible()
    await expect(page.getByRole('region', { name: 'Weekly Pro' })).toBeVisible()
    await expect(page.getByTestId('subscription-credits')).toHaveText('100 searches')
    await expect(page.getByText('Subscription Expires')).toBeVisible()
    await expect(page.getByTestId('subscription-expiry').locator('time')).toHaveAttribute('datetime', endsAt)
    await expect(page.getByText('Need more credits? You can purchase additional plans below.')).toBeVisible()
    await page.screenshot({ path: `${SHOTS}/billing-active-1280.png` })

    // A search spends a subscription credit first; the free credits stay.
    await waitForFootball(base(), 150_000)
    await page.clock.setFixedTime(MATCHDAY)
    await page.goto('/')
    await expect(page.getByText('110 credits remaining').first()).toBeVisible()
    const input = page.getByRole('textbox', { name: 'Your question' })
    await input.fill('Arsenal vs Chelsea')
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/analyze') && r.request().method() === 'POST')
    await input.press('Enter')
    expect((await answer).status()).toBe(200)
    await expect(page.getByText('109 credits remaining').first()).toBeVisible()
    const after = await subscriptionOf(page)
    expect(after.subscription?.creditsRemaining).toBe(99)
    expect(after.freeCredits).toBe(10)
    await page.goto('/billing')
    await expect(page.getByTestId('subscription-credits')).toHaveText('99 searches')
  })

  test('Decline on the TEST MODE page lands on /payment/cancel and grants nothing', async ({ page, context }) => {
    await signUpSignedIn(context, uniqueEmail('decliner'))
    await toTestModePage(page, 'Daily Pass')
    await page.getByRole('button', { name: 'Decline' }).click()
    await expect(page).toHaveURL(/\/payment\/cancel\?order=/)
    await expect(page.getByRole('heading', { name: 'Payment Cancelled' })).toBeVisible()
    await expect(page.getByText(/no charges were made/)).toBeVisible()
    await expect(page.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/billing')
    expect(await subscriptionOf(page)).toEqual({ subscription: null, freeCredits: 10 })
    await page.getByRole('link', { name: 'Try Again' }).click()
    await expect(page.getByRole('heading', { name: 'No Active Subscription' })).toBeVisible()
  })

  test.describe('success URLs opened by hand', () => {
    // The pages ask for orders that are not the caller's; the server answers 404.
    test.use({ allowedConsoleErrors: [/Failed to load resource: the server responded with a status of 404/] })

    test("someone else's order or a made-up one is 'Payment Status Unknown'", async ({ page, context, browser }) => {
      await signUpSignedIn(context, uniqueEmail('owner'))
      const orderId = await toTestModePage(page, 'Daily Pass')
      await page.getByRole('button', { name: 'Pay' }).click()
      await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible()

      const other = await browser.newContext({ baseURL: base() })
      await signUpSignedIn(other, uniqueEmail('stranger'))
      const stranger = await other.newPage()
      for (const id of [orderId, '00000000-0000-4000-8000-000000000000', 'not-an-order']) {
        await stranger.goto(`/payment/success?order=${id}`)
        await expect(stranger.getByRole('heading', { name: 'Payment Status Unknown' })).toBeVisible()
        await expect(
          stranger.getByText(
            "We couldn't determine the status of your payment. Please check your email for confirmation.",
          ),
        ).toBeVisible()
        await expect(stranger.getByText('Payment Successful!')).toHaveCount(0)
      }
      expect(await subscriptionOf(stranger)).toEqual({ subscription: null, freeCredits: 10 })
      await other.close()
    })
  })

  test('USDT: the crypto form from the chooser, copy, submit, Transaction Submitted, then home', async ({
    page,
    context,
  }) => {
    await page.goto('/billing/cryptoform')
    await expect(page).toHaveURL(/\/signin$/)
    await expect(page.getByText('Please sign in to continue with crypto payment')).toBeVisible()

    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await signUpSignedIn(context, uniqueEmail('crypto'))
    const dialog = await openPlan(page, 'Monthly Premium')
    await dialog.getByRole('button', { name: /USDT/ }).click()
    await expect(page).toHaveURL(/\/billing\/cryptoform\?plan=/)
    await expect(page.getByRole('heading', { name: 'Crypto Payment' })).toBeVisible()
    await expect(page.getByText('Complete your subscription payment using USDT')).toBeVisible()
    const plan = page.getByRole('combobox', { name: 'Subscription plan' })
    await expect(plan.locator('option:checked')).toHaveText('Monthly Premium - $49.99 (500 credits)')

    await page.getByRole('button', { name: 'Submit Transaction' }).click()
    await expect(page.getByRole('alert')).toHaveText('Please select a wallet address')
    await page.getByRole('radio', { name: /TRC20/ }).check()
    await page.getByRole('button', { name: 'Copy address' }).click()
    await expect(page.getByRole('button', { name: 'Address copied' })).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE')
    await expect(page.getByRole('button', { name: 'Copy address' })).toBeVisible({ timeout: 4000 })
    await page.getByRole('button', { name: 'Submit Transaction' }).click()
    await expect(page.getByRole('alert')).toHaveText('Please enter your transaction ID')
    await page.screenshot({ path: `${SHOTS}/crypto-form-1280.png`, fullPage: true })

    await page
      .getByRole('textbox', { name: 'Transaction ID' })
      .fill(`  ${crypto.randomUUID().replaceAll('-', '').repeat(2)}  `)
    await page.getByRole('button', { name: 'Submit Transaction' }).click()
    await expect(page.getByRole('heading', { name: 'Transaction Submitted' })).toBeVisible()
    await expect(page).toHaveURL(/\/$/, { timeout: 6000 })
    // Pending until an admin verifies it: nothing granted yet.
    expect((await subscriptionOf(page)).subscription).toBeNull()
  })

  test('phone width: /billing, the modal and the TEST MODE page fit 390 px (light theme)', async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await signUpSignedIn(context, uniqueEmail('phone'))
    await openInTheme(context, 'light')
    await page.goto('/billing')
    await expect(page.getByRole('article', { name: 'Monthly Premium' })).toBeVisible()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow, 'no horizontal scrolling at 390 px').toBeLessThanOrEqual(0)
    await page.screenshot({ path: `${SHOTS}/billing-390.png`, fullPage: true })
    const dialog = await openPlan(page, 'Monthly Premium')
    await expect(dialog.getByRole('button', { name: SANDBOX_METHOD })).toBeVisible()
    await page.screenshot({ path: `${SHOTS}/billing-modal-390.png` })
    await dialog.getByRole('button', { name: SANDBOX_METHOD }).click()
    await expect(page.getByText('TEST MODE', { exact: false }).first()).toBeVisible()
    await page.screenshot({ path: `${SHOTS}/sandbox-test-mode-390.png`, fullPage: true })
    await page.goto('/billing/cryptoform')
    await expect(page.getByRole('heading', { name: 'Crypto Payment' })).toBeVisible()
    await page.getByRole('radio', { name: /BEP20/ }).check()
    await page.screenshot({ path: `${SHOTS}/crypto-form-390.png`, fullPage: true })
  })
})
