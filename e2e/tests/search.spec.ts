/**
 * The search experience as a new visitor sees it: ask, watch the typed report, share it,
 * run out of free searches, and browse a market's searches page by page.
 * The client date is the browser's, fixed to Saturday 14 March 2026 (a full matchday in the data).
 */
import type { Page } from '@playwright/test'
import { expect, test } from '../helpers/fixtures.ts'

const MATCHDAY = new Date('2026-03-14T10:00:00Z')
const QUESTION = 'three over 2.5 matches for today'

interface AnalyzeAnswer {
  result: string
  shareId: string | null
  analysis: { picks: { home: string; away: string; date: string }[] }
}

async function ask(page: Page, question: string) {
  const input = page.getByRole('textbox', { name: 'Your question' })
  await input.fill(question)
  await input.press('Enter')
}

test.describe('[SEARCH]', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(MATCHDAY)
  })

  test('a new visitor asks for over 2.5 picks, sees the typed report and opens the share link', async ({
    page,
    context,
  }) => {
    // Hold the answer briefly so the loading panel can be seen (the engine answers in milliseconds).
    await page.route('**/api/analyze', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600))
      await route.continue()
    })
    await page.goto('/')
    await expect(page.getByRole('heading', { name: 'What can we help you find?' })).toBeVisible()
    await expect(page.getByText('Pitchwise can make mistakes. Verify results.')).toBeVisible()

    const answer = page.waitForResponse((r) => r.url().endsWith('/api/analyze') && r.request().method() === 'POST')
    await ask(page, QUESTION)
    await expect(page.getByTestId('analysis-loading')).toContainText(
      "Good things take time! We're analyzing the data — sit tight, it won't be long!",
    )
    await expect(page.getByRole('button', { name: 'Processing...' })).toBeDisabled()
    const response = await answer
    expect(response.status()).toBe(200)
    const body = (await response.json()) as AnalyzeAnswer
    const sent = response.request().postDataJSON() as { query: string; date: string; method: string; channel: number }
    expect(sent).toMatchObject({ query: QUESTION, method: 'web', channel: 0 })
    expect(sent.date.startsWith('2026-03-14')).toBe(true)

    // Real fixtures of that day.
    expect(body.analysis.picks.length).toBeGreaterThan(0)
    for (const pick of body.analysis.picks) expect(pick.date).toBe('2026-03-14')
    const first = body.analysis.picks[0]
    if (!first) throw new Error('no pick')

    // The report is typed out: it starts short of the full text, then names the fixtures.
    const report = page.getByTestId('report-text')
    await expect(page.getByRole('heading', { name: 'Analysis Report' })).toBeVisible()
    const early = (await report.textContent()) ?? ''
    expect(early.length).toBeLessThan(body.result.length)
    await expect(report).toContainText(`${first.home} v ${first.away}`, { timeout: 30_000 })
    await expect(page.getByRole('list', { name: 'Top picks' })).toContainText(first.home)
    await expect(page.getByRole('textbox', { name: 'Your question' })).toHaveValue('')

    // The share link shows the same report to anyone.
    expect(body.shareId).toBeTruthy()
    const href = await page.getByTestId('share-link').getAttribute('href')
    expect(href).toMatch(new RegExp(`/shared/${body.shareId}$`))
    await expect(page.getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\//)
    const shared = await context.newPage()
    await shared.goto(href ?? '')
    await expect(shared.getByText(QUESTION)).toBeVisible()
    await expect(shared.getByTestId('report-text')).toContainText(`${first.home} v ${first.away}`)
    await expect(shared.getByRole('link', { name: 'Try Free Analysis' })).toHaveAttribute('href', '/')
    await expect(shared.getByRole('link', { name: 'Explore Markets' })).toHaveAttribute('href', '/markets')

    await page.screenshot({ path: '/tmp/shots/home-report-1280.png', fullPage: false })
  })

  test('the home page with a report at phone width', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/')
    await ask(page, 'Arsenal vs Everton')
    await expect(page.getByRole('heading', { name: 'Analysis Report' })).toBeVisible()
    await expect(page.getByTestId('report-text')).toContainText('Arsenal')
    await page.screenshot({ path: '/tmp/shots/home-report-390.png', fullPage: false })
    await page.screenshot({ path: '/tmp/shots/home-report-390-full.png', fullPage: true })
  })

  test('an anonymous visitor who runs out of free searches gets the sign-up modal', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/')
    const modal = page.getByRole('dialog', { name: 'Get More Free Searches' })
    for (let i = 0; i < 10 && !(await modal.isVisible()); i++) {
      await ask(page, `over 1.5 goals picks for today ${i}`)
      await expect(page.getByRole('heading', { name: 'Analysis Report' }).or(modal)).toBeVisible()
      await expect(page.getByRole('button', { name: 'Get Results' })).toBeEnabled()
      // Let the counter refetch before the next question.
      await page.waitForLoadState('networkidle')
    }
    await expect(modal).toBeVisible()
    await expect(modal.getByRole('link', { name: 'Create Free Account' })).toHaveAttribute('href', '/signup')
  })

  test('a market page pages through its searches and clamps long ones', async ({ page }) => {
    const long =
      'which three of the Premier League and Bundesliga matches this weekend are most likely to see over 2.5 goals'
    const queries = [long, ...Array.from({ length: 6 }, (_, i) => `over 2.5 goals pick number ${i + 1}`)]
    const market = {
      id: 'e2e-market',
      name: 'Over/Under Goals',
      description: 'Total goals',
      order: 1,
      searchCount: 7,
      totalSearches: 30,
    }
    // The catalogue has no market with more than five searches yet: serve one that has seven.
    await page.route('**/api/markets/e2e-market?*', async (route) => {
      const url = new URL(route.request().url())
      const pageNumber = Number(url.searchParams.get('page') ?? '1')
      const items = queries.slice((pageNumber - 1) * 5, pageNumber * 5).map((query, i) => ({
        id: `s-${pageNumber}-${i}`,
        query,
        searches: 10 - i,
        likes: 0,
        lastSearchedAt: null,
        createdAt: '2026-03-01T00:00:00.000Z',
      }))
      await route.fulfill({
        json: { market, searches: { items, total: 7, page: pageNumber, pageSize: 5, totalPages: 2 } },
      })
    })
    await page.goto('/markets/e2e-market')
    const list = page.getByTestId('market-searches')
    await expect(page.getByText('Page 1 of 2')).toBeVisible()
    await expect(list.getByRole('button', { name: long })).toHaveAttribute('data-clamped', 'true')
    await list.getByRole('button', { name: 'Show more' }).click()
    await expect(list.getByRole('button', { name: long })).toHaveAttribute('data-clamped', 'false')
    await expect(list.getByRole('button', { name: 'Show less' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled()
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(page.getByText('Page 2 of 2')).toBeVisible()
    await expect(list.getByRole('button', { name: 'over 2.5 goals pick number 6' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Back to Markets' })).toHaveAttribute('href', '/markets')
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
    await page.getByRole('button', { name: 'both teams to score picks for today' }).click()
    await expect(page).toHaveURL(/\/markets\/[^/]+$/)
    await expect(page.getByRole('heading', { name: 'Analysis Report' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Back to Markets' })).toBeVisible()
  })
})
