import { defineConfig } from '@playwright/test'

/**
 * End-to-end tests against the production build, started the way `npm start` starts it
 * (see helpers/global-setup.ts), in Debian's Chromium. Never a downloaded browser.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/**
 * Two workers share the one server: every test makes its own accounts (or a file's beforeAll
 * does, per worker), so tests of different files, and of one file, run side by side. Files
 * whose tests build on each other say so with test.describe.configure({ mode: 'serial' }), and
 * newcomer.spec.ts keeps its two tests on the one server it starts ({ mode: 'default' }).
 * E2E_WORKERS=1 runs one test at a time (e.g. to compare).
 */
const WORKERS = Number(process.env.E2E_WORKERS ?? 2)

export default defineConfig({
  testDir: './tests',
  globalSetup: './helpers/global-setup.ts',
  fullyParallel: true,
  workers: WORKERS,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: '../test-results',
  use: {
    baseURL: process.env.E2E_BASE_URL,
    headless: true,
    // One browser context per worker, reset between tests, instead of a new one per test: a new
    // context and its first page cost Chromium about 1.5 s of CPU before the app loads (decision
    // 011, fourth round). Playwright's reset clears cookies, cache, local storage, IndexedDB,
    // service workers, routes, init scripts, the page clock and the emulated media and viewport;
    // what it leaves (granted permissions) helpers/fixtures.ts clears. A test.use() of an option
    // outside that list (serviceWorkers in shell.spec.ts) still gets a context of its own.
    reuseContext: true,
    viewport: { width: 1280, height: 800 },
    // Recording a trace of every test (DOM snapshots and screenshots per action) cost about a
    // quarter of the browser side's CPU. A test that fails in CI (retries: 1) is traced on its
    // retry; locally, run the failing test again with --trace on.
    trace: 'on-first-retry',
    // Every test has a new context, in which the service worker would precache the whole build
    // (99 files) behind the test's back. Only the PWA test (shell.spec.ts) lets it register.
    serviceWorkers: 'block',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
})
