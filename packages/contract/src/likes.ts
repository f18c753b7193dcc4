import { z } from 'zod'
import { LIMITS } from './limits.ts'
import { PageInfo, pageQuery, SearchSummary } from './searches.ts'

/** POST /api/searches/:id/like: the like state after the toggle. */
export const ToggleLikeResponse = z
  .object({
    /** True when the caller now likes the search. */
    liked: z.boolean(),
    /** The search's like count after the toggle (never negative). */
    likes: z.number().int(),
  })
  .meta({ id: 'ToggleLikeResponse' })
export type ToggleLikeResponse = z.infer<typeof ToggleLikeResponse>

/** GET /api/likes query string. */
export const LikedSearchesQuery = pageQuery(LIMITS.likedPageSize)
export type LikedSearchesQuery = z.infer<typeof LikedSearchesQuery>

/** One liked search. */
export const LikedSearch = SearchSummary.extend({
  /** When the caller liked it (ISO 8601). */
  likedAt: z.string(),
}).meta({ id: 'LikedSearch' })
export type LikedSearch = z.infer<typeof LikedSearch>

/** GET /api/likes: the caller's liked searches, newest like first. */
export const LikedSearchesResponse = PageInfo.extend({
  /** The page's liked searches. */
  items: z.array(LikedSearch),
}).meta({ id: 'LikedSearchesResponse' })
export type LikedSearchesResponse = z.infer<typeof LikedSearchesResponse>
