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

/** And Ligue 1 too, its results stopping in January, with two fixtures today. */
function twoStaleLeagues() {
  const world = staleBundesliga()
  const fr = (date: string, home: string, away: string, goals?: [number, number]) => ({
    id: `fr.1:${date}:${home}:${away}`,
    competition: 'fr.1',
    season: '2025-26',
    kickoff: `${date}T15:00:00.000Z`,
    date,
    homeTeamId: home,
    awayTeamId: away,
    status: goals ? ('finished' as const) : ('scheduled' as const),
    homeGoals: goals ? goals[0] : null,
    awayGoals: goals ? goals[1] : null,
  })
  return {
    ...world,
    matches: [
      ...world.matches,
      fr('2026-01-10', 'paris-saint-germain', 'olympique-marseille', [2, 0]),
      fr('2026-01-17', 'as-monaco', 'paris-saint-germain', [1, 1]),
      fr('2026-01-17', 'olympique-marseille', 'as-monaco', [0, 1]),
      fr('2026-03-14', 'paris-saint-germain', 'as-monaco'),
    ],
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
    // Two stale leagues left out: one sentence naming both.
    const both = ask('2 double chance picks today', twoStaleLeagues()).markdown
    expect(both).toContain(
      'Not tipped, ranked after the fresher leagues because their results in the data stopped weeks ago: Bundesliga (three fixtures, results to 7 February 2026) and Ligue 1 (one fixture, results to 17 January 2026).',
    )
    // A list of the stale league alone ranks nothing above it: nothing to say.
    expect(ask('bundesliga away wins today').markdown).not.toContain('Not tipped')
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
