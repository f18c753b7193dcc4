/**
 * [A11Y] axe on every route of the app, in the light and the dark theme, as a visitor, as a
 * signed-in user and as an administrator: no serious or critical violation anywhere. The route
 * lists are checked against config/paths.ts and the admin page list, so a new route cannot slip
 * through unchecked. A visitor's and a user's pages are opened once each and checked in both
 * themes, switched with the header's toggle in between as a person would (the page opened in
 * the theme the last one left saved, so half the routes load in each theme); the admin area,
 * which is always dark, is checked page by page once, and walked through with the light theme
 * saved to see that it stays dark. One account of each kind is signed up once (through the API: signing up
 * is auth.spec.ts's subject) and its token reused by every page (no sign-up per route). Counts per route and theme are printed at the end of each test.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Browser, Page } from '@playwright/test'
import { ADMIN_PAGES } from '../../apps/web/src/app/routes/admin/admin-pages.ts'
import { paths } from '../../apps/web/src/config/paths.ts'
import { signUpThroughApi, uniqueEmail } from '../helpers/accounts.ts'
import { type AxeOutcome, checkAccessibility } from '../helpers/axe.ts'
import { openInTheme, openSignedIn, THEMES, type Theme } from '../helpers/browser-state.ts'
import { expect, test } from '../helpers/fixtures.ts'
import { waitForFootball } from '../helpers/football.ts'
import { type RequestTracker, trackRequests } from '../helpers/network.ts'

const MATCHDAY = new Date('2026-03-14T10:00:00Z')
const ADMIN_DOMAIN = 'admin.pitchwise.test'
/** Where each run leaves its findings per route (axe-<who>-<theme>.json), beside Playwright's output. */
const REPORT_DIR = path.resolve(import.meta.dirname, '../../test-results')
const base = () => process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000'

/** A route to check; `path` may need ids made in beforeAll. */
interface Route {
  /** The route as paths.ts names it (what the coverage check compares). */
  route: string
  path: (ids: Ids) => string
}

interface Ids {
  shareId: string
  marketId: string
}

const at = (route: string): Route => ({ route, path: () => route })

/** What a visitor can open (pages for signed-in users show their signed-out state). */
const PUBLIC_ROUTES: Route[] = [
  at(paths.home),
  { route: paths.referral(':code'), path: () => paths.referral('friend42') },
  at(paths.signIn),
  at(paths.signUp),
  at(paths.forgotPassword),
  { route: paths.resetPassword, path: () => `${paths.resetPassword}?token=not-a-real-token` },
  at(paths.markets),
  { route: paths.market(':marketId'), path: ({ marketId }) => paths.market(marketId) },
  { route: paths.shared(':shareId'), path: ({ shareId }) => paths.shared(shareId) },
  // The browse pages (issue 34) on the demo day's data: browse.spec.ts checks them at two widths.
  at(paths.matches),
  { route: paths.match(':matchId'), path: () => paths.match('en.1:2025-26:2026-03-14:arsenal:everton') },
  { route: paths.league(':leagueId'), path: () => paths.league('en.1') },
  { route: paths.team(':teamId'), path: () => paths.team('arsenal') },
  at(paths.likedSearches),
  at(paths.likedSearch),
  at(paths.searchHistory),
  at(paths.historySearch),
  at(paths.billing),
  at(paths.paymentCancel),
  at(paths.privacy),
  at(paths.terms),
  at(paths.why),
  at(paths.trackRecord),
  at(paths.saferGambling),
  at(paths.breakPage),
]

/** What a signed-in user sees (auth pages and redirects to /signin are the visitor's). */
const SIGNED_IN_ROUTES: Route[] = [
  at(paths.home),
  { route: paths.market(':marketId'), path: ({ marketId }) => paths.market(marketId) },
  { route: paths.shared(':shareId'), path: ({ shareId }) => paths.shared(shareId) },
  at(paths.likedSearches),
  at(paths.likedSearch),
  at(paths.searchHistory),
  at(paths.historySearch),
  at(paths.billing),
  at(paths.cryptoForm),
  at(paths.paymentSuccess),
  at(paths.paymentCancel),
  at(paths.paymentDirect),
]

