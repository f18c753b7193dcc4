/**
 * What an answer sends and stores, built once per identical answer (issue 36, decision 360).
 *
 * Popular questions are asked by many people in the same minute, and the football service hands
 * every one of them the same cached answer object (answer-cache.ts). Its receipts, its JSON as
 * the contract's AnalysisData and its sealed predictions are the same for each asker until the
 * receipts' figures or the data version change, so they are built for the first asker and reused:
 * the answer is checked against the contract and serialised once, not once per request.
 */
import { AnalysisData } from '@pitchwise/contract'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import type { SealVersions } from '../../shared/seal/canonical.ts'
import type { AnalysisResult } from './analysis-port.ts'
import { predictionsToSeal, pricedMatchIds } from './predictions-to-seal.ts'
import { type ReceiptGroups, withReceipts } from './receipt-book.ts'
import type { SealPriceBook } from './seal-price-book.ts'

export type StampedResult = AnalysisResult & { versions: SealVersions }

export interface PreparedAnswer {
  /** The analysis with its receipts, as the contract types it. */
  readonly analysis: AnalysisData
  /** `analysis` checked against the contract's AnalysisData and serialised (what is sent and stored). */
  readonly analysisJson: string
}

interface Entry extends PreparedAnswer {
  groups: ReceiptGroups
  /** The sealed predictions as charge_and_record's JSON, once a paid answer needed them. */
  predictionsJson?: Promise<string>
}

export class AnswerPreparer {
  private readonly entries = new WeakMap<StampedResult, Entry>()

  /** The answer with the receipts of `groups`, serialised; reused while both are the same objects. */
  prepare(result: StampedResult, groups: ReceiptGroups): PreparedAnswer {
    const known = this.entries.get(result)
    if (known && known.groups === groups) return known
    // The engine's shapes are the contract's exactly (engine-fits-contract.ts checks it at compile time).
    const answered: AnalysisData = {
      intent: result.intent,
      picks: result.picks,
      matches: result.matches,
      dataFreshness: result.dataFreshness,
      notices: result.notices,
      coverage: result.coverage,
      understanding: result.understanding,
      named: result.named,
      ...(result.outright ? { outright: result.outright } : {}),
    }
    // Every pick and preview carries the sealed record of predictions like it.
    const analysis = withReceipts(answered, groups)
    const entry: Entry = { analysis, analysisJson: contractJson(analysis), groups }
    this.entries.set(result, entry)
    return entry
  }

  /**
   * The answer's predictions in their sealed form, with the best stored price of each, as JSON.
   * The prices are those of the answer's data version (seal-price-book.ts), so they too are the
   * same for every asker of this answer.
   */
  predictionsJson(
    result: StampedResult,
    prepared: PreparedAnswer,
    db: Kysely<Database>,
    sealPrices: SealPriceBook,
  ): Promise<string> {
    const entry = this.entries.get(result)
    const cached = entry === prepared ? entry.predictionsJson : undefined
    if (cached) return cached
    const built = sealPrices
      .pricesFor(db, pricedMatchIds(prepared.analysis), result.versions.data)
      .then((prices) => JSON.stringify(predictionsToSeal(prepared.analysis, result.versions, prices)))
    if (entry === prepared) {
      entry.predictionsJson = built
      // A failed read is not remembered: the next asker tries again.
      built.catch(() => {
        if (entry.predictionsJson === built) delete entry.predictionsJson
      })
    }
    return built
  }
}

/** `analysis` as the response schema would send it: checked against AnalysisData, unknown keys dropped. */
export function contractJson(analysis: AnalysisData): string {
  return JSON.stringify(AnalysisData.encode(analysis))
}
