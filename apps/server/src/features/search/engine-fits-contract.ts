/**
 * Compile-time proof that what the engine returns is exactly what the contract describes:
 * `npm run typecheck` fails when a field is added, removed or retyped on one side only. The
 * analyze route can therefore hand the engine's intent, picks and matches to the response as
 * they are, and the web app reads them through the contract's types without guessing.
 *
 * When the engine gains a field, add it to packages/contract/src/analysis-shapes.ts (or the
 * other way round); nothing here needs to change.
 */
import type { AnalysisIntent, AnalysisMatch, AnalysisPick, DataFreshness } from '@pitchwise/contract'
import type {
  DataFreshness as EngineDataFreshness,
  Intent,
  MatchAnalysis,
  Pick,
} from '@pitchwise/engine/analysis-types'

/** true when A and B have the same keys and each is assignable to the other. */
type SameShape<A, B> = [A] extends [B]
  ? [B] extends [A]
    ? [Exclude<keyof A, keyof B> | Exclude<keyof B, keyof A>] extends [never]
      ? true
      : false
    : false
  : false

type Expect<T extends true> = T

/** What the server adds to the engine's picks and previews: the receipt (receipt-book.ts). */
type ServerAdded = 'receipt'

export type EngineFitsContract = [
  Expect<SameShape<Intent, AnalysisIntent>>,
  Expect<SameShape<MatchAnalysis, Omit<AnalysisMatch, ServerAdded>>>,
  Expect<SameShape<MatchAnalysis['markets'], AnalysisMatch['markets']>>,
  Expect<SameShape<Pick, Omit<AnalysisPick, ServerAdded>>>,
  Expect<SameShape<EngineDataFreshness, DataFreshness>>,
]