const ADMIN_ROUTES: Route[] = ADMIN_PAGES.map((page) => at(page.path))

/**
 * Routes not opened above, and why: the callback of an emailed link only exists with a real
 * link's parameters (auth.spec.ts follows it; it shows a spinner, then redirects).
 */
const NOT_OPENED: string[] = [paths.authCallback]

/** Every route string of paths.ts, with `:param` in place of the parameterised ones. */
function allRoutes(): string[] {
  const out: string[] = []
  const walk = (value: unknown) => {
    if (typeof value === 'string') out.push(value)
    else if (typeof value === 'function') out.push((value as (param: string) => string)(':param'))
    else if (value && typeof value === 'object') for (const inner of Object.values(value)) walk(inner)
  }
  walk(paths)
  return out
}

const normalise = (route: string) => decodeURIComponent(route).replace(/:[A-Za-z]+/g, ':param')

/** Waits until the page shows its content: a heading, no requests in flight, no skeletons. */
async function settle(page: Page, network: RequestTracker): Promise<void> {
  await expect(page.locator('main h1').first()).toBeVisible()
  await network.quiet()
  await expect(page.locator('main .animate-pulse')).toHaveCount(0)
}

function formatOutcome(label: string, outcome: AxeOutcome): string {
  const findings = outcome.blocking.map(
    (finding) =>
      `  ${finding.impact} ${finding.rule}: ${finding.help}\n${finding.nodes.map((node) => `    ${node.target}: ${node.summary}`).join('\n')}`,
  )
  return [`${label}: ${JSON.stringify(outcome.counts)}`, ...findings].join('\n')
}

/** Findings per label (e.g. "user dark") and route, written out by writeReports(). */
type Findings = Map<string, { lines: string[]; outcomes: Record<string, AxeOutcome> }>

/** Runs axe on the page as it is and fails (softly, per route) on blocking findings. */
async function checkNow(page: Page, target: string, label: string, findings: Findings): Promise<void> {
  let outcome = await checkAccessibility(page)
  if (outcome.blocking.length > 0) {
    // A finding must still be there a second later: on a loaded machine axe can catch a theme
    // switch's colour transition half-way (old text colour on the new background), which no
    // person sees. A real problem is there both times.
    await page.waitForTimeout(1000)
    await transitionsDone(page)
    outcome = await checkAccessibility(page)
  }
  const found = findings.get(label) ?? { lines: [], outcomes: {} }
  findings.set(label, found)
  found.outcomes[target] = outcome
  found.lines.push(`${label} ${target} serious=${outcome.counts.serious ?? 0} critical=${outcome.counts.critical ?? 0}`)
  expect.soft(outcome.blocking, formatOutcome(`${label} ${target}`, outcome)).toEqual([])
}

function writeReports(findings: Findings): void {
  for (const [label, { lines, outcomes }] of findings) {
    console.log(lines.join('\n'))
    writeFileSync(path.join(REPORT_DIR, `axe-${label.replace(/\s+/g, '-')}.json`), JSON.stringify(outcomes, null, 2))
  }
}

/** The theme the page shows now (the `dark` class on the root, theme.ts). */
const shownTheme = async (page: Page): Promise<Theme> =>
  (await page.locator('html').getAttribute('class'))?.split(/\s+/).includes('dark') ? 'dark' : 'light'

/**
 * Waits until any colour transition the theme switch started has ended. Under reduced motion
 * (emulated here) the app gives transitions no time at all (index.css), so this waits two frames
 * and finds none; it guards the check should a transition ever be added that the reduced-motion
 * rule does not reach. A cancelled transition counts as ended.
 */
