/**
 * [BROWSE] The free browse pages on the demo day (Saturday 14 March 2026), checked against the
 * openfootball files themselves: /matches lists that day's real fixtures and a filter narrows
 * them; a match page shows the bars, the heat map, form and head to head; a league page's table
 * is the table the results add up to; a team page's rating chart renders. Every page at 390 and
 * 1280 px in both themes: no sideways scroll, no serious or critical axe finding, and a
 * screenshot per page, width and theme in e2e/screenshots/ (browse-*.png).
 */
import { mkdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { AnalyzeResponse } from '@pitchwise/contract'
import type { Page } from '@playwright/test'
import { checkAccessibility } from '../helpers/axe.ts'
import { openInTheme, THEMES } from '../helpers/browser-state.ts'
import { expect, test } from '../helpers/fixtures.ts'
import { waitForFootball } from '../helpers/football.ts'
import { DESKTOP, expectNoSidewaysPageScroll, PHONE } from '../helpers/layout.ts'
import { trackRequests } from '../helpers/network.ts'

const DAY = '2026-03-14'
const MATCHDAY = new Date(`${DAY}T10:00:00Z`)
const ARSENAL_EVERTON = `/matches/${encodeURIComponent('en.1:2025-26:2026-03-14:arsenal:everton')}`
const SHOTS = path.resolve(import.meta.dirname, '../screenshots')
const DATA_DIR = process.env.FOOTBALL_DATA_DIR ?? path.resolve(import.meta.dirname, '../../../shared/data/openfootball')
const base = () => process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000'

interface FileMatch {
  date: string
  team1: string
  team2: string
  score?: { ft?: [number, number] }
}
/** One competition's 2025-26 season as the source file has it. */
const seasonFile = (code: string): FileMatch[] =>
  (JSON.parse(readFileSync(path.join(DATA_DIR, '2025-26', `${code}.json`), 'utf8')) as { matches: FileMatch[] }).matches

test.beforeAll(async () => {
  test.setTimeout(180_000)
  mkdirSync(SHOTS, { recursive: true })
  await waitForFootball(base(), 150_000)
})

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(MATCHDAY)
  await page.emulateMedia({ reducedMotion: 'reduce' })
})

/** The page has its content: a heading, nothing in flight, no skeleton. */
async function settled(page: Page, network: ReturnType<typeof trackRequests>) {
  await expect(page.locator('main h1').first()).toBeVisible()
  await network.quiet()
  await expect(page.locator('main .animate-pulse')).toHaveCount(0)
}

