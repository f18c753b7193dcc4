/**
 * A page's requests in flight, to wait for a quiet network. Playwright's 'networkidle' waits
 * for 500 ms without a request on every call; a page whose data came in within a few
 * milliseconds of its heading paid that half-second on every route of the accessibility spec.
 */
import type { Page } from '@playwright/test'
import { expect } from './fixtures.ts'

export interface RequestTracker {
  /** Resolves once no request has been in flight for `quietMs`. */
  quiet(quietMs?: number): Promise<void>
}

/** Starts counting the page's requests; call it before the page navigates. */
export function trackRequests(page: Page): RequestTracker {
  let inFlight = 0
  let lastChange = Date.now()
  const change = (delta: number) => () => {
    inFlight += delta
    lastChange = Date.now()
  }
  page.on('request', change(1))
  page.on('requestfinished', change(-1))
  page.on('requestfailed', change(-1))
  return {
    async quiet(quietMs = 150) {
      await expect
        .poll(() => inFlight === 0 && Date.now() - lastChange >= quietMs, {
          message: `no request in flight for ${quietMs} ms`,
          intervals: [25],
        })
        .toBe(true)
    },
  }
}
