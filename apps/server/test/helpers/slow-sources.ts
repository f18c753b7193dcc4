/**
 * A createSources module for the engine worker (engine-worker-host.ts) whose one source is a
 * small openfootball folder that is deliberately slow to load: it keeps its thread busy for
 * `busyMs`, as parsing the real 27 MB data set does. Tests use it to prove that a first import
 * never delays the server's own requests. When `gateFile` is given, the load then waits until
 * that file exists, so a test decides exactly when the model may become ready.
 */
import { existsSync } from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'
import { directorySource, type FootballSource } from '../../src/features/football/sources.ts'

export interface SlowSourcesArg {
  dir: string
  busyMs: number
  gateFile?: string
}

export function createSources({ dir, busyMs, gateFile }: SlowSourcesArg): FootballSource[] {
  const folder = directorySource(dir)
  return [
    {
      name: 'slow-test-folder',
      async load() {
        const until = Date.now() + busyMs
        // Synchronous on purpose: CPU-bound work, not a timer the event loop could serve around.
        while (Date.now() < until) Math.sqrt(Math.random())
        while (gateFile && !existsSync(gateFile)) await sleep(20)
        return folder.load()
      },
    },
  ]
}
