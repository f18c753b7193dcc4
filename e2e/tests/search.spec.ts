/**
 * The search experience as a new visitor sees it: ask, watch the typed report, share it,
 * run out of free searches, sign up and like a search, and browse a market's searches page
 * by page. The client date is the browser's, fixed to Saturday 14 March 2026 (a full matchday
 * in the data). Every question waits for the server's football model (`/api/health`).
 */

import type { AnalyzeResponse } from '@pitchwise/contract'
import type { Page } from '@playwright/test'
import { expect, test } from '../helpers/fixtures.ts'
import { waitForFootball } from '../helpers/football.ts'

const MATCHDAY = new Date('2026-03-14T10:00:00Z')
const QUESTION = 'three over 2.5 matches for today'
const base = () => process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000'

const isAnalyze = (r: { url(): string; request(): { method(): string } }) =>
  r.url().endsWith('/api/analyze') && r.request().method() === 'POST'

async function ask(page: Page, question: string) {
  const input = page.getByRole('textbox', { name: 'Your question' })
  await input.fill(question)
  await input.press('Enter')
}

async function latestLink(page: Page, to: string): Promise<string> {
  for (let i = 0; i < 40; i++) {
    const res = await page.request.get(`${base()}/dev/mail.json?to=${encodeURIComponent(to)}`)
    const { messages } = await res.json()
    if (messages[0]?.links[0]) return messages[0].links[0]
    await page.waitForTimeout(250)
  }
  throw new Error(`no mail to ${to}`)
}

async function marketId(page: Page, name: string): Promise<string> {
  const res = await page.request.get(`${base()}/api/markets`)
  const { markets } = (await res.json()) as { markets: { id: string; name: string }[] }
  const market = markets.find((m) => m.name === name)
  if (!market) throw new Error(`no market ${name}`)
  return market.id
}

