/**
 * The operations of the server's own OpenAPI description (/api/openapi.json), with every
 * `$ref` resolved: what the fuzzer generates requests for. A route added with a schema is
 * fuzzed without anyone touching this suite (openapi-coverage.test.ts keeps every route in the
 * description).
 */

export type JsonSchema = {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
  enum?: unknown[]
  const?: unknown
  format?: string
  pattern?: string
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  minItems?: number
  maxItems?: number
  additionalProperties?: boolean | JsonSchema
  $ref?: string
  [key: string]: unknown
}

export interface Parameter {
  name: string
  in: 'path' | 'query' | 'header' | 'cookie'
  required: boolean
  schema: JsonSchema
}

export interface Operation {
  method: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** OpenAPI template, e.g. /api/markets/{id}. */
  path: string
  parameters: Parameter[]
  /** The JSON body's schema, or null when the operation takes none. */
  body: JsonSchema | null
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<string, { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>
  >
  components?: { schemas?: Record<string, JsonSchema> }
}

export function operationsOf(doc: OpenApiDocument): Operation[] {
  const operations: Operation[] = []
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const body = op.requestBody?.content?.['application/json']?.schema
      operations.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        parameters: (op.parameters ?? []).map((p) => ({ ...p, schema: resolve(p.schema, doc) })),
        body: body ? resolve(body, doc) : null,
      })
    }
  }
  return operations
}

/** The schema with its `$ref`s replaced by their targets (a repeated ref stops the descent). */
function resolve(schema: JsonSchema, doc: OpenApiDocument, seen: string[] = []): JsonSchema {
  if (schema.$ref) {
    if (seen.includes(schema.$ref)) return {}
    const name = schema.$ref.replace('#/components/schemas/', '')
    return resolve(doc.components?.schemas?.[name] ?? {}, doc, [...seen, schema.$ref])
  }
  const out: JsonSchema = { ...schema }
  if (schema.properties) {
    out.properties = Object.fromEntries(
      Object.entries(schema.properties).map(([key, value]) => [key, resolve(value, doc, seen)]),
    )
  }
  if (schema.items) out.items = resolve(schema.items, doc, seen)
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    const list = schema[key]
    if (list) out[key] = list.map((s) => resolve(s, doc, seen))
  }
  return out
}
