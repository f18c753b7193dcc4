/** Every route the server registers is described in /api/openapi.json (except the docs viewer itself). */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createTestApp, type TestContext } from './helpers/test-app.ts'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestApp()
})
afterAll(() => ctx.close())

it('describes every route', async () => {
  const doc = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json()
  const documented = new Set<string>()
  for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, unknown>>)) {
    for (const method of Object.keys(item)) documented.add(`${method.toUpperCase()} ${path}`)
  }
  const toOpenApi = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{*}')
  const registered = ctx.app.registeredRoutes
  const missing = registered
    .filter((r) => r.method !== 'HEAD' && !r.url.startsWith('/api/docs') && r.url !== '/api/openapi.json')
    .filter((r) => r.url !== '*' && r.url.startsWith('/'))
    .filter((r) => !documented.has(`${r.method} ${toOpenApi(r.url)}`))
    .map((r) => `${r.method} ${r.url}`)
  expect(missing).toEqual([])
  expect(registered.length).toBeGreaterThan(15)
})
