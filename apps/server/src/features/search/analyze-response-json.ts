/**
 * The body of an analyze response as JSON, with the analysis's JSON spliced in as prepared
 * (prepared-answer.ts) instead of checking and serialising the whole report again for every
 * request (issue 36). The small fields around it are checked against the contract here, so the
 * body is exactly what the route's response schema describes; a response without a prepared
 * analysis (a replay, an error) goes through the usual zod serializer.
 */
import { AnalyzeResponse } from '@pitchwise/contract'
import { serializerCompiler } from 'fastify-type-provider-zod'

const PREPARED_ANALYSIS = Symbol('the analysis, checked against the contract and serialised')

type Prepared = AnalyzeResponse & { [PREPARED_ANALYSIS]?: string }

/** `response`, carrying its analysis's prepared JSON for the route's serializer. */
export function withPreparedAnalysis(response: AnalyzeResponse, analysisJson: string): AnalyzeResponse {
  return Object.assign(response, { [PREPARED_ANALYSIS]: analysisJson })
}

const ResponseHead = AnalyzeResponse.omit({ analysis: true })

/** The JSON of a response whose analysis was prepared: the head checked here, the analysis spliced in. */
export function analyzeResponseJson(response: AnalyzeResponse, analysisJson: string): string {
  const { analysis: _sentAsPrepared, ...head } = response
  const json = JSON.stringify(ResponseHead.encode(head))
  return `${json.slice(0, -1)},"analysis":${analysisJson}}`
}

/** The analyze route's serializers: prepared responses spliced, everything else as every route does. */
export function analyzeSerializerCompiler<Schema>(route: {
  schema: Schema
  method: string
  url: string
  httpStatus?: string
}): (data: unknown) => string {
  const usual = serializerCompiler(route as Parameters<typeof serializerCompiler>[0])
  return (data) => {
    const prepared = (data as Prepared | null)?.[PREPARED_ANALYSIS]
    return prepared === undefined ? usual(data) : analyzeResponseJson(data as AnalyzeResponse, prepared)
  }
}
