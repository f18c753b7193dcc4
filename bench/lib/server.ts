/** Starts the production server (as `npm run serve` does) for a benchmark and stops it afterwards. */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

export const ROOT = path.resolve(import.meta.dirname, '../..')

export interface RunningServer {
  baseUrl: string
  /** Milliseconds from spawn until /api/health answered 200. */
  startupMs: number
  dataDir: string
  stop(options?: { keepData?: boolean }): Promise<void>
}

export async function startServer(env: Record<string, string> = {}, dataDir?: string): Promise<RunningServer> {
  const port = await freePort()
  const dir = dataDir ?? mkdtempSync(path.join(tmpdir(), 'pitchwise-bench-'))
  const started = performance.now()
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dir,
      LOG_LEVEL: 'warn',
      DATA_IMPORT_INTERVAL_MINUTES: '0',
      RATE_LIMIT_PER_MINUTE: '100000000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const baseUrl = `http://127.0.0.1:${port}`
  await waitFor(`${baseUrl}/api/health`, child)
  const startupMs = performance.now() - started
  return {
    baseUrl,
    startupMs,
    dataDir: dir,
    async stop(options = {}) {
      child.kill('SIGTERM')
      await new Promise((resolve) => child.once('exit', resolve))
      if (!options.keepData && !dataDir) rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** Polls until the football model is fitted (health reports football.ready). */
export async function waitForFootball(baseUrl: string, timeoutMs = 300_000): Promise<number> {
  const started = performance.now()
  while (performance.now() - started < timeoutMs) {
    const res = await fetch(`${baseUrl}/api/health`)
    const body = (await res.json()) as { football?: { ready: boolean } }
    if (body.football?.ready) return performance.now() - started
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error('football model not ready in time')
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      )
    })
  })
}

async function waitFor(url: string, child: ChildProcess, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`)
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not yet listening
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  child.kill('SIGKILL')
  throw new Error(`${url} did not answer within ${timeoutMs} ms`)
}
