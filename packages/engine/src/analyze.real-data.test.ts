/**
 * Integration: the analyzer on real openfootball data with the model half's predictor.
 * Skipped when the data checkout is absent.
 */
import { existsSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { createAnalyzer } from './analyze.ts'
import { loadDataDirectory } from './data/load-directory.ts'
import { fitPredictor } from './model/predictor.ts'

const DATA = '/work/shared/data/openfootball'

describe.skipIf(!existsSync(DATA))('analyze on real data', () => {
  const ds = loadDataDirectory(DATA, { seasons: ['2025-26'], competitions: ['en.1', 'de.1', 'es.1', 'it.1', 'fr.1'] })
  const analyzer = createAnalyzer({ ...ds, predictor: fitPredictor(ds.matches) })
  const ask = (question: string, clientDate: string) =>
    analyzer.analyze({ question, clientDate, chatHistory: [], deep: false })

  it('answers "three over 2.5 matches for today" on 14 March 2026 with three real fixtures of that date', () => {
    const r = ask('three over 2.5 matches for today', '2026-03-14T10:00:00.000Z')
    expect(r.picks).toHaveLength(3)
    const scheduled = new Set(
      ds.matches.filter((m) => m.date === '2026-03-14' && m.status === 'scheduled').map((m) => m.id),
    )
    for (const p of r.picks) {
      expect(scheduled.has(p.matchId)).toBe(true)
      expect(p.market).toBe('over_2.5')
    }
    expect(r.markdown).toMatch(/Based on results up to \d+ March 2026\./)
  })

  it('says a summer date has no Premier League fixtures and offers the nearest', () => {
    const r = ask('premier league over 2.5 today', '2026-07-15T10:00:00.000Z')
    expect(r.markdown).toContain('There are no Premier League fixtures')
    expect(r.notices).toContain('no_fixtures_in_window')
    expect(r.notices.some((n) => n.startsWith('nearest_fixtures:2026-05'))).toBe(true)
  })
})
