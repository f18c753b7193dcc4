/**
 * Defects the API fuzz suite found (test/fuzz, docs/decisions/250), each replayed as it was sent:
 * - a body nested ~10 000 levels deep answered 500 on /api/auth/* (the bridge re-serialises it);
 * - requests Node's HTTP parser or Fastify's router refuse (bad Content-Length, broken chunked
 *   framing, headers over the limit, a bad percent-encoding, an over-long path parameter) were
 *   answered `{ error, message, statusCode }`, outside the API's `{ error, code }` shape.
 * Every one now answers 4xx in the shape, and a refused sign-up or sign-in saves nothing.
 */

import type { AddressInfo } from 'node:net'
import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_BODY_DEPTH, TOO_DEEP_MESSAGE } from '../../src/plugins/body-depth.ts'
import {
  HEADERS_TOO_LARGE_MESSAGE,
  UNREADABLE_PATH_MESSAGE,
  UNREADABLE_REQUEST_MESSAGE,
} from '../../src/plugins/unreadable-requests.ts'
import { createTestApp, type TestContext } from '../helpers/test-app.ts'

let ctx: TestContext
let port: number
beforeAll(async () => {
  ctx = await createTestApp()
  await ctx.app.listen({ host: '127.0.0.1', port: 0 })
  port = (ctx.app.server.address() as AddressInfo).port
})
afterAll(() => ctx.close())

const nestedArrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`
const nestedObjects = (depth: number) => `${'{"a":'.repeat(depth - 1)}{}${'}'.repeat(depth - 1)}`

async function countUsers(): Promise<number> {
  const row = await ctx.database.db
    .selectFrom('user')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** Sends bytes exactly as written and reads the answer up to the server closing the connection. */
function raw(bytes: string): Promise<{ status: number; contentType: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port })
    const chunks: Buffer[] = []
    socket.on('data', (chunk) => chunks.push(chunk))
    socket.on('error', () => {})
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8')
      const headEnd = text.indexOf('\r\n\r\n')
      if (headEnd < 0) return reject(new Error(`no answer: ${JSON.stringify(text)}`))
      const head = text.slice(0, headEnd)
      resolve({
        status: Number(head.slice(9, 12)),
        contentType: /content-type: ([^\r]+)/i.exec(head)?.[1] ?? '',
        body: text.slice(headEnd + 4),
      })
    })
    socket.write(bytes)
  })
}

describe('a body nested too deeply', () => {
  it('answers 400 on the better-auth bridge instead of 500, and signs nobody in', async () => {
    const users = await countUsers()
    for (const payload of [
      `{"email":"deep@example.com","password":"secret-pass","x":${nestedArrays(10_000)}}`,
      nestedObjects(10_000),
    ]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { 'content-type': 'application/json' },
        payload,
      })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', error: TOO_DEEP_MESSAGE })
    }
    expect(await countUsers()).toBe(users)
  })

  it(`answers 400 on every route from ${MAX_BODY_DEPTH + 1} levels, and lets ${MAX_BODY_DEPTH} through to validation`, async () => {
    const send = (url: string, payload: string) =>
      ctx.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload })
    for (const url of ['/api/account/signup', '/api/feedback', '/api/analyze']) {
      const tooDeep = await send(url, `{"x":${nestedArrays(MAX_BODY_DEPTH)}}`)
      expect(tooDeep.statusCode).toBe(400)
      expect(tooDeep.json().error).toBe(TOO_DEEP_MESSAGE)
      const deepest = await send(url, `{"x":${nestedArrays(MAX_BODY_DEPTH - 1)}}`)
      expect(deepest.statusCode).toBe(400)
      expect(deepest.json()).toMatchObject({ code: 'VALIDATION_ERROR' })
      expect(deepest.json().error).not.toBe(TOO_DEEP_MESSAGE)
    }
  })
})

describe('requests that cannot be read', () => {
  const cases: { name: string; bytes: string; status: number; error: string }[] = [
    {
      name: 'a Content-Length that is not a number',
      bytes:
        'POST /api/feedback HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: abc\r\n\r\n{}',
      status: 400,
      error: UNREADABLE_REQUEST_MESSAGE,
    },
    {
      name: 'two different Content-Lengths',
      bytes: 'POST /api/feedback HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}',
      status: 400,
      error: UNREADABLE_REQUEST_MESSAGE,
    },
    {
      name: 'a broken chunk size',
      bytes: 'POST /api/feedback HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n',
      status: 400,
      error: UNREADABLE_REQUEST_MESSAGE,
    },
    {
      name: 'an unknown HTTP version',
      bytes: 'GET /api/ping HTTP/1.7\r\nHost: x\r\n\r\n',
      status: 400,
      error: UNREADABLE_REQUEST_MESSAGE,
    },
    {
      name: 'headers over the size limit',
      bytes: `GET /api/ping HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      status: 431,
      error: HEADERS_TOO_LARGE_MESSAGE,
    },
    {
      name: 'a bad percent-encoding in the path',
      bytes: 'GET /api/markets/%zz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
      status: 400,
      error: UNREADABLE_PATH_MESSAGE,
    },
    {
      name: 'a path parameter over the router’s limit',
      bytes: `GET /api/markets/${'x'.repeat(5000)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
      status: 414,
      error: UNREADABLE_PATH_MESSAGE,
    },
  ]
  for (const item of cases) {
    it(`answers ${item.status} { error, code } for ${item.name}`, async () => {
      const res = await raw(item.bytes)
      expect(res.status).toBe(item.status)
      expect(res.contentType).toContain('application/json')
      expect(JSON.parse(res.body)).toEqual({ error: item.error, code: 'BAD_REQUEST' })
    })
  }

  it('keeps serving afterwards', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/ping' })).statusCode).toBe(200)
  })
})
