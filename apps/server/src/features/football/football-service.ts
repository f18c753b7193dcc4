/**
 * The server's football brain: imports data into the database, fits the engine's models on
 * what is stored, and answers questions from memory. Start-up never blocks on it: the engine
 * (parsing, fitting, answering) runs in a worker thread (engine-worker-host.ts) and this side
 * only reads and writes the database in short statements, so the server answers pages, health
 * and sign-in at once, and /api/analyze answers a free "warming up" SERVICE_UNAVAILABLE until
 * the first fit is ready. After every import, and whenever the data version in the database
 * changes (someone else imported: another instance, `npm run data:import`), the model is
 * refitted and swapped in atomically, so a question is always answered by one consistent model.
 */
import type { AnalysisRequest, AnalysisResult } from '@pitchwise/engine/analysis-types'
import type { BrowseQuery } from '@pitchwise/engine/browse/browse-types'
import { demoInstant } from '@pitchwise/engine/data/as-of'
import type { CompetitionDates } from '@pitchwise/engine/data/freshness'
import { MODEL_VERSION } from '@pitchwise/engine/model/version'
import type { FastifyBaseLogger } from 'fastify'
import type { DatabaseHandle } from '../../db/database.ts'
import { AppError } from '../../errors.ts'
import type { SealVersions } from '../../shared/seal/canonical.ts'
import { AnswerCache } from './answer-cache.ts'
import { BrowseCache, type CachedPage } from './browse-cache.ts'
import { readDataVersion } from './data-version.ts'
import { type EngineHost, inProcessEngineHost } from './engine-host.ts'
import type { ImportCounts } from './import-data.ts'
import { importDue, msUntilNextSlot } from './import-schedule.ts'
import { type ReportPhraser, templatePhraser } from './llm-phraser.ts'
import { streamWorldData } from './load-world.ts'
import { type ImportRun, runDatasetImport } from './run-import.ts'
import { describeSources, type SourceInfo } from './source-config.ts'
import type { DataSource } from './sources.ts'

const PHRASING_CACHE_SIZE = 500
/** How often an instance starting on an empty database checks whether another one finished the first import. */
const FIRST_IMPORT_WAIT_MS = 500
const IMPORT_LOCK = 'football-import'

/** What a question gets until the first model is fitted. It is never charged. */
export const WARMING_UP_MESSAGE =
  'Pitchwise is warming up: it is loading the football data and fitting its model. ' +
  'Your question was not charged. Please ask again in a minute.'

export interface FootballStatus {
  ready: boolean
  matches: number
  competitions: number
  lastResultDate: string | null
  fittedAt: string | null
  fitMs: number | null
  lastImport: { at: string; source: string; added: number; updated: number; error?: string } | null
  /** DEMO_DATE, or null when today is the real date. */
  demoDate: string | null
  /** Per competition: newest result and fixture dates of the fitted world (assessFreshness). */
  dates: CompetitionDates[]
  /** The configured sources, in import order. */
  sources: SourceInfo[]
  /** Minutes between scheduled imports; 0 when the schedule is off. */
  importIntervalMinutes: number
}

export interface FootballService {
  status(): FootballStatus
  /** The day the service treats as today, YYYY-MM-DD: DEMO_DATE when set, else the UTC date. */
  today(): string
  /**
   * The engine's answer (template text), cached per question, minute, zone, depth and history,
   * with the model and data versions it was computed on (sealed with its predictions).
   */
  analyze(request: AnalysisRequest): Promise<AnalysisResult & { versions: SealVersions }>
  /**
   * A free browse page's data with its ETag, cached until the next refit; NOT_FOUND when the id
   * names nothing, SERVICE_UNAVAILABLE while warming up.
   */
  browse(query: BrowseQuery): Promise<CachedPage>
  /**
   * The report text to show: the optional LLM's rephrasing when configured and grounded, else the
   * template. Called only after the caller has paid for the answer, so nobody spends LLM calls
   * without credits.
   */
  phrase(result: AnalysisResult, question: string): Promise<string>
  /** Imports from every source and refits; undefined when another instance holds the import lock. */
  importNow(): Promise<ImportCounts | undefined>
  /**
   * What the schedule runs at every slot boundary: importNow, unless another instance holds the
   * lock or an import already started in this slot (import-schedule.ts). Undefined when skipped.
   */
  scheduledImport(): Promise<ImportCounts | undefined>
  /** Loads (importing first when the database has no matches), fits, and starts the schedule. */
  start(): Promise<void>
  /** Resolves when the first fit is done (or failed). */
  whenReady(): Promise<void>
  /**
   * Refits when the data version in the database differs from the fitted one (data imported
   * by anyone); what the version poll runs. Resolves true when it refitted.
   */
  refitIfDataChanged(): Promise<boolean>
  /** Stops the schedule and the version poll, and ends the engine worker. */
  stop(): Promise<void>
}

