import { createHash, randomUUID } from 'node:crypto'
import {
  ANALYZE_MESSAGES,
  type AnalyzeBody,
  type AnalyzeResponse,
  LIMITS,
  parseChatHistory,
  splitQuery,
} from '@pitchwise/contract'
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { AppError } from '../../errors.ts'
import { analyzeOutcomes, creditsSpent, predictionsSealed } from '../../lib/metrics.ts'
import type { Caller } from '../../shared/caller.ts'
import { type CreditPolicy, remainingFor } from '../../shared/credits.ts'
import { newShareId } from '../../shared/ids.ts'
import type { SealVersions } from '../../shared/seal/canonical.ts'
import { refuseDuringBreak } from '../../shared/taking-a-break.ts'
import type { AnalysisPort, AnalysisResult } from './analysis-port.ts'
import { withPreparedAnalysis } from './analyze-response-json.ts'
import { type AnsweredReport, findAnsweredReport } from './answered-report.ts'
import { chargeAndRecord } from './charge-and-record.ts'
import type { AnswerPreparer } from './prepared-answer.ts'
import type { ReceiptBook } from './receipt-book.ts'
import type { SealPriceBook } from './seal-price-book.ts'
import { understoodKey, wasTypoCorrected } from './understood-question.ts'

export interface AnalyzeDependencies {
  db: Kysely<Database>
  /** The engine; null when none is plugged in (answers 503 without touching credits). */
  port: AnalysisPort | null
  log: FastifyBaseLogger
  /** The configured allowances (app.creditPolicy). */
  creditPolicy: CreditPolicy
  /** The receipts' figures (one book per app, recounted after each scoring run). */
  receipts: ReceiptBook
  /** The stored prices sealed with predictions, read once per match and data version. */
  sealPrices: SealPriceBook
  /** Answers' receipts, JSON and sealed predictions, built once per identical answer. */
  preparer: AnswerPreparer
}

/** The body after zod parsing (defaults applied). */
export type ParsedAnalyzeBody = Omit<AnalyzeBody, 'channel'> & { channel: 0 | 1 }

/**
 * The whole analyze job. The engine answers first: it is pure, fast and has no side effects, so
 * a failure, a question Pitchwise cannot answer, or an answer that covers only part of the
 * question (coverage not `full`) never touches credits. A real answer is then
 * paid for and saved in one atomic statement (charge-and-record.ts): the report is stored if and
 * only if a credit was spent, and a retried request id is never charged twice. Only a paid
 * answer is rephrased by the optional LLM.
 */
