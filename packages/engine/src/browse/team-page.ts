/** A team's page: its form and last results, its next fixtures with prices, its rating over the season. */
import type { TeamPage } from './browse-types.ts'
import { competitionRef, fixtureLine } from './fixture-line.ts'
import { type BrowseWorld, currentSeason, leagueOf, tableSpot } from './league-page.ts'
import { type CompetitionRatings, seasonRating } from './rating-history.ts'

const FORM = 6
const RECENT = 10
const NEXT = 5

/** `ratingsOf`: a competition's Elo replay (rating-history.ts), memoised by the caller. */
export function teamPage(w: BrowseWorld, id: string, ratingsOf: (code: string) => CompetitionRatings): TeamPage | null {
  if (!w.teamExists(id)) return null
  const matches = w.teamMatches(id)
  const league = leagueOf(w, id)
  const season = league ? currentSeason(w, league) : undefined
  const finished = matches.filter((m) => m.status === 'finished')
  const points = league && season ? seasonRating(ratingsOf(league), id, league, season, matches) : []
  return {
    team: { id, name: w.index.teamName(id) },
    league: league ? competitionRef(w.index, league) : null,
    spot: league ? tableSpot(w, id, league) : null,
    form: w.index.form(id, nextDay(w.today), FORM),
    recent: finished
      .slice(-RECENT)
      .reverse()
      .map((m) => fixtureLine(m, w.index, w.predict, w.today)),
    next: matches
      .filter((m) => m.status === 'scheduled' && m.date >= w.today)
      .slice(0, NEXT)
      .map((m) => fixtureLine(m, w.index, w.predict, w.today)),
    rating:
      league && season && points.length > 0 ? { competition: competitionRef(w.index, league), season, points } : null,
  }
}

function nextDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + 1)
  return d.toISOString().slice(0, 10)
}
