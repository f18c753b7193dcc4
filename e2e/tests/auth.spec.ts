/**
 * [AUTH] Accounts end to end against the production build (global-setup.ts, DEV_OUTBOX=true):
 * sign up → verification mail from the outbox → signed in with 10 credits; magic-link sign-in;
 * signing in from /liked-searches (password, sign-up mail, magic link) comes back there;
 * forgot → reset → sign in with the new password; sign out; admin-only navigation; and an
 * anonymous visitor's counter going down after a search.
 */
import {
  allowConsoleErrors,
  DEFAULT_PASSWORD,
  latestMailLink,
  pathOf,
  signIn,
  signOut,
  signUpAndVerify,
  signUpThroughApi,
  uniqueEmail,
} from '../helpers/accounts.ts'
import { expect, test } from '../helpers/fixtures.ts'
import { waitForFootball } from '../helpers/football.ts'

const TOKEN_KEY = 'pitchwise.auth_token'
const SESSION_ID_KEY = 'pitchwise.session_id'

const storage = (page: import('@playwright/test').Page) =>
  page.evaluate(
    ([tokenKey, sessionKey]) => ({
      token: localStorage.getItem(tokenKey as string),
      sessionId: sessionStorage.getItem(sessionKey as string),
      referral: localStorage.getItem('referral_code'),
    }),
    [TOKEN_KEY, SESSION_ID_KEY],
  )

