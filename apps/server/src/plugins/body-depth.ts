/**
 * JSON nested deeper than any request of the contract needs is refused before a route sees it.
 * Fastify parses such a body happily (JSON.parse is not recursive), but code after it is: the
 * better-auth bridge re-serialises the body and answered 500 (RangeError: Maximum call stack
 * size exceeded) for a body nested ~10 000 levels deep, and any recursive walk or validator could
 * do the same. The deepest body the contract describes is 4 levels; 32 leaves room for growth.
 * The walk is iterative, so measuring cannot overflow the stack either. Found by the API fuzz
 * suite (apps/server/test/fuzz, docs/decisions/250).
 */
import type { FastifyInstance } from 'fastify'
import { AppError } from '../errors.ts'

export const MAX_BODY_DEPTH = 32
export const TOO_DEEP_MESSAGE = `The request body is nested too deeply (at most ${MAX_BODY_DEPTH} levels).`

export function registerBodyDepthLimit(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (exceedsDepth(request.body, MAX_BODY_DEPTH)) {
      throw new AppError('VALIDATION_ERROR', TOO_DEEP_MESSAGE, { fields: { body: TOO_DEEP_MESSAGE } })
    }
  })
}

/** True when `value` has objects or arrays nested more than `max` levels deep (the top level is 1). */
export function exceedsDepth(value: unknown, max: number): boolean {
  if (value === null || typeof value !== 'object') return false
  const stack: { value: object; depth: number }[] = [{ value, depth: 1 }]
  while (stack.length > 0) {
    const item = stack.pop() as { value: object; depth: number }
    if (item.depth > max) return true
    for (const child of Object.values(item.value)) {
      if (child !== null && typeof child === 'object') stack.push({ value: child, depth: item.depth + 1 })
    }
  }
  return false
}
