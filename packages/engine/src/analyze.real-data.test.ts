/**
 * Integration: the analyzer on real openfootball data with the model half's predictor.
 * Skipped when the data checkout is absent, except in CI (CI=true), where that fails.
 */
import { expect, it } from 'vitest'
import { createAnalyzer } from './analyze.ts'
import { loadDataDirectory } from './data/load-directory.ts'
import { fitPredictor } from './model/predictor.ts'
import { DATA_DIR, describeWithData } from './test-support/data-dir.ts'

const DATA = DATA_DIR

describeWithData('analyze on real data', { football: true }, () => {
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

  it('says a summer date has no Premier League fixtures and never offers May fixtures dated before the client day', () => {
    const r = ask('premier league over 2.5 today', '2026-07-15T10:00:00.000Z')
    // The shared data's Premier League ends in May 2026: July is beyond it, said plainly and free.
    expect(r.markdown).toContain("Pitchwise's Premier League data ends on")
    expect(r.markdown).toContain('This question was not charged.')
    expect(r.notices).toContain('beyond_data')
    expect(r.coverage).toBe('none')
    expect(r.markdown).not.toMatch(/May 2026, \d\d:\d\d/)
    expect(r.picks).toEqual([])
  })

  it('asked on 25 February, previews a 28 February match whose result the data holds, and counts no later result', () => {
    const played = ds.matches.find(
      (m) => m.competition === 'en.1' && m.date === '2026-02-28' && m.status === 'finished',
    )
    if (!played) throw new Error('no Premier League result on 28 February 2026 in the data')
    const name = (id: string) => ds.teams.find((t) => t.id === id)?.name ?? id
    const r = ask(`${name(played.homeTeamId)} vs ${name(played.awayTeamId)}`, '2026-02-25T10:00:00.000Z')
    expect(r.markdown).toContain(`## ${name(played.homeTeamId)} v ${name(played.awayTeamId)}`)
    expect(r.markdown).not.toContain('has already been played')
    expect(r.coverage).toBe('full')
    const table = ask('Premier League table', '2026-02-25T10:00:00.000Z')
    expect(table.markdown).toMatch(/results up to 2[0-4] February 2026/)
  })

  it('reads "Man City v United" as the Manchester derby, and "City v Everton" as Manchester City', () => {
    expect(ask('Man City v United', '2026-03-12T10:00:00.000Z').intent.teams).toEqual([
      'manchester-city',
      'manchester-united',
    ])
    expect(ask('City v Everton', '2026-03-12T10:00:00.000Z').intent.teams).toEqual(['manchester-city', 'everton'])
  })

  it('prices "Arsenal vs Chelsea" (no meeting scheduled) as a labelled hypothetical at Arsenal, with no picks', () => {
    const r = ask('Arsenal vs Chelsea', '2026-03-14T10:00:00.000Z')
    expect(r.markdown).toContain('No Arsenal v Chelsea meeting is scheduled in the data.')
    expect(r.markdown).toContain('If Arsenal hosted Chelsea now, the model would give')
    expect(r.picks).toEqual([])
    const [m] = r.matches
    expect(m?.hypothetical).toBe(true)
    expect(m?.matchId).toBe('hypothetical:en.1:arsenal:chelsea')
    const mk = m?.markets
    if (!mk) throw new Error('no markets')
    expect(mk.home + mk.draw + mk.away).toBeCloseTo(1, 6)
    expect(mk.over['2.5'] + mk.under['2.5']).toBeCloseTo(1, 6)
    expect(mk.bttsYes + mk.bttsNo).toBeCloseTo(1, 6)
  })

  it('previews the real Liverpool v Tottenham fixture when the data schedules one', () => {
    const real = ds.matches.find(
      (m) =>
        m.status === 'scheduled' &&
        m.date >= '2026-03-14' &&
        [m.homeTeamId, m.awayTeamId].sort().join() === ['liverpool', 'tottenham-hotspur'].sort().join(),
    )
    const r = ask('Liverpool vs Tottenham', '2026-03-14T10:00:00.000Z')
    if (!real) return expect(r.matches[0]?.hypothetical).toBe(true)
    expect(r.matches[0]?.matchId).toBe(real.id)
    expect(r.matches[0]?.hypothetical).toBeUndefined()
    expect(r.picks[0]?.matchId).toBe(real.id)
  })

  it('builds the Premier League table from this season’s results: every result counted once', () => {
    const r = ask('Premier League table', '2026-03-14T10:00:00.000Z')
    const rows = r.markdown
      .split('\n')
      .filter((l) => /^\| \d+ \|/.test(l))
      .map((l) => l.split('|').map((c) => c.trim()))
    expect(rows).toHaveLength(20)
    const results = ds.matches.filter(
      (m) => m.competition === 'en.1' && m.season === '2025-26' && m.status === 'finished' && m.date <= '2026-03-14',
    )
    const sum = (i: number) => rows.reduce((s, c) => s + Number(c[i]), 0)
    expect(sum(3)).toBe(2 * results.length)
    expect(sum(7)).toBe(sum(8))
    const draws = results.filter((m) => m.homeGoals === m.awayGoals).length
    expect(sum(10)).toBe(3 * (results.length - draws) + 2 * draws)
    expect(r.markdown).toContain('Title race, next games (model view)')
  })
})
