/** Builds the football service from configuration (server.ts). */
import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../../config.ts'
import type { DatabaseHandle } from '../../db/database.ts'
import { createFootballService, type FootballService } from './football-service.ts'
import { createLlmPhraser } from './llm-phraser.ts'
import { footballSourcesFromConfig } from './source-config.ts'

export function createFootballServiceFromConfig(
  config: Config,
  database: DatabaseHandle,
  logger: FastifyBaseLogger,
): FootballService {
  return createFootballService({
    database,
    logger,
    sources: footballSourcesFromConfig(config),
    importIntervalMinutes: config.DATA_IMPORT_INTERVAL_MINUTES,
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
