/**
 * Builds the football service from configuration (server.ts): the engine in a worker thread
 * whose sources come from source-config.ts (built inside the worker, see config-sources.ts).
 */
import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../../config.ts'
import type { DatabaseHandle } from '../../db/database.ts'
import { workerEngineHost } from './engine-worker-host.ts'
import { createFootballService, type FootballService } from './football-service.ts'
import { createLlmPhraser } from './llm-phraser.ts'
import { describeSources, footballSourcesFromConfig } from './source-config.ts'

export function createFootballServiceFromConfig(
  config: Config,
  database: DatabaseHandle,
  logger: FastifyBaseLogger,
): FootballService {
  // The configuration crosses into the worker by structured clone (plain values only).
  const engine = workerEngineHost({
    sourcesArg: { ...config },
    onCrash: (error) =>
      logger.error({ err: error }, 'the football engine worker stopped; it restarts on the next refit'),
  })
  return createFootballService({
    database,
    logger,
    engine,
    importIntervalMinutes: config.DATA_IMPORT_INTERVAL_MINUTES,
    // The worker builds the sources it reads; this thread only names them for operators.
    sourceInfo: describeSources(footballSourcesFromConfig(config)),
    versionPollMs: config.DATA_VERSION_POLL_SECONDS * 1000,
    ...(config.DEMO_DATE ? { demoDate: config.DEMO_DATE } : {}),
    ...(config.LLM_BASE_URL && config.LLM_MODEL
      ? {
          phraser: createLlmPhraser({
            baseUrl: config.LLM_BASE_URL,
            model: config.LLM_MODEL,
            timeoutMs: config.LLM_TIMEOUT_MS,
            ...(config.LLM_API_KEY ? { apiKey: config.LLM_API_KEY } : {}),
            onRejected: (reason) => logger.warn({ reason }, 'LLM phrasing rejected; using the template report'),
          }),
        }
      : {}),
  })
}
