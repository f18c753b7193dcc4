import { describe, expect, it } from 'vitest'
import { footballStatusFixture } from '../../../testing/api-fixtures.ts'
import { dataSourceClaim } from './freshness-text.ts'

describe('dataSourceClaim (the data row of /why-pitchwise)', () => {
  it('a folder snapshot: says so, and the day it runs to', () => {
    const football = footballStatusFixture({ sources: [{ name: 'openfootball-dir', live: false }] })
    expect(dataSourceClaim(football)).toBe('From a snapshot of openfootball that runs to 11 March 2026')
  })

  it('a live source on a schedule: says so, with the last import and the newest result', () => {
    const football = footballStatusFixture({
      sources: [
        { name: 'football-data.org', live: true },
        { name: 'openfootball-http', live: true },
      ],
      lastResultDate: '2026-11-27',
      lastImport: { at: '2026-11-28T12:00:03.000Z', source: 'football-data.org', added: 3, updated: 12, error: null },
      nextImportAt: '2026-11-28T18:00:00.000Z',
    })
    expect(dataSourceClaim(football)).toBe(
      'Imported on a schedule; last import 28 November 2026, results to 27 November 2026',
    )
  })

  it('a live source with the schedule off does not claim a schedule', () => {
    const football = footballStatusFixture({ sources: [{ name: 'openfootball-http', live: true }], nextImportAt: null })
    expect(dataSourceClaim(football)).toBe('Imported over the network; results to 11 March 2026')
  })

  it('without the server’s word (loading, failed, sources not reported) only what is always true', () => {
    expect(dataSourceClaim(undefined)).toBe('Real fixtures and results; every report says how recent they are')
    expect(dataSourceClaim(footballStatusFixture({ sources: [] }))).toBe(
      'Real fixtures and results, up to 11 March 2026',
    )
  })
})
