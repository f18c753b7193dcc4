/**
 * The free browse pages' reads of the fitted world: a day's fixtures with the model's prices, a
 * match preview, a league's table and projection, a team's form, fixtures and rating. Built once
 * per fit beside the analyzer (the server's engine core), answering from memory; predictions are
 * memoised per match like the analyzer's.
 */
import type { AnalyzerWorld } from '../analyze.ts'
import { COMPETITIONS } from '../data/competitions.ts'
import { addDays, weekday } from '../parser/calendar.ts'
import { buildMatchAnalysis } from '../report/match-analysis.ts'
import { buildWorldIndex } from '../report/world-index.ts'
import type { FixturePrediction, MatchRecord } from '../types.ts'
import { bestPrices } from './best-prices.ts'
import type { BrowseAnswer, BrowseQuery, DayFixtures, MatchPage, SitemapEntries } from './browse-types.ts'
import { competitionRef, fixtureLine } from './fixture-line.ts'
import { type BrowseWorld, leaguePage, tableSpot } from './league-page.ts'
import { type CompetitionRatings, replayCompetition } from './rating-history.ts'
import { teamPage } from './team-page.ts'

/** The heat map's largest score per side: 0–5 holds all but a sliver of the probability. */
const GRID_GOALS = 5
const CATALOGUE_ORDER = new Map(COMPETITIONS.map((c, i) => [c.code, i]))
const catalogueRank = (code: string) => CATALOGUE_ORDER.get(code) ?? CATALOGUE_ORDER.size

/** Days a custom window may span (a weekend is two). */
const MAX_DAYS = 7
/** How far around today the sitemap lists matches: the pages people search for. */
const SITEMAP_PAST_DAYS = 7
const SITEMAP_NEXT_DAYS = 21

export interface Browser {
  /** The answer, or null when the id names nothing in the data (or the date is malformed). */
  browse(query: BrowseQuery): BrowseAnswer | null
}

export function createBrowser(world: AnalyzerWorld, today: string): Browser {
  const index = buildWorldIndex(world.competitions, world.teams, world.matches)
  const byId = new Map(world.matches.map((m) => [m.id, m]))
  const byTeam = new Map<string, MatchRecord[]>()
  for (const m of [...world.matches].sort((a, b) => a.kickoff.localeCompare(b.kickoff)))
    for (const t of [m.homeTeamId, m.awayTeamId]) {
      const list = byTeam.get(t)
      if (list) list.push(m)
      else byTeam.set(t, [m])
    }
  const memo = new Map<string, FixturePrediction>()
  const predict = (m: MatchRecord) => {
    let p = memo.get(m.id)
    if (!p) {
      p = world.predictor.predict(m)
      memo.set(m.id, p)
    }
    return p
  }
  const ratings = new Map<string, CompetitionRatings>()
  const ratingsOf = (code: string) => {
    let r = ratings.get(code)
    if (!r) {
      r = replayCompetition(world.matches.filter((m) => m.competition === code && m.status === 'finished'))
      ratings.set(code, r)
    }
    return r
  }
  const ctx: BrowseWorld = {
    index,
    predict,
    today,
    teamMatches: (id) => byTeam.get(id) ?? [],
    teamExists: (id) => byTeam.has(id),
  }

  function day(selector: string): DayFixtures | null {
    const window = dayWindow(selector, today)
    if (!window) return null
    const groups = new Map<string, DayFixtures['competitions'][number]>()
    for (const m of index.matchesBetween(window.from, window.to)) {
      let group = groups.get(m.competition)
      if (!group) {
        group = { competition: competitionRef(index, m.competition), fixtures: [] }
        groups.set(m.competition, group)
      }
      group.fixtures.push(fixtureLine(m, index, predict, today))
    }
    // The catalogue's order (England's leagues first, then the big five, then the rest), as bettors scan a day.
    const competitions = [...groups.values()].sort(
      (a, b) =>
        catalogueRank(a.competition.code) - catalogueRank(b.competition.code) ||
        a.competition.code.localeCompare(b.competition.code),
    )
    return { today, ...window, competitions }
  }

  function match(id: string): MatchPage | null {
    const m = byId.get(id)
    if (!m) return null
    const analysis = buildMatchAnalysis(predict(m), index, today)
    return {
      fixture: fixtureLine(m, index, predict, today),
      analysis,
      positions: {
        ...optional('home', tableSpot(ctx, m.homeTeamId, m.competition)),
        ...optional('away', tableSpot(ctx, m.awayTeamId, m.competition)),
      },
      scoreGrid: scoreGrid(world.predictor.predict(m, { topScores: Number.POSITIVE_INFINITY }).markets.correctScores),
      bestPrices: bestPrices(m),
    }
  }

  function sitemap(): SitemapEntries {
    const covered = world.competitions
      .map((c) => c.code)
      .filter((code) => index.isCovered(code, today))
      .sort()
    const inWindow = index.matchesBetween(addDays(today, -SITEMAP_PAST_DAYS), addDays(today, SITEMAP_NEXT_DAYS))
    const coveredSet = new Set(covered)
    const teams = new Set<string>()
    for (const m of world.matches)
      if (coveredSet.has(m.competition) && m.date >= addDays(today, -180)) {
        teams.add(m.homeTeamId)
        teams.add(m.awayTeamId)
      }
    return { competitions: covered, teams: [...teams].sort(), matches: inWindow.map((m) => m.id) }
  }

  return {
    browse(query) {
      switch (query.kind) {
        case 'day':
          return day(query.day)
        case 'match':
          return match(query.id)
        case 'league':
          return leaguePage(ctx, query.code)
        case 'team':
          return teamPage(ctx, query.id, ratingsOf)
        case 'sitemap':
          return sitemap()
      }
    },
  }
}

