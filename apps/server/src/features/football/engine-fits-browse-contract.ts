/**
 * Compile-time proof that the engine's browse pages are exactly what the contract describes, as
 * search/engine-fits-contract.ts does for answers: a field added on one side only fails
 * `npm run typecheck`, so the routes hand the engine's pages to the response as they are.
 */
import type {
  DayFixturesResponse,
  FixtureLine,
  LeaguePageResponse,
  MatchPageResponse,
  TeamPageResponse,
} from '@pitchwise/contract'
import type {
  DayFixtures,
  FixtureLine as EngineFixtureLine,
  LeaguePage,
  MatchPage,
  TeamPage,
} from '@pitchwise/engine/browse/browse-types'
import type { Expect, SameShape } from '../../shared/same-shape.ts'

export type EngineFitsBrowseContract = [
  Expect<SameShape<EngineFixtureLine, FixtureLine>>,
  Expect<SameShape<DayFixtures, DayFixturesResponse>>,
  Expect<SameShape<MatchPage, MatchPageResponse>>,
  Expect<SameShape<LeaguePage, LeaguePageResponse>>,
  Expect<SameShape<TeamPage, TeamPageResponse>>,
]
