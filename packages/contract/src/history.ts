import { z } from 'zod'
import { LIMITS } from './limits.ts'
import { PageInfo, pageQuery } from './searches.ts'

/** GET /api/history query string. */
export const SearchHistoryQuery = pageQuery(LIMITS.historyPageSize)
export type SearchHistoryQuery = z.infer<typeof SearchHistoryQuery>

/** One row of the caller's search history: a question they ran, with its global counts. */
export const SearchHistoryEntry = z
  .object({
    /** History row id (uuid). */
    id: z.string(),
    /** The search's id, for the like toggle. */
    searchId: z.string(),
    /** The question. */
    query: z.string(),
    /** How many times anyone ran it. */
    searches: z.number().int(),
    /** How many users like it. */
    likes: z.number().int(),
    /** When the caller last ran it (ISO 8601). */
    lastUsedAt: z.string(),
    /** True when the caller likes it. */
    liked: z.boolean(),
  })
  .meta({ id: 'SearchHistoryEntry' })
export type SearchHistoryEntry = z.infer<typeof SearchHistoryEntry>

/** GET /api/history: the caller's searches, most recently used first. */
export const SearchHistoryResponse = PageInfo.extend({
  /** The page's entries. */
  items: z.array(SearchHistoryEntry),
}).meta({ id: 'SearchHistoryResponse' })
export type SearchHistoryResponse = z.infer<typeof SearchHistoryResponse>
