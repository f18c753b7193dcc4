/**
 * The server's football brain: imports data into the database, fits the engine's models on
 * what is stored, and answers questions from memory. Start-up never blocks on it: the server
 * listens at once and /api/analyze answers SERVICE_UNAVAILABLE until the first fit is ready.
 * After every import the model is refitted and swapped in atomically, so a question is always
 * answered by one consistent model and data set.
 */
import type { AnalysisRequest, AnalysisResult } from '@pitchwise/engine/analysis-types'
import { createAnalyzer } from '@pitchwise/engine/analyze'
import { fitPredictor } from '@pitchwise/engine/model/predictor'
import type { FastifyBaseLogger } from 'fastify'
import type { DatabaseHandle } from '../../db/database.ts'
import { AppError } from '../../errors.ts'
import { AnswerCache } from './answer-cache.ts'
import type { ImportCounts } from './import-data.ts'
import { type ReportPhraser, templatePhraser } from './llm-phraser.ts'
import { loadWorldData } from './load-world.ts'
import { runFootballImport } from './run-import.ts'
import type { FootballSource } from './sources.ts'

const PHRASING_CACHE_SIZE = 500

export interface FootballStatus {
  ready: boolean
  matches: number
  competitions: number
  lastResultDate: string | null
  fittedAt: string | null
  fitMs: number | null
  lastImport: { at: string; source: string; added: number; updated: number; error?: string } | null
}

export interface FootballService {
  status(): FootballStatus
  /** The engine's answer (template text), cached per question, minute, zone, depth and history. */
  analyze(request: AnalysisRequest): Promise<AnalysisResult>
  /**
   * The report text to show: the optional LLM's rephrasing when configured and grounded, else the
   * template. Called only after the caller has paid for the answer, so nobody spends LLM calls
   * without credits.
   */
  phrase(result: AnalysisResult, question: string): Promise<string>
  /** Imports from every source and refits; undefined when another instance holds the import lock. */
  importNow(): Promise<ImportCounts | undefined>
  /** Loads (importing first when the database has no matches), fits, and starts the schedule. */
  start(): Promise<void>
  /** Resolves when the first fit is done (or failed). */
  whenReady(): Promise<void>
  stop(): void
}

export interface FootballServiceOptions {
  database: DatabaseHandle
  sources: FootballSource[]
  logger: FastifyBaseLogger
  /** Minutes between scheduled imports; 0 disables the schedule. */
  importIntervalMinutes: number
  /** Rephrases reports (optional LLM); the engine's template text when absent. */
  phraser?: ReportPhraser
}

export function createFootballService(options: FootballServiceOptions): FootballService {
  const { database, logger } = options
  let analyzer: ReturnType<typeof createAnalyzer> | null = null
  const cache = new AnswerCache()
  const phraser = options.phraser ?? templatePhraser
  // The same template text always gets the same phrasing: popular answers call the LLM once.
  const phrasings = new Map<string, string>()
  let status: FootballStatus = {
    ready: false,
    matches: 0,
    competitions: 0,
    lastResultDate: null,
    fittedAt: null,
    fitMs: null,
    lastImport: null,
  }
  let timer: NodeJS.Timeout | null = null
  let resolveReady: () => void = () => {}
  const ready = new Promise<void>((resolve) => {
    resolveReady = resolve
  })

  async function refit(): Promise<void> {
    const world = await loadWorldData(database.db)
    const started = performance.now()
    const predictor = fitPredictor(world.matches)
    const next = createAnalyzer({ ...world, predictor })
    // The predictor fits each league lazily; pricing the fixtures around the newest data now
    // keeps the first questions after a refit as fast as the rest.
    if (predictor.lastResultDate)
      next.warm(shiftDate(predictor.lastResultDate, -3), shiftDate(predictor.lastResultDate, 30))
    const today = new Date().toISOString().slice(0, 10)
    next.warm(shiftDate(today, -1), shiftDate(today, 14))
    analyzer = next
    cache.clear()
    phrasings.clear()
    const fitMs = Math.round(performance.now() - started)
    status = {
      ...status,
      ready: true,
      matches: world.matches.length,
      competitions: world.competitions.length,
      lastResultDate: predictor.lastResultDate,
      fittedAt: new Date().toISOString(),
      fitMs,
    }
    logger.info(
      { matches: world.matches.length, fitMs, lastResultDate: predictor.lastResultDate },
      'football model fitted',
    )
  }

  async function runImport(): Promise<ImportCounts | undefined> {
    return database.withExclusiveLock('football-import', async () => {
      const run = await runFootballImport(database, options.sources)
      status = {
        ...status,
        lastImport: {
          at: new Date().toISOString(),
          source: run.source,
          added: run.matchesAdded,
          updated: run.matchesUpdated,
        },
      }
      logger.info(run, 'football data imported')
      return run
    })
  }

  return {
    status: () => status,
    whenReady: () => ready,

    async analyze(request) {
      if (!analyzer) {
        throw new AppError(
          'SERVICE_UNAVAILABLE',
          'Pitchwise is loading its football data. Please try again in a moment.',
        )
      }
      const key = AnswerCache.keyOf(request)
      const cached = cache.get(key)
      if (cached) return cached
      const answer = analyzer.analyze(request)
      cache.set(key, answer)
      return answer
    },

    async phrase(result, question) {
      const hit = phrasings.get(result.markdown)
      if (hit !== undefined) return hit
      const { markdown } = await phraser.phrase(result, question)
      phrasings.set(result.markdown, markdown)
      if (phrasings.size > PHRASING_CACHE_SIZE) phrasings.delete(phrasings.keys().next().value as string)
      return markdown
    },

    async importNow() {
      const counts = await runImport()
      if (counts && (counts.matchesAdded > 0 || counts.matchesUpdated > 0 || !analyzer)) await refit()
      return counts
    },

    async start() {
      try {
        const any = await database.db.selectFrom('matches').select('id').limit(1).executeTakeFirst()
        if (!any && options.sources.length > 0) await runImport()
        await refit()
      } catch (error) {
        logger.error({ err: error }, 'football data could not be loaded')
        status = {
          ...status,
          lastImport: { at: new Date().toISOString(), source: 'start', added: 0, updated: 0, error: String(error) },
        }
      } finally {
        resolveReady()
      }
      if (options.importIntervalMinutes > 0) {
        timer = setInterval(() => {
          this.importNow().catch((error) => logger.error({ err: error }, 'scheduled football import failed'))
        }, options.importIntervalMinutes * 60_000)
        timer.unref()
      }
    },

    stop() {
      if (timer) clearInterval(timer)
      timer = null
    },
  }
}

function shiftDate(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
}
