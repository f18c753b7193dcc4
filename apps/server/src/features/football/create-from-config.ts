/** Builds the football service from configuration (server.ts). */
import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../../config.ts'
import type { DatabaseHandle } from '../../db/database.ts'
import { createFootballService, type FootballService } from './football-service.ts'
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
  })
}
