import { z } from 'zod'

/**
 * Query string of every paged list: `?page=1&pageSize=10`. Pages are 1-based; a page past
 * the end answers an empty `items` with the real `total`.
 */
export function pageQuery(defaultPageSize: number) {
  return z.object({
    /** 1-based page number. */
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    /** Items per page (at most 50). */
    pageSize: z.coerce.number().int().min(1).max(50).default(defaultPageSize),
  })
}

/** Paging facts sent beside every paged list. */
export const PageInfo = z.object({
  /** Total number of items across all pages. */
  total: z.number().int(),
  /** The 1-based page returned. */
  page: z.number().int(),
  /** Items per page. */
  pageSize: z.number().int(),
  /** Number of pages (0 when there are no items). */
  totalPages: z.number().int(),
})
export type PageInfo = z.infer<typeof PageInfo>

/** One row of `searches`: a question as users typed it, with how often it ran and how liked it is. */
export const SearchSummary = z
  .object({
    /** Search id (uuid). */
    id: z.string(),
    /** The question, trimmed, exactly as first asked. */
    query: z.string(),
    /** How many times the question was run. */
    searches: z.number().int(),
    /** How many users like it. */
    likes: z.number().int(),
    /** When it was last run (ISO 8601), null if never. */
    lastSearchedAt: z.string().nullable(),
    /** When it was first recorded (ISO 8601). */
    createdAt: z.string(),
    /** Whether the signed-in caller likes it; absent for anonymous callers. */
    liked: z.boolean().optional(),
  })
  .meta({ id: 'SearchSummary' })
export type SearchSummary = z.infer<typeof SearchSummary>

/** GET /api/searches/popular: the most-run questions, for the home page. */
export const PopularSearchesResponse = z
  .object({
    /**
     * Up to LIMITS.popularSearches questions as Pitchwise understood them, most asked first, then
     * most recently asked: each in its most-asked exactly spelled wording, with `searches` counting
     * every wording of that question (decision 152).
     */
    searches: z.array(SearchSummary),
  })
  .meta({ id: 'PopularSearchesResponse' })
export type PopularSearchesResponse = z.infer<typeof PopularSearchesResponse>

/** Path parameters of routes about one search. */
export const SearchIdParams = z.object({
  /** Search id (uuid); anything else answers 404. */
  id: z.string(),
})
export type SearchIdParams = z.infer<typeof SearchIdParams>
