/**
 * The paid half of /api/analyze in one round trip: reserve the caller's credit, count the
 * search, upsert the user's history, save the report and spend the credit, atomically
 * (migrations/functions/charge_and_record.sql), noting what the question was understood as. A request id seen before
 * charges nothing again and answers the report saved the first time.
 */
import type { AnalysisData } from '@pitchwise/contract'
import { type Kysely, sql } from 'kysely'
import type { Database } from '../../db/schema.ts'
import type { Caller } from '../../shared/caller.ts'
import { type CreditPolicy, type RefusalOutcome, refusalFor, visitorKey } from '../../shared/credits.ts'
import type { PredictionToSeal } from './predictions-to-seal.ts'

export interface ReportToRecord {
  question: string
  shareId: string
  markdown: string
  /** The structured analysis; a string is its JSON, already serialised (prepared-answer.ts). */
  analysis: AnalysisData | string
  /** What the question was understood as (understoodKey), so the popular list can group wordings. */
  understoodAs: string
  /** A club in the wording was only read through the typo pass: counted, never shown to others. */
  typoCorrected: boolean
  /** Read through the previous question: recorded and charged, never listed as popular. */
  followUp: boolean
  /**
   * The answer's predictions, sealed in the same statement (predictions-to-seal.ts), or their JSON
   * already serialised; none when absent.
   */
  predictions?: PredictionToSeal[] | string
}

export type ChargeResult =
  | {
      ok: true
      charged: boolean
      remaining: number
      searchId: string | null
      shareId: string | null
      /** Rows the seal added (a prediction sealed before is referred to, not added). */
      sealed: number
    }
  | { ok: false; code: 'NO_CREDITS' | 'SUBSCRIPTION_EXPIRED'; message: string }

interface ChargeRow {
  o_outcome: 'reserved' | 'repeat' | RefusalOutcome
  o_remaining: number
  o_search_id: string | null
  o_share_id: string | null
  o_sealed: number | null
}

export async function chargeAndRecord(
  db: Kysely<Database>,
  caller: Caller,
  requestKey: string,
  policy: CreditPolicy,
  report: ReportToRecord,
): Promise<ChargeResult> {
  const isUser = caller.kind === 'user'
  const { rows } = await sql<ChargeRow>`select * from charge_and_record(
    ${requestKey},
    ${isUser ? caller.user.id : null},
    ${isUser ? null : visitorKey(caller)},
    ${isUser ? null : caller.ip},
    ${policy.freeSearchesAnon}::integer,
    ${policy.anonDailyLimitPerIp}::integer,
    ${report.question},
    ${report.shareId},
    ${report.markdown},
    ${asJson(report.analysis)}::jsonb,
    ${isUser ? null : caller.visitorId},
    ${report.understoodAs},
    ${report.typoCorrected},
    ${report.followUp},
    ${asJson(report.predictions ?? [])}::jsonb)`.execute(db)
  const row = rows[0]
  if (!row) throw new Error('charge_and_record answered no row')
  if (row.o_outcome === 'reserved' || row.o_outcome === 'repeat') {
    return {
      ok: true,
      charged: row.o_outcome === 'reserved',
      remaining: Number(row.o_remaining),
      searchId: row.o_search_id,
      shareId: row.o_share_id,
      sealed: Number(row.o_sealed ?? 0),
    }
  }
  return refusalFor(row.o_outcome, caller, policy)
}

function asJson(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value)
}