export interface FootballServiceOptions {
  database: DatabaseHandle
  /** Where the engine runs (the server: a worker thread); default: this thread with `sources`. */
  engine?: EngineHost
  /** The sources of the default in-process engine (tests and tools). */
  sources?: DataSource[]
  /** How the sources are shown to operators; default: described from `sources`. */
  sourceInfo?: SourceInfo[]
  logger: FastifyBaseLogger
  /** Minutes between scheduled imports (fractions allowed); 0 disables the schedule. */
  importIntervalMinutes: number
  /** Milliseconds between reads of the data version (refit on change); 0 disables the poll. */
  versionPollMs?: number
  /** Rephrases reports (optional LLM); the engine's template text when absent. */
  phraser?: ReportPhraser
  /**
   * DEMO_DATE: every question is asked on this day (the reader's clock time kept), and the
   * model is fitted only on results before it.
   */
  demoDate?: string
}

export function createFootballService(options: FootballServiceOptions): FootballService {
  const { database, logger } = options
  const engine = options.engine ?? inProcessEngineHost(options.sources ?? [])
  const cache = new AnswerCache()
  const pages = new BrowseCache()
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
    demoDate: options.demoDate ?? null,
    dates: [],
    sources: options.sourceInfo ?? describeSources(options.sources ?? []),
    importIntervalMinutes: options.importIntervalMinutes,
  }
  const timers: NodeJS.Timeout[] = []
  const importIntervalMs = options.importIntervalMinutes * 60_000
  let stopped = false
  /** The data version the current model was fitted on; null before the first fit. */
  let fittedVersion: number | null = null
  let fitting: Promise<void> | null = null
  let fitAgain = false
  let resolveReady: () => void = () => {}
  const ready = new Promise<void>((resolve) => {
    resolveReady = resolve
  })

  async function fitOnce(): Promise<void> {
    // Read before loading: data imported meanwhile makes the next poll refit once more,
    // never the other way round (a model older than the version it claims).
    const version = await readDataVersion(database.db)
    const started = performance.now()
    await streamWorldData(database.db, {
      head: (competitions, teams) => engine.beginWorld(competitions, teams),
      matches: (page) => engine.addMatches(page),
    })
    const summary = await engine.fit({
      today: today(),
      ...(options.demoDate ? { asOf: options.demoDate } : {}),
    })
    fittedVersion = version
    cache.clear()
    pages.clear()
    phrasings.clear()
    status = {
      ...status,
      ready: true,
      matches: summary.matches,
      competitions: summary.competitions,
      lastResultDate: summary.lastResultDate,
      fittedAt: new Date().toISOString(),
      fitMs: summary.fitMs,
      dates: summary.dates,
    }
    logger.info(
      {
        matches: summary.matches,
        fitMs: summary.fitMs,
        loadAndFitMs: Math.round(performance.now() - started),
        dataVersion: version,
        lastResultDate: summary.lastResultDate,
      },
      'football model fitted',
    )
  }

  /** One fit at a time; a request during a fit makes it run once more afterwards. */
  function refit(): Promise<void> {
    if (fitting) {
      fitAgain = true
      return fitting
    }
    fitting = (async () => {
      do {
        fitAgain = false
        await fitOnce()
      } while (fitAgain && !stopped)
    })().finally(() => {
      fitting = null
    })
    return fitting
  }

  /**
   * One import; the caller holds the import lock. A failed run changed nothing, so the fitted
   * model keeps answering; status().lastImport carries the error until an import succeeds.
   */
  async function importLocked(): Promise<ImportCounts> {
    let run: ImportRun
    try {
      run = await runDatasetImport(database, 'configured sources', () => engine.buildDataset())
    } catch (error) {
      // An import ended by stop() did not fail: nothing to report (start() logs it at info).
      if (stopped) throw error
      status = {
        ...status,
        lastImport: {
          at: new Date().toISOString(),
          source: status.sources.map((s) => s.name).join('+') || 'configured sources',
          added: 0,
          updated: 0,
          error: error instanceof Error ? error.message : String(error),
        },
      }
      throw error
    }
    status = {
      ...status,
      lastImport: {
        at: new Date().toISOString(),
        source: run.source,
        added: run.matchesAdded,
        updated: run.matchesUpdated + run.matchesRemoved,
      },
    }
    logger.info(run, 'football data imported')
    // Rows of statistics and prices that joined no match are never guessed at; operators see
    // them here and on /admin/data.
    if (run.rows && run.rows.unmatched > 0)
      logger.warn(
        { unmatched: run.rows.unmatched, first: run.unmatchedRows },
        'statistics and price rows joined no match',
      )
    if (run.rowProblems.length > 0) logger.warn({ problems: run.rowProblems }, 'price sources incomplete')
    return run
  }

  function today(): string {
    return options.demoDate ?? new Date().toISOString().slice(0, 10)
  }

  /** Under DEMO_DATE every question is asked on that day, in the morning of the reader's zone. */
  function asked(request: AnalysisRequest): AnalysisRequest {
    if (!options.demoDate) return request
    return { ...request, clientDate: demoInstant(options.demoDate, request.timeZone) }
  }

  const hasMatches = async () =>
    (await database.db.selectFrom('matches').select('id').limit(1).executeTakeFirst()) !== undefined

  /**
   * The first import of an empty database. Instances starting together all come here: one takes
   * the lock and imports, the others wait for the lock to come free and then find the matches,
   * so no instance fits a model on an empty (or half-written) database while another imports.
   */
  async function importIntoEmptyDatabase(): Promise<void> {
    while (!stopped) {
      const done = await database.withExclusiveLock(IMPORT_LOCK, async () => {
        if (!(await hasMatches())) await importLocked()
        return true
      })
      if (done) return
      await new Promise((resolve) => setTimeout(resolve, FIRST_IMPORT_WAIT_MS))
    }
  }

  /** Imports and refits when the import brought anything new (or nothing was fitted yet). */
  async function afterImport(counts: ImportCounts | undefined): Promise<ImportCounts | undefined> {
    if (counts && (counts.matchesAdded > 0 || counts.matchesUpdated > 0 || counts.matchesRemoved > 0 || !status.ready))
      await refit()
    return counts
  }

  /** Wakes at every clock-aligned slot boundary (import-schedule.ts) until stopped. */
  function scheduleNextImport(service: FootballService): void {
    if (stopped) return
    const timer = setTimeout(
      () => {
        const index = timers.indexOf(timer)
        if (index >= 0) timers.splice(index, 1)
        service
          .scheduledImport()
          .catch((error) => logger.error({ err: error }, 'scheduled football import failed'))
          .finally(() => scheduleNextImport(service))
      },
      msUntilNextSlot(Date.now(), importIntervalMs),
    )
    timer.unref()
    timers.push(timer)
  }

  return {
    status: () => status,
    today,
    whenReady: () => ready,

    async analyze(asAsked) {
      const request = asked(asAsked)
      const warmingUp = () => new AppError('SERVICE_UNAVAILABLE', WARMING_UP_MESSAGE)
      if (!status.ready) throw warmingUp()
      const key = AnswerCache.keyOf(request)
      const cached = cache.get(key)
      if (cached) return cached
      // Stamped when computed; the cache is emptied on every refit, so a cached stamp stays true.
      const versions: SealVersions = { model: MODEL_VERSION, data: fittedVersion ?? 0 }
      const answer = await engine.analyze(request)
      if (!answer) {
        // The engine lost its model (its worker was restarted): fit again, warming up meanwhile.
        status = { ...status, ready: false }
        refit().catch((error) => logger.error({ err: error }, 'football refit failed'))
        throw warmingUp()
      }
      const stamped = { ...answer, versions }
      cache.set(key, stamped)
      return stamped
    },

    async browse(query) {
      const warmingUp = () => new AppError('SERVICE_UNAVAILABLE', WARMING_UP_MESSAGE)
      if (!status.ready) throw warmingUp()
      const key = BrowseCache.keyOf(query)
      let entry = pages.get(key)
      if (entry === undefined) {
        const answer = await engine.browse(query)
        if (!answer) {
          status = { ...status, ready: false }
          refit().catch((error) => logger.error({ err: error }, 'football refit failed'))
          throw warmingUp()
        }
        entry = answer.found ? BrowseCache.entryOf(answer.page) : null
        pages.set(key, entry)
      }
      if (!entry) throw new AppError('NOT_FOUND', 'Pitchwise has no such page in its football data.')
      return entry
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
      return afterImport(await database.withExclusiveLock(IMPORT_LOCK, importLocked))
    },

    async scheduledImport() {
      const counts = await database.withExclusiveLock(IMPORT_LOCK, async () =>
        (await importDue(database.db, importIntervalMs)) ? importLocked() : undefined,
      )
      return afterImport(counts)
    },

    async refitIfDataChanged() {
      if (fitting || fittedVersion === null) return false
      const version = await readDataVersion(database.db)
      if (version === fittedVersion) return false
      logger.info({ from: fittedVersion, to: version }, 'football data changed in the database; refitting')
      await refit()
      return true
    },

    async start() {
      try {
        if (engine.canImport && !(await hasMatches())) await importIntoEmptyDatabase()
        if (stopped) return
        await refit()
      } catch (error) {
        // A server stopped during its first import or fit ends them on purpose: nothing failed.
        if (stopped) logger.info('football loading ended: the server is stopping')
        else {
          logger.error({ err: error }, 'football data could not be loaded')
          status = {
            ...status,
            lastImport: { at: new Date().toISOString(), source: 'start', added: 0, updated: 0, error: String(error) },
          }
        }
      } finally {
        resolveReady()
      }
      if (stopped) return
      if (importIntervalMs > 0) scheduleNextImport(this)
      if (options.versionPollMs && options.versionPollMs > 0) {
        const poll = setInterval(() => {
          this.refitIfDataChanged().catch((error) => logger.error({ err: error }, 'football refit failed'))
        }, options.versionPollMs)
        poll.unref()
        timers.push(poll)
      }
    },

    async stop() {
      stopped = true
      for (const timer of timers.splice(0)) clearTimeout(timer)
      await engine.close()
    },
  }
}
