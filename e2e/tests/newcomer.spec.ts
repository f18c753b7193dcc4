/**
 * [NEWCOMER] Issue 15: a fresh server started the way the README's `npm start` starts it
 * (production build, no SMTP, no PUBLIC_URL, no DEV_OUTBOX) → sign up through the UI → "Check
 * your email" links to the local outbox → the verification mail is opened there and its link
 * clicked, as a newcomer would → signed in, on the origin they typed.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { type ProductionServer, startProductionServer } from '../../scripts/lib/production-server.ts'
import { DEFAULT_PASSWORD, uniqueEmail } from '../helpers/accounts.ts'
import { expect, test } from '../helpers/fixtures.ts'

// Both tests use the one server started below: they stay in one worker, in order.
test.describe.configure({ mode: 'default' })

let server: ProductionServer
let noFootball = ''

test.beforeAll(async () => {
  // A fresh embedded database (initdb and every migration) takes a minute on a busy machine.
  test.setTimeout(240_000)
  noFootball = mkdtempSync(path.join(tmpdir(), 'pitchwise-no-football-'))
  server = await startProductionServer({
    env: {
      PUBLIC_URL: '',
      DEV_OUTBOX: '',
      SMTP_URL: '',
      // No football data, domestic or European: this test is about accounts, and an import and
      // a fit would only cost time.
      FOOTBALL_DATA_DIR: noFootball,
      FOOTBALL_EUROPE_DIR: noFootball,
      LOG_LEVEL: 'warn',
    },
  })
})
test.afterAll(async () => {
  await server?.stop()
  if (noFootball) rmSync(noFootball, { recursive: true, force: true })
})

test.describe('[NEWCOMER]', () => {
  test('signs up with no SMTP, reads the mail in the local outbox and ends signed in', async ({ page, context }) => {
    const email = uniqueEmail('newcomer-with-a-rather-long-address')
    await page.goto(`${server.baseUrl}/signup`)
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password').fill(DEFAULT_PASSWORD)
    await page.getByRole('button', { name: 'Create Account' }).click()
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible()
    await expect(page.getByText(email)).toBeVisible()

    const outboxLink = page.getByRole('link', { name: 'open the outbox' })
    await expect(outboxLink).toBeVisible()
    const [outbox] = await Promise.all([context.waitForEvent('page'), outboxLink.click()])
    await outbox.waitForLoadState()
    await expect(outbox.getByRole('heading', { name: 'Development outbox' })).toBeVisible()
    await expect(outbox.getByText(`Confirm your email for Pitchwise`).first()).toBeVisible()
    const verify = outbox.getByRole('link', { name: /\/auth\/callback\?type=verify/ }).first()
    // The link carries the origin the newcomer is on, not a guessed localhost.
    expect(await verify.getAttribute('href')).toContain(`${server.baseUrl}/auth/callback?type=verify`)
    await verify.click()
    await expect(outbox).toHaveURL(new RegExp(`^${server.baseUrl}/$`))
    await expect(outbox.getByRole('button', { name: 'Account menu' })).toBeVisible()
  })

  test('the outbox stays closed to a request that came through a proxy', async ({ request }) => {
    const res = await request.get(`${server.baseUrl}/dev/mail.json`, { headers: { 'x-forwarded-for': '198.51.100.7' } })
    expect(res.status()).toBe(404)
    const status = await request.get(`${server.baseUrl}/api/dev-outbox`, {
      headers: { 'x-forwarded-for': '198.51.100.7' },
    })
    expect(await status.json()).toEqual({ available: false, url: null })
  })
})
