/**
 * The free browse pages' reads (GET /api/browse/*). The server answers with an ETag and
 * `no-cache`, so the browser's own HTTP cache revalidates each read and a 304 costs no body;
 * React Query keeps a page for a minute so moving between pages does not ask again at all.
 */
import type { DayFixturesResponse, LeaguePageResponse, MatchPageResponse, TeamPageResponse } from '@pitchwise/contract'
import { useQuery } from '@tanstack/react-query'
import { api, apiErrorStatus } from '../../../lib/api-client'

const STALE_MS = 60_000
/** A page whose id names nothing stays not found: asking again cannot change that. */
const retry = (failures: number, error: unknown) => apiErrorStatus(error) !== 404 && failures < 1
const id = (value: string) => encodeURIComponent(value)

export function useDayFixtures(day: string) {
  return useQuery({
    queryKey: ['browse', 'day', day],
    queryFn: () => api.get<DayFixturesResponse>(`/api/browse/matches?day=${id(day)}`),
    staleTime: STALE_MS,
    retry,
  })
}

export function useMatchPage(matchId: string) {
  return useQuery({
    queryKey: ['browse', 'match', matchId],
    queryFn: () => api.get<MatchPageResponse>(`/api/browse/matches/${id(matchId)}`),
    staleTime: STALE_MS,
    retry,
  })
}

export function useLeaguePage(code: string) {
  return useQuery({
    queryKey: ['browse', 'league', code],
    queryFn: () => api.get<LeaguePageResponse>(`/api/browse/leagues/${id(code)}`),
    staleTime: STALE_MS,
    retry,
  })
}

export function useTeamPage(teamId: string) {
  return useQuery({
    queryKey: ['browse', 'team', teamId],
    queryFn: () => api.get<TeamPageResponse>(`/api/browse/teams/${id(teamId)}`),
    staleTime: STALE_MS,
    retry,
  })
}
