/**
 * What POST /api/analyze needs from the football engine. The football service
 * (app.football, features/football/football-service.ts) satisfies it structurally.
 *
 * The engine's package index does not export the analysis types yet, so they come from the
 * file export `@pitchwise/engine/analysis-types`.
 */
import type { AnalysisRequest, AnalysisResult } from '@pitchwise/engine/analysis-types'
import type { FastifyInstance } from 'fastify'
import type { SealVersions } from '../../shared/seal/canonical.ts'

export type { AnalysisRequest, AnalysisResult }

export interface AnalysisPort {
  /**
   * Answers one question, with the model and data versions behind it (sealed with its
   * predictions); throws AppError('SERVICE_UNAVAILABLE') while the model is not ready.
   */
  analyze(request: AnalysisRequest): Promise<AnalysisResult & { versions: SealVersions }>
  /** The text to show for a paid answer (LLM rephrasing when configured, else the template). */
  phrase(result: AnalysisResult, question: string): Promise<string>
}

/** The analysis engine plugged into this app, or null when none is (the route then answers 503). */
export function analysisPortOf(app: FastifyInstance): AnalysisPort | null {
  return app.football ?? null
}
