import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestContext } from './helpers/test-app.ts'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestApp()
})
afterAll(() => ctx.close())

describe('OpenAPI for the search features', () => {
  it('describes every route with its schemas', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json()
    const expected: Array<[string, string]> = [
      ['/api/analyze', 'post'],
      ['/api/searches/popular', 'get'],
      ['/api/searches/{id}/like', 'post'],
      ['/api/likes', 'get'],
      ['/api/history', 'get'],
      ['/api/markets', 'get'],
      ['/api/markets/top', 'get'],
      ['/api/markets/{id}', 'get'],
      ['/api/analyses/{shareId}', 'get'],
      ['/api/feedback', 'post'],
      ['/api/referrals/track', 'post'],
    ]
    for (const [path, method] of expected) {
      const operation = doc.paths[path]?.[method]
      expect(operation, `${method} ${path}`).toBeDefined()
      expect(operation.summary).toBeTruthy()
      expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining([expect.stringMatching(/^20[01]$/)]))
    }
    expect(doc.components.schemas.AnalyzeBodyInput.properties.query).toBeDefined()
    expect(doc.components.schemas.AnalyzeResponse.required).toEqual(
      expect.arrayContaining(['result', 'analysis', 'shareId', 'searchId', 'remaining', 'charged']),
    )
  })
})
