/**
 * The hostile half of the fuzzer: values, bodies, content types, query strings and paths that
 * a careless or malicious client sends. Each arbitrary says what it imitates.
 */
import fc from 'fast-check'

/** JSON nested `depth` levels deep, built as text (no recursion, any depth). */
export function nestedJsonText(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array'
    ? `${'['.repeat(depth)}1${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`
}

/** The same nesting as a value (built iteratively). */
export function nestedValue(depth: number, kind: 'array' | 'object'): unknown {
  let value: unknown = 'deep'
  for (let i = 0; i < depth; i++) value = kind === 'array' ? [value] : { a: value }
  return value
}

const hugeString = fc.constantFrom(10_000, 70_000, 200_000).map((n) => 'x'.repeat(n))
const nastyStrings = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFF\uD800',
  '\u202Eevil',
  '../../../../etc/passwd',
  "' OR 1=1 --",
  '"; drop table "user"; --',
  '<script>alert(1)</script>',
  `\${7*7}{{7*7}}`,
  '%00%2e%2e%2f',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  'null',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  '🇬🇧⚽️👨‍👩‍👧',
  'Ｆｕｌｌｗｉｄｔｈ',
  'a'.repeat(257),
  '\r\nX-Injected: 1',
)

/** A value of the wrong kind for whatever field it replaces. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: nastyStrings },
  { weight: 1, arbitrary: hugeString },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      null,
      true,
      false,
      0,
      -1,
      -0,
      1.5,
      2 ** 31,
      2 ** 53 + 2,
      1e308,
      -1e308,
      Number.MIN_VALUE,
    ),
  },
  { weight: 1, arbitrary: fc.constantFrom([], {}, [null], { length: 1 }, JSON.parse('{"__proto__":{"admin":true}}')) },
  { weight: 1, arbitrary: fc.constantFrom(10_000, 60_000).map((n) => Array.from({ length: n }, (_, i) => i)) },
  { weight: 1, arbitrary: fc.integer({ min: 20, max: 4000 }).map((d) => nestedValue(d, d % 2 ? 'array' : 'object')) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
)

/** Turns a well-formed body into a broken one: a field retyped, dropped or added, or the whole replaced. */
export function mutateBody(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.tuple(valid, hostileValue, fc.nat()).map(([body, bad, pick]) => {
      if (!isObject(body)) return bad
      const keys = Object.keys(body)
      if (keys.length === 0) return { ...body, unexpected: bad }
      return { ...body, [keys[pick % keys.length] as string]: bad }
    }),
    fc.tuple(valid, fc.nat()).map(([body, pick]) => {
      if (!isObject(body)) return body
      const keys = Object.keys(body)
      const drop = keys[pick % Math.max(1, keys.length)]
      return Object.fromEntries(Object.entries(body).filter(([k]) => k !== drop))
    }),
    fc
      .tuple(valid, fc.dictionary(fc.string({ maxLength: 12 }), hostileValue, { maxKeys: 3 }))
      .map(([body, extra]) => (isObject(body) ? { ...extra, ...body, ...extra } : extra)),
    hostileValue,
  )
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}

/** Bodies that are not JSON, or JSON the server must not swallow whole. */
export const rawBodyText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    '{',
    '{"a":',
    '{"a":1,}',
    "{'a':1}",
    'nul',
    '\uFEFF{"query":"x"}',
    '{"__proto__":{"admin":true}}',
    '{"constructor":{"prototype":{"admin":true}}}',
    '{"a":1}{"b":2}',
    '[1,2,3',
    '"unterminated',
    '\u0000\u0001\u0002',
    '{"a":"\\ud800"}',
    '{"a":"\\u0000"}',
    '1e999999',
    '-',
  ),
  fc
    .tuple(fc.constantFrom(33, 200, 5_000, 20_000, 120_000), fc.constantFrom<'array' | 'object'>('array', 'object'))
    .map(([depth, kind]) => nestedJsonText(kind === 'object' ? Math.min(depth, 50_000) : depth, kind)),
  fc.string({ maxLength: 200 }),
)

/** Content types: right, wrong, malformed, with charsets the JSON parser does not read. */
export const contentType: fc.Arbitrary<string | undefined> = fc.oneof(
  { weight: 6, arbitrary: fc.constant('application/json') },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      undefined,
      '',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=xyz',
      'application/xml',
      'application/json; charset=utf-16',
      'application/json; charset=latin1',
      'application/json; charset=',
      'application/json;;;',
      'APPLICATION/JSON',
      'application/vnd.api+json',
      'application/octet-stream',
      'a/b/c',
      '*/*',
      'application/json, text/plain',
    ),
  },
)

const evilSegment = fc.constantFrom(
  '..',
  '.',
  '%2e%2e',
  '%2E%2E%2F',
  '%2F',
  '%5C',
  '..%2F..%2F',
  '%00',
  '%',
  '%zz',
  '%C0%AE',
  '%E2%80%AE',
  ';x=1',
  '~',
  '%20',
  '*',
  'x'.repeat(5000),
)

/** encodeURIComponent that also takes lone surrogates (it throws on them), as their replacement character. */
export function encodePart(value: string): string {
  return encodeURIComponent(
    value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'),
  )
}

/** A path parameter value: a real id, a fresh uuid, garbage, or an encoded trick. */
export function pathValue(ids: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: ids.length > 0 ? fc.constantFrom(...ids) : fc.uuid() },
    { weight: 2, arbitrary: fc.uuid() },
    { weight: 2, arbitrary: evilSegment },
    { weight: 2, arbitrary: nastyStrings.map(encodePart) },
    { weight: 1, arbitrary: fc.string({ maxLength: 30 }).map(encodePart) },
  )
}

/** Rewrites a concrete path the way path-confusion attacks do (for the raw HTTP client). */
export const pathTrick: fc.Arbitrary<(path: string) => string> = fc.constantFrom(
  (p: string) => p,
  (p: string) => p.replace('/api/', '/api/x/../'),
  (p: string) => p.replace('/api/', '/api/./'),
  (p: string) => p.replace('/api/', '/api//'),
  (p: string) => p.replace(/\/([^/]*)$/, '/%2e%2e/$1'),
  (p: string) => p.replaceAll('/', '%2F').replace(/^%2F/, '/'),
  (p: string) => `${p}/`,
  (p: string) => `${p}//`,
  (p: string) => p.toUpperCase(),
  (p: string) => `${p};jsessionid=1`,
  (p: string) => `${p}%00`,
  (p: string) => `${p}/${'a'.repeat(3000)}`,
  (p: string) => `/${'a/'.repeat(2000)}..${p}`,
  (p: string) => `/../../..${p}`,
  (p: string) => `${p}?${'q=1&'.repeat(2000)}`,
  (p: string) => `${p}#fragment`,
  (p: string) => p.replace('/api', '/API'),
  (p: string) => p.replace('/api/', '/api/%61dmin/../'),
)

/** Extra query parameters: repeated, prototype-shaped, huge, wrongly typed. */
export const hostileQuery: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    'page=-1',
    'page=0',
    'page=1e9',
    'page=abc',
    'page=1&page=2',
    'pageSize=100000',
    'limit=-5',
    '__proto__[admin]=1',
    'constructor[prototype][admin]=1',
    'q=%00',
    'q=%',
    'country=ZZZ',
    'status=%27',
    'to=x%40example.com%00',
    'email=',
    `q=${'x'.repeat(20_000)}`,
    'a[]=1&a[]=2',
    '=&&=',
  ),
  fc
    .dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 20 }), { maxKeys: 3 })
    .map((d) => new URLSearchParams(d).toString()),
)
