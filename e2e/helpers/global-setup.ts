/**
 * Starts the production server once for the whole run, exactly as `npm run serve` does
 * (NODE_ENV=production, tsx apps/server/src/server.ts, serving apps/web/dist), on a free
 * port with a throw-away DATA_DIR, and exposes its URL to the tests as E2E_BASE_URL.
 * The development outbox is switched on so tests can read emailed links.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '../..')

export default async function globalSetup() {
  if (process.env.E2E_BASE_URL) return // an already running server was given
  if (!existsSync(path.join(ROOT, 'apps/web/dist/index.html'))) {
    throw new Error('apps/web/dist is missing: run `npm run build` first (npm run test:e2e does)')
  }
  const port = await freePort()
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pitchwise-e2e-'))
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DEV_OUTBOX: 'true',
      ADMIN_EMAIL_DOMAIN: 'admin.pitchwise.test',
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      FOOTBALL_DATA_DIR: process.env.FOOTBALL_DATA_DIR ?? path.resolve(ROOT, '../shared/data/openfootball'),
      DATA_IMPORT_INTERVAL_MINUTES: '0',
      RATE_LIMIT_PER_MINUTE: '10000',
      AUTH_RATE_LIMIT_PER_15_MIN: '1000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const baseUrl = `http://127.0.0.1:${port}`
  await waitForHealth(baseUrl, child)
  process.env.E2E_BASE_URL = baseUrl
  return async () => {
    child.kill('SIGTERM')
    await new Promise((resolve) => child.once('exit', resolve))
    rmSync(dataDir, { recursive: true, force: true })
  }
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

async function waitForHealth(baseUrl: string, child: ChildProcess, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`)
    try {
      const res = await fetch(`${baseUrl}/api/health`)
      if (res.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  child.kill('SIGKILL')
  throw new Error(`server did not become healthy within ${timeoutMs} ms`)
}
