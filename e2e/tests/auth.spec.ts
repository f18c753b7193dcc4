/**
 * [AUTH] sign up → verification mail from the outbox → signed in with 10 credits; magic link;
 * forgot → reset → sign in with the new password; sign out. Uses the production server of
 * e2e/helpers/global-setup.ts (DEV_OUTBOX=true) at E2E_BASE_URL.
 */
import { expect, type Page, test } from '@playwright/test'

const base = () => process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000'
const email = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`

async function latestLink(page: Page, to: string): Promise<string> {
  for (let i = 0; i < 40; i++) {
    const res = await page.request.get(`${base()}/dev/mail.json?to=${encodeURIComponent(to)}`)
    const { messages } = await res.json()
    if (messages[0]?.links[0]) return messages[0].links[0]
    await page.waitForTimeout(250)
  }
  throw new Error(`no mail to ${to}`)
}

test('[AUTH] sign up, verify from the outbox, see 10 credits, sign out', async ({ page }) => {
  const address = email('signup')
  await page.goto(`${base()}/signup`)
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible()
  await page.getByLabel('Email').fill(address)
  await page.getByLabel('Password').fill('secret-pass')
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(page.getByText('Check your email')).toBeVisible()
  await page.goto(await latestLink(page, address))
  await expect(page).toHaveURL(`${base()}/`)
  await expect(page.getByText('10 credits remaining').first()).toBeVisible()
  await page.getByRole('button', { name: /account menu|open user menu/i }).click()
  await page.getByRole('menuitem', { name: 'Sign Out' }).click()
  await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible()
})

test('[AUTH] magic-link sign-in', async ({ page }) => {
  const address = email('magic')
  await page.goto(`${base()}/signin`)
  await page.getByLabel('Email').fill(address)
  await page.getByRole('button', { name: 'Magic Link' }).click()
  await expect(page.getByText('Check your email')).toBeVisible()
  await page.getByRole('button', { name: 'Use a different email' }).click()
  await expect(page.getByRole('button', { name: 'Magic Link' })).toBeVisible()
  await page.goto(await latestLink(page, address))
  await expect(page.getByText('10 credits remaining').first()).toBeVisible()
})

test('[AUTH] forgot, reset, sign in with the new password', async ({ page }) => {
  const address = email('reset')
  // An account made through the API (sign-up + verification link).
  await page.request.post(`${base()}/api/account/signup`, { data: { email: address, password: 'old-password' } })
  const verify = new URL(await latestLink(page, address))
  await page.request.get(`${base()}/api/auth/verify-email?token=${verify.searchParams.get('token')}`)

  await page.goto(`${base()}/forgot-password`)
  await page.getByLabel('Email').fill(address)
  await page.getByRole('button', { name: 'Send Reset Link' }).click()
  await expect(page.getByText('Check your email')).toBeVisible()
  await page.goto(await latestLink(page, address))
  await expect(page.getByRole('heading', { name: 'Create new password' })).toBeVisible()
  await page.getByLabel('New Password', { exact: true }).fill('new-password')
  await page.getByLabel('Confirm New Password').fill('other-password')
  await page.getByRole('button', { name: 'Update Password' }).click()
  await expect(page.getByText('Passwords do not match')).toBeVisible()
  await page.getByLabel('Confirm New Password').fill('new-password')
  await page.getByRole('button', { name: 'Update Password' }).click()
  await expect(page.getByText('Password updated successfully!')).toBeVisible()
  await expect(page).toHaveURL(`${base()}/signin`, { timeout: 6000 })
  await page.getByLabel('Email').fill(address)
  await page.getByLabel('Password').fill('new-password')
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(`${base()}/`)
})
