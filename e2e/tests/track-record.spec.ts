/**
 * [TRACK RECORD] Issue 33: a question asked on the demo date (Saturday 14 March 2026) seals its
 * predictions; the results of that day are then imported from the data folder, and /track-record
 * counts the sealed predictions and scores them. Its calibration chart renders at 1280 and 390 px
 * in both themes, with no sideways scroll and no serious axe findings.
 *
 * Importing results changes the data, so this spec runs its own server on a copy of one league's
 * season (the shared stack's data stays as every other spec expects it): the import and the fit
 * take seconds.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { AnalyzeResponse } from '@pitchwise/contract'
import type { Page } from '@playwright/test'
import { type ProductionServer, REPO_ROOT, startProductionServer } from '../../scripts/lib/production-server.ts'
import { signUpThroughApi, uniqueEmail } from '../helpers/accounts.ts'
import { checkAccessibility } from '../helpers/axe.ts'
import { openInTheme, THEMES } from '../helpers/browser-state.ts'
import { expect, test } from '../helpers/fixtures.ts'
import { waitForFootball } from '../helpers/football.ts'
import { DESKTOP, expectNoSidewaysPageScroll, PHONE } from '../helpers/layout.ts'

// The tests use the one server started below, in order: the second reads what the first scored.
test.describe.configure({ mode: 'serial' })

const MATCHDAY = new Date('2026-03-14T10:00:00Z')
const SEASON_FILE = path.resolve(REPO_ROOT, '../shared/data/openfootball/2025-26/en.1.json')
const ADMIN_DOMAIN = 'admin.pitchwise.test'

let server: ProductionServer
let football = ''
let leagueFile = ''

test.beforeAll(async () => {
  // A fresh embedded database (initdb and every migration) takes a minute on a busy machine.
  test.setTimeout(240_000)
  football = mkdtempSync(path.join(tmpdir(), 'pitchwise-track-record-'))
  leagueFile = path.join(football, 'leagues/2025-26/en.1.json')
  mkdirSync(path.dirname(leagueFile), { recursive: true })
  mkdirSync(path.join(football, 'europe'), { recursive: true })
  copyFileSync(SEASON_FILE, leagueFile)
  server = await startProductionServer({
    env: {
      DEV_OUTBOX: 'true',
      ADMIN_EMAIL_DOMAIN: ADMIN_DOMAIN,
      FOOTBALL_DATA_DIR: path.join(football, 'leagues'),
      FOOTBALL_EUROPE_DIR: path.join(football, 'europe'),
      // No statistics or prices: the page must say honestly that no prediction is priced yet.
      FOOTBALL_STATS_DIR: football,
      DEMO_DATE: '2026-03-14',
      ANON_DAILY_LIMIT_PER_IP: '1000',
      LOG_LEVEL: 'warn',
    },
  })
  await waitForFootball(server.baseUrl, 180_000)
})
test.afterAll(async () => {
  await server?.stop()
  if (football) rmSync(football, { recursive: true, force: true })
})

/** The day's results arrive in the data folder: every 14 March match gets a final score. */
function writeResultsOfTheDay(): number {
  const season = JSON.parse(readFileSync(leagueFile, 'utf8')) as {
    matches: { date: string; score?: { ft?: [number, number] } }[]
  }
  const scores: [number, number][] = [
    [2, 0],
    [1, 1],
    [0, 2],
    [3, 1],
    [1, 0],
  ]
  let written = 0
  for (const match of season.matches) {
    if (match.date !== '2026-03-14') continue
    match.score = { ft: scores[written % scores.length] as [number, number] }
    written++
  }
  writeFileSync(leagueFile, JSON.stringify(season))
  return written
}

/** The live counts as the page shows them (the definition list under "Live sealed predictions"). */
async function liveCount(page: Page, label: 'Sealed' | 'Scored' | 'Pending'): Promise<number> {
  const live = page.getByRole('region', { name: 'Live sealed predictions' })
  const value = live
    .locator('dl > div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd')
  return Number(((await value.first().textContent()) ?? '').replace(/\D/g, ''))
}