test.describe('[BROWSE] free pages on the demo day', () => {
  test("/matches lists the day's real fixtures by competition, and the filters narrow them", async ({ page }) => {
    const network = trackRequests(page)
    await page.goto('/matches')
    await settled(page, network)
    await expect(page.getByRole('heading', { level: 1, name: 'Matches' })).toBeVisible()
    for (const [code, name] of [
      ['en.1', 'Premier League'],
      ['de.1', 'Bundesliga'],
    ] as const) {
      const expected = seasonFile(code).filter((m) => m.date === DAY)
      expect(expected.length, `${name} fixtures in the file`).toBeGreaterThan(0)
      const section = page.getByRole('region', { name: new RegExp(`^${name}`) })
      await expect(section.getByRole('listitem').filter({ has: page.getByRole('link', { name: / v / }) })).toHaveCount(
        expected.length,
      )
    }
    await expect(page.getByRole('link', { name: 'Arsenal v Everton' })).toBeVisible()
    const allRows = await page
      .locator('main li')
      .filter({ has: page.getByRole('link', { name: / v / }) })
      .count()

    await page.getByLabel('Competition').selectOption({ label: 'Premier League (England)' })
    await expect(page.locator('main').getByRole('region')).toHaveCount(1)
    await expect(page.getByRole('status').filter({ hasText: 'match the filters' })).toContainText(
      `${seasonFile('en.1').filter((m) => m.date === DAY).length} of ${allRows} matches`,
    )
    await page.getByLabel('Competition').selectOption('all')
    await page.getByLabel('Market').selectOption({ label: 'Over 2.5 goals' })
    await page.getByLabel('Minimum probability').selectOption({ label: '60% or more' })
    // The filters are in the address: the filtered day can be shared.
    await expect(page).toHaveURL(/market=over25/)
    await expect(page).toHaveURL(/min=60/)
    const status = page.getByRole('status').filter({ hasText: 'match the filters' })
    await expect(status).toContainText(`of ${allRows} matches`)
    // The address changes before the list does: wait for the count to leave "all of all".
    const shownCount = async () => Number(/^(\d+) of/.exec((await status.textContent()) ?? '')?.[1])
    await expect.poll(shownCount).toBeLessThan(allRows)
    const keptCount = await shownCount()
    expect(keptCount).toBeGreaterThan(0)
    const kept = page.locator('main li').filter({ has: page.getByRole('link', { name: / v / }) })
    await expect(kept).toHaveCount(keptCount)
    for (const text of await kept
      .getByText(/^Over 2\.5$/)
      .locator('xpath=../..')
      .allInnerTexts())
      expect(Number(/(\d+)%/.exec(text)?.[1])).toBeGreaterThanOrEqual(60)
  })

  test('a match page shows the bars, the scoreline heat map, both sides’ form and the head to head', async ({
    page,
  }) => {
    const network = trackRequests(page)
    await page.goto('/matches')
    await settled(page, network)
    await page.getByRole('link', { name: 'Arsenal v Everton' }).click()
    await settled(page, network)
    await expect(page).toHaveURL(new RegExp(`${ARSENAL_EVERTON.replaceAll('%', '%')}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Arsenal v Everton')
    await expect(page).toHaveTitle('Arsenal v Everton prediction, Premier League, 14 March 2026 | Pitchwise')
    const chances = page.getByRole('region', { name: "The model's chances" })
    await expect(chances.getByRole('rowheader', { name: 'Arsenal win' })).toBeVisible()
    await expect(chances.getByRole('row', { name: /^Over 2\.5 goals \d+% \d+\.\d\d$/ })).toBeVisible()
    const heatmap = page.getByRole('table', { name: /Chance of each score: Arsenal goals down, Everton goals across/ })
    await expect(heatmap.getByRole('cell')).toHaveCount(36)
    await expect(heatmap.getByRole('row', { name: /^Arsenal 1 / })).toBeVisible()
    await expect(
      page.getByRole('list', { name: "Arsenal's last results, newest first" }).getByRole('listitem'),
    ).toHaveCount(6)
    await expect(
      page.getByRole('list', { name: "Everton's last results, newest first" }).getByRole('listitem'),
    ).toHaveCount(6)
    const h2h = page.getByRole('region', { name: 'Head to head' })
    await expect(h2h.getByRole('listitem').first()).toContainText(/Arsenal|Everton/)
    await expect(page.getByRole('button', { name: 'Analyse this match' })).toBeVisible()
  })

  test("a league page's table is the table the season's results add up to", async ({ page }) => {
    const network = trackRequests(page)
    await page.goto('/leagues/en.1')
    await settled(page, network)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Premier League')
    const played = seasonFile('en.1').filter((m) => m.date < DAY && m.score?.ft)
    const points = new Map<string, { points: number; played: number }>()
    for (const m of played) {
      const [h, a] = m.score?.ft ?? [0, 0]
      for (const [team, gf, ga] of [
        [m.team1, h, a],
        [m.team2, a, h],
      ] as const) {
        const row = points.get(team) ?? { points: 0, played: 0 }
        row.points += gf > ga ? 3 : gf === ga ? 1 : 0
        row.played += 1
        points.set(team, row)
      }
    }
    const table = page.getByRole('table', { name: /^The Premier League after \d+ of 38 rounds/ })
    await expect(table.getByRole('row')).toHaveCount(21)
    const leader = [...points.entries()].sort((x, y) => y[1].points - x[1].points)[0]
    if (!leader) throw new Error('no results in the file')
    const firstRow = table.getByRole('row').nth(1)
    await expect(firstRow.getByRole('cell').last()).toBeAttached()
    const cells = await firstRow.getByRole('cell').allInnerTexts()
    // Position, P, W, D, L, GF, GA, GD, Pts, form: P is the second cell, Pts the ninth.
    expect([Number(cells[1]), Number(cells[8])]).toEqual([leader[1].played, leader[1].points])
    await expect(firstRow.getByRole('rowheader')).toHaveText(leader[0].replace(/ FC$/, ''))
    await expect(
      page.getByRole('table', { name: /remaining \d+ matches simulated 10,000 times/ }).getByRole('row'),
    ).toHaveCount(21)
    await expect(page.getByRole('combobox', { name: 'Round' })).toHaveValue(/\d+/)
  })

  test("a team page's rating chart renders, with its figures as a table", async ({ page }) => {
    const network = trackRequests(page)
    await page.goto('/teams/arsenal')
    await settled(page, network)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Arsenal')
    const chart = page.getByRole('img', { name: "Arsenal's Elo rating through 2025-26" })
    await expect(chart).toBeVisible()
    const box = await chart.boundingBox()
    expect(box?.width ?? 0).toBeGreaterThan(250)
    const line = chart.locator('polyline')
    const pointCount = ((await line.getAttribute('points')) ?? '').trim().split(/\s+/).length
    const arsenalPlayed = seasonFile('en.1').filter(
      (m) => m.date < DAY && m.score?.ft && (m.team1 === 'Arsenal FC' || m.team2 === 'Arsenal FC'),
    ).length
    expect(pointCount).toBe(arsenalPlayed + 1)
    await page.getByText('The rating after each match, as a table').click()
    await expect(page.getByRole('table').filter({ hasText: 'After the match of' }).getByRole('row')).toHaveCount(
      arsenalPlayed + 2,
    )
    await expect(
      page.getByRole('region', { name: 'Next fixtures' }).getByRole('link', { name: 'Arsenal v Everton' }),
    ).toBeVisible()
  })

  test('a match page without stored bookmaker prices shows the fair odds alone and says why', async ({ page }) => {
    // The shared price files end in 2021-22: the demo day's fixtures have none (prices where stored:
    // apps/server/test/browse-prices.test.ts, market-table.test.tsx).
    const network = trackRequests(page)
    await page.goto(ARSENAL_EVERTON)
    await settled(page, network)
    const markets = page.getByRole('table', { name: 'Probabilities and fair odds of the main markets' })
    await expect(markets.getByRole('columnheader', { name: 'Fair odds' })).toBeVisible()
    await expect(page.getByRole('columnheader', { name: 'Best price' })).toHaveCount(0)
    await expect(page.getByText("Pitchwise's data holds no bookmakers' prices for this match.")).toBeVisible()
  })

  test('a team and a competition named in a report lead to their pages, in the live report and its shared copy', async ({
    page,
    context,
  }) => {
    await context.addCookies([
      { name: 'pitchwise_visitor', value: `e2e-${crypto.randomUUID()}`, url: base(), sameSite: 'Strict' },
    ])
    await page.goto('/')
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/analyze') && r.request().method() === 'POST')
    const input = page.getByRole('textbox', { name: 'Your question' })
    await input.fill('Arsenal vs Everton')
    await input.press('Enter')
    const body = (await (await answer).json()) as AnalyzeResponse
    expect(body.analysis.named).toContainEqual({ name: 'Arsenal', kind: 'team', id: 'arsenal' })
    expect(body.analysis.named).toContainEqual({ name: 'Premier League', kind: 'competition', id: 'en.1' })

    const report = page.getByTestId('report-text')
    await expect(report.getByRole('link', { name: 'Premier League' }).first()).toHaveAttribute('href', '/leagues/en.1')
    // The keyboard reaches the name and opens the team's page.
    const arsenal = report.getByRole('link', { name: 'Arsenal', exact: true }).first()
    await arsenal.focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL('/teams/arsenal')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Arsenal')

    // The shared copy of the report links the same names.
    expect(body.shareId).not.toBeNull()
    await page.goto(`/shared/${body.shareId}`)
    const shared = page.getByTestId('report-text')
    await expect(shared.getByRole('link', { name: 'Everton', exact: true }).first()).toHaveAttribute(
      'href',
      '/teams/everton',
    )
  })

  test('every browse page fits 390 and 1280 px in both themes with no serious axe finding', async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000)
    const pages = [
      ['matches', '/matches'],
      ['match', ARSENAL_EVERTON],
      ['league', '/leagues/en.1'],
      ['team', '/teams/arsenal'],
    ] as const
    const network = trackRequests(page)
    for (const theme of THEMES) {
      await openInTheme(context, theme)
      for (const [width, viewport] of [
        ['390', PHONE],
        ['1280', DESKTOP],
      ] as const) {
        await page.setViewportSize(viewport)
        for (const [name, target] of pages) {
          await test.step(`${name} ${width} ${theme}`, async () => {
            await page.goto(target)
            await settled(page, network)
            await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/)
            await expectNoSidewaysPageScroll(page)
            const outcome = await checkAccessibility(page)
            expect.soft(outcome.blocking, `${target} ${width} ${theme}`).toEqual([])
            // The day's list is 100 matches long: its first screens say how it looks.
            await page.screenshot({
              path: path.join(SHOTS, `browse-${name}-${width}-${theme}.png`),
              fullPage: name !== 'matches',
            })
          })
        }
      }
    }
  })
})
