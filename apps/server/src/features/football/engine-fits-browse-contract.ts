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

type SameShape<A, B> = [A] extends [B]
  ? [B] extends [A]
    ? [Exclude<keyof A, keyof B> | Exclude<keyof B, keyof A>] extends [never]
      ? true
      : false
    : false
  : false

type Expect<T extends true> = T

export type EngineFitsBrowseContract = [
  Expect<SameShape<EngineFixtureLine, FixtureLine>>,
  Expect<SameShape<DayFixtures, DayFixturesResponse>>,
  Expect<SameShape<MatchPage, MatchPageResponse>>,
  Expect<SameShape<LeaguePage, LeaguePageResponse>>,
  Expect<SameShape<TeamPage, TeamPageResponse>>,
]
