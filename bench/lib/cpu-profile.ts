/**
 * A V8 .cpuprofile reduced to what issue 36 asks: self time by area of the server, and the
 * heaviest functions, within a time window (the load, not the start-up).
 */

interface CallFrame {
  functionName: string
  url: string
  lineNumber: number
}
interface ProfileNode {
  id: number
  callFrame: CallFrame
  children?: number[]
}
export interface CpuProfile {
  nodes: ProfileNode[]
  startTime: number
  samples: number[]
  timeDeltas: number[]
}

/** The area a frame belongs to; the first rule that matches wins. */
const AREAS: [string, (frame: CallFrame) => boolean][] = [
  ['idle (waiting on the network or the database)', (f) => f.functionName === '(idle)'],
  ['garbage collection', (f) => f.functionName === '(garbage collector)'],
  ['program (V8, compiled code outside JS)', (f) => f.functionName === '(program)'],
  ['engine: parser', (f) => /packages\/engine\/src\/parser\//.test(f.url)],
  ['engine: report writing', (f) => /packages\/engine\/src\/report\//.test(f.url)],
  ['engine: other', (f) => /packages\/engine\/src\//.test(f.url)],
  ['contract (zod schemas)', (f) => /packages\/contract\//.test(f.url) || /node_modules\/zod\//.test(f.url)],
  ['server: search feature', (f) => /apps\/server\/src\/features\/search\//.test(f.url)],
  ['server: football feature', (f) => /apps\/server\/src\/features\/football\//.test(f.url)],
  ['server: other app code', (f) => /apps\/server\/src\//.test(f.url)],
  [
    'database driver (pg / PGlite)',
    (f) => /node_modules\/(pg|pg-protocol|pg-pool|pg-types|@electric-sql)\//.test(f.url),
  ],
  ['query builder (kysely)', (f) => /node_modules\/kysely\//.test(f.url)],
  ['logging (pino)', (f) => /node_modules\/(pino|pino-std-serializers|sonic-boom|fast-redact)\//.test(f.url)],
  [
    'fastify and its plugins',
    (f) => /node_modules\/(fastify|@fastify|fastify-[a-z-]+|find-my-way|avvio|light-my-request)\//.test(f.url),
  ],
  ['serialisation (fast-json-stringify)', (f) => /node_modules\/fast-json-stringify\//.test(f.url)],
  ['better-auth', (f) => /node_modules\/(better-auth|@better-auth)\//.test(f.url)],
  ['other npm packages', (f) => /node_modules\//.test(f.url)],
  ['node: http and net', (f) => /^node:(_http|http|net|stream|internal\/streams|internal\/http)/.test(f.url)],
  ['node: zlib and crypto', (f) => /^node:(zlib|crypto|internal\/crypto)/.test(f.url)],
  ['node: other', (f) => f.url.startsWith('node:')],
  ['JSON, RegExp and built-ins', (f) => f.url === ''],
]

export function summariseProfile(profile: CpuProfile, window: { from: number; to: number }): string[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const self = new Map<number, number>()
  let t = profile.startTime
  let total = 0
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i] ?? 0
    if (t < window.from || t > window.to) continue
    const delta = profile.timeDeltas[i + 1] ?? 0
    const id = profile.samples[i] as number
    self.set(id, (self.get(id) ?? 0) + delta)
    total += delta
  }
  const areas = new Map<string, number>()
  const functions = new Map<string, number>()
  for (const [id, micros] of self) {
    const frame = (byId.get(id) as ProfileNode).callFrame
    const area = AREAS.find(([, matches]) => matches(frame))?.[0] ?? 'other'
    areas.set(area, (areas.get(area) ?? 0) + micros)
    const name = `${frame.functionName || '(anonymous)'}  ${shortUrl(frame.url)}:${frame.lineNumber + 1}`
    functions.set(name, (functions.get(name) ?? 0) + micros)
  }
  const busy = total - (areas.get(AREAS[0]?.[0] as string) ?? 0)
  const pct = (micros: number) => `${((100 * micros) / total).toFixed(1).padStart(5)} %`
  const lines = [
    `profiled ${(total / 1e6).toFixed(1)} s of the server's main thread, busy ${pct(busy)}`,
    '',
    'by area (self time):',
  ]
  for (const [area, micros] of [...areas].sort((a, b) => b[1] - a[1])) lines.push(`  ${pct(micros)}  ${area}`)
  lines.push('', 'heaviest functions (self time):')
  for (const [name, micros] of [...functions].sort((a, b) => b[1] - a[1]).slice(0, 40))
    lines.push(`  ${pct(micros)}  ${name}`)
  return lines
}

function shortUrl(url: string): string {
  const at = url.lastIndexOf('node_modules/')
  if (at >= 0) return url.slice(at + 'node_modules/'.length)
  const repo = url.indexOf('/apps/') >= 0 ? url.indexOf('/apps/') : url.indexOf('/packages/')
  return repo >= 0 ? url.slice(repo + 1) : url
}
