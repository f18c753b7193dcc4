/**
 * The report a request id already bought. A replayed request id answers exactly this, the
 * first answer of that id, whatever question the replay carries: otherwise one paid id would
 * buy any number of free answers to new questions.
 */
import { AnalysisData } from '@pitchwise/contract'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'

export interface AnsweredReport {
  shareId: string
  searchId: string | null
  result: string
  analysis: AnalysisData | null
}

/** The report saved under this reservation key (analyses.request_id), or null. */
export async function findAnsweredReport(db: Kysely<Database>, requestKey: string): Promise<AnsweredReport | null> {
  const row = await db
    .selectFrom('analyses')
    .select(['share_id', 'search_id', 'result', 'analysis'])
    .where('request_id', '=', requestKey)
    .executeTakeFirst()
  if (!row) return null
  const parsed = AnalysisData.safeParse(typeof row.analysis === 'string' ? JSON.parse(row.analysis) : row.analysis)
  return {
    shareId: row.share_id,
    searchId: row.search_id ?? null,
    result: row.result,
    analysis: parsed.success ? parsed.data : null,
  }
}
