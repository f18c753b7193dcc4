import type { SearchSummary } from '@pitchwise/contract'

/** A searches row as selected by the features (snake_case columns). */
export interface SearchRow {
  id: string
  query: string
  searches: number
  likes: number
  last_searched_at: Date | null
  created_at: Date
}

export const SEARCH_COLUMNS = ['id', 'query', 'searches', 'likes', 'last_searched_at', 'created_at'] as const

/** Turns a searches row into the contract's SearchSummary. */
export function toSearchSummary(row: SearchRow): SearchSummary {
  return {
    id: row.id,
    query: row.query,
    searches: Number(row.searches),
    likes: Number(row.likes),
    lastSearchedAt: row.last_searched_at ? new Date(row.last_searched_at).toISOString() : null,
    createdAt: new Date(row.created_at).toISOString(),
  }
}

/** Paging facts for a page of `total` items. */
export function pageInfo(total: number, page: number, pageSize: number) {
  return { total, page, pageSize, totalPages: Math.ceil(total / pageSize) }
}
