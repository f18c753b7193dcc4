import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, it } from 'vitest'

/** Test-only: the openfootball checkout (FOOTBALL_DATA_DIR or the repo's sibling `shared/data`). */
export const DATA_DIR = resolve(
  process.env.FOOTBALL_DATA_DIR ?? resolve(import.meta.dirname, '../../../../../shared/data/openfootball'),
)
export const HAS_DATA = existsSync(resolve(DATA_DIR, '2024-25/en.1.json'))

/** Test-only: the Football.TXT European competitions (FOOTBALL_EUROPE_DIR or the sibling shared folder). */
export const EUROPE_DIR = resolve(
  process.env.FOOTBALL_EUROPE_DIR ?? resolve(import.meta.dirname, '../../../../../shared/data/openfootball-europe'),
)
export const HAS_EUROPE_DATA = existsSync(resolve(EUROPE_DIR, '2025-26/cl.txt'))

export interface DataNeeds {
  /** The openfootball leagues (DATA_DIR). */
  football?: boolean
  /** The Football.TXT European cups (EUROPE_DIR). */
  europe?: boolean
}

/** What `needs` asks for and this machine lacks, as readable lines (empty when all is there). */
export function missingData(needs: DataNeeds, has = { football: HAS_DATA, europe: HAS_EUROPE_DATA }): string[] {
  const missing: string[] = []
  if (needs.football && !has.football) missing.push(`openfootball data at ${DATA_DIR} (set FOOTBALL_DATA_DIR)`)
  if (needs.europe && !has.europe) missing.push(`Football.TXT data at ${EUROPE_DIR} (set FOOTBALL_EUROPE_DIR)`)
  return missing
}

/** What a real-data describe block does: run, skip (developer machine) or fail (CI without the data). */
export function dataPlan(missing: string[], ci: boolean): 'run' | 'skip' | { fail: string } {
  if (missing.length === 0) return 'run'
  if (ci) return { fail: `CI=true but the football data is missing: ${missing.join('; ')}` }
  return 'skip'
}

/**
 * describe() for tests on the real football data. With the data: the tests run. Without it on a
 * developer machine: they are skipped (the data is a separate 27 MB checkout). Without it in CI
 * (CI=true, where .ci/run points FOOTBALL_DATA_DIR at the data): one failing test names what is
 * missing, so a broken CI checkout can never pass by silently skipping the real-data tests. The
 * body is not even collected then, so its data loading cannot crash the file instead.
 */
export function describeWithData(name: string, needs: DataNeeds, body: () => void): void {
  const plan = dataPlan(missingData(needs), process.env.CI === 'true')
  if (plan === 'run') describe(name, body)
  else if (plan === 'skip') describe.skip(name, body)
  else {
    describe(name, () => {
      it('has its football data (CI=true)', () => {
        throw new Error(plan.fail)
      })
    })
  }
}
