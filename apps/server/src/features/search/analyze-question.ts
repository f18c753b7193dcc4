import { createHash, randomUUID } from 'node:crypto'
import {
  ANALYZE_MESSAGES,
  type AnalysisData,
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
import type { Caller } from '../auth/caller.ts'
import { type CreditPolicy, refundCredit, reserveCredit } from '../credits/credits-service.ts'
import type { AnalysisPort, AnalysisResult } from './analysis-port.ts'
import { recordSearch } from './record-search.ts'

export interface AnalyzeDependencies {
  db: Kysely<Database>
  /** The engine; null when none is plugged in (answers 503 without touching credits). */
  port: AnalysisPort | null
  log: FastifyBaseLogger
  /** The configured allowances (app.creditPolicy). */
  creditPolicy: CreditPolicy
}

/** The body after zod parsing (defaults applied). */
export type ParsedAnalyzeBody = Omit<AnalyzeBody, 'channel'> & { channel: 0 | 1 }

/**
 * The whole analyze job: check the question, reserve one credit, run the engine, and then
 * either give the credit back (unanswerable question or failure) or record the search, save
 * the report with a share id and spend the credit. The credit is only consumed after the
 * report is stored, so a failure at any step never costs the caller a search.
 */
export async function analyzeQuestion(
  deps: AnalyzeDependencies,
  caller: Caller,
  body: ParsedAnalyzeBody,
): Promise<AnalyzeResponse> {
  const { question, history } = splitQuery(body.query)
  if (!question) throw validation(ANALYZE_MESSAGES.emptyQuestion)
  if (question.length > LIMITS.questionMaxLength) throw validation(ANALYZE_MESSAGES.questionTooLong)
  const chatHistory = parseChatHistory(body.chatHistory?.trim() ? body.chatHistory : history)

  const port = deps.port
  if (!port) throw new AppError('SERVICE_UNAVAILABLE', 'Analysis is not available right now. Please try again shortly.')

  const requestId = body.requestId ?? randomUUID()
  const reservationId = reservationKey(caller, requestId)
  const reservation = await reserveCredit(deps.db, caller, reservationId, deps.creditPolicy)
  if (!reservation.ok) throw new AppError(reservation.code, reservation.message)

  let result: AnalysisResult
  try {
    result = await port.analyze({
      question,
      clientDate: body.date ?? new Date().toISOString(),
      ...(validTimeZone(body.timeZone) ? { timeZone: body.timeZone } : {}),
      chatHistory,
      deep: body.channel === 1,
    })
  } catch (error) {
    await refundSafely(deps, reservationId)
    if (error instanceof AppError) throw error
    deps.log.error({ err: error, requestId }, 'analysis failed')
    throw new AppError('ANALYSIS_ERROR', ANALYZE_MESSAGES.failed, { cause: error })
  }

  const analysis: AnalysisData = {
    // Spread copies: the engine's interfaces lack the index signature of the contract's loose objects.
    intent: { ...result.intent },
    picks: result.picks,
    matches: result.matches.map((match) => ({ ...match })),
    dataFreshness: result.dataFreshness,
    notices: result.notices,
  }
  if (!result.answerable) {
    await refundSafely(deps, reservationId)
    return {
      result: result.markdown,
      analysis,
      shareId: null,
      searchId: null,
      remaining: reservation.remaining + 1,
      charged: false,
      requestId,
    }
  }

  let saved: { searchId: string; shareId: string | null }
  try {
    saved = await recordSearch(deps.db, question, caller.kind === 'user' ? caller.user.id : null, {
      markdown: result.markdown,
      analysis,
      visitorId: caller.kind === 'visitor' ? caller.visitorId : null,
      reservationId,
    })
  } catch (error) {
    await refundSafely(deps, reservationId)
    deps.log.error({ err: error, requestId }, 'saving the analysis failed')
    throw new AppError('ANALYSIS_ERROR', ANALYZE_MESSAGES.failed, { cause: error })
  }
  return {
    result: result.markdown,
    analysis,
    shareId: saved.shareId,
    searchId: saved.searchId,
    remaining: reservation.remaining,
    charged: true,
    requestId,
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

/** A failed refund must not hide the original answer; it is logged for the operator. */
async function refundSafely(deps: AnalyzeDependencies, reservationId: string): Promise<void> {
  try {
    await refundCredit(deps.db, reservationId)
  } catch (error) {
    deps.log.error({ err: error, reservationId }, 'credit refund failed')
  }
}
