/**
 * PostgreSQL cannot store a NUL character in text or jsonb: such a value used to reach the
 * database and answer 500. One hook before validation refuses it on every route, in the body
 * (values and keys, at any depth), the query string and the path parameters, with a 400 that
 * names the field. The walk is iterative so a deeply nested body cannot overflow the stack.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { AppError } from '../errors.ts'

export const UNSTORABLE_TEXT_MESSAGE = 'cannot contain the NUL character (\\u0000)'

export function registerUnstorableTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const field =
      findUnstorable(request.params, 'params') ??
      findUnstorable(request.query, 'query') ??
      findUnstorable(request.body, 'body')
    if (field !== null) {
      const message = `${field} ${UNSTORABLE_TEXT_MESSAGE}`
      throw new AppError('VALIDATION_ERROR', message, { fields: { [field]: message } })
    }
  })
}

/** The path of the first string (or key) holding a NUL, e.g. `body.items.2.name`, else null. */
export function findUnstorable(value: unknown, root: string): string | null {
  const stack: { value: unknown; path: string }[] = [{ value, path: root }]
  while (stack.length > 0) {
    const item = stack.pop() as { value: unknown; path: string }
    if (typeof item.value === 'string') {
      if (item.value.includes('\u0000')) return item.path
    } else if (item.value !== null && typeof item.value === 'object') {
      for (const [key, child] of Object.entries(item.value)) {
        const path = `${item.path}.${key}`
        if (key.includes('\u0000')) return item.path
        stack.push({ value: child, path })
      }
    }
  }
  return null
}
