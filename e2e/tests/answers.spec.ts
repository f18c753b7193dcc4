/**
 * New answer types in the browser, on the real data: a winning-margin question, a season
 * simulation and a follow-up that points at the second pick of the previous answer each come
 * back as the right kind of answer, typed into the report and charged once. The client date is
 * fixed to Saturday 14 March 2026 (Bayer Leverkusen v Bayern München is that afternoon).
 */

import type { AnalyzeResponse } from '@pitchwise/contract'
import type { Page } from '@playwright/test'
import { expect, test } from '../helpers/fixtures.ts'
import { waitForFootball } from '../helpers/football.ts'

const MATCHDAY = new Date('2026-03-14T10:00:00Z')
const base = () => process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000'

const isAnalyze = (r: { url(): string; request(): { method(): string } }) =>
  r.url().endsWith('/api/analyze') && r.request().method() === 'POST'

async function ask(page: Page, question: string): Promise<AnalyzeResponse> {
  const answer = page.waitForResponse(isAnalyze)
  const input = page.getByRole('textbox', { name: 'Your question' })
  await input.fill(question)
  await input.press('Enter')
  const response = await answer
  expect(response.status()).toBe(200)
  return (await response.json()) as AnalyzeResponse
}

test.describe('[ANSWERS]', () => {
  test.beforeAll(async () => {
    test.setTimeout(150_000)
    await waitForFootball(base(), 120_000)
  })

  test.beforeEach(async ({ page, context }) => {
    await page.clock.setFixedTime(MATCHDAY)
    // Reduced motion shows the whole report at once (no typing animation to wait for).
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await context.addCookies([
      { name: 'pitchwise_visitor', value: `e2e-${crypto.randomUUID()}`, url: base(), sameSite: 'Strict' },
    ])
  })

  test('a winning-margin question is priced as a margin, not as a plain match result', async ({ page }) => {
    await page.goto('/')
    const body = await ask(page, 'Will Bayern beat Leverkusen by 2 or more goals?')
    expect(body.analysis.intent.kind).toBe('match')
    expect(body.analysis.intent.market?.type).toBe('winning_margin')
    expect(body.analysis.picks[0]?.market).toMatch(/^winning_margin_away_min2$/)
    expect(body.charged).toBe(true)
    const report = page.getByTestId('report-text')
    await expect(report).toContainText('Bayer Leverkusen v Bayern München')
    await expect(report).toContainText('Bayern München to win by 2 or more goals')
    await expect(report).toContainText('Winning margin (model)')
    await page.screenshot({ path: '/tmp/shots/answers-margin-1280.png', fullPage: true })
  })

  test('an outright question is answered by a season simulation that says how many seasons it played', async ({
    page,
  }) => {
    await page.goto('/')
    const body = await ask(page, 'Who will win the Premier League this season?')
    expect(body.analysis.intent.kind).toBe('outright')
    expect(body.analysis.outright?.simulations).toBe(10_000)
    const leader = [...(body.analysis.outright?.rows ?? [])].sort((a, b) => b.title - a.title)[0]
    if (!leader) throw new Error('no simulated table')
    const report = page.getByTestId('report-text')
    await expect(report).toContainText('title odds (season simulation)')
    await expect(report).toContainText(`${leader.team} win the title in`)
    await expect(report).toContainText('10,000 simulated seasons')
    await page.setViewportSize({ width: 390, height: 844 })
    await page.screenshot({ path: '/tmp/shots/answers-outright-390.png', fullPage: true })
  })

  test('"and the second one?" after a pick list previews the second pick, from the chat history', async ({ page }) => {
    await page.goto('/')
    const first = await ask(page, 'three over 2.5 matches for today')
    const second = first.analysis.picks[1]
    if (!second) throw new Error('fewer than two picks')
    await expect(page.getByTestId('report-text')).toContainText(`${second.home} v ${second.away}`)
    const follow = await ask(page, 'and the second one?')
    expect(follow.analysis.intent.kind).toBe('match')
    expect(follow.analysis.intent.market?.type).toBe('over')
    expect(follow.charged).toBe(true)
    const report = page.getByTestId('report-text')
    await expect(report).toContainText(`${second.home} v ${second.away}`)
    await expect(report).toContainText('Over 2.5 goals:')
    expect(follow.result.startsWith(`## ${second.home} v ${second.away}`)).toBe(true)
  })
})
