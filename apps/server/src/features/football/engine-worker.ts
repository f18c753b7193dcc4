/**
 * The engine worker thread's entry: receives the stored world, fits and answers (engine-core.ts),
 * and loads and builds import datasets from the sources its createSources module lists. Runs
 * beside the server's main thread so that none of this CPU work delays a request.
 */
import { parentPort, workerData } from 'node:worker_threads'
import { createEngineCore } from './engine-core.ts'
import { type EngineWorkerData, type FromWorker, MESSAGE_CHUNK, type ToWorker } from './engine-worker-protocol.ts'
import type { DataSource } from './sources.ts'

const port = parentPort
if (!port) throw new Error('engine-worker.ts runs only as a worker thread')
const { sourcesModule, sourcesArg } = workerData as EngineWorkerData
const core = createEngineCore()
let sources: DataSource[] | null = null

function post(message: FromWorker) {
  port?.postMessage(message)
}

async function handle(message: ToWorker): Promise<void> {
  switch (message.type) {
    case 'build-dataset': {
      if (!sources) {
        const module = (await import(sourcesModule)) as { createSources(arg: unknown): DataSource[] }
        sources = module.createSources(sourcesArg)
      }
      const built = await core.buildFrom(sources)
      const { competitions, teams, matches } = built.dataset
      post({
        id: message.id,
        type: 'dataset-head',
        source: built.source,
        files: built.files,
        covered: built.covered,
        competitions,
        teams,
        rowSources: built.rows.sources,
        unmatched: built.rows.unmatched,
      })
      for (let i = 0; i < matches.length; i += MESSAGE_CHUNK)
        post({ id: message.id, type: 'dataset-matches', matches: matches.slice(i, i + MESSAGE_CHUNK) })
      for (const file of built.rows.files) post({ id: message.id, type: 'dataset-row-file', file })
      post({ id: message.id, type: 'done' })
      return
    }
    case 'begin-world':
      core.beginWorld(message.competitions, message.teams)
      return post({ id: message.id, type: 'done' })
    case 'add-matches':
      core.addMatches(message.matches)
      return post({ id: message.id, type: 'done' })
    case 'fit':
      return post({ id: message.id, type: 'done', value: core.fit(message.options) })
    case 'analyze':
      return post({ id: message.id, type: 'done', value: core.analyze(message.request) })
    case 'browse':
      return post({ id: message.id, type: 'done', value: core.browse(message.query) })
  }
}

port.on('message', (message: ToWorker) => {
  handle(message).catch((error: unknown) =>
    post({
      id: message.id,
      type: 'failed',
      message: error instanceof Error ? (error.stack ?? error.message) : String(error),
    }),
  )
})