export async function analyzeQuestion(
  deps: AnalyzeDependencies,
  caller: Caller,
  body: ParsedAnalyzeBody,
): Promise<AnalyzeResponse> {
  // An account on a time-out or self-exclusion does not search at all, paid or free (decision 312).
  if (caller.kind === 'user') await refuseDuringBreak(deps.db, caller.user.id, 'search')
  const { question, history } = splitQuery(body.query)
  if (!question) throw validation(ANALYZE_MESSAGES.emptyQuestion)
  if (question.length > LIMITS.questionMaxLength) throw validation(ANALYZE_MESSAGES.questionTooLong)
  const chatHistory = parseChatHistory(body.chatHistory?.trim() ? body.chatHistory : history)

  const port = deps.port
  if (!port) {
    analyzeOutcomes.inc({ outcome: 'unavailable' })
    throw new AppError('SERVICE_UNAVAILABLE', 'Analysis is not available right now. Please try again shortly.')
  }

  const requestId = body.requestId ?? randomUUID()
  const requestKey = reservationKey(caller, requestId)
  // A request id that already bought an answer gets that answer again, uncharged, whatever it asks now.
  const earlier = body.requestId ? await findAnsweredReport(deps.db, requestKey) : null
  if (earlier) {
    analyzeOutcomes.inc({ outcome: 'replay' })
    return replayOf(earlier, requestId, await remainingFor(deps.db, caller, deps.creditPolicy))
  }

  let result: AnalysisResult & { versions: SealVersions }
  try {
    result = await port.analyze({
      question,
      clientDate: body.date ?? new Date().toISOString(),
      ...(validTimeZone(body.timeZone) ? { timeZone: body.timeZone } : {}),
      chatHistory,
      deep: body.channel === 1,
    })
  } catch (error) {
    if (error instanceof AppError) throw error
    deps.log.error({ err: error, requestId }, 'analysis failed')
    analyzeOutcomes.inc({ outcome: 'failed' })
    throw new AppError('ANALYSIS_ERROR', ANALYZE_MESSAGES.failed, { cause: error })
  }

  // Built once per identical answer and receipts (prepared-answer.ts): popular questions repeat.
  const prepared = deps.preparer.prepare(result, await deps.receipts.groupsNow(deps.db))
  const { analysis, analysisJson } = prepared
  // Understand, answer, then charge: only an answer covering the whole question is paid for.
  // A refusal, a clarifying question or "the nearest thing I can answer" is free and not saved.
  if (!result.answerable || result.coverage !== 'full') {
    analyzeOutcomes.inc({ outcome: 'unanswerable' })
    const response: AnalyzeResponse = {
      result: result.markdown,
      analysis,
      shareId: null,
      searchId: null,
      remaining: await remainingFor(deps.db, caller, deps.creditPolicy),
      charged: false,
      requestId,
    }
    return withPreparedAnalysis(response, analysisJson)
  }

  const shareId = newShareId()
  let paid: Awaited<ReturnType<typeof chargeAndRecord>>
  try {
    // The best price on offer for each priced prediction is sealed with it.
    const predictions = await deps.preparer.predictionsJson(result, prepared, deps.db, deps.sealPrices)
    paid = await chargeAndRecord(deps.db, caller, requestKey, deps.creditPolicy, {
      question,
      shareId,
      markdown: result.markdown,
      analysis: analysisJson,
      understoodAs: understoodKey(result.intent),
      typoCorrected: wasTypoCorrected(result.intent),
      followUp: result.intent.followUp === true,
      predictions,
    })
  } catch (error) {
    deps.log.error({ err: error, requestId }, 'saving the analysis failed')
    analyzeOutcomes.inc({ outcome: 'failed' })
    throw new AppError('ANALYSIS_ERROR', ANALYZE_MESSAGES.failed, { cause: error })
  }
  if (!paid.ok) {
    analyzeOutcomes.inc({ outcome: 'refused' })
    throw new AppError(paid.code, paid.message)
  }
  if (!paid.charged) {
    // The same id won a race with this request: answer what it bought, not this question.
    const saved = await findAnsweredReport(deps.db, requestKey)
    analyzeOutcomes.inc({ outcome: 'replay' })
    if (!saved) throw new AppError('CONFLICT', ANALYZE_MESSAGES.requestIdUsed)
    return replayOf(saved, requestId, paid.remaining)
  }
  analyzeOutcomes.inc({ outcome: 'charged' })
  creditsSpent.inc({ payer: caller.kind })
  if (paid.sealed > 0) predictionsSealed.inc(paid.sealed)

  const markdown = await phraseSafely(deps, port, result, question, paid.shareId)
  const response: AnalyzeResponse = {
    result: markdown,
    analysis,
    shareId: paid.shareId,
    searchId: paid.searchId,
    remaining: paid.remaining,
    charged: true,
    requestId,
  }
  return withPreparedAnalysis(response, analysisJson)
}

/** The first answer of a request id, as the replay's response: nothing charged. */
function replayOf(saved: AnsweredReport, requestId: string, remaining: number): AnalyzeResponse {
  if (!saved.analysis) throw new AppError('CONFLICT', ANALYZE_MESSAGES.requestIdUsed)
  return {
    result: saved.result,
    analysis: saved.analysis,
    shareId: saved.shareId,
    searchId: saved.searchId,
    remaining,
    charged: false,
    requestId,
  }
}

/**
 * The text shown for a paid answer. When the LLM rephrased it, the saved report (what the share
 * link shows) gets the same text; a failure here never loses the paid answer.
 */
async function phraseSafely(
  deps: AnalyzeDependencies,
  port: AnalysisPort,
  result: AnalysisResult,
  question: string,
  savedShareId: string | null,
): Promise<string> {
  try {
    const markdown = await port.phrase(result, question)
    if (markdown !== result.markdown && savedShareId) {
      await deps.db.updateTable('analyses').set({ result: markdown }).where('share_id', '=', savedShareId).execute()
    }
    return markdown
  } catch (error) {
    deps.log.warn({ err: error }, 'report phrasing failed; using the template text')
    return result.markdown
  }
}

function validation(message: string): AppError {
  return new AppError('VALIDATION_ERROR', message, { fields: { query: message } })
}

/**
 * The credit ledger keys reservations by request id. Client-chosen ids are scoped to the
 * caller by hashing them with the caller's identity, so one caller can never collide with
 * (or replay) another's reservation by sending the same id.
 */
function reservationKey(caller: Caller, requestId: string): string {
  const subject = caller.kind === 'user' ? `user:${caller.user.id}` : `visitor:${caller.visitorId ?? caller.ip}`
  return createHash('sha256').update(`${subject}\n${requestId}`).digest('base64url')
}

function validTimeZone(zone: string | undefined): zone is string {
  if (!zone) return false
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone })
    return true
  } catch {
    return false
  }
}
