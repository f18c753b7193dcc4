import { AnalyzeBody, AnalyzeResponse, ErrorResponse } from '@pitchwise/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { resolveCaller } from '../../shared/caller.ts'
import { analysisPortOf } from './analysis-port.ts'
import { analyzeQuestion } from './analyze-question.ts'
import { analyzeSerializerCompiler } from './analyze-response-json.ts'
import { AnswerPreparer } from './prepared-answer.ts'
import { ReceiptBook } from './receipt-book.ts'
import { SealPriceBook } from './seal-price-book.ts'

/** POST /api/analyze: the product's main job (see analyze-question.ts). */
export const analyzeRoutes: FastifyPluginAsyncZod = async (app) => {
  // The receipts' figures, kept until the next scoring run (one per app), which is looked for
  // every RECEIPTS_RECHECK_SECONDS.
  const receipts = new ReceiptBook(app.config.RECEIPTS_RECHECK_SECONDS * 1000)
  const sealPrices = new SealPriceBook()
  const preparer = new AnswerPreparer()
  app.post(
    '/api/analyze',
    {
      // The answer's analysis is checked and serialised once per identical answer (analyze-response-json.ts).
      serializerCompiler: analyzeSerializerCompiler,
      schema: {
        tags: ['search'],
        summary: 'Analyse a football question and save the report',
        description:
          'Spends one search credit (given back when the question cannot be answered or the analysis fails). ' +
          'Signed-in users send a bearer token; anonymous visitors send X-Visitor-ID and X-Session-ID.',
        security: [{ bearer: [] }, { visitor: [] }],
        body: AnalyzeBody,
        response: {
          200: AnalyzeResponse,
          400: ErrorResponse,
          402: ErrorResponse,
          403: ErrorResponse,
          409: ErrorResponse,
          500: ErrorResponse,
          503: ErrorResponse,
        },
      },
    },
    async (request) => {
      const caller = await resolveCaller(request)
      return analyzeQuestion(
        {
          db: app.database.db,
          port: analysisPortOf(app),
          log: request.log,
          creditPolicy: app.creditPolicy,
          receipts,
          sealPrices,
          preparer,
        },
        caller,
        request.body,
      )
    },
  )
}
