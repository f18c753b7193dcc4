/**
 * Values that fit a JSON Schema (the subset the contract's zod schemas produce), as fast-check
 * arbitraries: the well-formed half of the fuzzer, so requests get past validation and into the
 * routes. Ids come from the ids that exist in the database half of the time, so a route also
 * meets rows it can find, change or refuse to change.
 */
import fc from 'fast-check'
import type { JsonSchema } from './openapi-operations.ts'

export interface ValueContext {
  /** Ids of rows that exist (markets, searches, plans, users …). */
  ids: string[]
}

const FORMATS: Record<string, fc.Arbitrary<string>> = {
  uuid: fc.uuid(),
  email: fc.emailAddress(),
  'date-time': fc
    .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true })
    .map((d) => d.toISOString()),
  date: fc
    .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10)),
  uri: fc.webUrl(),
}

const QUESTIONS = [
  'Arsenal vs Chelsea',
  'three over 2.5 matches for today',
  'both teams to score this weekend',
  'who wins the premier league',
  'Liverpool v Everton correct score',
  'draws on saturday',
]

function stringFor(schema: JsonSchema, name: string, ctx: ValueContext): fc.Arbitrary<string> {
  if (schema.format && FORMATS[schema.format]) return FORMATS[schema.format] as fc.Arbitrary<string>
  const min = schema.minLength ?? 0
  const max = Math.min(schema.maxLength ?? 40, Math.max(min, 40))
  const plain = fc.string({ minLength: min, maxLength: max, unit: 'grapheme' })
  const candidates: fc.Arbitrary<string>[] = [plain]
  if (schema.pattern === '^[A-Za-z]{2}$') candidates.push(fc.constantFrom('US', 'GB', 'de', 'NG', 'ZZ'))
  else if (schema.pattern) candidates.push(fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length <= max))
  if (/id$/i.test(name) && ctx.ids.length > 0) candidates.push(fc.constantFrom(...ctx.ids), fc.constantFrom(...ctx.ids))
  if (/query|question/i.test(name)) candidates.push(fc.constantFrom(...QUESTIONS), fc.constantFrom(...QUESTIONS))
  if (/email/i.test(name)) candidates.push(fc.emailAddress())
  return fc.oneof(...candidates)
}

/** An arbitrary for values of `schema`; `name` is the property it fills (a hint for ids and questions). */
export function schemaValue(schema: JsonSchema, ctx: ValueContext, name = '', depth = 0): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const)
  if (schema.enum) return fc.constantFrom(...schema.enum)
  const variants = schema.anyOf ?? schema.oneOf
  if (variants && variants.length > 0) return fc.oneof(...variants.map((s) => schemaValue(s, ctx, name, depth)))
  if (schema.allOf && schema.allOf.length > 0) return schemaValue(schema.allOf[0] as JsonSchema, ctx, name, depth)
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type
  switch (type) {
    case 'string':
      return stringFor(schema, name, ctx)
    case 'integer':
      return fc.integer({
        min: Math.max(schema.minimum ?? -1000, Number.MIN_SAFE_INTEGER),
        max: Math.min(schema.maximum ?? 1000, Number.MAX_SAFE_INTEGER),
      })
    case 'number':
      return fc.double({
        min: schema.minimum ?? -1000,
        max: schema.maximum ?? 1000,
        noNaN: true,
        noDefaultInfinity: true,
      })
    case 'boolean':
      return fc.boolean()
    case 'null':
      return fc.constant(null)
    case 'array': {
      if (depth > 4) return fc.constant([])
      const minLength = schema.minItems ?? 0
      return fc.array(schemaValue(schema.items ?? {}, ctx, name, depth + 1), {
        minLength,
        maxLength: Math.min(schema.maxItems ?? 4, Math.max(minLength, 4)),
      })
    }
    case 'object':
      return objectOf(schema, ctx, depth)
    default:
      return fc.jsonValue({ maxDepth: 2 })
  }
}

function objectOf(schema: JsonSchema, ctx: ValueContext, depth: number): fc.Arbitrary<Record<string, unknown>> {
  if (depth > 4 || !schema.properties) return fc.constant({})
  const required = new Set(schema.required ?? [])
  const model: Record<string, fc.Arbitrary<unknown>> = {}
  for (const [key, value] of Object.entries(schema.properties)) model[key] = schemaValue(value, ctx, key, depth + 1)
  return fc.record(model, { requiredKeys: [...required] }) as fc.Arbitrary<Record<string, unknown>>
}
