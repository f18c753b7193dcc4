import { AnalysisData, SHARE_ID_PATTERN, type SharedAnalysisResponse } from '@pitchwise/contract'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { notFound } from '../../errors.ts'

export const ANALYSIS_NOT_FOUND = 'Analysis not found'

/** A saved report by share id, or null (malformed ids never reach the database). */
export async function findSharedAnalysis(
  db: Kysely<Database>,
  shareId: string,
): Promise<SharedAnalysisResponse | null> {
  if (!SHARE_ID_PATTERN.test(shareId)) return null
  const row = await db
    .selectFrom('analyses')
    .select(['share_id', 'query', 'result', 'analysis', 'created_at'])
    .where('share_id', '=', shareId)
    .executeTakeFirst()
  if (!row) return null
  // Reports saved by older versions may lack parts of the structure: show the text without cards.
  const parsed = AnalysisData.safeParse(typeof row.analysis === 'string' ? JSON.parse(row.analysis) : row.analysis)
  return {
    shareId: row.share_id,
    query: row.query,
    result: row.result,
    analysis: parsed.success ? parsed.data : null,
    createdAt: new Date(row.created_at).toISOString(),
  }
}

/** Like findSharedAnalysis, but 404 'Analysis not found' when there is none. */
export async function getSharedAnalysis(db: Kysely<Database>, shareId: string): Promise<SharedAnalysisResponse> {
  const analysis = await findSharedAnalysis(db, shareId)
  if (!analysis) throw notFound(ANALYSIS_NOT_FOUND)
  return analysis
}
