/**
 * axe-core in the browser (@axe-core/playwright): every rule axe ships (WCAG 2.0–2.2 A/AA and
 * best practices), of which a page may break none at the serious or critical level. The result
 * keeps the moderate and minor counts too, for the report of a run.
 */
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

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
 * Legacy mode runs axe.run() in the page itself. The default mode runs axe per frame and then
 * opens a blank page to combine the frames' results, which tested nothing more here (the app's
 * Content-Security-Policy allows no cross-origin frame) and cost three times as long: about
 * 1.5 s against 0.55 s a run on these machines, and the accessibility spec makes about a hundred
 * runs. Only violations are collected in full (the passes were never read).
 */
export async function checkAccessibility(page: Page): Promise<AxeOutcome> {
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze()
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
