import { z } from 'zod'
import { AnalysisData } from './analyze.ts'

/** Path parameters of GET /api/analyses/:shareId. */
export const SharedAnalysisParams = z.object({
  /** Share id from the share link; unknown or malformed ids answer 404 'Analysis not found'. */
  shareId: z.string(),
})
export type SharedAnalysisParams = z.infer<typeof SharedAnalysisParams>

/** GET /api/analyses/:shareId: a saved report as shared. */
export const SharedAnalysisResponse = z
  .object({
    /** The share id. */
    shareId: z.string(),
    /** The question. */
    query: z.string(),
    /** The report markdown. */
    result: z.string(),
    /** The structured analysis, null for reports saved without one. */
    analysis: AnalysisData.nullable(),
    /** When the report was made (ISO 8601). */
    createdAt: z.string(),
  })
  .meta({ id: 'SharedAnalysisResponse' })
export type SharedAnalysisResponse = z.infer<typeof SharedAnalysisResponse>

/** Share ids are 22 base64url characters (128 random bits); the pattern accepts 16–64. */
export const SHARE_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/
