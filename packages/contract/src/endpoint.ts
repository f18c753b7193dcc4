import type { z } from 'zod'

/**
 * An HTTP endpoint bound once: its method, its path (with `:name` segments), the schemas of what
 * it takes and what it answers, and the status of a success. The server registers its route from
 * it and the web client calls it through it, so a path, a method or a body shape cannot drift
 * between the two (decision 262).
 */
export interface Endpoint<
  Params extends z.ZodType | undefined = z.ZodType | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Response extends z.ZodType = z.ZodType,
> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  path: string
  params?: Params
  query?: Query
  body?: Body
  response: Response
  /** The success status (200 unless said otherwise). */
  status?: 200 | 201
}

type InputOf<S> = S extends z.ZodType ? z.input<S> : never

/** What a caller passes: the path parameters, the query and the body the endpoint declares. */
export type EndpointInput<E extends Endpoint> = (E['params'] extends z.ZodType
  ? { params: InputOf<E['params']> }
  : { params?: never }) &
  (E['query'] extends z.ZodType ? { query?: InputOf<E['query']> } : { query?: never }) &
  (E['body'] extends z.ZodType ? { body: InputOf<E['body']> } : { body?: never })

/** What the endpoint answers on success. */
export type EndpointResponse<E extends Endpoint> = z.infer<E['response']>

/** Binds an endpoint, keeping the exact types of its schemas (a declared body is never optional). */
export const endpoint = <const D extends Endpoint>(definition: D): D => definition

/**
 * The URL of a call: `:name` segments filled from `params` (encoded), and the query's defined
 * values appended. A missing parameter throws: a request to '/api/billing/orders/:id' is a bug.
 */
export function endpointUrl(path: string, params?: Record<string, unknown>, query?: Record<string, unknown>): string {
  const filled = path.replace(/:([A-Za-z]+)/g, (_whole, name: string) => {
    const value = params?.[name]
    if (value === undefined || value === null || value === '') throw new Error(`${path}: missing :${name}`)
    return encodeURIComponent(String(value))
  })
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value))
  }
  const text = search.toString()
  return text ? `${filled}?${text}` : filled
}
