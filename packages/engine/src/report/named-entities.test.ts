/** The teams and competitions a report names, for the links in its text (issue 34, decision 412). */
import { describe, expect, it } from 'vitest'
import { createAnalyzer } from '../analyze.ts'
import type { CompetitionInfo, MatchRecord, TeamInfo } from '../types.ts'
import { createNameFinder } from './named-entities.ts'
import { fakeWorld } from './testing/fake-world.ts'

const team = (id: string, name: string): TeamInfo => ({ id, name, aliases: [] })
const competition = (code: string, name: string): CompetitionInfo => ({
  code,
  name,
  country: 'England',
  timeZone: 'Europe/London',
})
const played = (competitionCode: string, home: string, away: string): MatchRecord => ({
  id: `${competitionCode}:${home}:${away}`,
  competition: competitionCode,
  season: '2025-26',
  kickoff: '2026-03-07T15:00:00.000Z',
  date: '2026-03-07',
  homeTeamId: home,
  awayTeamId: away,
  status: 'finished',
  homeGoals: 1,
  awayGoals: 0,
})

describe('the names a report gives, with their pages', () => {
  const world = fakeWorld()
  const analyzer = createAnalyzer(world)
  const ask = (question: string) =>
    analyzer.analyze({ question, clientDate: '2026-03-14T10:00:00.000Z', chatHistory: [], deep: false })

  it('tags every team and competition of a pick list with its id, each once, as written in the text', () => {
    const r = ask('three over 2.5 matches for today')
    expect(r.markdown).toContain('Bayern München v Borussia Dortmund')
    expect(r.named).toContainEqual({ name: 'Bayern München', kind: 'team', id: 'bayern-munchen' })
    expect(r.named).toContainEqual({ name: 'Borussia Dortmund', kind: 'team', id: 'borussia-dortmund' })
    expect(r.named).toContainEqual({ name: 'Bundesliga', kind: 'competition', id: 'de.1' })
    // Every pick's teams are named, and nothing is named that the text does not show.
    for (const p of r.picks) {
      expect(r.named.map((n) => n.name)).toEqual(expect.arrayContaining([p.home, p.away, p.competitionName]))
    }
    for (const n of r.named) expect(r.markdown).toContain(n.name)
    expect(new Set(r.named.map((n) => n.name)).size).toBe(r.named.length)
    const teamIds = new Set(world.teams.map((t) => t.id))
    for (const n of r.named.filter((e) => e.kind === 'team')) expect(teamIds.has(n.id)).toBe(true)
  })

  it("tags a league table's twenty clubs and its competition", () => {
    const r = ask('premier league table')
    const teams = r.named.filter((n) => n.kind === 'team')
    expect(teams.length).toBeGreaterThanOrEqual(10)
    expect(r.named).toContainEqual({ name: 'Premier League', kind: 'competition', id: 'en.1' })
    expect(r.named).toContainEqual({ name: 'Arsenal', kind: 'team', id: 'arsenal' })
  })
})

describe('createNameFinder', () => {
  const finder = createNameFinder({
    teams: [
      team('manchester-city', 'Manchester City'),
      team('everton', 'Everton'),
      team('ghost', 'Ghost Town'),
      team('athletic-a', 'Athletic'),
      team('athletic-b', 'Athletic'),
      team('heidenheim', '1. FC Heidenheim 1846'),
      team('brighton', 'Brighton & Hove Albion'),
      team('city', 'City'),
    ],
    competitions: [competition('en.1', 'Premier League'), competition('en.2', 'Championship')],
    matches: [
      played('en.1', 'manchester-city', 'everton'),
      played('en.1', 'athletic-a', 'athletic-b'),
      played('en.1', 'heidenheim', 'brighton'),
      played('en.1', 'city', 'everton'),
    ],
  })
  const names = (text: string) => finder(text).map((n) => `${n.kind}:${n.id}`)

  it('finds whole names only, the longest where names overlap', () => {
    expect(names('Manchester City host Everton (Premier League).')).toEqual([
      'team:manchester-city',
      'team:everton',
      'competition:en.1',
    ])
    expect(names('Evertonians and a Premier Leaguer')).toEqual([])
    expect(names("1. FC Heidenheim 1846's form; Brighton & Hove Albion next")).toEqual([
      'team:heidenheim',
      'team:brighton',
    ])
  })

  it('leaves out a team with no match (no page) and a name two clubs share', () => {
    expect(names('Ghost Town v Athletic')).toEqual([])
  })

  it('leaves out a competition without matches, whose page would be empty', () => {
    expect(names('Championship')).toEqual([])
  })

  it('is case-sensitive: a name in a sentence is not a club unless written as one', () => {
    expect(names('the city of Manchester')).toEqual([])
    expect(names('City beat Everton')).toEqual(['team:city', 'team:everton'])
  })
})
