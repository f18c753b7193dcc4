/**
 * The only HTTP client of the web app: same-origin `/api`, credentials included, JSON, the
 * caller's identity headers (bearer token when signed in, X-Visitor-ID + X-Session-ID for
 * visitors), a timeout, and error normalisation into ApiError following the product spec's
 * error catalogue (§8).
 */
import type { ErrorResponse } from '@pitchwise/contract'
// The endpoint helpers from their own module: the contract's index evaluates every zod schema,
// which would put zod into the home route's bundle (issue 34: under 150 KB gzip).
import { type Endpoint, type EndpointInput, type EndpointResponse, endpointUrl } from '@pitchwise/contract/endpoint'
import { authStorage } from './auth-storage.ts'
import { getVisitorId } from './visitor.ts'

export const NETWORK_ERROR_MESSAGE = 'Network error, please check your connection'
export const UNKNOWN_ERROR_MESSAGE = 'An unknown error occurred'
const DEFAULT_TIMEOUT_MS = 30_000

export class ApiError extends Error {
  readonly status: number
  readonly code: string
  readonly retryable: boolean
  readonly fields?: Record<string, string>

  constructor(message: string, status: number, code: string, fields?: Record<string, string>) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.code = code
    // Retryable per the spec: server errors (5xx), request timeouts (408) and network failures.
    this.retryable = status === 0 || status === 408 || status >= 500
    if (fields) this.fields = fields
  }
}

/** True for an error the API answered (or a network failure/timeout the client reported as one). */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

/** The status of an ApiError; 0 (no answer) for anything else. */
export function apiErrorStatus(error: unknown): number {
  return isApiError(error) ? error.status : 0
}

/** The server's message when the error is an ApiError that carries one, else `fallback`. */
export function apiErrorMessage(error: unknown, fallback: string): string {
  return isApiError(error) && error.message.trim() ? error.message : fallback
}

export interface RequestOptions {
  body?: unknown
  timeoutMs?: number
  signal?: AbortSignal
}

const VISITOR_SESSION_KEY = 'pitchwise.visitor_session_id'

/** The per-tab session id sent by anonymous visitors (signed-in users have their own in authStorage). */
export function visitorSessionId(): string {
  try {
    let id = sessionStorage.getItem(VISITOR_SESSION_KEY)
    if (!id) {
      id = crypto.randomUUID()
      sessionStorage.setItem(VISITOR_SESSION_KEY, id)
    }
    return id
  } catch {
    return crypto.randomUUID()
  }
}

async function identityHeaders(): Promise<Record<string, string>> {
  const token = authStorage.getToken()
  if (token) return { Authorization: `Bearer ${token}` }
  return { 'X-Visitor-ID': await getVisitorId(), 'X-Session-ID': authStorage.getSessionId() ?? visitorSessionId() }
}

export async function apiRequest<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...(await identityHeaders()) }
  if (options.body !== undefined) headers['Content-Type'] = 'application/json'
  const timeout = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS)
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout
  let response: Response
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'include',
      signal,
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    })
  } catch (error) {
    if (options.signal?.aborted) throw error
    if (error instanceof DOMException && error.name === 'TimeoutError') {
      throw new ApiError('The request took too long. Please try again.', 408, 'TIMEOUT')
    }
    throw new ApiError(NETWORK_ERROR_MESSAGE, 0, 'NETWORK_ERROR')
  }
  const text = await response.text()
  let data: unknown = null
  if (text) {
    try {
      data = JSON.parse(text)
    } catch {
      data = null
    }
  }
  if (!response.ok) {
    const body = (data ?? {}) as Partial<ErrorResponse>
    throw new ApiError(
      typeof body.error === 'string' && body.error ? body.error : UNKNOWN_ERROR_MESSAGE,
      response.status,
      typeof body.code === 'string' ? body.code : 'UNKNOWN_ERROR',
      body.fields,
    )
  }
  return data as T
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => apiRequest<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) =>
    apiRequest<T>('POST', path, { ...options, body: body ?? {} }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) =>
    apiRequest<T>('PUT', path, { ...options, body: body ?? {} }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) =>
    apiRequest<T>('PATCH', path, { ...options, body: body ?? {} }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => apiRequest<T>('DELETE', path, options),
}

/**
 * Calls an endpoint bound in the contract: its method and path (`:name` filled from `params`),
 * its query and its body. The answer is typed by the endpoint's response schema, so the web
 * cannot ask a path or send a body the server does not declare.
 */
export function callEndpoint<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  options?: Omit<RequestOptions, 'body'>,
): Promise<EndpointResponse<E>> {
  const { params, query, body } = input as {
    params?: Record<string, unknown>
    query?: Record<string, unknown>
    body?: unknown
  }
  const url = endpointUrl(endpoint.path, params, query)
  const withBody = endpoint.method === 'GET' || endpoint.method === 'DELETE' ? {} : { body: body ?? {} }
  return apiRequest<EndpointResponse<E>>(endpoint.method, url, { ...options, ...withBody })
}
