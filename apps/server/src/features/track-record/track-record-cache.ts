/**
 * The track record's answers, kept until the data they are made of moves (trackRecordVersion: a
 * new seal, an import that scored, a new replay). Aggregating every sealed row is the expensive
 * part; checking the version is three index lookups. A few filter combinations are kept at once.
 */
import type { TrackRecordResponse } from '@pitchwise/contract'

export class TrackRecordCache {
  private version: string | null = null
  private readonly entries = new Map<string, TrackRecordResponse>()

  constructor(private readonly capacity = 200) {}

  get(version: string, key: string): TrackRecordResponse | undefined {
    if (version !== this.version) {
      this.version = version
      this.entries.clear()
      return undefined
    }
    return this.entries.get(key)
  }

  set(version: string, key: string, value: TrackRecordResponse): void {
    if (version !== this.version) return
    this.entries.set(key, value)
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value
      if (oldest !== undefined) this.entries.delete(oldest)
    }
  }
}
