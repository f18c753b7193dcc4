/**
 * One fuzz request = an operation of the OpenAPI description, filled with well-formed or
 * hostile values, sent as one of the callers (anonymous, visitor, signed-in user, administrator,
 * forged token), either through app.inject or as raw bytes over a socket (path tricks and broken
 * HTTP framing, which app.inject cannot send).
 */
import fc from 'fast-check'
import {
  contentType,
  encodePart,
  hostileQuery,
  hostileValue,
  mutateBody,
  pathTrick,
  pathValue,
  rawBodyText,
} from './hostile-values.ts'
import type { JsonSchema, Operation } from './openapi-operations.ts'
import { schemaValue, type ValueContext } from './schema-values.ts'

export type Identity = 'anonymous' | 'visitor' | 'user' | 'admin' | 'forged'

export interface FuzzRequest {
  transport: 'inject' | 'raw'
  identity: Identity
  /** "POST /api/analyze": the operation it was built from (for the report). */
  operation: string
  method: string
  url: string
  headers: Record<string, string>
  /** Body text, or undefined for none. */
  body?: string
  /** Raw transport: how the HTTP framing is broken, if at all. */
  framing?: Framing
}

export const FRAMINGS = [
  'plain',
  'bad-content-length',
  'negative-content-length',
  'two-content-lengths',
  'chunked-and-content-length',
  'bad-chunk-size',
  'unknown-transfer-encoding',
  'gzip-content-encoding',
  'invalid-utf8-body',
  'space-in-header-name',
  'huge-header',
  'bad-http-version',
  'unknown-method',
  'raw-bytes-in-path',
] as const
export type Framing = (typeof FRAMINGS)[number]

/** better-auth's endpoints behind /api/auth/{*}, plus a few it does not have. */
const AUTH_PATHS = [
  'sign-in/email',
  'sign-up/email',
  'sign-out',
  'get-session',
  'list-sessions',
  'revoke-session',
  'revoke-sessions',
  'revoke-other-sessions',
  'update-user',
  'change-email',
  'change-password',
  'delete-user',
  'request-password-reset',
  'reset-password',
  'reset-password/abc',
  'verify-email',
  'send-verification-email',
  'sign-in/magic-link',
  'magic-link/verify',
  'sign-in/social',
  'callback/google',
  'list-accounts',
  'admin/list-users',
  'admin/set-role',
  'admin/ban-user',
  'admin/unban-user',
  'admin/impersonate-user',
  'admin/stop-impersonating',
  'admin/remove-user',
  'admin/create-user',
  'admin/set-user-password',
  'admin/list-user-sessions',
  'admin/revoke-user-session',
  'admin/has-permission',
  'ok',
  'error',
  'no-such-endpoint',
]

/** The fields better-auth's endpoints read, for bodies worth sending there. */
const AUTH_BODY: JsonSchema = {
  type: 'object',
  properties: {
    email: { type: 'string', format: 'email' },
    password: { type: 'string', minLength: 0, maxLength: 20 },
    newPassword: { type: 'string', maxLength: 20 },
    currentPassword: { type: 'string', maxLength: 20 },
    token: { type: 'string', maxLength: 40 },
    userId: { type: 'string' },
    role: { enum: ['user', 'admin', 'superuser'] },
    name: { type: 'string' },
    callbackURL: { enum: ['/', 'https://evil.example/', 'javascript:alert(1)', '//evil.example'] },
  },
}

function fill(path: string, values: Record<string, string>): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => values[name] ?? 'x')
}

function pathParams(op: Operation, ctx: ValueContext): fc.Arbitrary<Record<string, string>> {
  const model: Record<string, fc.Arbitrary<string>> = {}
  for (const p of op.parameters.filter((x) => x.in === 'path')) {
    model[p.name] =
      p.name === '*'
        ? fc.oneof(fc.constantFrom(...AUTH_PATHS), pathValue([]))
        : fc.oneof(
            schemaValue(p.schema, ctx, p.name).map((v) => encodePart(String(v))),
            pathValue(ctx.ids),
          )
  }
  return fc.record(model)
}

function queryString(op: Operation, ctx: ValueContext): fc.Arbitrary<string> {
  const model: Record<string, fc.Arbitrary<unknown>> = {}
  for (const p of op.parameters.filter((x) => x.in === 'query')) {
    model[p.name] = fc.oneof({ weight: 3, arbitrary: schemaValue(p.schema, ctx, p.name) }, hostileValue)
  }
  const declared = fc
    .record(model, { requiredKeys: [] })
    .map((values) =>
      new URLSearchParams(
        Object.entries(values).map(([k, v]): [string, string] => [
          k,
          typeof v === 'string' ? v : (JSON.stringify(v) ?? ''),
        ]),
      ).toString(),
    )
  return fc
    .tuple(declared, fc.option(hostileQuery, { freq: 4 }))
    .map(([a, b]) => [a, b].filter((s) => s !== null && s !== '').join('&'))
}

function bodyOf(op: Operation, ctx: ValueContext): fc.Arbitrary<string | undefined> {
  const schema = op.path === '/api/auth/{*}' && op.method === 'POST' ? AUTH_BODY : op.body
  const json = (value: fc.Arbitrary<unknown>) => value.map((v) => JSON.stringify(v) ?? 'null')
  if (!schema) {
    return fc.oneof({ weight: 6, arbitrary: fc.constant(undefined) }, json(hostileValue), rawBodyText)
  }
  const valid = schemaValue(schema, ctx)
  return fc.oneof(
    { weight: 4, arbitrary: json(valid) },
    { weight: 5, arbitrary: json(mutateBody(valid)) },
    { weight: 2, arbitrary: rawBodyText },
    { weight: 1, arbitrary: fc.constant(undefined) },
  )
}

