/**
 * The freshness verdict on the shared snapshot (issue 28, decision 156): what operators see
 * with the data the product ships with. Its newest results are of early March 2026.
 */
import { expect, it } from 'vitest'
import { DATA_DIR, describeWithData } from '../test-support/data-dir.ts'
import { assessFreshness, summariseDates } from './freshness.ts'
import { loadDataDirectory } from './load-directory.ts'

const TOP_LEAGUES = ['en.1', 'de.1', 'es.1', 'it.1', 'fr.1', 'nl.1', 'pt.1']

describeWithData('data freshness of the shared snapshot', { football: true }, () => {
  const load = () => {
    const ds = loadDataDirectory(DATA_DIR, { seasons: ['2025', '2025-26'] })
    return summariseDates(ds.competitions, ds.matches)
  }
  let dates: ReturnType<typeof load> | undefined
  const snapshot = () => {
    dates ??= load()
    return dates
  }

  it('is stale on 28 November 2026, every competition aged from its own newest result', () => {
    const report = assessFreshness(snapshot(), '2026-11-28')
    expect(report.freshness).toBe('stale')
    expect(report.nextFixtureDate).toBeNull()
    expect(report.competitions.every((c) => c.freshness === 'stale')).toBe(true)
    const premier = report.competitions.find((c) => c.code === 'en.1')
    expect(premier?.lastResultDate).toMatch(/^2026-03-/)
    expect(premier?.ageDays).toBeGreaterThan(260)
  }, 60_000)

  it('has the top leagues fresh on a day inside the data (a DEMO_DATE), with the next fixture', () => {
    const report = assessFreshness(snapshot(), '2026-03-10')
    for (const code of TOP_LEAGUES)
      expect(report.competitions.find((c) => c.code === code)?.freshness, code).toBe('fresh')
    expect(report.nextFixtureDate).not.toBeNull()
    // Overall it stays stale even then, and rightly: the snapshot's second divisions list fixtures
    // to May while their results stop in November 2025 or February 2026 (overdue fixtures). A
    // league that stopped in the source altogether (at.1, the calendar-year leagues) is shown
    // stale but does not decide it.
    expect(report.competitions.find((c) => c.code === 'es.2')?.freshness).toBe('stale')
    expect(report.competitions.find((c) => c.code === 'at.1')?.freshness).toBe('stale')
    expect(report.freshness).toBe('stale')
  })
})