test.describe('[TRACK RECORD]', () => {
  test('a question on the demo date is sealed, its results imported, and the page counts and scores it', async ({
    page,
    context,
    playwright,
  }) => {
    test.setTimeout(180_000)
    await page.clock.setFixedTime(MATCHDAY)
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await context.addCookies([
      { name: 'pitchwise_visitor', value: `e2e-${crypto.randomUUID()}`, url: server.baseUrl, sameSite: 'Strict' },
    ])
    await page.goto(`${server.baseUrl}/`)
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/analyze') && r.request().method() === 'POST')
    const input = page.getByRole('textbox', { name: 'Your question' })
    await input.fill('Arsenal vs Everton')
    await input.press('Enter')
    const body = (await (await answered).json()) as AnalyzeResponse
    expect(body.charged).toBe(true)

    await page.goto(`${server.baseUrl}/track-record`)
    await expect(page.getByRole('heading', { name: 'Track record', level: 1 })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Live sealed predictions' })).toBeVisible()
    const sealed = await liveCount(page, 'Sealed')
    expect(sealed).toBeGreaterThan(0)
    expect(await liveCount(page, 'Pending')).toBe(sealed)
    expect(await liveCount(page, 'Scored')).toBe(0)

    // The results that follow, imported the way an operator's "Re-import now" does.
    expect(writeResultsOfTheDay()).toBeGreaterThan(0)
    const api = await playwright.request.newContext({ baseURL: server.baseUrl })
    const token = await signUpThroughApi(api, uniqueEmail('record-admin', ADMIN_DOMAIN), undefined, server.baseUrl)
    const imported = await api.post('/api/admin/data/import', {
      headers: { Authorization: `Bearer ${token}`, Origin: server.baseUrl },
    })
    expect(imported.status(), await imported.text()).toBe(200)
    expect(((await imported.json()) as { outcome: string }).outcome).toBe('imported')
    await api.dispose()

    await page.reload()
    const live = page.getByRole('region', { name: 'Live sealed predictions' })
    // Scored predictions bring the scores, the calibration and the bands.
    await expect(live.getByRole('heading', { name: 'Hit rate by confidence band' })).toBeVisible()
    const scored = await liveCount(page, 'Scored')
    expect(scored).toBeGreaterThan(0)
    expect(await liveCount(page, 'Sealed')).toBe(sealed)
    await expect(live.getByText('Model', { exact: true }).first()).toBeVisible()
    await expect(live.getByText(/Not enough priced predictions yet/).first()).toBeVisible()
    await expect(live.getByRole('img', { name: /^Calibration of match result forecasts/ })).toBeVisible()
    await expect(page.getByText(/^npm run seal:verify -- --digest \d{4}-\d{2}-\d{2}=[0-9a-f]{64}$/)).toBeVisible()
  })

  for (const theme of THEMES) {
    test(`the calibration chart at 1280 and 390 px in the ${theme} theme, readable and accessible`, async ({
      page,
      context,
    }) => {
      await openInTheme(context, theme)
      for (const viewport of [DESKTOP, PHONE]) {
        await page.setViewportSize(viewport)
        await page.goto(`${server.baseUrl}/track-record?market=1x2`)
        const chart = page
          .getByRole('region', { name: 'Live sealed predictions' })
          .getByRole('img', { name: /^Calibration of match result forecasts/ })
        await expect(chart).toBeVisible()
        const box = await chart.boundingBox()
        expect(box?.width ?? 0).toBeGreaterThan(200)
        expect(box?.width ?? 0).toBeLessThanOrEqual(viewport.width)
        await expectNoSidewaysPageScroll(page)
        expect((await checkAccessibility(page)).blocking).toEqual([])
        await page.screenshot({ path: `/tmp/shots/track-record-${theme}-${viewport.width}.png`, fullPage: true })
      }
    })
  }
})
