/**
 * One import run: load every source, build one dataset (so team identity is resolved across
 * all of them at once), upsert it, and record the run in data_imports (with its error, if any).
 */
import { buildDataset, type SourceFile } from '@pitchwise/engine/data/build-dataset'
import type { DatabaseHandle } from '../../db/database.ts'
import { type ImportCounts, importDataset } from './import-data.ts'
import type { FootballSource } from './sources.ts'

export interface ImportRun extends ImportCounts {
  source: string
  files: number
}

export async function runFootballImport(database: DatabaseHandle, sources: FootballSource[]): Promise<ImportRun> {
  const source = sources.map((s) => s.name).join('+') || 'none'
  const run = await database.db.insertInto('data_imports').values({ source }).returning('id').executeTakeFirstOrThrow()
  try {
    const files: SourceFile[] = []
    for (const s of sources) files.push(...(await s.load()))
    const counts = await importDataset(database.db, buildDataset(files), source)
    await database.db
      .updateTable('data_imports')
      .set({ finished_at: new Date(), matches_added: counts.matchesAdded, matches_updated: counts.matchesUpdated })
      .where('id', '=', run.id)
      .execute()
    return { ...counts, source, files: files.length }
  } catch (error) {
    await database.db
      .updateTable('data_imports')
      .set({ finished_at: new Date(), error: error instanceof Error ? error.message : String(error) })
      .where('id', '=', run.id)
      .execute()
    throw error
  }
}
