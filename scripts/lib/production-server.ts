/**
 * Starts the production server the way `npm run serve` does (NODE_ENV=production,
 * tsx apps/server/src/server.ts, serving apps/web/dist) on a free loopback port with its own
 * DATA_DIR, for the e2e suite and the benchmarks, and stops it cleanly.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { freePort } from './free-port.ts'

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..')

export interface ProductionServer {
  baseUrl: string
  /** Milliseconds from spawn until /api/health answered 200. */
  startupMs: number
  dataDir: string
  /** The server process (scale-out tests kill one with SIGKILL). */
  pid: number
  /** Sends `signal` and resolves when the process has exited. */
  kill(signal: NodeJS.Signals): Promise<void>
  stop(options?: { keepData?: boolean }): Promise<void>
}

export interface StartOptions {
  /** Extra environment (overrides the defaults below). */
  env?: Record<string, string>
  /** Reuse a data folder (a warm start); otherwise a new temporary one. */
  dataDir?: string
  /** Where the server's output goes. */
  stdio?: 'inherit' | 'ignore'
  timeoutMs?: number
  /** Extra Node flags before the entry point, e.g. `--cpu-prof` for bench/profile-analyze.ts. */
  nodeArgs?: string[]
}

export async function startProductionServer(options: StartOptions = {}): Promise<ProductionServer> {
  const port = await freePort()
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'pitchwise-server-'))
  const started = performance.now()
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), '--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      DATA_IMPORT_INTERVAL_MINUTES: '0',
      ...options.env,
    },
    stdio: ['ignore', options.stdio ?? 'inherit', 'inherit'],
  })
  const baseUrl = `http://127.0.0.1:${port}`
  await waitForHealth(baseUrl, child, options.timeoutMs ?? 180_000)
  const startupMs = performance.now() - started
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve()
    else child.once('exit', () => resolve())
  })
  const kill = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal)
    await exited
  }
  return {
    baseUrl,
    startupMs,
    dataDir,
    pid: child.pid as number,
    kill,
    async stop({ keepData = false } = {}) {
      await kill('SIGTERM')
      if (!keepData && !options.dataDir) rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** Polls /api/health until the football model is fitted (football.ready). */
export async function waitForFootball(baseUrl: string, timeoutMs = 180_000): Promise<number> {
  const started = performance.now()
  while (performance.now() - started < timeoutMs) {
    const res = await fetch(`${baseUrl}/api/health`)
    const body = (await res.json()) as { football?: { ready: boolean } }
    if (body.football?.ready) return performance.now() - started
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error('the football model was not ready in time')
}

async function waitForHealth(baseUrl: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`)
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  child.kill('SIGKILL')
  throw new Error(`${baseUrl} did not become healthy within ${timeoutMs} ms`)
}
