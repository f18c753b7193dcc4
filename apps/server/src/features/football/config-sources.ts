/**
 * The engine worker's default createSources module: the sources configuration chooses
 * (source-config.ts), built inside the worker so that reading and parsing them runs there too.
 */
import type { Config } from '../../config.ts'
import { footballSourcesFromConfig } from './source-config.ts'
import type { DataSource } from './sources.ts'

export function createSources(config: Config): DataSource[] {
  return footballSourcesFromConfig(config)
}
