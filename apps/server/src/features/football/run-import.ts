/**
 * One import run: load every source, build one dataset (so team identity is resolved across
 * all of them at once), upsert it, and record the run in data_imports (with its error, if any).
 */
import type { DatabaseHandle } from '../../db/database.ts'
import { recordChainCheck } from '../../shared/seal/record-chain-check.ts'
import { bumpDataVersion } from './data-version.ts'
import { createEngineCore } from './engine-core.ts'
import type { BuiltDataset } from './engine-host.ts'
import { type ImportCounts, importDataset } from './import-data.ts'
import { importMatchRows, type MatchRowCounts } from './import-match-rows.ts'
import { type ScoringCounts, scoreSealedPredictions } from './score-sealed-predictions.ts'
import type { DataSource } from './sources.ts'

export interface ImportRun extends ImportCounts {
  source: string
  files: number
  /** Statistics and price rows; null when no such source is configured. */
  rows: MatchRowCounts | null
  /** The rows that joined no match (capped for the log line; /admin/data lists them all). */
  unmatchedRows: string[]
  /** What a row source could not do without failing (The Odds API's 429 or spent quota). */
  rowProblems: string[]
  /** Sealed predictions this import scored, and those it found void. */
  scoring: ScoringCounts
}

/** Unmatched rows named in the import's log line; the rest are counted. */
const LOGGED_UNMATCHED = 20

/** An import in this thread (`npm run data:import`, tests). */
export async function runFootballImport(database: DatabaseHandle, sources: DataSource[]): Promise<ImportRun> {
  const label = sources.map((s) => s.name).join('+') || 'none'
  return runDatasetImport(database, label, () => createEngineCore().buildFrom(sources))
}

/**
 * An import whose dataset is built by `build` (in the engine worker, for the server). `label`
 * names the run until the build reports the sources' own names.
 */
export async function runDatasetImport(
  database: DatabaseHandle,
  label: string,
  build: () => Promise<BuiltDataset>,
): Promise<ImportRun> {
  const run = await database.db
    .insertInto('data_imports')
    .values({ source: label })
    .returning('id')
    .executeTakeFirstOrThrow()
  try {
    const built = await build()
    const counts = await importDataset(database.db, built.dataset, built.source, built.covered)
    // After the matches: every row hangs off a stored match.
    const rows = built.rows.sources.length > 0 ? await importMatchRows(database.db, built.rows) : null
    // New statistics or prices change what the engine answers (it reads them with the matches):
    // a new data version makes the server refit and drops the cached answers and pages.
    if (rows && rows.filesWritten > 0) await bumpDataVersion(database.db)
    // Results arrived: score the sealed predictions they settle (each once, whoever imports).
    const scoring = await scoreSealedPredictions(database.db, run.id)
    // The chain is checked on the import's schedule too: a mismatch shows on /admin/seals.
    await recordChainCheck(database.db, 'schedule')
    await database.db
      .updateTable('data_imports')
      .set({
        rows_matched: rows?.matched ?? null,
        rows_unmatched: rows?.unmatched ?? null,
        rows_outside: rows?.outside ?? null,
        source: built.source,
        finished_at: new Date(),
        matches_added: counts.matchesAdded,
        // data_imports has no column of its own for removals: a fixture taken off the list is a
        // change to the stored fixtures, counted with the updates (the log line has them apart).
        matches_updated: counts.matchesUpdated + counts.matchesRemoved,
      })
      .where('id', '=', run.id)
      .execute()
    const unmatchedRows = built.rows.unmatched
      .slice(0, LOGGED_UNMATCHED)
      .map((u) => `${u.origin}: ${u.homeName} v ${u.awayName} on ${u.date} (${u.reason})`)
    const rowProblems = built.rows.sources.flatMap((s) => (s.problem ? [`${s.name}: ${s.problem}`] : []))
    return { ...counts, source: built.source, files: built.files, rows, unmatchedRows, rowProblems, scoring }
  } catch (error) {
    await database.db
      .updateTable('data_imports')
      .set({ finished_at: new Date(), error: error instanceof Error ? error.message : String(error) })
      .where('id', '=', run.id)
      .execute()
    throw error
  }
}
