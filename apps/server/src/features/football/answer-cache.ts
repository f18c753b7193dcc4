/**
 * A small LRU of answers. The same question asked for the same minute, time zone, depth and
 * chat history gets the same answer from the same fitted model, and popular questions are
 * asked by many people at once ("three over 2.5 matches for today"), so the second asker
 * skips the engine (and the optional LLM). The cache is emptied whenever the model is refitted.
 */
import type { AnalysisRequest, AnalysisResult } from '@pitchwise/engine/analysis-types'
import type { SealVersions } from '../../shared/seal/canonical.ts'

/** An answer with the model and data versions it was computed on (sealed with its predictions). */
export type StampedAnswer = AnalysisResult & { versions: SealVersions }

export class AnswerCache {
  private readonly entries = new Map<string, StampedAnswer>()

  constructor(private readonly capacity = 500) {}

  static keyOf(request: AnalysisRequest): string {
    return JSON.stringify([
      request.question.trim().toLowerCase().replace(/\s+/g, ' '),
      // To the minute: "today" and "tonight" depend on the client's clock, not its milliseconds.
      request.clientDate.slice(0, 16),
      request.timeZone ?? '',
      request.deep,
      request.chatHistory,
    ])
  }

  get(key: string): StampedAnswer | undefined {
    const hit = this.entries.get(key)
    if (hit) {
      this.entries.delete(key)
      this.entries.set(key, hit)
    }
    return hit
  }

  set(key: string, value: StampedAnswer): void {
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

  get size(): number {
    return this.entries.size
  }
}
