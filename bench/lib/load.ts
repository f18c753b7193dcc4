/** A bounded autocannon run against a local URL, reduced to the figures we print. */
import autocannon from 'autocannon'

export interface LoadResult {
  label: string
  requestsPerSecond: number
  p50: number
  p99: number
  non2xx: number
  errors: number
}

export async function load(
  label: string,
  options: {
    url: string
    method?: 'GET' | 'POST'
    body?: string
    headers?: Record<string, string>
    connections?: number
    duration?: number
    setupRequest?: (request: autocannon.Request) => autocannon.Request
  },
): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    method: options.method ?? 'GET',
    connections: options.connections ?? 50,
    duration: options.duration ?? 10,
    ...(options.body ? { body: options.body } : {}),
    headers: { 'content-type': 'application/json', ...options.headers },
    ...(options.setupRequest ? { requests: [{ setupRequest: options.setupRequest }] } : {}),
  })
  return {
    label,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  }
}

export function formatLoad(r: LoadResult): string {
  return `${r.label.padEnd(34)} ${String(r.requestsPerSecond).padStart(7)} req/s   p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(4)} ms${r.non2xx || r.errors ? `   (non-2xx ${r.non2xx}, errors ${r.errors})` : ''}`
}
