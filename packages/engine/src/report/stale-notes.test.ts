import { describe, expect, it } from 'vitest'
import { createAnalyzer } from '../analyze.ts'
import { fakeWorld } from './testing/fake-world.ts'

/** The test world with the Bundesliga's results stopping on 7 February: stale by 14 March. */
function staleBundesliga() {
  const world = fakeWorld()
  return {
    ...world,
    matches: world.matches.filter(
      (m) => !(m.competition === 'de.1' && m.status === 'finished' && m.date > '2026-02-07'),
    ),
  }
}

const ask = (question: string, world = staleBundesliga()) =>
  createAnalyzer(world).analyze({ question, clientDate: '2026-03-14T09:00:00.000Z', chatHistory: [], deep: false })

describe('a league whose results stopped weeks ago', () => {
  it('names the stale league whose fixtures a pick list left out', () => {
    const md = ask('2 double chance picks today').markdown
    expect(md).toContain('Liverpool v Crystal Palace')
    expect(md).toContain(
      'Not tipped: three Bundesliga fixtures, ranked after the fresher leagues because Bundesliga results in the data stop at Saturday 7 February 2026.',
    )
    // With the Bundesliga fresh, nothing is said.
    expect(ask('2 double chance picks today', fakeWorld()).markdown).not.toContain('Not tipped')
  })

  it('warns once on a match preview', () => {
    const md = ask('bayern v dortmund').markdown
    expect(md.match(/Stale data: Bundesliga results stop/g)).toHaveLength(1)
    expect(md).not.toContain('Note: Bundesliga results in the data stop')
  })

  it('says so above a club season record and a simulation, whose points are of that day', () => {
    const record = ask('bayern home record this season').markdown
    expect(record.split('\n')[1]).toBe(
      '⚠ Stale data: Bundesliga results stop at 7 February 2026, so this record leaves out the games played since.',
    )
    const odds = ask('bundesliga title odds').markdown
    expect(odds.split('\n')[2]).toMatch(
      /^⚠ Stale data: Bundesliga results stop at 7 February 2026, so the points below/,
    )
    expect(odds).toContain('| Team | Pts on 7 February 2026 |')
    expect(odds).toContain('points deductions are not applied')
    const fresh = ask('premier league title odds').markdown
    expect(fresh).not.toContain('Stale data')
    expect(fresh).toContain('| Team | Pts now |')
  })
})
