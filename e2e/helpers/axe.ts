/**
 * axe-core in the browser: every rule axe ships (WCAG 2.0–2.2 A/AA and best practices), of
 * which a page may break none at the serious or critical level. The result keeps the moderate
 * and minor counts too, for the report of a run.
 */
import type { Page } from '@playwright/test'
import axe from 'axe-core'

export interface AxeFinding {
  rule: string
  impact: string
  help: string
  /** The first failing nodes: CSS selector and axe's summary (e.g. the contrast measured). */
  nodes: { target: string; summary: string }[]
}

export interface AxeOutcome {
  /** Serious and critical violations: these fail a test. */
  blocking: AxeFinding[]
  /** Violations per impact level (nodes counted), e.g. { serious: 3, moderate: 1 }. */
  counts: Record<string, number>
}

/**
 * Runs axe on the page as it is now. Call it when the page has settled (its heading shown and
 * the network idle): a half-rendered skeleton is not what a user reads.
 *
 * axe is evaluated into the page once per document (through the DevTools protocol, which the
 * app's Content-Security-Policy does not govern) and axe.run() called in the page itself, on
 * the main document: the CSP allows no cross-origin frame, so there is no frame to merge.
 * @axe-core/playwright injected its 550 KB again on every run and, in its default mode, opened
 * a blank page to combine frames: about 1.5 s a run against 0.3 s, and the accessibility spec
 * makes about a hundred runs, two per document for the pages checked in both themes. Only
 * violations are collected in full (the passes were never read).
 */
export async function checkAccessibility(page: Page): Promise<AxeOutcome> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source)
  const results = await page.evaluate(() =>
    (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] }),
  )
  const counts: Record<string, number> = {}
  const blocking: AxeFinding[] = []
  for (const violation of results.violations) {
    const impact = violation.impact ?? 'unknown'
    counts[impact] = (counts[impact] ?? 0) + violation.nodes.length
    if (impact !== 'serious' && impact !== 'critical') continue
    blocking.push({
      rule: violation.id,
      impact,
      help: violation.help,
      nodes: violation.nodes.slice(0, 8).map((node) => ({
        target: node.target.join(' '),
        summary: (node.failureSummary ?? '').split('\n').slice(1, 2).join(' ').trim(),
      })),
    })
  }
  return { blocking, counts }
}