test.describe('[AUTH]', () => {
  test('sign up, open the verification mail, signed in with 10 credits, then sign out', async ({
    page,
    consoleErrors,
  }) => {
    const email = uniqueEmail('signup')
    await page.goto('/')
    await page.evaluate(() => localStorage.setItem('referral_code', 'friend42'))

    await page.goto('/signup')
    await expect(page).toHaveTitle('Sign Up | Pitchwise')
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible()
    await expect(page.getByText('Join us to get personalized match predictions')).toBeVisible()
    await expect(page.getByText('Must be at least 6 characters long')).toBeVisible()
    await expect(page.getByLabel('Email')).toHaveAttribute('autocomplete', 'email')
    await expect(page.getByLabel('Password')).toHaveAttribute('autocomplete', 'new-password')

    // Client-side validation first: nothing is sent.
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password').fill('12345')
    await page.getByRole('button', { name: 'Create Account' }).click()
    await expect(page.getByRole('alert')).toHaveText([
      'Password must be at least 6 characters long',
      'Please confirm that you are 18 or over and accept the terms to create an account.',
    ])
    await expect(page.getByLabel('Password')).toBeFocused()

    await page.getByLabel('Password').fill(DEFAULT_PASSWORD)
    const signupRequest = page.waitForRequest((r) => r.url().endsWith('/api/account/signup'))
    await page.getByRole('checkbox', { name: /I confirm that I am 18 or over/ }).check()
    await page.getByRole('button', { name: 'Create Account' }).click()
    expect((await signupRequest).postDataJSON()).toMatchObject({ email, ageConfirmed: true, referralCode: 'friend42' })
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible()
    await expect(page.getByText(email)).toBeVisible()
    expect((await storage(page)).referral, 'the referral code is removed after a successful sign-up').toBeNull()

    // 'try again' sends the verification link again.
    await page.getByRole('button', { name: 'try again' }).click()
    await expect(page.getByText('We sent a new verification link.')).toBeVisible()

    const link = await latestMailLink(page, email, { match: /\/auth\/callback\?type=verify&token=/ })
    await page.goto(pathOf(link))
    await expect(page).toHaveURL(/\/$/)
    const menu = page.getByRole('button', { name: 'Account menu' })
    await expect(menu).toHaveText(email.charAt(0).toUpperCase())
    await expect(page.getByRole('link', { name: 'Get Started' })).toHaveCount(0)
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' })).toHaveCount(0)
    const stored = await storage(page)
    expect(stored.token).toBeTruthy()
    expect(stored.sessionId).toMatch(/^[0-9a-f-]{32,36}$/)

    await menu.click()
    const items = page.getByRole('menu')
    await expect(items.getByText(email)).toBeVisible()
    await expect(items.getByText('10 searches left')).toBeVisible()
    for (const name of ['Billing & Credits', 'Liked Searches', 'Search History', 'Sign Out']) {
      await expect(items.getByRole('menuitem', { name })).toBeVisible()
    }
    await expect(items.getByRole('menuitem', { name: 'Admin Dashboard' })).toHaveCount(0)
    await page.keyboard.press('Escape')

    // The server agrees: a signed-up user has the sign-up allowance.
    const credits = await page.request.get('/api/credits', { headers: { Authorization: `Bearer ${stored.token}` } })
    expect(await credits.json()).toMatchObject({ remaining: 10, kind: 'user', limited: false })

    // A non-admin on /admin lands on /.
    await page.goto('/admin')
    await expect(page).toHaveURL(/\/$/)

    // Sign Out: back to / (replacing history), token and session id gone, signed-out header.
    await page.goto('/markets')
    await signOut(page)
    const after = await storage(page)
    expect(after.token).toBeNull()
    expect(after.sessionId).toBeNull()
    await expect(page.getByTestId('header-searches-left')).toHaveText(/^\d+ free searches remaining$/)
    // The verification link does not sign in twice: it leads to /signin with a message.
    await page.goto(pathOf(link))
    await expect(page).toHaveURL(/\/signin$/)
    await expect(page.getByText('Your email is verified. Please sign in to continue.')).toBeVisible()
    // A forged link shows the error fallback (an expected 401 in the console).
    await page.goto('/auth/callback?type=magiclink&token=not-a-real-token')
    await expect(page.getByRole('alert')).toContainText(/invalid or has expired/)
    await expect(page.getByRole('link', { name: 'Back to Sign In' })).toBeVisible()
    await allowConsoleErrors(consoleErrors, /status of 40[01]/)
  })

  test('magic-link sign-in, with the sent state reversible', async ({ page }) => {
    const email = uniqueEmail('magic')
    // Magic links sign in accounts made by sign-up (with the age confirmation); they make none.
    await signUpThroughApi(page.request, email)
    await page.goto('/signin')
    await expect(page).toHaveTitle('Sign In | Pitchwise')
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible()
    await expect(page.getByText('Sign in to access your predictions')).toBeVisible()

    await page.getByRole('button', { name: 'Magic Link' }).click()
    await expect(page.getByRole('alert')).toHaveText('Please enter your email address')

    await page.getByLabel('Email').fill(email)
    await page.getByRole('button', { name: 'Magic Link' }).click()
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible()
    await expect(page.getByText(email)).toBeVisible()
    await page.getByRole('button', { name: 'Use a different email' }).click()
    await expect(page.getByRole('button', { name: 'Magic Link' })).toBeVisible()

    const link = await latestMailLink(page, email, { match: /\/auth\/callback\?type=magiclink&token=/ })
    await page.goto(pathOf(link))
    await expect(page).toHaveURL(/\/$/)
    await page.getByRole('button', { name: 'Account menu' }).click()
    await expect(page.getByRole('menu').getByText('10 searches left')).toBeVisible()
  })

  test('sign-in asked for on /liked-searches comes back there: password, sign-up + mail, magic link', async ({
    page,
  }) => {
    const signedOutNotice = page.getByText('Sign in to view your liked searches')
    const likedSearchesSignedIn = async () => {
      await expect(page).toHaveURL(/\/liked-searches$/)
      await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible()
      await expect(page.getByRole('heading', { name: 'Liked Searches' })).toBeVisible()
      await expect(signedOutNotice).toHaveCount(0)
    }

    // Password: Sign In from the page's prompt, then straight back.
    const email = uniqueEmail('returner')
    await signUpAndVerify(page, email)
    await signOut(page)
    await page.goto('/liked-searches')
    await expect(signedOutNotice).toBeVisible()
    await page.getByRole('link', { name: 'Sign In' }).click()
    await expect(page).toHaveURL(/\/signin$/)
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password').fill(DEFAULT_PASSWORD)
    await page.getByRole('button', { name: 'Sign In', exact: true }).click()
    await likedSearchesSignedIn()
    await signOut(page)

    // A new account: Create Free Account → Check your email → the verification link comes back here.
    const newcomer = uniqueEmail('returning-newcomer')
    await page.goto('/liked-searches')
    await page.getByRole('link', { name: 'Create Free Account' }).click()
    await expect(page).toHaveURL(/\/signup$/)
    await page.getByLabel('Email').fill(newcomer)
    await page.getByLabel('Password').fill(DEFAULT_PASSWORD)
    await page.getByRole('checkbox', { name: /I confirm that I am 18 or over/ }).check()
    await page.getByRole('button', { name: 'Create Account' }).click()
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible()
    const verify = await latestMailLink(page, newcomer, { match: /type=verify/ })
    expect(new URL(verify).searchParams.get('returnTo')).toBe('/liked-searches')
    await page.goto(pathOf(verify))
    await likedSearchesSignedIn()
    await signOut(page)

    // Magic link asked for from the same prompt.
    await page.goto('/liked-searches')
    await page.getByRole('link', { name: 'Sign In' }).click()
    await page.getByLabel('Email').fill(email)
    await page.getByRole('button', { name: 'Magic Link' }).click()
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible()
    const magic = await latestMailLink(page, email, { match: /type=magiclink/ })
    await page.goto(pathOf(magic))
    await likedSearchesSignedIn()
  })

  test('forgot password, reset from the mail, sign in with the new password', async ({ page, consoleErrors }) => {
    const email = uniqueEmail('reset')
    await signUpAndVerify(page, email, 'old-password')
    await signOut(page)

    await page.goto('/signin')
    await page.getByRole('link', { name: 'Forgot your password?' }).click()
    await expect(page).toHaveURL(/\/forgot-password$/)
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible()
    const requested = new Date(Date.now() - 1000)
    await page.getByLabel('Email').fill(email)
    await page.getByRole('button', { name: 'Send Reset Link' }).click()
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'try again' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/signin')

    const link = await latestMailLink(page, email, { match: /\/reset-password\?token=/, after: requested })
    await page.goto(pathOf(link))
    await expect(page).toHaveTitle('Reset Password | Pitchwise')
    await expect(page.getByRole('heading', { name: 'Create new password' })).toBeVisible()
    await page.getByLabel('New Password', { exact: true }).fill('abc')
    await page.getByLabel('Confirm New Password').fill('abc')
    await page.getByRole('button', { name: 'Update Password' }).click()
    await expect(page.getByRole('alert')).toHaveText('Password must be at least 6 characters long')
    await page.getByLabel('New Password', { exact: true }).fill('new-password')
    await page.getByLabel('Confirm New Password').fill('other-password')
    await page.getByRole('button', { name: 'Update Password' }).click()
    await expect(page.getByRole('alert')).toHaveText('Passwords do not match')
    await page.getByLabel('Confirm New Password').fill('new-password')
    await page.getByRole('button', { name: 'Update Password' }).click()
    await expect(page.getByText('Password updated successfully!')).toBeVisible()
    await expect(page.getByText('Please sign in with your new password.')).toBeVisible()
    await expect(page.getByText('Redirecting to sign in page...')).toBeVisible()
    await expect(page).toHaveURL(/\/signin$/, { timeout: 6000 })

    // The old password no longer works (an expected 401, which Chromium logs as a console error).
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password').fill('old-password')
    await page.getByRole('button', { name: 'Sign In', exact: true }).click()
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password')
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled()
    await allowConsoleErrors(consoleErrors, /status of 40[01]/)

    await signIn(page, email, 'new-password')
    await expect(page).toHaveURL(/\/$/)
  })

  test('an administrator sees the Admin link and dashboard', async ({ page }) => {
    await signUpAndVerify(page, uniqueEmail('boss', 'admin.pitchwise.test'))
    const adminLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' })
    await expect(adminLink).toBeVisible()
    await page.getByRole('button', { name: 'Account menu' }).click()
    await page.getByRole('menuitem', { name: 'Admin Dashboard' }).click()
    await expect(page).toHaveURL(/\/admin$/)
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible()
    // The admin area is always dark, whatever the saved theme, and the choice survives leaving it.
    await page.evaluate(() => localStorage.setItem('theme', 'light'))
    await page.goto('/admin/searches')
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible()
    await expect(page.locator('html')).toHaveClass(/dark/)
    await page.goto('/markets')
    await expect(page.locator('html')).not.toHaveClass(/dark/)
  })

  test("an anonymous visitor's counter goes down after a search", async ({ page, baseURL }) => {
    await waitForFootball(baseURL ?? '')
    await page.clock.setFixedTime(new Date('2026-03-14T10:00:00Z'))
    await page.goto('/')
    const counter = page.getByTestId('header-searches-left')
    await expect(counter).toHaveText('5 free searches remaining')
    await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible()

    const visitorId = (await page.context().cookies()).find((c) => c.name === 'pitchwise_visitor')?.value
    expect(visitorId, 'the visitor cookie is set').toMatch(/^[A-Za-z0-9_-]{8,128}$/)
    const cookie = (await page.context().cookies()).find((c) => c.name === 'pitchwise_visitor')
    expect(cookie?.sameSite).toBe('Strict')
    expect((cookie?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000)

    const answer = page.waitForResponse((r) => r.url().endsWith('/api/analyze') && r.request().method() === 'POST')
    const input = page.getByRole('textbox', { name: 'Your question' })
    await input.fill('three over 2.5 matches for today')
    await input.press('Enter')
    const response = await answer
    expect(response.status()).toBe(200)
    expect(response.request().headers()['x-visitor-id']).toBe(visitorId)
    await expect(counter).toHaveText('4 free searches remaining')

    // The number comes from the server.
    const credits = await page.request.get('/api/credits', { headers: { 'X-Visitor-ID': visitorId ?? '' } })
    expect(await credits.json()).toMatchObject({ remaining: 4, kind: 'anonymous' })
  })
})
