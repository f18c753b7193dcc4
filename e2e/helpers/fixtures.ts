/**
 * The shared test fixture: every page is watched for console errors and failed requests,
 * and a test fails if any appear (a page that logs errors is broken even when it renders).
 * A test that triggers an error response on purpose (e.g. a 404 for an unknown market) lists
 * that exact message in `allowedConsoleErrors`; everything else still fails the test.
 * The one browser context a worker reuses leaves no granted permission to the next test.
 */
import { test as base, expect } from '@playwright/test'

export const test = base.extend<{
  consoleErrors: string[]
  allowedConsoleErrors: RegExp[]
  permissionsCleared: undefined
}>({
  allowedConsoleErrors: [[], { option: true }],
  // The browser context is reused between tests (playwright.config.ts) and Playwright's reset
  // leaves granted permissions: a test that grants the clipboard must not hand it to the next.
  permissionsCleared: [
    async ({ context }, use) => {
      await use(undefined)
      await context.clearPermissions()
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = []
      page.on('console', (message) => {
        if (message.type() !== 'error') return
        const text = message.text()
        if (allowedConsoleErrors.some((pattern) => pattern.test(text))) return
        errors.push(text)
      })
      page.on('pageerror', (error) => errors.push(error.message))
      await use(errors)
      expect(errors, 'console errors on the page').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }
