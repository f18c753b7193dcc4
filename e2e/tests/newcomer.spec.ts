/**
 * [NEWCOMER] Issue 15: a fresh server started the way the README's `npm start` starts it
 * (production build, no SMTP, no PUBLIC_URL, no DEV_OUTBOX) → sign up through the UI → "Check
 * your email" links to the local outbox → the verification mail is opened there and its link
 * clicked, as a newcomer would → signed in, on the origin they typed.
 * Issue 28: without DEMO_DATE the server answers as on the real day, long after the snapshot
 * ends: no demo banner, and the home page says calmly when the data ends.
 */
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { type ProductionServer, REPO_ROOT, startProductionServer } from '../../scripts/lib/production-server.ts'
import { DEFAULT_PASSWORD, uniqueEmail } from '../helpers/accounts.ts'
import { expect, test } from '../helpers/fixtures.ts'
import { waitForFootball } from '../helpers/football.ts'

// The tests use the one server started below: they stay in one worker, in order.
test.describe.configure({ mode: 'default' })

const SHARED_DATA = path.resolve(REPO_ROOT, '../shared/data')
const SHOTS = path.resolve(import.meta.dirname, '../screenshots')

let server: ProductionServer
let football = ''

/**
 * A small slice of the shared snapshot, ending where it ends (the Champions League's results to
 * 11 March 2026): the leagues of the first five curated examples (Popular Searches lists them in
 * their markets' order on a new installation, decision 304: the Premier League and Serie A) and
 * the cup, so the import and the fit take seconds, not a minute.
 */
function copySnapshotSlice(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'pitchwise-football-slice-'))
  for (const [from, to] of [
    ['openfootball/2025-26/en.1.json', 'leagues/2025-26/en.1.json'],
    ['openfootball/2025-26/it.1.json', 'leagues/2025-26/it.1.json'],
    ['openfootball-europe/2025-26/cl.txt', 'europe/2025-26/cl.txt'],
  ] as const) {
    mkdirSync(path.dirname(path.join(root, to)), { recursive: true })
    copyFileSync(path.join(SHARED_DATA, from), path.join(root, to))
  }
  return root
}

test.beforeAll(async () => {
  // A fresh embedded database (initdb and every migration) takes a minute on a busy machine.
  test.setTimeout(240_000)
  football = copySnapshotSlice()
  server = await startProductionServer({
    env: {
      PUBLIC_URL: '',
      DEV_OUTBOX: '',
      SMTP_URL: '',
      FOOTBALL_DATA_DIR: path.join(football, 'leagues'),
      FOOTBALL_EUROPE_DIR: path.join(football, 'europe'),
      // The slice's root holds no season folders: no statistics or prices (unset, the shared
      // football-data.co.uk folder would be read against this small slice).
      FOOTBALL_STATS_DIR: football,
      // As `npm start` without it: "today" is the real day, after the snapshot ends.
      DEMO_DATE: '',
      LOG_LEVEL: 'warn',
    },
  })
})
test.afterAll(async () => {
  await server?.stop()
  if (football) rmSync(football, { recursive: true, force: true })
})

test.describe('[NEWCOMER]', () => {
  test('signs up with no SMTP, reads the mail in the local outbox and ends signed in', async ({ page, context }) => {
    const email = uniqueEmail('newcomer-with-a-rather-long-address')
    await page.goto(`${server.baseUrl}/signup`)
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password').fill(DEFAULT_PASSWORD)
    await page.getByRole('checkbox', { name: /I confirm that I am 18 or over/ }).check()
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
  test('without DEMO_DATE the home page says when the data ends, and shows no demo banner', async ({ page }) => {
    test.setTimeout(120_000)
    await waitForFootball(server.baseUrl, 100_000)
    const line = page.getByText(
      "Pitchwise's football data runs to 11 March 2026, so there are no upcoming fixtures to analyse yet. " +
        'Results, tables and past matches are still answered.',
    )
    mkdirSync(SHOTS, { recursive: true })
    for (const [name, viewport] of [
      ['desktop', { width: 1280, height: 800 }],
      ['phone', { width: 390, height: 844 }],
    ] as const) {
      await page.setViewportSize(viewport)
      await page.goto(`${server.baseUrl}/`)
      await expect(line).toBeVisible()
      await expect(page.getByRole('textbox', { name: 'Your question' })).toBeVisible()
      await expect(page.getByRole('region', { name: 'Demo mode' })).toHaveCount(0)
      await expect(page.locator('main .animate-pulse')).toHaveCount(0)
      await page.screenshot({ path: path.join(SHOTS, `home-stale-${name}.png`) })
      await page.getByRole('button', { name: 'Switch to light theme' }).click()
      await expect(page.locator('html')).not.toHaveClass(/dark/)
      await page.screenshot({ path: path.join(SHOTS, `home-stale-${name}-light.png`) })
      await page.evaluate(() => localStorage.removeItem('theme'))
    }
  })

  test("a new visitor's first five suggestions cost nothing, and each says when the data ends", async ({ page }) => {
    test.setTimeout(120_000)
    await waitForFootball(server.baseUrl, 100_000)
    await page.goto(`${server.baseUrl}/`)
    const popular = page.getByRole('region', { name: 'Popular Searches' })
    // Each row is the question's button and its like button; the first is the question.
    const suggestions = popular.locator('li > button:first-child')
    await expect(suggestions.nth(4)).toBeVisible()
    for (let i = 0; i < 5; i++) {
      await suggestions.nth(i).click()
      const report = page.getByRole('region', { name: 'Analysis Report' })
      await expect(report).toContainText('This question was not charged.', { timeout: 20_000 })
      await expect(report).toContainText(/ends on \w+day \d+ \w+ 2026/)
      await expect(page.getByText('5 free searches remaining').first()).toBeVisible()
      await page.getByRole('button', { name: 'Clear' }).click()
    }
  })
})
