/**
 * [LAYOUT] The screens at 390 px (a phone) and 1280 px (a laptop): report tables fit or say that
 * they scroll (and scroll from the keyboard), the /why-pitchwise comparison shows every column's
 * answer, the header, menus, chat and report controls are thumb-sized (44 px), and a long email
 * address wraps at "@" and dots instead of mid-word. Screenshots of each go to e2e/screenshots/
 * (layout-*.png) for people to look at.
 */
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { type APIRequestContext, type Page, request as playwrightRequest } from '@playwright/test'
import { DEFAULT_PASSWORD, signUpThroughApi, uniqueEmail } from '../helpers/accounts.ts'
import { openSignedIn } from '../helpers/browser-state.ts'
import { expect, test } from '../helpers/fixtures.ts'
import { waitForFootball } from '../helpers/football.ts'
import {
  DESKTOP,
  expectNoSidewaysPageScroll,
  expectTablesFitOrSayTheyScroll,
  expectThumbSized,
  lineBreaksOf,
  MIN_TARGET_PX,
  PHONE,
} from '../helpers/layout.ts'

const SHOTS = path.resolve(import.meta.dirname, '../screenshots')
const MATCHDAY = '2026-03-14T10:00:00Z'
const base = () => process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000'
const VIEWPORTS = [
  ['390', PHONE],
  ['1280', DESKTOP],
] as const

/** Reports with the tables the engine writes: 4 and 7 columns, 11 columns, 6 columns. */
const REPORTS = {
  handicap: 'Leverkusen vs Bayern asian handicap -1.5',
  league: 'Premier League table',
  day: 'Bundesliga matches today',
} as const

/** A long address, as some people have (the menus and "Check your email" must show it whole). */
const longEmail = (label: string) =>
  uniqueEmail(`${label}-with-a-rather-long-mailbox-name`, 'mail.example-company.co.uk')

async function shot(page: Page, name: string, fullPage = true) {
  await page.screenshot({ path: path.join(SHOTS, `layout-${name}.png`), fullPage })
}

/** Asks the question as a fresh visitor through the API and returns the report's share id. */
async function shareIdOf(api: APIRequestContext, question: string): Promise<string> {
  const visitor = `e2e-${crypto.randomUUID()}`
  const response = await api.post('/api/analyze', {
    data: { query: question, date: MATCHDAY },
    headers: { Cookie: `pitchwise_visitor=${visitor}`, 'X-Visitor-ID': visitor, 'X-Session-ID': crypto.randomUUID() },
  })
  expect(response.status(), await response.text()).toBe(200)
  const { shareId } = (await response.json()) as { shareId: string | null }
  if (!shareId) throw new Error(`no shared report for "${question}"`)
  return shareId
}

/** Every line break of an email address falls before "@" or a dot, or after a hyphen. */
function expectBreaksAtAddressParts(breaks: { before: string; after: string }[]) {
  for (const { before, after } of breaks) {
    const atPart = after.startsWith('@') || after.startsWith('.') || before.endsWith('-')
    expect(atPart, `the address breaks between "${before.slice(-12)}" and "${after.slice(0, 12)}"`).toBe(true)
  }
}

