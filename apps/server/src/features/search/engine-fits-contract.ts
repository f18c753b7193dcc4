/**
 * Compile-time proof that what the engine returns is exactly what the contract describes:
 * `npm run typecheck` fails when a field is added, removed or retyped on one side only. The
 * analyze route can therefore hand the engine's intent, picks and matches to the response as
 * they are, and the web app reads them through the contract's types without guessing.
 *
 * When the engine gains a field, add it to packages/contract/src/analysis-shapes.ts (or the
 * other way round); nothing here needs to change.
 */
import type { AnalysisIntent, AnalysisMatch, AnalysisPick, DataFreshness, NamedEntity } from '@pitchwise/contract'
import type {
  DataFreshness as EngineDataFreshness,
  NamedEntity as EngineNamedEntity,
  Intent,
  MatchAnalysis,
  Pick,
} from '@pitchwise/engine/analysis-types'
import type { Expect, SameShape } from '../../shared/same-shape.ts'

/** What the server adds to the engine's picks and previews: the receipt (receipt-book.ts). */
type ServerAdded = 'receipt'

export type EngineFitsContract = [
  Expect<SameShape<Intent, AnalysisIntent>>,
  Expect<SameShape<MatchAnalysis, Omit<AnalysisMatch, ServerAdded>>>,
  Expect<SameShape<MatchAnalysis['markets'], AnalysisMatch['markets']>>,
  Expect<SameShape<Pick, Omit<AnalysisPick, ServerAdded>>>,
  Expect<SameShape<EngineDataFreshness, DataFreshness>>,
  Expect<SameShape<EngineNamedEntity, NamedEntity>>,
]
