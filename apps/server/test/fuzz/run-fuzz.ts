/**
 * Sends the generated requests one after another and checks each answer against the rules
 * every route must keep:
 * 1. no 5xx, and an answer at all (the process neither crashes nor drops the connection);
 * 2. every error answer (4xx) is JSON in the project's shape `{ error, code }`;
 * 3. a refused (4xx) request wrote no row of any table (write counters before and after).
 * Findings are collected, one per rule, operation and status, with the request that showed it.
 */
import { ERROR_CODES } from '@pitchwise/contract'
import fc from 'fast-check'
import { type FuzzRequest, injectRequest, rawBytes, rawRequestOf } from './fuzz-requests.ts'
import type { FuzzTarget } from './fuzz-target.ts'
import { rawRequest } from './raw-http.ts'
import { changedTables, type WriteCounts, writeCounts } from './write-counters.ts'

/**
 * Tables a refused request may legitimately write: none so far. A table belongs here only with
 * the reason it must record refusals (e.g. an attempt counter).
 */
export const TABLES_WRITTEN_ON_REFUSAL: readonly string[] = []

export interface Finding {
  rule: 'server-error' | 'no-answer' | 'error-shape' | 'refused-but-changed' | 'client-threw'
  operation: string
  status: number | null
  detail: string
  request: string
}

export interface FuzzReport {
  requests: number
  byStatus: Record<string, number>
  byTransport: Record<string, number>
  findings: Finding[]
  ms: number
  /** Of which reading the write counters. */
  countersMs: number
}

const CODES = new Set<string>(ERROR_CODES)

export function requestArbitrary(target: FuzzTarget): fc.Arbitrary<FuzzRequest> {
  const ctx = { ids: target.ids }
  const perOperation = target.operations.map((op) =>
    fc.oneof({ weight: 4, arbitrary: injectRequest(op, ctx) }, { weight: 1, arbitrary: rawRequestOf(op, ctx) }),
  )
  return fc.oneof(...perOperation)
}

/** Runs the requests; the write counters (write-counters.ts) must be installed on the target's database. */
export async function runFuzz(target: FuzzTarget, options: { seed: number; runs: number }): Promise<FuzzReport> {
  const db = target.ctx.database.db
  const report: FuzzReport = { requests: 0, byStatus: {}, byTransport: {}, findings: [], ms: 0, countersMs: 0 }
  const seen = new Set<string>()
  const note = (finding: Finding) => {
    const key = `${finding.rule} ${finding.operation} ${finding.status}`
    if (seen.has(key)) return
    seen.add(key)
    report.findings.push(finding)
  }
  let before: WriteCounts = await writeCounts(db)
  const started = performance.now()

  await fc.assert(
    fc.asyncProperty(requestArbitrary(target), async (request) => {
      report.requests++
      report.byTransport[request.transport] = (report.byTransport[request.transport] ?? 0) + 1
      const shown = describe(request)
      let answer: { status: number; body: string; contentType: string } | null
      try {
        answer = await send(target, request)
      } catch (error) {
        // The client refused to send it (an invalid header for light-my-request): not the server's doing.
        report.byStatus.unsent = (report.byStatus.unsent ?? 0) + 1
        note({
          rule: 'client-threw',
          operation: request.operation,
          status: null,
          detail: String(error),
          request: shown,
        })
        return
      }
      const status = answer?.status ?? 'none'
      report.byStatus[status] = (report.byStatus[status] ?? 0) + 1
      if (!answer) {
        note({
          rule: 'no-answer',
          operation: request.operation,
          status: null,
          detail: 'connection closed',
          request: shown,
        })
      } else {
        if (answer.status >= 500 || Number.isNaN(answer.status)) {
          note({
            rule: 'server-error',
            operation: request.operation,
            status: answer.status,
            detail: answer.body.slice(0, 300),
            request: shown,
          })
        }
        // A browser asking for a page (the sandbox checkout) may get its error as a page.
        const pageForBrowser =
          /text\/html/.test(request.headers.accept ?? '') && answer.contentType.includes('text/html')
        if (answer.status >= 400 && request.method !== 'HEAD' && !pageForBrowser) {
          const problem = errorShapeProblem(answer.body, answer.contentType)
          if (problem)
            note({
              rule: 'error-shape',
              operation: request.operation,
              status: answer.status,
              detail: problem,
              request: shown,
            })
        }
      }
      if (answer && answer.status < 400 && request.operation.startsWith('POST /api/auth'))
        await target.restoreAccounts()
      const countersStarted = performance.now()
      const after = await writeCounts(db)
      report.countersMs += performance.now() - countersStarted
      if (!answer || answer.status >= 400) {
        const changed = changedTables(before, after)
        if (changed.length > 0) {
          note({
            rule: 'refused-but-changed',
            operation: request.operation,
            status: answer?.status ?? null,
            detail: `changed: ${changed.join(', ')}`,
            request: shown,
          })
        }
      }
      before = after
    }),
    { seed: options.seed, numRuns: options.runs, endOnFailure: true },
  )
  report.ms = performance.now() - started
  return report
}

async function send(
  target: FuzzTarget,
  request: FuzzRequest,
): Promise<{ status: number; body: string; contentType: string } | null> {
  const auth = target.headersOf(request.identity)
  if (request.transport === 'raw') {
    const answer = await rawRequest(target.port, rawBytes(request, auth))
    return answer
      ? { status: answer.status, body: answer.body, contentType: answer.headers['content-type'] ?? '' }
      : null
  }
  const res = await target.ctx.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: { ...request.headers, ...auth },
    ...(request.body !== undefined ? { payload: request.body } : {}),
  })
  return { status: res.statusCode, body: res.body, contentType: String(res.headers['content-type'] ?? '') }
}

/** Why an error answer is not `{ error, code }` JSON, or null when it is. */
export function errorShapeProblem(body: string, contentType: string): string | null {
  if (!contentType.includes('application/json')) return `content-type ${contentType || '(none)'}: ${body.slice(0, 120)}`
  let parsed: unknown
  try {
    parsed = JSON.parse(body)
  } catch {
    return `not JSON: ${body.slice(0, 120)}`
  }
  const value = parsed as { error?: unknown; code?: unknown }
  if (typeof value?.error !== 'string' || typeof value.code !== 'string' || !CODES.has(value.code)) {
    return `not { error, code }: ${body.slice(0, 160)}`
  }
  return null
}

function describe(request: FuzzRequest): string {
  const cut = (s: string, n: number) => (s.length > n ? `${s.slice(0, n)}…(${s.length} chars)` : s)
  return [
    `${request.transport}${request.framing ? `/${request.framing}` : ''} as ${request.identity}:`,
    `${request.method} ${cut(request.url, 160)}`,
    Object.keys(request.headers).length ? cut(JSON.stringify(request.headers), 160) : '',
    request.body !== undefined ? `body ${cut(JSON.stringify(request.body), 200)}` : '',
  ]
    .filter(Boolean)
    .join(' ')
}
