/**
 * Optional: an OpenAI-compatible model (OpenAI, Ollama, vLLM, …) may rephrase the engine's
 * template report so it reads less like a template. It may not add facts: every number in its
 * text must already appear in the engine's report, every team it names must be one the report
 * names, and it must answer within LLM_TIMEOUT_MS — otherwise the template report is used.
 */
import type { AnalysisResult } from '@pitchwise/engine/analysis-types'
import OpenAI from 'openai'

export interface ReportPhraser {
  phrase(result: AnalysisResult, question: string): Promise<{ markdown: string; phrasedBy: 'llm' | 'template' }>
}

export interface LlmPhraserOptions {
  baseUrl: string
  apiKey?: string
  model: string
  timeoutMs: number
  onRejected?: (reason: string) => void
}

const SYSTEM_PROMPT = [
  'You are the editor of a football analysis report.',
  'Rewrite the report so it reads naturally and concisely, in markdown, keeping its structure of sections and lists.',
  'Use only facts and numbers that appear in the report. Never add a number, a team, a player, an injury or a fact.',
  'Keep every probability and odds value exactly as written. Keep the data freshness line and the responsible-gambling line.',
].join(' ')

export function createLlmPhraser(options: LlmPhraserOptions): ReportPhraser {
  const client = new OpenAI({
    baseURL: options.baseUrl,
    apiKey: options.apiKey ?? 'not-needed',
    timeout: options.timeoutMs,
    maxRetries: 0,
  })
  return {
    async phrase(result, question) {
      const template = { markdown: result.markdown, phrasedBy: 'template' as const }
      if (!result.answerable || result.markdown.length === 0) return template
      try {
        const completion = await client.chat.completions.create(
          {
            model: options.model,
            temperature: 0.4,
            messages: [
              { role: 'system', content: SYSTEM_PROMPT },
              { role: 'user', content: `Question: ${question}\n\nReport:\n${result.markdown}` },
            ],
          },
          { signal: AbortSignal.timeout(options.timeoutMs) },
        )
        const text = completion.choices[0]?.message?.content?.trim()
        if (!text) {
          options.onRejected?.('empty answer')
          return template
        }
        const problem = findUngroundedNumber(text, result)
        if (problem) {
          options.onRejected?.(`number ${problem} is not in the analysis`)
          return template
        }
        return { markdown: text, phrasedBy: 'llm' }
      } catch (error) {
        options.onRejected?.(error instanceof Error ? error.message : String(error))
        return template
      }
    },
  }
}

/** The engine's own report, unchanged: used when no LLM is configured. */
export const templatePhraser: ReportPhraser = {
  async phrase(result) {
    return { markdown: result.markdown, phrasedBy: 'template' }
  },
}

const NUMBER = /\d+(?:[.,]\d+)?/g

/**
 * Returns the first number in `text` that the analysis does not contain, or null. Numbers are
 * compared as written in the engine's markdown and structured data (percentages, odds, dates,
 * scores), so a rounded or invented figure is caught.
 */
export function findUngroundedNumber(text: string, result: AnalysisResult): string | null {
  const allowed = new Set<string>()
  const collect = (source: string) => {
    for (const match of source.matchAll(NUMBER)) allowed.add(normaliseNumber(match[0]))
  }
  collect(result.markdown)
  collect(JSON.stringify({ picks: result.picks, matches: result.matches, freshness: result.dataFreshness }))
  for (const match of text.matchAll(NUMBER)) {
    if (!allowed.has(normaliseNumber(match[0]))) return match[0]
  }
  return null
}

function normaliseNumber(value: string): string {
  const n = Number(value.replace(',', '.'))
  return Number.isFinite(n) ? String(n) : value
}
