/**
 * The CPU-heavy half of the football service, wherever it runs (the engine worker thread in the
 * server, the calling thread in tests and tools): build a dataset from source files, fit the
 * model on the stored world and answer questions from it. It never touches the database.
 */

import type { CompetitionInfo, MatchRecord, TeamInfo } from '@pitchwise/engine'
import type { AnalysisRequest, AnalysisResult } from '@pitchwise/engine/analysis-types'
import { createAnalyzer } from '@pitchwise/engine/analyze'
import type { BrowseAnswer, BrowseQuery } from '@pitchwise/engine/browse/browse-types'
import { type Browser, createBrowser } from '@pitchwise/engine/browse/create-browser'
import { worldAsOf } from '@pitchwise/engine/data/as-of'
import { buildDataset } from '@pitchwise/engine/data/build-dataset'
import { type CompetitionDates, summariseDates } from '@pitchwise/engine/data/freshness'
import { fitPredictor } from '@pitchwise/engine/model/predictor'
import { mergeSourceFiles } from './fixture-authority.ts'
import type { ImportableDataset } from './import-data.ts'
import { isMatchRowsSource, type JoinedRows, joinMatchRows } from './match-rows.ts'
import type { DataSource, FootballSource } from './sources.ts'

export interface FitSummary {
  matches: number
  competitions: number
  lastResultDate: string | null
  fitMs: number
  /** Per competition: newest result and fixture dates, for the freshness verdict (data/freshness.ts). */
  dates: CompetitionDates[]
}

export interface FitOptions {
  /** The day fixtures around which are priced at once (the server's today). */
  today: string
  /**
   * DEMO_DATE: fit and answer as of this day. Results dated on or after it are turned back into
   * fixtures before fitting, so the model never sees them (data/as-of.ts).
   */
  asOf?: string
}

export interface EngineCore {
  /**
   * Loads every source and builds one dataset (team identity resolved across all of them), then
   * joins the rows of the statistics and price sources to its matches.
   */
  buildFrom(
    sources: DataSource[],
  ): Promise<{ source: string; files: number; covered: string[]; dataset: ImportableDataset; rows: JoinedRows }>
  /** Starts receiving a new world; the current model keeps answering until fit() swaps it. */
  beginWorld(competitions: CompetitionInfo[], teams: TeamInfo[]): void
  addMatches(matches: MatchRecord[]): void
  /** Fits the model on the received world, warms it and swaps it in. */
  fit(options: FitOptions): FitSummary
  /** The answer, or null while no model is fitted yet. */
  analyze(request: AnalysisRequest): AnalysisResult | null
  /**
   * A browse page's data (browse/create-browser.ts); `{ found: false }` when the id names nothing,
   * null while no model is fitted yet.
   */
  browse(query: BrowseQuery): BrowseResult | null
}

/** What a browse read gives once a model is fitted: the page, or word that its id names nothing. */
export type BrowseResult = { found: true; page: BrowseAnswer } | { found: false }

export function createEngineCore(): EngineCore {
  let analyzer: ReturnType<typeof createAnalyzer> | null = null
  let browser: Browser | null = null
  let next: { competitions: CompetitionInfo[]; teams: TeamInfo[]; matches: MatchRecord[] } | null = null

  return {
    async buildFrom(sources) {
      const loaded = []
      const fixtureSources = sources.filter((s): s is FootballSource => !isMatchRowsSource(s))
      for (const source of fixtureSources) loaded.push({ source, files: await source.load() })
      const { files, covered } = mergeSourceFiles(loaded)
      const { competitions, teams, matches, directory } = buildDataset(files)
      const rows = await joinMatchRows(sources.filter(isMatchRowsSource), directory, matches)
      return {
        source: sources.map((s) => s.name).join('+') || 'none',
        files: files.length,
        covered,
        dataset: { competitions, teams, matches },
        rows,
      }
    },

    beginWorld(competitions, teams) {
      next = { competitions, teams, matches: [] }
    },

    addMatches(matches) {
      if (!next) throw new Error('addMatches before beginWorld')
      for (const match of matches) next.matches.push(match)
    },

    fit({ today, asOf }) {
      if (!next) throw new Error('fit before beginWorld')
      const world = asOf ? { ...next, matches: worldAsOf(next.matches, asOf) } : next
      next = null
      const started = performance.now()
      const predictor = fitPredictor(world.matches)
      const fitted = createAnalyzer({ ...world, predictor })
      // The predictor fits each league lazily; pricing the fixtures around the newest data now
      // keeps the first questions after a refit as fast as the rest.
      if (predictor.lastResultDate)
        fitted.warm(shiftDate(predictor.lastResultDate, -3), shiftDate(predictor.lastResultDate, 30))
      fitted.warm(shiftDate(today, -1), shiftDate(today, 14))
      analyzer = fitted
      // The browse pages read the same world and model, as of the same day.
      browser = createBrowser({ ...world, predictor }, asOf ?? today)
      return {
        matches: world.matches.length,
        competitions: world.competitions.length,
        lastResultDate: predictor.lastResultDate,
        fitMs: Math.round(performance.now() - started),
        dates: summariseDates(world.competitions, world.matches),
      }
    },

    analyze(request) {
      return analyzer ? analyzer.analyze(request) : null
    },

    browse(query) {
      if (!browser) return null
      const page = browser.browse(query)
      return page ? { found: true, page } : { found: false }
    },
  }
}

function shiftDate(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
}
