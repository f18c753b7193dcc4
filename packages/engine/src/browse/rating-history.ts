/**
 * A side's Elo rating over one season of its league, after each of its matches: the predictor's
 * own Elo (model/elo.ts) replayed on that competition's results alone. Elo keeps one pool per
 * competition, so the replay gives exactly the ratings the model prices with.
 */
import { EloBook } from '../model/elo.ts'
import { DEFAULT_HYPER } from '../model/hyper.ts'
import { eloParams } from '../model/predictor.ts'
import type { MatchRecord } from '../types.ts'
import type { RatingPoint } from './browse-types.ts'

export interface CompetitionRatings {
  /** Pre-match ratings of every finished match (by id), home advantage excluded. */
  preMatch: Map<string, { home: number; away: number }>
  book: EloBook
}

/** Replays a competition's finished matches (any order). */
export function replayCompetition(finished: MatchRecord[]): CompetitionRatings {
  const book = new EloBook(eloParams(DEFAULT_HYPER))
  const { preMatch } = book.apply(finished)
  return { preMatch, book }
}

/**
 * The rating before the season's first match, then after each: a match's "after" is the next
 * match's "before" (the rating in between does not move), and the last one is the current rating.
 */
export function seasonRating(
  ratings: CompetitionRatings,
  teamId: string,
  competition: string,
  season: string,
  teamMatches: MatchRecord[],
): RatingPoint[] {
  const played = teamMatches.filter(
    (m) => m.competition === competition && m.season === season && ratings.preMatch.has(m.id),
  )
  if (played.length === 0) return []
  const before = (m: MatchRecord) => {
    const pre = ratings.preMatch.get(m.id)
    return (m.homeTeamId === teamId ? pre?.home : pre?.away) ?? 0
  }
  const first = played[0] as MatchRecord
  const points: RatingPoint[] = [{ date: first.date, rating: round(before(first)) }]
  for (let i = 0; i < played.length; i++) {
    const next = played[i + 1]
    const after = next ? before(next) : ratings.book.rating(competition, teamId, season)
    points.push({ date: (played[i] as MatchRecord).date, rating: round(after) })
  }
  return points
}

function round(x: number): number {
  return Math.round(x * 10) / 10
}