const identity: fc.Arbitrary<Identity> = fc.constantFrom('anonymous', 'visitor', 'user', 'admin', 'forged')

const hostileHeaders: fc.Arbitrary<Record<string, string>> = fc.oneof(
  { weight: 6, arbitrary: fc.constant({}) },
  {
    weight: 1,
    arbitrary: fc.constantFrom<Record<string, string>>(
      { 'x-visitor-id': 'x'.repeat(5000) },
      { 'x-visitor-id': '<script>', 'x-session-id': '../../' },
      { cookie: 'better-auth.session_token=forged.signature', origin: 'https://evil.example' },
      { cookie: '%%%;;;=', origin: 'null' },
      { 'x-request-id': '\u00e9vil id with spaces' },
      { 'x-forwarded-for': '999.1.1.1, ::ffff:zz' },
      { 'accept-language': 'x'.repeat(3000) },
      { accept: 'text/html' },
      { 'content-encoding': 'gzip' },
      { 'x-http-method-override': 'DELETE' },
      { authorization: 'Basic YWRtaW46YWRtaW4=' },
      { authorization: `Bearer ${'a'.repeat(4000)}` },
      { referer: 'javascript:alert(1)' },
    ),
  },
)

/** An inject request built from one operation. */
export function injectRequest(op: Operation, ctx: ValueContext): fc.Arbitrary<FuzzRequest> {
  const otherMethod = fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD')
  return fc
    .record({
      method: fc.oneof({ weight: 9, arbitrary: fc.constant(op.method) }, otherMethod),
      params: pathParams(op, ctx),
      query: queryString(op, ctx),
      body: bodyOf(op, ctx),
      type: contentType,
      identity,
      extra: hostileHeaders,
    })
    .map(({ method, params, query, body, type, identity, extra }) => {
      const headers: Record<string, string> = { ...extra }
      if (body !== undefined && type !== undefined) headers['content-type'] = type
      return {
        transport: 'inject' as const,
        identity,
        operation: `${op.method} ${op.path}`,
        method,
        url: `${fill(op.path, params)}${query ? `?${query}` : ''}`,
        headers,
        ...(body !== undefined && method !== 'GET' && method !== 'HEAD' ? { body } : {}),
      }
    })
}

/** A raw-socket request: path tricks and broken framing around an otherwise ordinary request. */
export function rawRequestOf(op: Operation, ctx: ValueContext): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      base: injectRequest(op, ctx),
      trick: pathTrick,
      framing: fc.oneof({ weight: 4, arbitrary: fc.constant<Framing>('plain') }, fc.constantFrom(...FRAMINGS)),
    })
    .map(({ base, trick, framing }) => ({ ...base, transport: 'raw' as const, url: trick(base.url), framing }))
}

/** The bytes of a raw request, with its framing broken as asked. */
export function rawBytes(request: FuzzRequest, authHeaders: Record<string, string>): Buffer {
  const framing = request.framing ?? 'plain'
  const body = Buffer.from(
    framing === 'invalid-utf8-body' ? '{"query":"\uFFFD"}' : (request.body ?? ''),
    framing === 'invalid-utf8-body' ? 'latin1' : 'utf8',
  )
  if (framing === 'invalid-utf8-body') body[body.length - 3] = 0xff
  const method = framing === 'unknown-method' ? 'FROB' : request.method
  const version = framing === 'bad-http-version' ? 'HTTP/1.7' : 'HTTP/1.1'
  const url = framing === 'raw-bytes-in-path' ? `${request.url}\u00ff\u0001` : request.url
  const headers: [string, string][] = [
    ['Host', '127.0.0.1'],
    ['Connection', 'close'],
    ...Object.entries({ ...request.headers, ...authHeaders }),
  ]
  if (framing === 'invalid-utf8-body') headers.push(['Content-Type', 'application/json'])
  let payload = body
  switch (framing) {
    case 'bad-content-length':
      headers.push(['Content-Length', 'abc'])
      break
    case 'negative-content-length':
      headers.push(['Content-Length', '-1'])
      break
    case 'two-content-lengths':
      headers.push(['Content-Length', String(body.length)], ['Content-Length', String(body.length + 1)])
      break
    case 'chunked-and-content-length':
      headers.push(['Transfer-Encoding', 'chunked'], ['Content-Length', String(body.length)])
      payload = Buffer.concat([Buffer.from(`${body.length.toString(16)}\r\n`), body, Buffer.from('\r\n0\r\n\r\n')])
      break
    case 'bad-chunk-size':
      headers.push(['Transfer-Encoding', 'chunked'])
      payload = Buffer.concat([Buffer.from('zz\r\n'), body, Buffer.from('\r\n0\r\n\r\n')])
      break
    case 'unknown-transfer-encoding':
      headers.push(['Transfer-Encoding', 'gzip, chunked, frob'])
      payload = Buffer.concat([Buffer.from(`${body.length.toString(16)}\r\n`), body, Buffer.from('\r\n0\r\n\r\n')])
      break
    case 'gzip-content-encoding':
      headers.push(['Content-Encoding', 'gzip'], ['Content-Length', String(body.length)])
      break
    case 'space-in-header-name':
      headers.push(['Bad Header', 'x'], ['Content-Length', String(body.length)])
      break
    case 'huge-header':
      headers.push(['X-Big', 'a'.repeat(20_000)], ['Content-Length', String(body.length)])
      break
    default:
      headers.push(['Content-Length', String(body.length)])
  }
  const head = `${method} ${url} ${version}\r\n${headers.map(([k, v]) => `${k}: ${v}`).join('\r\n')}\r\n\r\n`
  return Buffer.concat([Buffer.from(head, 'latin1'), payload])
}