async function transitionsDone(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    const transitions = document.getAnimations().filter((animation) => animation instanceof CSSTransition)
    // A transition cancelled on the way (its element re-rendered or removed) rejects `finished`
    // with an AbortError: it is over all the same.
    await Promise.all(transitions.map((transition) => transition.finished.catch(() => undefined)))
  })
}

/** Opens each route in turn on one page, runs axe, and fails (softly, per route) on blocking findings. */
async function checkRoutes(page: Page, routes: Route[], ids: Ids, label: string): Promise<void> {
  const findings: Findings = new Map()
  const network = trackRequests(page)
  for (const route of routes) {
    const target = route.path(ids)
    await test.step(target, async () => {
      await page.goto(target)
      await settle(page, network)
      await checkNow(page, target, label, findings)
    })
  }
  writeReports(findings)
}

/**
 * Opens each route once and checks it in both themes: axe in the theme it opened in, then the
 * header's toggle (a click, as a person switches; no reload), then axe again. The toggle saves
 * the choice, so the next route opens in the other theme: each theme is also loaded cold.
 */
async function checkRoutesInBothThemes(page: Page, routes: Route[], ids: Ids, who: string): Promise<void> {
  const findings: Findings = new Map()
  const network = trackRequests(page)
  for (const route of routes) {
    const target = route.path(ids)
    await test.step(target, async () => {
      await page.goto(target)
      await settle(page, network)
      const opened = await shownTheme(page)
      await checkNow(page, target, `${who} ${opened}`, findings)
      const other: Theme = opened === 'dark' ? 'light' : 'dark'
      await page
        .getByRole('banner')
        .getByRole('button', { name: `Switch to ${other} theme` })
        .click()
      await expect.poll(() => shownTheme(page), `${target} switched to the ${other} theme`).toBe(other)
      await transitionsDone(page)
      await checkNow(page, target, `${who} ${other}`, findings)
    })
  }
  for (const theme of THEMES) {
    expect(findings.get(`${who} ${theme}`)?.lines, `every route checked in the ${theme} theme`).toHaveLength(
      routes.length,
    )
  }
  writeReports(findings)
}