test.describe('[LAYOUT] phones and desktops', () => {
  const shares: Record<keyof typeof REPORTS, string> = { handicap: '', league: '', day: '' }
  let userToken = ''

  test.beforeAll(async () => {
    test.setTimeout(180_000)
    mkdirSync(SHOTS, { recursive: true })
    await waitForFootball(base(), 120_000)
    // The API refuses cross-site writes: the request says it comes from the app's own origin.
    const api = await playwrightRequest.newContext({ baseURL: base(), extraHTTPHeaders: { Origin: base() } })
    for (const [kind, question] of Object.entries(REPORTS)) {
      shares[kind as keyof typeof REPORTS] = await shareIdOf(api, question)
    }
    // Signed up through the API: signing up is auth.spec.ts's subject, not this file's.
    userToken = await signUpThroughApi(api, longEmail('menu'))
    await api.dispose()
  })

  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
  })

  test('report tables fit or say that they scroll at 390 and 1280 px', async ({ page }) => {
    for (const [width, viewport] of VIEWPORTS) {
      await test.step(`${width} px`, async () => {
        await page.setViewportSize(viewport)
        for (const kind of Object.keys(REPORTS) as (keyof typeof REPORTS)[]) {
          await page.goto(`/shared/${shares[kind]}`)
          const report = page.getByTestId('report-text')
          await expect(report.locator('table').first()).toBeVisible()
          await expectNoSidewaysPageScroll(page)
          const { fits, scrolls } = await expectTablesFitOrSayTheyScroll(report)
          if (kind === 'handicap') {
            // The home / draw / away table is never the one that scrolls.
            const probability = report.locator('table').first().locator('xpath=..')
            expect(await probability.evaluate((box) => box.scrollWidth <= box.clientWidth + 1)).toBe(true)
            // Whole across the width once scrolled to (on a phone the demo banner puts it at the fold).
            const away = report.getByRole('columnheader', { name: 'Bayern München' })
            await away.evaluate((cell) => cell.scrollIntoView({ block: 'center' }))
            await expect(away).toBeInViewport({ ratio: 1 })
          }
          if (width === '1280') expect(scrolls, `${kind}: every table fits a laptop screen`).toBe(0)
          test.info().annotations.push({ type: kind, description: `${fits} fit, ${scrolls} scroll at ${width}` })
          await shot(page, `report-${kind}-${width}`)
        }
      })
    }
  })

  test('a table that scrolls can be scrolled from the keyboard, and its fade goes at the end', async ({ page }) => {
    await page.setViewportSize(PHONE)
    await page.goto(`/shared/${shares.league}`)
    const region = page.getByRole('region', { name: /scrolls sideways/ })
    await expect(region).toBeVisible()
    await expect(page.getByText('Scroll sideways to see all 11 columns')).toBeVisible()
    // The fade on the right edge says there is more; it goes once the table is scrolled to its end.
    const fade = page.getByTestId('table-fade')
    await expect(fade).toBeVisible()
    await region.focus()
    for (let press = 0; press < 12; press++) await page.keyboard.press('ArrowRight')
    await expect.poll(() => region.evaluate((box) => box.scrollLeft)).toBeGreaterThan(0)
    await expect(region.getByRole('columnheader', { name: /Last 5/ })).toBeInViewport()
    await region.evaluate((box) => box.scrollTo({ left: box.scrollWidth }))
    await expect(fade).toHaveCount(0)
    await shot(page, 'report-league-390-scrolled', false)
  })

  test(`/why-pitchwise shows every column's answer at 390 and 1280 px`, async ({ page }) => {
    for (const [width, viewport] of VIEWPORTS) {
      await test.step(`${width} px`, async () => {
        await page.setViewportSize(viewport)
        await page.goto('/why-pitchwise')
        await expect(page.getByRole('heading', { name: 'How we compare' })).toBeVisible()
        await expectNoSidewaysPageScroll(page)
        for (const answer of ['Under a second', 'Seconds to minutes', 'Hours', 'Generic prose', 'Depends on you']) {
          const shown = page.getByText(answer, { exact: true }).filter({ visible: true })
          await shown.scrollIntoViewIfNeeded()
          await expect(shown).toBeInViewport({ ratio: 1 })
        }
        await shot(page, `why-pitchwise-${width}`)
      })
    }
  })

  test('the mobile menu and the header have thumb-sized targets at 390 px', async ({ page }) => {
    await page.setViewportSize(PHONE)
    await page.goto('/')
    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    await expect(menu.getByRole('link', { name: 'Markets' })).toBeVisible()
    expect(await expectThumbSized(menu.getByRole('link'), 'mobile menu row')).toBeGreaterThanOrEqual(4)
    expect(await expectThumbSized(page.getByRole('banner').getByRole('button'), 'header button')).toBeGreaterThan(1)
    await shot(page, 'mobile-menu-390', false)
  })

  test('the avatar menu shows a long address whole, with thumb-sized items, at 390 and 1280 px', async ({
    page,
    context,
  }) => {
    await openSignedIn(context, userToken)
    for (const [width, viewport] of VIEWPORTS) {
      await test.step(`${width} px`, async () => {
        await page.setViewportSize(viewport)
        await page.goto('/')
        const trigger = page.getByRole('button', { name: 'Account menu' })
        expect(await expectThumbSized(trigger, 'avatar')).toBe(1)
        await trigger.click()
        const menu = page.getByRole('menu')
        await expect(menu).toBeVisible()
        const address = menu.locator('[title*="@"]')
        const email = (await address.getAttribute('title')) ?? ''
        await expect(address).toHaveText(email)
        // Whole: every glyph of the address is inside the menu, none clipped or hidden.
        // Measured together, and again until the menu has been placed beside its button (it opens at
        // the page's left edge for a frame); an address that sticks out stays out and fails.
        await expect
          .poll(async () => {
            const [menuBox, addressBox] = await Promise.all([menu.boundingBox(), address.boundingBox()])
            if (!menuBox || !addressBox) return Number.POSITIVE_INFINITY
            return addressBox.x + addressBox.width - (menuBox.x + menuBox.width)
          }, 'pixels of the address outside the menu')
          .toBeLessThanOrEqual(0)
        expect(await address.evaluate((node) => node.scrollWidth <= (node.parentElement?.clientWidth ?? 0))).toBe(true)
        expectBreaksAtAddressParts(await lineBreaksOf(address))
        expect(await expectThumbSized(menu.getByRole('menuitem'), 'avatar menu item')).toBe(4)
        await shot(page, `avatar-menu-${width}`, false)
        await page.keyboard.press('Escape')
        await expect(menu).toBeHidden()
      })
    }
  })

  test(`"Check your email" wraps a long address at "@" and dots at 390 and 1280 px`, async ({ page }) => {
    for (const [width, viewport] of VIEWPORTS) {
      await test.step(`${width} px`, async () => {
        await page.setViewportSize(viewport)
        const email = longEmail('check')
        await page.goto('/signup')
        await page.getByLabel('Email').fill(email)
        await page.getByLabel('Password').fill(DEFAULT_PASSWORD)
        await page.getByRole('checkbox', { name: /I confirm that I am 18 or over/ }).check()
        await page.getByRole('button', { name: 'Create Account' }).click()
        await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible()
        const address = page.getByRole('status').getByTitle(email)
        await expect(address).toHaveText(email)
        await expectNoSidewaysPageScroll(page)
        expectBreaksAtAddressParts(await lineBreaksOf(address))
        await shot(page, `check-email-${width}`, false)
      })
    }
  })

  test('the chat and the report have thumb-sized controls at 390 px', async ({ page, context }) => {
    await page.setViewportSize(PHONE)
    await page.clock.setFixedTime(new Date(MATCHDAY))
    await context.addCookies([
      { name: 'pitchwise_visitor', value: `e2e-${crypto.randomUUID()}`, url: base(), sameSite: 'Strict' },
    ])
    await page.goto('/')
    const question = page.getByRole('textbox', { name: 'Your question' })
    expect(await expectThumbSized(question, 'question box')).toBe(1)
    expect(await expectThumbSized(page.getByRole('button', { name: 'Get Results' }), 'submit')).toBe(1)
    // The deep-analysis switch is drawn 24 px high; a tap anywhere in the 44 px around it still hits it.
    const deep = page.getByRole('switch', { name: /Deep analysis/ })
    const track = await deep.boundingBox()
    if (!track) throw new Error('no switch')
    const centreX = track.x + track.width / 2
    const centreY = track.y + track.height / 2
    for (const dy of [-(MIN_TARGET_PX / 2 - 1), MIN_TARGET_PX / 2 - 1]) {
      const hit = await page.evaluate(
        ([x, y]) => document.elementFromPoint(x as number, y as number)?.closest('[role="switch"], label')?.tagName,
        [centreX, centreY + dy],
      )
      expect(hit, `a tap ${dy} px from the switch's middle`).toBeDefined()
    }
    await question.fill(REPORTS.handicap)
    await question.press('Enter')
    const report = page.getByTestId('analysis-report')
    await expect(report.getByTestId('report-text').locator('table').first()).toBeVisible()
    for (const name of [
      'Feedback',
      'Clear',
      'Continue chat',
      'Open the shareable report',
      'Share on Facebook',
      'Copy link',
    ]) {
      expect(
        await expectThumbSized(report.getByRole('button', { name }).or(report.getByRole('link', { name })), name),
      ).toBe(1)
    }
    await expectNoSidewaysPageScroll(page)
    await shot(page, 'home-report-390')
  })
})
