import { describe, expect, it } from 'vitest'
import { createAnalyzer } from '../analyze.ts'
import { matchRecord } from '../test-support/match-record.ts'
import { fakeCupWorld } from './testing/fake-cup-world.ts'

describe('one club asked whether it goes through', () => {
  it('answers its next cup tie even with a league game before it', () => {
    const world = fakeCupWorld()
    // Barcelona play a league game on Saturday, before the second leg at home to Newcastle on the 18th.
    const league = matchRecord({
      date: '2026-03-14',
      home: 'barcelona',
      away: 'sevilla',
      season: '2025-26',
      competition: 'es.1',
    })
    const analyzer = createAnalyzer({ ...world, matches: [...world.matches, league] })
    const r = analyzer.analyze({
      question: 'can barcelona turn it around, will they go through?',
      clientDate: '2026-03-12T09:00:00.000Z',
      chatHistory: [],
      deep: false,
    })
    expect(r.markdown).toContain('Who goes through')
    expect(r.markdown).toContain('Newcastle United')
    expect(r.markdown).not.toContain('Sevilla')
  })
})
