/** Messages between the football service (main thread) and the engine worker thread. */
import type { CompetitionInfo, MatchRecord, TeamInfo } from '@pitchwise/engine'
import type { AnalysisRequest, AnalysisResult } from '@pitchwise/engine/analysis-types'
import type { BrowseQuery } from '@pitchwise/engine/browse/browse-types'
import type { BrowseResult, FitOptions, FitSummary } from './engine-core.ts'
import type { JoinedRowFile, JoinedRows } from './match-rows.ts'

/** What the worker is started with: a module whose createSources(arg) lists the sources. */
export interface EngineWorkerData {
  /** file: URL of a module exporting `createSources(arg): DataSource[]`. */
  sourcesModule: string
  sourcesArg: unknown
}

export type ToWorker =
  | { id: number; type: 'build-dataset' }
  | { id: number; type: 'begin-world'; competitions: CompetitionInfo[]; teams: TeamInfo[] }
  | { id: number; type: 'add-matches'; matches: MatchRecord[] }
  | { id: number; type: 'fit'; options: FitOptions }
  | { id: number; type: 'analyze'; request: AnalysisRequest }
  | { id: number; type: 'browse'; query: BrowseQuery }

export type FromWorker =
  // A built dataset arrives in parts (head, then matches in chunks) so that no single message
  // takes the main thread long to receive.
  | {
      id: number
      type: 'dataset-head'
      source: string
      files: number
      covered: string[]
      competitions: CompetitionInfo[]
      teams: TeamInfo[]
      rowSources: JoinedRows['sources']
      unmatched: JoinedRows['unmatched']
    }
  | { id: number; type: 'dataset-matches'; matches: MatchRecord[] }
  // Statistics and prices, one file (a season of a league, one API answer) per message.
  | { id: number; type: 'dataset-row-file'; file: JoinedRowFile }
  | { id: number; type: 'done'; value?: FitSummary | AnalysisResult | BrowseResult | null }
  | { id: number; type: 'failed'; message: string }

/** Matches per message in either direction. */
export const MESSAGE_CHUNK = 2000
