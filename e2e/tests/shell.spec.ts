/**
 * The app shell in a real browser against the production build: every route renders with its
 * title, unknown paths land on /, the theme choice survives a reload, the service worker
 * registers, the demo banner says which day the server answers as of (the stack runs with
 * DEMO_DATE=2026-03-14), and the home page looks right at desktop and phone widths in both
 * themes (screenshots).
 */
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '../helpers/fixtures.ts'

const DEFAULT_TITLE = 'Pitchwise - AI Soccer Predictions & Match Analysis'
const SHOTS = path.resolve(import.meta.dirname, '../screenshots')
const DEMO_BANNER = 'Demo: football as of Saturday 14 March 2026'

/** Every route of both specs with the heading a visitor should see. Signed-in-only pages show their signed-out state. */
const ROUTES: { path: string; title: RegExp | string }[] = [
  { path: '/', title: DEFAULT_TITLE },
  { path: '/r/friend42', title: DEFAULT_TITLE },
  { path: '/signin', title: /\| Pitchwise$/ },
  { path: '/signup', title: /\| Pitchwise$/ },
  { path: '/forgot-password', title: /\| Pitchwise$/ },
  { path: '/markets', title: /\| Pitchwise$/ },
  { path: '/liked-searches', title: /\| Pitchwise$/ },
  { path: '/search-history', title: /\| Pitchwise$/ },
  { path: '/billing', title: /\| Pitchwise$/ },
  { path: '/payment/success', title: /\| Pitchwise$/ },
  { path: '/payment/cancel', title: 'Payment Cancelled | Pitchwise' },
  { path: '/privacy', title: 'Privacy Policy | Pitchwise' },
  { path: '/terms', title: 'Terms & Conditions | Pitchwise' },
  { path: '/why-pitchwise', title: 'Why Pitchwise | Pitchwise' },
]

