import { existsSync } from 'node:fs'
import { resolve } from 'node:path'

/** Test-only: the openfootball checkout (FOOTBALL_DATA_DIR or the repo's sibling `shared/data`). */
export const DATA_DIR = resolve(
  process.env.FOOTBALL_DATA_DIR ?? resolve(import.meta.dirname, '../../../../../shared/data/openfootball'),
)
export const HAS_DATA = existsSync(resolve(DATA_DIR, '2024-25/en.1.json'))
