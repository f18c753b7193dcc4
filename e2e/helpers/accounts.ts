/**
 * Accounts for e2e tests: unique addresses, links read from the development outbox
 * (GET /dev/mail.json?to=…, DEV_OUTBOX=true in global-setup.ts), a full sign-up through the
 * UI that ends signed in, and the same through the API for tests that only need a signed-in user:
 *
 *   await signUpAndVerify(page, uniqueEmail('liker'), 'secret-pass') // the UI flow
 *   // …the page is on / and signed in (the avatar menu is visible)
 *   await signUpSignedIn(context, uniqueEmail('buyer')) // no page: the next one opened is signed in
 */
import { type APIRequestContext, type BrowserContext, expect, type Page } from '@playwright/test'
import { openSignedIn } from './browser-state.ts'

export const DEFAULT_PASSWORD = 'correct-horse-42'

/** A fresh address per call (the outbox is shared by every test of the run). */
export function uniqueEmail(label = 'user', domain = 'example.com'): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@${domain}`
}

interface OutboxMessage {
  to: string
  subject: string
  text: string
  html: string
  createdAt: string
  links: string[]
}

/**
 * The mails to `to` in the development outbox once one whose subject matches `subject` is there
 * (mails about payments are sent just after the change commits, so they are waited for).
 */
export async function mailsTo(
  on: Page | APIRequestContext,
  to: string,
  subject: RegExp,
  timeoutMs = 15_000,
): Promise<OutboxMessage[]> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const request = 'request' in on ? on.request : on
    const res = await request.get(`/dev/mail.json?to=${encodeURIComponent(to)}`)
    expect(res.ok(), 'the development outbox answers (DEV_OUTBOX=true)').toBe(true)
    const { messages } = (await res.json()) as { messages: OutboxMessage[] }
    if (messages.some((message) => subject.test(message.subject))) return messages
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`no mail to ${to} with a subject matching ${subject} within ${timeoutMs} ms`)
}

/**
 * The first link of the newest mail to `to` whose link matches `match` (e.g. /type=verify/,
 * /reset-password/), waiting up to `timeoutMs` for it to arrive. `after` skips older mails.
 */
export async function latestMailLink(
  on: Page | APIRequestContext,
  to: string,
  { match, after, timeoutMs = 10_000 }: { match?: RegExp; after?: Date; timeoutMs?: number } = {},
): Promise<string> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const request = 'request' in on ? on.request : on
    const res = await request.get(`/dev/mail.json?to=${encodeURIComponent(to)}`)
    expect(res.ok(), 'the development outbox answers (DEV_OUTBOX=true)').toBe(true)
    const { messages } = (await res.json()) as { messages: OutboxMessage[] }
    for (const message of messages) {
      if (after && new Date(message.createdAt) < after) continue
      const link = message.links.find((candidate) => !match || match.test(candidate))
      if (link) return link
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`no mail to ${to}${match ? ` with a link matching ${match}` : ''} within ${timeoutMs} ms`)
}

/** The link as a path on the server under test (the mails carry PUBLIC_URL, the same origin here). */
export function pathOf(link: string): string {
  const url = new URL(link)
  return `${url.pathname}${url.search}`
}

/**
 * Signs a new account up through /signup, opens the verification link from the outbox and waits
 * until the app shows the user signed in on /. Returns the verification link that was used.
 */
export async function signUpAndVerify(page: Page, email: string, password = DEFAULT_PASSWORD): Promise<string> {
  await page.goto('/signup')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('checkbox', { name: /I confirm that I am 18 or over/ }).check()
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible()
  const link = await latestMailLink(page, email, { match: /\/auth\/callback\?type=verify/ })
  await page.goto(pathOf(link))
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible()
  return link
}

/** Signs in through /signin with email and password and waits for the avatar menu. */
export async function signIn(page: Page, email: string, password = DEFAULT_PASSWORD): Promise<void> {
  await page.goto('/signin')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible()
}

/** Opens the avatar menu and chooses Sign Out; waits for the signed-out header on /. */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click()
  // Sign Out navigates to / in the app, then reloads the page 100 ms later.
  const reloaded = page.waitForEvent('load')
  await page.getByRole('menuitem', { name: 'Sign Out' }).click()
  await reloaded
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible()
}

/**
 * Removes the console errors a test provoked on purpose (Chromium logs one per 4xx/5xx response,
 * e.g. "Failed to load resource: the server responded with a status of 401"), so the fixture's
 * no-console-errors check still catches everything else. Fails when fewer than `count` matched.
 */
export async function allowConsoleErrors(errors: string[], pattern: RegExp, count = 1): Promise<void> {
  // Console messages arrive asynchronously: wait for them before filtering.
  await expect
    .poll(() => errors.filter((message) => pattern.test(message)).length, {
      message: `expected console errors matching ${pattern}; got ${JSON.stringify(errors)}`,
    })
    .toBeGreaterThanOrEqual(count)
  for (const message of errors.filter((candidate) => pattern.test(candidate))) {
    errors.splice(errors.indexOf(message), 1)
  }
}

/**
 * Signs a new account up and verifies it through the API the sign-up page and the emailed link
 * call (POST /api/account/signup, the outbox, GET /api/auth/verify-email), without a browser
 * page: for tests that need "a signed-in user" but are not about signing up (that flow is
 * covered through the UI in auth.spec.ts, newcomer.spec.ts and search.spec.ts). Returns the
 * bearer token the verification link issues; openSignedIn() (browser-state.ts) hands it to a
 * context. `request` is any request context on the server under test (e.g. `page.request`).
 */
export async function signUpThroughApi(
  request: APIRequestContext,
  email: string,
  password = DEFAULT_PASSWORD,
  /** The server's origin when it is not the shared stack's (a spec that starts its own server). */
  baseUrl = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000',
): Promise<string> {
  // The API refuses cross-site writes: the request says it comes from the app's own origin.
  const origin = new URL(baseUrl).origin
  const signUp = await request.post('/api/account/signup', {
    data: { email, password, ageConfirmed: true },
    headers: { Origin: origin },
  })
  expect(signUp.status(), await signUp.text()).toBeLessThan(300)
  expect(((await signUp.json()) as { status: string }).status).toBe('verification-required')
  const link = await latestMailLink(request, email, { match: /\/auth\/callback\?type=verify/ })
  const token = new URL(link).searchParams.get('token') ?? ''
  const verified = await request.get(`/api/auth/verify-email?token=${encodeURIComponent(token)}`)
  expect(verified.ok(), await verified.text()).toBe(true)
  const session = verified.headers()['set-auth-token']
  if (!session) throw new Error(`verifying ${email} issued no session token`)
  return session
}

/**
 * A new verified account whose token every page of `context` starts with (signUpThroughApi +
 * openSignedIn): the next page opened in the context is signed in, as after signUpAndVerify().
 */
export async function signUpSignedIn(
  context: BrowserContext,
  email: string,
  password = DEFAULT_PASSWORD,
): Promise<string> {
  const token = await signUpThroughApi(context.request, email, password)
  await openSignedIn(context, token)
  return token
}