test.describe('routes', () => {
  // One page walks every route (a new browser context costs about a second of CPU here, more
  // than a route's check); each route is its own step, so a failure names it.
  test('every route renders inside the layout with its title', async ({ page }) => {
    for (const route of ROUTES) {
      await test.step(route.path, async () => {
        await page.goto(route.path)
        await expect(page.getByRole('banner')).toBeVisible()
        await expect(page.getByRole('region', { name: 'Demo mode' })).toHaveText(DEMO_BANNER)
        await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()} Pitchwise`)
        await expect(page).toHaveTitle(route.title)
      })
    }
  })

  test('the home page carries the demo banner above the header, and no freshness line (fixtures that day)', async ({
    page,
  }) => {
    await page.goto('/')
    const banner = page.getByRole('region', { name: 'Demo mode' })
    await expect(banner.getByRole('status')).toHaveText(DEMO_BANNER)
    // In the first frame (health is read beside the page's chunk), so the header never moves.
    const [bannerBox, headerBox] = [await banner.boundingBox(), await page.getByRole('banner').boundingBox()]
    expect(bannerBox?.y).toBe(0)
    expect(headerBox?.y).toBe(bannerBox?.height)
    await expect(page.getByRole('textbox', { name: 'Your question' })).toBeVisible()
    await expect(page.getByText(/football data runs to/)).toHaveCount(0)
  })

  test('an unknown path, and /admin for a non-admin, land on the home page', async ({ page }) => {
    await page.goto('/this/page/does-not-exist')
    await expect(page).toHaveURL(/\/$/)
    await expect(page).toHaveTitle(DEFAULT_TITLE)
    await page.goto('/admin/searches')
    await expect(page).toHaveURL(/\/$/)
  })

  test('on a slow network the header and a spinner show while the page itself is still coming', async ({ page }) => {
    // The page's own chunk is held back until the spinner has been seen: the app waits for
    // the first page's chunk before its first render, but not longer than a second.
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route(/\/assets\/terms-[^/]+\.js$/, async (route) => {
      await held
      await route.continue()
    })
    await page.goto('/terms', { waitUntil: 'commit' })
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible()
    release()
    await expect(page.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeVisible()
    await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0)
  })

  test('the comparison page has the five rows of the spec', async ({ page }) => {
    await page.goto('/why-pitchwise')
    for (const row of [
      // The spec's "real-time data", named so that it claims nothing: the cell says what the
      // running server imports (issue 28).
      'Data freshness',
      'Specialized football AI',
      'Analysis speed',
      'Match analysis',
      'Natural language queries',
    ]) {
      await expect(page.getByRole('rowheader', { name: row })).toBeVisible()
    }
  })

  test('the terms state the 18+ age restriction and the operator', async ({ page }) => {
    await page.goto('/terms')
    await expect(page.getByRole('heading', { name: 'Age restriction: 18+' })).toBeVisible()
    await expect(page.getByText(/Pitchwise Ltd/).first()).toBeVisible()
  })
})

test.describe('a shared report that does not exist', () => {
  // The page asks the API for the report and gets the 404 it then explains.
  test.use({ allowedConsoleErrors: [/Failed to load resource: the server responded with a status of 404/] })
  test('says so inside the layout with its title', async ({ page }) => {
    await page.goto('/shared/does-not-exist-0000000')
    await expect(page.getByRole('heading', { name: 'Analysis Not Found' })).toBeVisible()
    await expect(page).toHaveTitle(/\| Pitchwise$/)
    await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()} Pitchwise`)
  })
})

test.describe('theme', () => {
  test('is dark by default and the toggle survives a reload', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('html')).toHaveClass(/dark/)
    await page.getByRole('button', { name: 'Switch to light theme' }).click()
    await expect(page.locator('html')).not.toHaveClass(/dark/)
    await page.reload()
    await expect(page.locator('html')).not.toHaveClass(/dark/)
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light')
    await page.getByRole('button', { name: 'Switch to dark theme' }).click()
    await expect(page.locator('html')).toHaveClass(/dark/)
  })

  test('under reduced motion, a switch recolours the whole page at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/why-pitchwise')
    await expect(page.getByRole('table').first()).toBeVisible()
    const cell = page.getByRole('table').first().locator('td').first()
    const darkColour = await cell.evaluate((el) => getComputedStyle(el).color)
    await page.getByRole('button', { name: 'Switch to light theme' }).click()
    // Read in the frame after the click: no transition is running, and a cell deep in the page
    // already has its light colour (a 0.01ms transition on every element used to walk down the
    // page one frame per level of nesting).
    const after = await cell.evaluate(
      (el) =>
        new Promise<{ transitions: number; colour: string }>((resolve) =>
          requestAnimationFrame(() =>
            resolve({
              transitions: document.getAnimations().filter((a) => a instanceof CSSTransition).length,
              colour: getComputedStyle(el).color,
            }),
          ),
        ),
    )
    expect(after.transitions).toBe(0)
    expect(after.colour).not.toBe(darkColour)
    await page.waitForTimeout(500)
    expect(await cell.evaluate((el) => getComputedStyle(el).color)).toBe(after.colour)
  })
})

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 } })
  test('opens with the nav links and closes on Escape', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    await expect(menu.getByRole('link', { name: 'Markets' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
  })
})

test.describe('PWA', () => {
  test.use({ serviceWorkers: 'allow' })
  test('registers the service worker at /service-worker.js with scope /', async ({ page, baseURL }) => {
    await page.goto('/')
    const registration = await page.evaluate(async () => {
      const ready = await navigator.serviceWorker.ready
      return { scope: ready.scope, script: ready.active?.scriptURL ?? '' }
    })
    expect(registration.scope).toBe(`${baseURL}/`)
    expect(registration.script).toBe(`${baseURL}/service-worker.js`)
    const sw = await page.request.get('/service-worker.js')
    expect(sw.headers()['cache-control']).toBe('no-cache')
    const manifest = await (await page.request.get('/manifest.webmanifest')).json()
    expect(manifest.short_name).toBe('Pitchwise')
  })
})

test.describe('screenshots', () => {
  for (const [name, viewport] of [
    ['desktop', { width: 1280, height: 800 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    test(`home page at ${name} width, dark and light`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await page.goto('/')
      await expect(page.getByRole('banner')).toBeVisible()
      await expect(page.getByRole('region', { name: 'Demo mode' })).toBeVisible()
      // The picture people look at shows the lists and the searches left, not their loading states.
      await expect(page.locator('main .animate-pulse')).toHaveCount(0)
      await expect(page.getByText('Loading...', { exact: true })).toHaveCount(0)
      mkdirSync(SHOTS, { recursive: true })
      await page.screenshot({ path: path.join(SHOTS, `home-${name}.png`), fullPage: true })
      await page.getByRole('button', { name: 'Switch to light theme' }).click()
      await expect(page.locator('html')).not.toHaveClass(/dark/)
      await page.screenshot({ path: path.join(SHOTS, `home-${name}-light.png`), fullPage: true })
    })
  }
})
