import { existsSync } from 'node:fs'
import { resolve } from 'node:path'

/** Test-only: the openfootball checkout (FOOTBALL_DATA_DIR or the repo's sibling `shared/data`). */
export const DATA_DIR = resolve(
  process.env.FOOTBALL_DATA_DIR ?? resolve(import.meta.dirname, '../../../../../shared/data/openfootball'),
)
export const HAS_DATA = existsSync(resolve(DATA_DIR, '2024-25/en.1.json'))

// CI has the data (.ci/run points FOOTBALL_DATA_DIR at it): a missing checkout there is a broken
// CI, not a reason to skip the real-data tests silently.
if (!HAS_DATA && process.env.CI === 'true') {
  throw new Error(`CI=true but the football data is missing at ${DATA_DIR} (set FOOTBALL_DATA_DIR)`)
}
/** Test-only: the Football.TXT European competitions (FOOTBALL_EUROPE_DIR or the sibling shared folder). */
export const EUROPE_DIR = resolve(
  process.env.FOOTBALL_EUROPE_DIR ?? resolve(import.meta.dirname, '../../../../../shared/data/openfootball-europe'),
)
export const HAS_EUROPE_DATA = existsSync(resolve(EUROPE_DIR, '2025-26/cl.txt'))