test.describe('[A11Y] axe on every route', () => {
  const ids: Ids = { shareId: '', marketId: '' }
  let userToken = ''
  let adminToken = ''

  test.beforeAll(async ({ browser }) => {
    mkdirSync(REPORT_DIR, { recursive: true })
    const context = await browser.newContext({ baseURL: base() })
    // A long address, as some people have: the menus must still show it whole or truncated with a title.
    userToken = await signUpThroughApi(
      context.request,
      uniqueEmail('a-rather-long-mailbox-name', 'accessibility.example.com'),
    )
    await context.close()
    const adminContext = await browser.newContext({ baseURL: base() })
    adminToken = await signUpThroughApi(adminContext.request, uniqueEmail('a11y-admin', ADMIN_DOMAIN))
    await adminContext.close()
  })

  /**
   * The shared report and the market that the visitor's and the user's routes open. Only those
   * tests wait for the football data (the server imports it after it starts listening), so the
   * admin pages are checked meanwhile.
   */
  let reportAndMarket: Promise<void> | undefined
  const makeReportAndMarket = (browser: Browser) => {
    reportAndMarket ??= (async () => {
      await waitForFootball(base(), 120_000)
      const context = await browser.newContext({ baseURL: base() })
      await openSignedIn(context, userToken)
      const page = await context.newPage()
      await page.clock.setFixedTime(MATCHDAY)
      await page.goto('/')
      const answer = page.waitForResponse((r) => r.url().endsWith('/api/analyze') && r.request().method() === 'POST')
      const input = page.getByRole('textbox', { name: 'Your question' })
      await input.fill('Leverkusen vs Bayern asian handicap -1.5')
      await input.press('Enter')
      const body = (await (await answer).json()) as { shareId: string | null }
      if (!body.shareId) throw new Error('the question made no shared report')
      ids.shareId = body.shareId
      const { markets } = (await (await page.request.get('/api/markets')).json()) as { markets: { id: string }[] }
      ids.marketId = markets[0]?.id ?? ''
      await context.close()
    })()
    return reportAndMarket
  }

  test.beforeEach(async ({ page, context }) => {
    await page.clock.setFixedTime(MATCHDAY)
    // Transitions finished at once: axe reads colours as they end up, not halfway.
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await context.addCookies([
      { name: 'pitchwise_visitor', value: `e2e-${crypto.randomUUID()}`, url: base(), sameSite: 'Strict' },
    ])
  })

  test('the lists cover every route of config/paths.ts', () => {
    const checked = new Set(
      [...PUBLIC_ROUTES, ...SIGNED_IN_ROUTES, ...ADMIN_ROUTES].map((route) => normalise(route.route)),
    )
    const missing = allRoutes()
      .map(normalise)
      .filter((route) => !checked.has(route) && !NOT_OPENED.includes(route))
    expect(missing, 'routes without an axe check').toEqual([])
  })

  test('the check finds a planted failure: unreadable text and an image without a name', async ({ page }) => {
    const network = trackRequests(page)
    await page.goto(paths.terms)
    await settle(page, network)
    await page.evaluate(() => {
      const main = document.querySelector('main')
      const text = document.createElement('p')
      text.textContent = 'Grey on grey'
      text.style.cssText = 'color:#777;background:#767676'
      const image = document.createElement('img')
      image.src = '/favicon.svg'
      main?.prepend(text, image)
    })
    const { blocking } = await checkAccessibility(page)
    expect(blocking.map((finding) => finding.rule).sort()).toEqual(['color-contrast', 'image-alt'])
  })

  // Before the visitor and user tests: these need no football data, so both workers check the
  // admin pages while the server is still importing it.
  test('as an administrator (admin pages are always dark)', async ({ page, context }) => {
    test.setTimeout(120_000)
    await openInTheme(context, 'dark')
    await openSignedIn(context, adminToken)
    await checkRoutes(page, ADMIN_ROUTES, ids, 'admin dark')
  })

  // The admin area ignores the saved theme (theme.ts), so its pages are the ones checked above
  // whatever was chosen: with light saved, each tab must still show dark, and the first page,
  // loaded cold in the light choice, gets its own axe run.
  test('as an administrator who chose the light theme, every admin page shows dark', async ({ page, context }) => {
    await openInTheme(context, 'light')
    await openSignedIn(context, adminToken)
    const findings: Findings = new Map()
    const network = trackRequests(page)
    await page.goto(paths.admin.root)
    await settle(page, network)
    expect(await shownTheme(page)).toBe('dark')
    await checkNow(page, paths.admin.root, 'admin light', findings)
    const tabs = page.getByRole('navigation', { name: 'Admin' })
    for (const adminPage of ADMIN_PAGES) {
      await tabs.getByRole('link', { name: adminPage.label, exact: true }).click()
      await expect(page).toHaveTitle(`${adminPage.title} - Admin | Pitchwise`)
      await settle(page, network)
      expect(await shownTheme(page), `${adminPage.path} in the dark theme`).toBe('dark')
    }
    writeReports(findings)
  })

  test('as a visitor, light and dark theme', async ({ page, browser }) => {
    test.setTimeout(240_000)
    await makeReportAndMarket(browser)
    await checkRoutesInBothThemes(page, PUBLIC_ROUTES, ids, 'visitor')
  })

  test('signed in, light and dark theme', async ({ page, context, browser }) => {
    test.setTimeout(240_000)
    await makeReportAndMarket(browser)
    await openSignedIn(context, userToken)
    await checkRoutesInBothThemes(page, SIGNED_IN_ROUTES, ids, 'user')
  })
})