/** Every scoreline up to GRID_GOALS a side, from the full list of the model's scorelines. */
function scoreGrid(scores: { home: number; away: number; probability: number }[]): MatchPage['scoreGrid'] {
  const cells = Array.from({ length: GRID_GOALS + 1 }, () => new Array<number>(GRID_GOALS + 1).fill(0))
  for (const s of scores) {
    const row = cells[s.home]
    if (row && s.away <= GRID_GOALS) row[s.away] = s.probability
  }
  return { maxGoals: GRID_GOALS, cells }
}

function optional<K extends string, V>(key: K, value: V | null): { [P in K]?: V } {
  return (value === null ? {} : { [key]: value }) as { [P in K]?: V }
}

/**
 * The days a selector names, counted from today: `today`, `tomorrow`, `weekend` (the coming
 * Saturday and Sunday, or what is left of the one under way), or one `YYYY-MM-DD`.
 */
export function dayWindow(selector: string, today: string): { from: string; to: string } | null {
  if (selector === 'today') return { from: today, to: today }
  if (selector === 'tomorrow') {
    const d = addDays(today, 1)
    return { from: d, to: d }
  }
  if (selector === 'weekend') {
    const dow = weekday(today)
    if (dow === 0) return { from: today, to: today }
    const saturday = addDays(today, (6 - dow + 7) % 7)
    return { from: saturday, to: addDays(saturday, 1) }
  }
  const range = /^(\d{4}-\d{2}-\d{2})(?:\.\.(\d{4}-\d{2}-\d{2}))?$/.exec(selector)
  const from = range?.[1]
  const to = range?.[2] ?? from
  if (!from || !to || !realDay(from) || !realDay(to) || to < from || addDays(from, MAX_DAYS - 1) < to) return null
  return { from, to }
}

/** 2026-02-31 matches the pattern but is no day: it comes back from the calendar as another. */
function realDay(day: string): boolean {
  return !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && addDays(day, 0) === day
}
