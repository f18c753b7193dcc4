/**
 * [PAYMENTS] Buying a plan with Stripe Checkout against the production build and the local
 * Stripe server (started by helpers/global-setup.ts, the app's SDK points at it): sign up →
 * /billing → Daily Pass → 'Card (Stripe)' → the hosted checkout page (another origin) → Pay →
 * back on /payment/success, which shows the plan the server granted after Stripe's webhook (or
 * the page's own re-read of the session, whichever came first).
 */
import { signUpSignedIn, uniqueEmail } from '../helpers/accounts.ts'
import { expect, test } from '../helpers/fixtures.ts'

const STRIPE_METHOD = /Card \(Stripe\)/

test.describe('[PAYMENTS] Stripe Checkout', () => {
  test('buy Daily Pass with a card, pay on the hosted page, see the paid plan', async ({ page, context }) => {
    test.setTimeout(120_000)
    // The account through the API (signing up is auth.spec.ts's subject); the purchase through the UI.
    await signUpSignedIn(context, uniqueEmail('stripe-buyer'))

    await page.goto('/billing')
    await expect(page.getByRole('heading', { name: 'Subscription Plans' })).toBeVisible()
    // Wait for the subscription card: it moves the plans down when it replaces its placeholder.
    await expect(page.getByText('No Active Subscription')).toBeVisible()
    await page.getByRole('article', { name: 'Daily Pass' }).getByRole('button', { name: 'Get Access Now' }).click()
    const dialog = page.getByRole('dialog', { name: 'Complete Your Purchase' })
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: STRIPE_METHOD }).click()

    // The local Stripe's hosted page, for the server's price (4.99 USD = 499 cents).
    const stripeUrl = process.env.E2E_STRIPE_URL ?? ''
    await expect(page).toHaveURL(new RegExp(`^${stripeUrl.replace(/[.]/g, '\\.')}/pay/cs_test_`))
    await expect(page.getByRole('heading', { name: 'Local Stripe Checkout' })).toBeVisible()
    await expect(page.getByTestId('amount')).toHaveText('499 USD (minor units)')

    await page.getByRole('button', { name: 'Pay' }).click()
    await expect(page).toHaveURL(/\/payment\/success\?order=[0-9a-f-]{36}$/)
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible()
    const details = page.getByTestId('payment-details')
    await expect(details).toContainText('Daily Pass')

    const token = await page.evaluate(() => localStorage.getItem('pitchwise.auth_token'))
    const res = await page.request.get('/api/billing/subscription', { headers: { Authorization: `Bearer ${token}` } })
    expect(await res.json()).toMatchObject({ subscription: { planName: 'Daily Pass', status: 'active' } })
  })
})
