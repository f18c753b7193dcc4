/**
 * Plain HTTPS calls to payment providers (PayPal, Paystack): one fetch with a timeout, JSON in
 * and out, and failures sorted into what the buyer is told (spec §8's banner texts): a network
 * failure, a timeout, the provider's rate limit (HTTP 429), or an answer we cannot use. No
 * official SDK: PayPal's hardcodes its hosts, and a base URL is what lets tests talk to a local
 * server that speaks the provider's protocol.
 */

export type ProviderFailure = 'network' | 'timeout' | 'rate_limited' | 'rejected' | 'malformed'

/** A provider call that did not give a usable answer; `kind` decides the buyer's message. */
export class ProviderError extends Error {
  readonly provider: string
  readonly kind: ProviderFailure
  readonly status: number | null
  constructor(provider: string, kind: ProviderFailure, message: string, status: number | null = null) {
    super(`${provider}: ${message}`)
    this.name = 'ProviderError'
    this.provider = provider
    this.kind = kind
    this.status = status
  }
}

export interface ProviderRequest {
  method: 'GET' | 'POST'
  path: string
  headers?: Record<string, string>
  /** A JSON value, or a string sent as is (PayPal's verify call splices the raw webhook body in). */
  body?: unknown
  /** Answers with these statuses are returned instead of thrown (e.g. 404 on a lookup). */
  acceptStatuses?: readonly number[]
}

export interface ProviderResponse {
  status: number
  json: unknown
}

export interface ProviderHttpOptions {
  provider: string
  baseUrl: string
  timeoutMs: number
  /** Test seam for the transport only; defaults to the global fetch. */
  fetch?: typeof fetch
}

/** Calls `baseUrl + path`; throws ProviderError for network, timeout, 429, other non-2xx and non-JSON answers. */
export async function providerRequest(
  options: ProviderHttpOptions,
  request: ProviderRequest,
): Promise<ProviderResponse> {
  const { provider, timeoutMs } = options
  const url = new URL(request.path, options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`)
  const headers: Record<string, string> = { accept: 'application/json', ...request.headers }
  let body: string | undefined
  if (request.body !== undefined) {
    body = typeof request.body === 'string' ? request.body : JSON.stringify(request.body)
    headers['content-type'] ??= 'application/json'
  }
  let response: Response
  try {
    response = await (options.fetch ?? fetch)(url, {
      method: request.method,
      headers,
      ...(body === undefined ? {} : { body }),
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    })
  } catch (error) {
    const name = error instanceof Error ? error.name : ''
    if (name === 'TimeoutError' || name === 'AbortError')
      throw new ProviderError(provider, 'timeout', `no answer within ${timeoutMs} ms`)
    throw new ProviderError(provider, 'network', `request failed (${error instanceof Error ? error.message : error})`)
  }
  let text: string
  try {
    text = await response.text()
  } catch (error) {
    const name = error instanceof Error ? error.name : ''
    throw new ProviderError(provider, name === 'TimeoutError' ? 'timeout' : 'network', 'answer cut off')
  }
  if (response.status === 429) throw new ProviderError(provider, 'rate_limited', 'rate limited (HTTP 429)', 429)
  let json: unknown = null
  if (text) {
    try {
      json = JSON.parse(text)
    } catch {
      throw new ProviderError(provider, 'malformed', `non-JSON answer (HTTP ${response.status})`, response.status)
    }
  }
  const accepted = response.ok || (request.acceptStatuses ?? []).includes(response.status)
  if (!accepted) {
    throw new ProviderError(provider, 'rejected', `HTTP ${response.status} ${describe(json)}`.trim(), response.status)
  }
  return { status: response.status, json }
}

/** A short, secret-free summary of a provider's error body for logs. */
function describe(json: unknown): string {
  if (!json || typeof json !== 'object') return ''
  const body = json as Record<string, unknown>
  const parts = [body.name, body.error, body.message, body.error_description].filter((p) => typeof p === 'string')
  return parts.join(': ').slice(0, 300)
}
