/**
 * The browse pages' answers, kept until the next refit: one page is read by many people (a
 * Saturday's fixtures, the Premier League table) and only changes when the data does. Each entry
 * carries its ETag, a hash of the page, so a browser revalidating with If-None-Match gets a 304
 * without the page being sent again; a refit (after any import) empties the cache, and a page
 * whose figures moved gets a new tag.
 */
import { createHash } from 'node:crypto'
import type { BrowseAnswer, BrowseQuery } from '@pitchwise/engine/browse/browse-types'

export interface CachedPage {
  page: BrowseAnswer
  /** The page as sent: serialised once, compressed once per encoding on first need. */
  json: string
  etag: string
  encoded: Partial<Record<'br' | 'gzip', Buffer>>
}

export class BrowseCache {
  private readonly entries = new Map<string, CachedPage | null>()

  constructor(private readonly capacity = 2000) {}

  static keyOf(query: BrowseQuery): string {
    return JSON.stringify(query)
  }

  static entryOf(page: BrowseAnswer): CachedPage {
    const json = JSON.stringify(page)
    return { page, json, etag: `"${createHash('sha1').update(json).digest('base64url').slice(0, 22)}"`, encoded: {} }
  }

  /** The page, null for a known miss (an id naming nothing), undefined when not cached. */
  get(key: string): CachedPage | null | undefined {
    return this.entries.get(key)
  }

  set(key: string, value: CachedPage | null): void {
    this.entries.delete(key)
    this.entries.set(key, value)
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value
      if (oldest !== undefined) this.entries.delete(oldest)
    }
  }

  clear(): void {
    this.entries.clear()
  }
}
