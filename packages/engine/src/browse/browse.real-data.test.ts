/**
 * The browse pages' reads on the real openfootball data as of Saturday 14 March 2026 (the demo
 * day): each figure is checked against the raw matches or the model itself, not against the
 * code that made it.
 */
import { expect, it } from 'vitest'
import { worldAsOf } from '../data/as-of.ts'
import { loadDataDirectory } from '../data/load-directory.ts'
import { fitPredictor } from '../model/predictor.ts'
import { DATA_DIR, describeWithData } from '../test-support/data-dir.ts'
import type { DayFixtures, LeaguePage, MatchPage, TeamPage } from './browse-types.ts'
import { createBrowser } from './create-browser.ts'

const DAY = '2026-03-14'

describeWithData('browse on real data', { football: true }, () => {
  const ds = loadDataDirectory(DATA_DIR, { seasons: ['2024-25', '2025-26'], competitions: ['en.1', 'de.1'] })
  const matches = worldAsOf(ds.matches, DAY)
  const predictor = fitPredictor(matches)
  const browser = createBrowser({ ...ds, matches, predictor }, DAY)

  it("lists the day's real fixtures by competition, each with 1X2, over 2.5 and BTTS prices", () => {
    const day = browser.browse({ kind: 'day', day: 'today' }) as DayFixtures
    const expected = matches.filter((m) => m.date === DAY).map((m) => m.id)
    expect(expected.length).toBeGreaterThan(5)
    const listed = day.competitions.flatMap((c) => c.fixtures.map((f) => f.matchId))
    expect(listed.sort()).toEqual(expected.sort())
    // In the catalogue's order: England's leagues first.
    expect(day.competitions.map((c) => c.competition.name)).toEqual(['Premier League', 'Bundesliga'])
    for (const f of day.competitions.flatMap((c) => c.fixtures)) {
      const p = f.probabilities
      expect(p).toBeDefined()
      expect((p?.home ?? 0) + (p?.draw ?? 0) + (p?.away ?? 0)).toBeCloseTo(1, 3)
      expect(p?.over25).toBeGreaterThan(0)
      expect(p?.btts).toBeGreaterThan(0)
    }
  })

  it('reads today, tomorrow and the weekend from the day it answers as', () => {
    const tomorrow = browser.browse({ kind: 'day', day: 'tomorrow' }) as DayFixtures
    expect([tomorrow.from, tomorrow.to]).toEqual(['2026-03-15', '2026-03-15'])
    const weekend = browser.browse({ kind: 'day', day: 'weekend' }) as DayFixtures
    expect([weekend.from, weekend.to]).toEqual(['2026-03-14', '2026-03-15'])
    expect(browser.browse({ kind: 'day', day: '2026-02-31' })).toBeNull()
    expect(browser.browse({ kind: 'day', day: '2026-03-01..2026-03-20' })).toBeNull()
  })

  it("gives a league's table as the results add up, after N of M rounds", () => {
    const page = browser.browse({ kind: 'league', code: 'en.1' }) as LeaguePage
    expect(page.season).toBe('2025-26')
    const played = matches.filter((m) => m.competition === 'en.1' && m.season === '2025-26' && m.status === 'finished')
    for (const row of page.table) {
      let points = 0
      let games = 0
      for (const m of played) {
        const home = m.homeTeamId === row.team.id
        if (!home && m.awayTeamId !== row.team.id) continue
        games++
        const gf = (home ? m.homeGoals : m.awayGoals) ?? 0
        const ga = (home ? m.awayGoals : m.homeGoals) ?? 0
        points += gf > ga ? 3 : gf === ga ? 1 : 0
      }
      expect([row.team.name, row.points, row.played]).toEqual([row.team.name, points, games])
    }
    expect(page.table).toHaveLength(20)
    expect(page.roundsTotal).toBe(38)
    expect(page.roundsPlayed).toBeGreaterThanOrEqual(28)
    expect(page.projection?.rows).toHaveLength(20)
    const titleSum = page.projection?.rows.reduce((s, r) => s + r.title, 0) ?? 0
    expect(titleSum).toBeCloseTo(1, 5)
    expect(page.projection?.rows.every((r) => r.teamId !== '')).toBe(true)
    expect(page.rounds.find((r) => r.name === 'Matchday 30')?.fixtures.length).toBe(10)
  })

  it("previews a match with the model's markets, form, head to head and both table places", () => {
    const id = matches.find((m) => m.date === DAY && m.homeTeamId === 'arsenal')?.id as string
    const page = browser.browse({ kind: 'match', id }) as MatchPage
    expect(page.fixture.home.name).toBe('Arsenal')
    expect(page.analysis.markets.correctScores.length).toBeGreaterThanOrEqual(10)
    expect(page.analysis.recentForm.home).toHaveLength(6)
    expect(page.analysis.headToHead.length).toBeGreaterThan(0)
    expect(page.positions.home?.competition.code).toBe('en.1')
    expect(page.positions.home?.of).toBe(20)
    // The heat map is the model's own scoreline distribution: its likeliest cell is the top score.
    const grid = page.scoreGrid.cells
    const top = page.analysis.markets.correctScores[0]
    expect(grid[top?.home ?? -1]?.[top?.away ?? -1]).toBeCloseTo(top?.probability ?? -1, 9)
    const mass = grid.flat().reduce((s, p) => s + p, 0)
    expect(mass).toBeGreaterThan(0.95)
    expect(mass).toBeLessThanOrEqual(1 + 1e-9)
    expect(browser.browse({ kind: 'match', id: 'no-such-match' })).toBeNull()
  })

  it("charts a team's rating through the season, ending on the rating the model prices its next match with", () => {
    const page = browser.browse({ kind: 'team', id: 'arsenal' }) as TeamPage
    expect(page.league?.code).toBe('en.1')
    const next = matches.find(
      (m) =>
        m.status === 'scheduled' &&
        m.competition === 'en.1' &&
        m.date >= DAY &&
        (m.homeTeamId === 'arsenal' || m.awayTeamId === 'arsenal'),
    )
    if (!next) throw new Error('no Arsenal fixture')
    const ratings = predictor.predict(next).ratings
    const elo = next.homeTeamId === 'arsenal' ? ratings.home.elo : ratings.away.elo
    const points = page.rating?.points ?? []
    expect(points.length).toBe((page.spot?.played ?? 0) + 1)
    expect(points.at(-1)?.rating).toBeCloseTo(elo, 0)
    expect(page.next[0]?.matchId).toBe(next.id)
    expect(page.form).toHaveLength(6)
    expect(browser.browse({ kind: 'team', id: 'no-such-team' })).toBeNull()
  })

  it('lists the covered leagues, their teams and the matches around today for the sitemap', () => {
    const sitemap = browser.browse({ kind: 'sitemap' }) as {
      competitions: string[]
      teams: string[]
      matches: string[]
    }
    expect(sitemap.competitions).toEqual(['de.1', 'en.1'])
    expect(sitemap.teams).toContain('arsenal')
    expect(sitemap.matches).toContain(matches.find((m) => m.date === DAY)?.id)
  })
})
