/**
 * Runs the football engine in a worker thread (engine-worker.ts). The main thread keeps only
 * database work, done in short statements, so pages, /api/health and sign-in answer within
 * milliseconds while the first import or a refit runs (docs/decisions/150-…).
 */

import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import type { MatchRecord } from '@pitchwise/engine'
import type { AnalysisResult } from '@pitchwise/engine/analysis-types'
import type { BrowseResult, FitSummary } from './engine-core.ts'
import type { BuiltDataset, EngineHost } from './engine-host.ts'
import { type EngineWorkerData, type FromWorker, MESSAGE_CHUNK, type ToWorker } from './engine-worker-protocol.ts'

type Distribute<T> = T extends unknown ? Omit<T, 'id'> : never

interface Pending {
  resolve(value: unknown): void
  reject(error: Error): void
  dataset?: BuiltDataset
}

export interface WorkerEngineOptions {
  /** file: URL of a module exporting createSources(arg); default: the configured sources. */
  sourcesModule?: string
  sourcesArg: unknown
  /** Called when the worker dies unexpectedly; the next call starts a new one (without a model). */
  onCrash?: (error: Error) => void
}

/**
 * The server runs TypeScript through tsx, and a worker does not inherit its loader (`--import tsx`
 * in execArgv is not applied to a worker's entry on Node 20): register tsx, then load the entry.
 */
const TSX_API = tsxEsmApi()
const WORKER_ENTRY = new URL('./engine-worker.ts', import.meta.url).href
const WORKER_BOOTSTRAP = `import(${JSON.stringify(TSX_API)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(WORKER_ENTRY)}) })`

/** tsx's ESM register API as a file URL (its package exports name it; require() would get the CJS one). */
function tsxEsmApi(): string {
  const manifest = createRequire(import.meta.url).resolve('tsx/package.json')
  const exportsMap = JSON.parse(readFileSync(manifest, 'utf8')).exports as Record<
    string,
    { import: { default: string } }
  >
  const entry = exportsMap['./esm/api']?.import.default
  if (!entry) throw new Error('tsx does not export ./esm/api')
  return pathToFileURL(path.join(path.dirname(manifest), entry)).href
}

export function workerEngineHost(options: WorkerEngineOptions): EngineHost {
  const data: EngineWorkerData = {
    sourcesModule: options.sourcesModule ?? new URL('./config-sources.ts', import.meta.url).href,
    sourcesArg: options.sourcesArg,
  }
  let worker: Worker | null = null
  let nextId = 1
  const pending = new Map<number, Pending>()

  function start(): Worker {
    const started = new Worker(WORKER_BOOTSTRAP, { eval: true, workerData: data })
    started.on('message', (message: FromWorker) => receive(message))
    started.on('error', (error) => fail(started, error))
    started.on('exit', (code) => fail(started, new Error(`the engine worker exited (code ${code})`)))
    return started
  }

  function fail(which: Worker, error: Error) {
    if (worker !== which) return
    worker = null
    for (const entry of pending.values()) entry.reject(error)
    pending.clear()
    options.onCrash?.(error)
  }

  function receive(message: FromWorker) {
    const entry = pending.get(message.id)
    if (!entry) return
    switch (message.type) {
      case 'dataset-head':
        entry.dataset = {
          source: message.source,
          files: message.files,
          covered: message.covered,
          dataset: { competitions: message.competitions, teams: message.teams, matches: [] },
          rows: { sources: message.rowSources, unmatched: message.unmatched, files: [] },
        }
        return
      case 'dataset-row-file':
        entry.dataset?.rows.files.push(message.file)
        return
      case 'dataset-matches':
        for (const match of message.matches) entry.dataset?.dataset.matches.push(match)
        return
      case 'done':
        pending.delete(message.id)
        return entry.resolve(entry.dataset ?? message.value)
      case 'failed':
        pending.delete(message.id)
        return entry.reject(new Error(message.message))
    }
  }

  function call<T>(message: Distribute<ToWorker>): Promise<T> {
    worker ??= start()
    const id = nextId++
    const target = worker
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject })
      target.postMessage({ ...message, id })
    })
  }

  return {
    canImport: true,
    buildDataset: () => call<BuiltDataset>({ type: 'build-dataset' }),
    beginWorld: (competitions, teams) => call<void>({ type: 'begin-world', competitions, teams }),
    async addMatches(matches: MatchRecord[]) {
      for (let i = 0; i < matches.length; i += MESSAGE_CHUNK)
        await call<void>({ type: 'add-matches', matches: matches.slice(i, i + MESSAGE_CHUNK) })
    },
    fit: (options) => call<FitSummary>({ type: 'fit', options }),
    analyze: (request) => call<AnalysisResult | null>({ type: 'analyze', request }),
    browse: (query) => call<BrowseResult | null>({ type: 'browse', query }),
    async close() {
      const stopping = worker
      worker = null
      for (const entry of pending.values()) entry.reject(new Error('the football service stopped'))
      pending.clear()
      await stopping?.terminate()
    },
  }
}