test.describe('[SEARCH]', () => {
  // The server imports the fixtures and fits the model after it starts listening.
  test.beforeAll(async () => {
    test.setTimeout(150_000)
    await waitForFootball(base(), 120_000)
  })

  test.beforeEach(async ({ page, context }) => {
    // Fixes Date.now() only: timers (the typing animation) keep running.
    await page.clock.setFixedTime(MATCHDAY)
    // Every test is a new visitor: headless Chromium contexts share one browser fingerprint,
    // so without their own visitor cookie they would share one free allowance.
    await context.addCookies([
      { name: 'pitchwise_visitor', value: `e2e-${crypto.randomUUID()}`, url: base(), sameSite: 'Strict' },
    ])
  })

  test('a new visitor asks for over 2.5 picks, sees the typed report and opens the share link', async ({
    page,
    context,
  }) => {
    // Hold the answer until the loading panel has been seen (the engine answers in milliseconds;
    // a fixed delay was too short on a busy machine).
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route('**/api/analyze', async (route) => {
      await held
      await route.continue()
    })
    await page.goto('/')
    await expect(page.getByRole('heading', { name: 'What can we help you find?' })).toBeVisible()
    await expect(page.getByText('Pitchwise can make mistakes. Verify results.')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Popular Searches' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Explore Markets' })).toBeVisible()

    const answer = page.waitForResponse(isAnalyze)
    await ask(page, QUESTION)
    await expect(page.getByTestId('analysis-loading')).toContainText(
      "Good things take time! We're analyzing the data — sit tight, it won't be long!",
    )
    await expect(page.getByRole('button', { name: 'Processing...' })).toBeDisabled()
    release()
    const response = await answer
    expect(response.status()).toBe(200)
    const body = (await response.json()) as AnalyzeResponse
    const sent = response.request().postDataJSON() as { query: string; date: string; method: string; channel: number }
    expect(sent).toMatchObject({ query: QUESTION, method: 'web', channel: 0 })
    expect(sent.date.startsWith('2026-03-14')).toBe(true)

    // Real fixtures of that day (the Premier League plays five of them: see en.1.json).
    expect(body.analysis.picks.length).toBe(3)
    for (const pick of body.analysis.picks) expect(pick.date).toBe('2026-03-14')
    const first = body.analysis.picks[0]
    if (!first) throw new Error('no pick')

    // The report is typed out: it starts short of the full text, then names the fixtures.
    const report = page.getByTestId('report-text')
    await expect(page.getByRole('heading', { name: 'Analysis Report' })).toBeVisible()
    const early = (await report.textContent()) ?? ''
    expect(early.length).toBeLessThan(body.result.length)
    await expect(report).toContainText(`${first.home} v ${first.away}`, { timeout: 30_000 })
    for (const pick of body.analysis.picks) await expect(report).toContainText(`${pick.home} v ${pick.away}`)
    await expect(page.getByRole('list', { name: 'Top picks' })).toContainText(first.home)
    await expect(page.getByRole('textbox', { name: 'Your question' })).toHaveValue('')
    // The counter follows the server's count.
    await expect(page.getByText(`${body.remaining} free searches remaining`).first()).toBeVisible()

    // The share link shows the same report to anyone.
    expect(body.shareId).toBeTruthy()
    const href = await page.getByTestId('share-link').getAttribute('href')
    expect(href).toMatch(new RegExp(`/shared/${body.shareId}$`))
    await expect(page.getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\//)
    await page.mouse.move(0, 0)
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.screenshot({ path: '/tmp/shots/home-report-1280.png', fullPage: false })
    await page.screenshot({ path: '/tmp/shots/home-report-1280-full.png', fullPage: true })

    const shared = await context.newPage()
    await shared.goto(href ?? '')
    await expect(shared).toHaveTitle('Shared Analysis | Pitchwise')
    await expect(shared.getByRole('heading', { name: QUESTION })).toBeVisible()
    for (const pick of body.analysis.picks) {
      await expect(shared.getByTestId('report-text')).toContainText(`${pick.home} v ${pick.away}`)
    }
    await expect(shared.getByRole('link', { name: 'Try Free Analysis' })).toHaveAttribute('href', '/')
    await expect(shared.getByRole('link', { name: 'Explore Markets' })).toHaveAttribute('href', '/markets')
    await shared.screenshot({ path: '/tmp/shots/shared-1280.png', fullPage: true })
  })

  test('the home page with a report at phone width', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/')
    await ask(page, 'Arsenal vs Everton')
    await expect(page.getByRole('heading', { name: 'Analysis Report' })).toBeVisible()
    await expect(page.getByTestId('report-text')).toContainText('Arsenal')
    await expect(page.getByTestId('report-text')).toContainText('Everton')
    await page.screenshot({ path: '/tmp/shots/home-report-390.png', fullPage: false })
    await page.screenshot({ path: '/tmp/shots/home-report-390-full.png', fullPage: true })
  })

  test('an anonymous visitor who runs out of free searches gets the sign-up modal', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/')
    const modal = page.getByRole('dialog', { name: 'Get More Free Searches' })
    let reports = 0
    for (let i = 0; i < 10; i++) {
      const answer = page.waitForResponse(isAnalyze).then(async (r) => (await r.json()) as AnalyzeResponse)
      await ask(page, `over 1.5 goals picks for today ${i}`)
      const outcome = await Promise.race([answer, modal.waitFor().then(() => 'modal' as const)])
      if (outcome === 'modal') break
      reports++
      await expect(page.getByRole('heading', { name: 'Analysis Report' })).toBeVisible()
      // The counter refetches after every report ("1 free search", "2 free searches").
      const left = `${outcome.remaining} free ${outcome.remaining === 1 ? 'search' : 'searches'} remaining`
      await expect(page.getByText(left).first()).toBeVisible()
    }
    expect(reports).toBe(5)
    await expect(modal).toBeVisible()
    await expect(modal).toContainText('Create an account to unlock additional free searches and save your favorites')
    await expect(modal.getByRole('link', { name: 'Create Free Account' })).toHaveAttribute('href', '/signup')
    await expect(modal.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin')
    await page.keyboard.press('Escape')
    await expect(modal).toBeHidden()
    await expect(page.getByText('0 free searches remaining').first()).toBeVisible()
    await expect(page.getByRole('link', { name: 'Sign up to get 10 more free searches!' })).toBeVisible()
  })

  test('a signed-up user likes a search; it shows in Liked Searches and Search History', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/liked-searches')
    await expect(page.getByText('Sign in to view your liked searches')).toBeVisible()
    await page.goto('/search-history')
    await expect(page.getByText('Sign in to view your search history')).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin')

    const address = `likes-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
    await page.goto('/signup')
    await page.getByLabel('Email').fill(address)
    await page.getByLabel('Password').fill('secret-pass')
    await page.getByRole('checkbox', { name: /I confirm that I am 18 or over/ }).check()
    await page.getByRole('button', { name: 'Create Account' }).click()
    await expect(page.getByText('Check your email')).toBeVisible()
    await page.goto(await latestLink(page, address))
    await expect(page).toHaveURL(`${base()}/`)
    await expect(page.getByText('10 credits remaining').first()).toBeVisible()

    const question = 'Chelsea vs Newcastle prediction'
    await ask(page, question)
    const report = page.getByTestId('analysis-report')
    await expect(report.getByTestId('report-text')).toContainText('Newcastle')
    await expect(page.getByText('9 credits remaining').first()).toBeVisible()

    await page.goto('/search-history')
    await expect(page).toHaveTitle('Search History | Pitchwise')
    const row = page.getByRole('listitem').filter({ hasText: question })
    await expect(row).toContainText('Last used')
    await row.getByRole('button', { name: 'Like this search' }).click()
    await expect(row.getByRole('button', { name: 'Unlike this search' })).toHaveAttribute('aria-pressed', 'true')

    await page.goto('/liked-searches')
    await expect(page).toHaveTitle('Liked Searches | Pitchwise')
    const liked = page.getByRole('listitem').filter({ hasText: question })
    await expect(liked).toBeVisible()
    await liked.getByRole('button', { name: question }).click()
    await expect(page).toHaveURL(/\/liked-searches\/search$/)
    // Prefilled, not run.
    await expect(page.getByRole('textbox', { name: 'Your question' })).toHaveValue(question)
    await expect(page.getByRole('heading', { name: 'Analysis Report' })).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Back to Liked Searches' })).toHaveAttribute('href', '/liked-searches')
  })

  test('a market page pages through its searches and clamps long ones', async ({ page }) => {
    const long = 'Which home sides in the Premier League are the safest bets to win this Saturday afternoon?'
    await page.goto(`/markets/${await marketId(page, 'Match Result (1X2)')}`)
    await expect(page).toHaveTitle('Match Result (1X2) | Pitchwise')
    const list = page.getByTestId('market-searches')
    await expect(page.getByText('Page 1 of 2')).toBeVisible()
    await expect(list.getByRole('listitem')).toHaveCount(5)
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled()
    if ((await list.getByRole('button', { name: long }).count()) === 0) {
      await page.getByRole('button', { name: 'Next' }).click()
      await expect(page.getByText('Page 2 of 2')).toBeVisible()
    }
    const longButton = list.getByRole('button', { name: long })
    await expect(longButton).toHaveAttribute('data-clamped', 'true')
    await list.getByRole('button', { name: 'Show more' }).click()
    await expect(longButton).toHaveAttribute('data-clamped', 'false')
    await list.getByRole('button', { name: 'Show less' }).click()
    await expect(longButton).toHaveAttribute('data-clamped', 'true')
    // Short queries are never clamped.
    await expect(list.getByRole('button', { name: 'Show more' })).toHaveCount(1)

    if (await page.getByText('Page 1 of 2').isVisible()) {
      await page.getByRole('button', { name: 'Next' }).click()
      await expect(page.getByText('Page 2 of 2')).toBeVisible()
    }
    await expect(list.getByRole('listitem')).toHaveCount(2)
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled()
    await page.getByRole('button', { name: 'Previous' }).click()
    await expect(page.getByText('Page 1 of 2')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Back to Markets' })).toHaveAttribute('href', '/markets')
    await page.screenshot({ path: '/tmp/shots/market-detail-1280.png', fullPage: true })
  })

  test('markets: filter, expand a card, run one of its searches', async ({ page }) => {
    await page.goto('/markets')
    await expect(page.getByRole('heading', { name: 'Betting Markets & Predictions' })).toBeVisible()
    await page.getByPlaceholder('Search markets...').fill('both teams')
    const card = page.getByRole('button', { name: /Both Teams to Score/ })
    await expect(card).toHaveAttribute('aria-expanded', 'false')
    await expect(page.getByRole('button', { name: /Over\/Under Goals/ })).toHaveCount(0)
    await card.click()
    await expect(card).toHaveAttribute('aria-expanded', 'true')
    const answer = page.waitForResponse(isAnalyze)
    await page.getByRole('button', { name: 'both teams to score picks for today' }).click()
    await expect(page).toHaveURL(/\/markets\/[^/]+$/)
    const sent = (await answer).request().postDataJSON() as { query: string; searchCategory: string }
    expect(sent).toMatchObject({ query: 'both teams to score picks for today', searchCategory: 'market_search' })
    await expect(page.getByRole('heading', { name: 'Analysis Report' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Back to Markets' })).toBeVisible()
  })

  test.describe('not found', () => {
    // The 404 answers are the point of these tests: Chromium logs each one as a console error.
    test.use({ allowedConsoleErrors: [/Failed to load resource: the server responded with a status of 404/] })

    test('an unknown market and an unknown shared analysis say so and lead back', async ({ page }) => {
      await page.goto('/markets/00000000-0000-4000-8000-000000000000')
      await expect(page.getByRole('heading', { name: 'Market Not Found' })).toBeVisible()
      await expect(page.getByText("The market you're looking for doesn't exist.")).toBeVisible()
      await expect(page.getByRole('link', { name: 'Back to Markets' })).toHaveAttribute('href', '/markets')

      await page.goto('/shared/AAAAAAAAAAAAAAAAAAAAAA')
      await expect(page.getByRole('heading', { name: 'Analysis Not Found' })).toBeVisible()
      await expect(page.getByText(/might have been removed or is no longer available/)).toBeVisible()
      await expect(page.getByRole('main').getByRole('link', { name: 'Try Free Analysis' })).toHaveAttribute('href', '/')
      await expect(page.getByRole('main').getByRole('link', { name: 'Explore Markets' })).toHaveAttribute(
        'href',
        '/markets',
      )
    })
  })
})
