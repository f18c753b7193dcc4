/**
 * The analyze route sends a prepared analysis without serialising it again (issue 36): what it
 * sends must still be exactly what the contract's response schema allows.
 */
import { AnalyzeResponse } from '@pitchwise/contract'
import { describe, expect, it } from 'vitest'
import { analyzeResponseJson } from '../src/features/search/analyze-response-json.ts'
import { contractJson } from '../src/features/search/prepared-answer.ts'
import { analysisFixture } from './helpers/analysis-fixture.ts'

const response = (overrides: Partial<AnalyzeResponse> = {}): AnalyzeResponse => ({
  result: '## Over 2.5',
  analysis: analysisFixture(),
  shareId: 'abcdefghijklmnopqrstuv',
  searchId: '00000000-0000-4000-8000-000000000000',
  remaining: 4,
  charged: true,
  requestId: 'request-1',
  ...overrides,
})

describe('the analyze response as prepared JSON', () => {
  it('is the body the response schema would send', () => {
    const body = response()
    const json = analyzeResponseJson(body, contractJson(body.analysis))
    expect(JSON.parse(json)).toEqual(AnalyzeResponse.parse(body))
  })

  it('drops what the contract does not describe, in the analysis and around it', () => {
    const leaky = { ...analysisFixture(), engineInternals: { seed: 42 } }
    const body = { ...response({ analysis: leaky }), debug: 'secret' }
    const sent = JSON.parse(analyzeResponseJson(body, contractJson(leaky)))
    expect(sent).not.toHaveProperty('debug')
    expect(sent.analysis).not.toHaveProperty('engineInternals')
    expect(sent).toEqual(AnalyzeResponse.parse(body))
  })

  it('refuses a response the contract does not allow, rather than sending it', () => {
    expect(() => analyzeResponseJson(response({ remaining: 1.5 }), '{}')).toThrow()
    expect(() => contractJson({ ...analysisFixture(), picks: [{ market: 'over_2.5' }] } as never)).toThrow()
  })
})
