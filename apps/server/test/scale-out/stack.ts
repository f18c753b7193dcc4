/**
 * What the scale-out test files share: the running stack's addresses (from global setup), its
 * settings, and small HTTP helpers that say which instance answered (nginx's X-Upstream header).
 */
import { randomInt, randomUUID } from 'node:crypto'
import pg from 'pg'
import { inject } from 'vitest'

/** One real season; the scheduled-import test adds a fixture to the copy. */
export const SEASON_FILE = '2025-26/en.1.json'
/** 3-second import slots. */
export const IMPORT_INTERVAL_MINUTES = 0.05
export const FREE_SEARCHES_SIGNUP = 5
export const FREE_SEARCHES_ANON = 5
export const RATE_LIMIT_PER_MINUTE = 120
/** A Saturday of the season with fixtures: the analyze questions below are answered and charged. */
export const CLIENT_DATE = '2026-03-14T10:00:00.000Z'

export interface StackInfo {
  /** nginx */
  url: string
  databaseUrl: string
  instances: { name: string; url: string; pid: number }[]
  /** The season file the instances import from. */
  seasonFile: string
}

export const stack = (): StackInfo => inject('scaleOut')

/** Runs one query on the stack's database (a short-lived connection). */
export async function query<Row extends Record<string, unknown>>(text: string, values: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: stack().databaseUrl })
  await client.connect()
  try {
    return (await client.query<Row>(text, values)).rows
  } finally {
    await client.end()
  }
}

/**
 * A client address of its own (nginx passes it on in X-Forwarded-For and the instances trust
 * loopback proxies), so rate-limit counters in the shared Redis never mix with other runs.
 */
export function clientIp(): string {
  return `127.77.${randomInt(0, 250)}.${randomInt(1, 250)}`
}

export interface Answer {
  status: number
  /** The instance nginx passed the request to (empty when nginx answered alone). */
  upstream: string
  body: Record<string, unknown>
}

export async function call(
  baseUrl: string,
  path: string,
  init: { method?: string; headers?: Record<string, string>; json?: unknown } = {},
): Promise<Answer> {
  const res = await fetch(`${baseUrl}${path}`, {
    method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
    headers: { ...(init.json === undefined ? {} : { 'content-type': 'application/json' }), ...init.headers },
    ...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }),
  })
  const text = await res.text()
  let body: Record<string, unknown> = {}
  try {
    body = JSON.parse(text) as Record<string, unknown>
  } catch {
    body = { text }
  }
  return { status: res.status, upstream: res.headers.get('x-upstream') ?? '', body }
}

/** POST /api/analyze with a fresh request id unless one is given. */
export function analyze(
  baseUrl: string,
  headers: Record<string, string>,
  options: { query?: string; date?: string; requestId?: string } = {},
): Promise<Answer> {
  return call(baseUrl, '/api/analyze', {
    headers,
    json: {
      query: options.query ?? 'Arsenal vs Everton',
      date: options.date ?? CLIENT_DATE,
      channel: 0,
      requestId: options.requestId ?? randomUUID(),
    },
  })
}

/** Signs up through nginx, opens the emailed verification link, returns the bearer headers. */
export async function verifiedUser(ip: string): Promise<{ email: string; headers: Record<string, string> }> {
  const { url } = stack()
  const email = `scale-${randomUUID().slice(0, 8)}@example.com`
  const headers = { 'x-forwarded-for': ip }
  const signUp = await call(url, '/api/account/signup', {
    headers,
    json: { email, password: 'secret-pass-1', ageConfirmed: true },
  })
  if (signUp.status !== 200) throw new Error(`sign-up: ${signUp.status} ${JSON.stringify(signUp.body)}`)
  const [mail] = await query<{ text_body: string }>(
    'select text_body from dev_mail where recipient = $1 order by created_at desc limit 1',
    [email],
  )
  const token = mail?.text_body.match(/[?&]token=([^&\s]+)/)?.[1]
  if (!token) throw new Error(`no verification link mailed to ${email}`)
  const res = await fetch(`${url}/api/auth/verify-email?token=${token}`, { headers })
  const bearer = res.headers.get('set-auth-token')
  if (res.status !== 200 || !bearer) throw new Error(`verification: ${res.status} ${await res.text()}`)
  return { email, headers: { ...headers, authorization: `Bearer ${bearer}` } }
}
