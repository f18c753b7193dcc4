/**
 * Where the football engine (engine-core.ts) runs, as seen by the football service: in a worker
 * thread in the server (engine-worker-host.ts), so importing, fitting and answering never block
 * pages, health or sign-in; or in the calling thread (this file), for tests and tools that have
 * no requests to keep answering.
 */
import type { CompetitionInfo, MatchRecord, TeamInfo } from '@pitchwise/engine'
import type { AnalysisRequest, AnalysisResult } from '@pitchwise/engine/analysis-types'
import type { BrowseQuery } from '@pitchwise/engine/browse/browse-types'
import { type BrowseResult, createEngineCore, type FitOptions, type FitSummary } from './engine-core.ts'
import type { ImportableDataset } from './import-data.ts'
import { isMatchRowsSource, type JoinedRows } from './match-rows.ts'
import type { DataSource } from './sources.ts'

export interface BuiltDataset {
  /** The sources' names joined with "+", as recorded in data_imports. */
  source: string
  files: number
  /** The competition seasons (`en.1/2025-26`) the sources sent in full (fixture-authority.ts). */
  covered: string[]
  dataset: ImportableDataset
  /** Statistics and prices joined to the dataset's matches, per file (match-rows.ts). */
  rows: JoinedRows
}

export interface EngineHost {
  /** False when no source is configured: the service then fits on what is stored. */
  readonly canImport: boolean
  buildDataset(): Promise<BuiltDataset>
  beginWorld(competitions: CompetitionInfo[], teams: TeamInfo[]): Promise<void>
  addMatches(matches: MatchRecord[]): Promise<void>
  fit(options: FitOptions): Promise<FitSummary>
  /** The answer, or null while the engine has no fitted model. */
  analyze(request: AnalysisRequest): Promise<AnalysisResult | null>
  /** A browse page's data, or null while the engine has no fitted model. */
  browse(query: BrowseQuery): Promise<BrowseResult | null>
  close(): Promise<void>
}

export function inProcessEngineHost(sources: DataSource[]): EngineHost {
  const core = createEngineCore()
  return {
    canImport: sources.some((s) => !isMatchRowsSource(s)),
    buildDataset: () => core.buildFrom(sources),
    async beginWorld(competitions, teams) {
      core.beginWorld(competitions, teams)
    },
    async addMatches(matches) {
      core.addMatches(matches)
    },
    async fit(options) {
      return core.fit(options)
    },
    async analyze(request) {
      return core.analyze(request)
    },
    async browse(query) {
      return core.browse(query)
    },
    async close() {},
  }
}
