/**
 * Pitchwise scaled out on real parts: N production server instances (2 by default) on one
 * PostgreSQL database, sharing rate limits through Redis, behind a private nginx (nginx.ts). What
 * `npm run scale-out` starts for a person, and what the scale-out tests and bench start for
 * themselves. Each stack gets a new database (created here, dropped on stop) unless it is given one.
 */
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { freePort } from './free-port.ts'
import { startNginx } from './nginx.ts'
import { type ProductionServer, startProductionServer } from './production-server.ts'

export const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test'
export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379'

export interface ScaleOutOptions {
  /** How many server instances (default 2). */
  instances?: number
  /**
   * A PostgreSQL server on which to create this stack's own new database (dropped on stop).
   * Default: SCALE_OUT_POSTGRES_URL, else DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test.
   */
  postgresUrl?: string
  /** Use this existing database as it is instead (nothing is created or dropped). */
  databaseUrl?: string
  /** The shared rate-limit store; default REDIS_URL, else redis://127.0.0.1:6379. */
  redisUrl?: string
  /** Extra environment for every instance (overrides the stack's settings). */
  env?: Record<string, string>
  /** nginx's port; a free one when unset. */
  port?: number
  /** Where the instances' output goes. */
  stdio?: 'inherit' | 'ignore'
}

export interface ScaleOutInstance {
  name: string
  /** The instance itself, bypassing nginx. */
  url: string
  pid: number
  kill(signal: NodeJS.Signals): Promise<void>
}

export interface ScaleOutStack {
  /** nginx: where clients go. */
  url: string
  databaseUrl: string
  instances: ScaleOutInstance[]
  stop(): Promise<void>
}

export async function startScaleOut(options: ScaleOutOptions = {}): Promise<ScaleOutStack> {
  const count = options.instances ?? 2
  const port = options.port ?? (await freePort())
  const url = `http://127.0.0.1:${port}`
  const database = options.databaseUrl
    ? { url: options.databaseUrl, drop: async () => {} }
    : await createDatabase(
        options.postgresUrl ?? process.env.SCALE_OUT_POSTGRES_URL ?? process.env.DATABASE_URL ?? DEFAULT_POSTGRES_URL,
      )
  const servers: ProductionServer[] = []
  let nginx: Awaited<ReturnType<typeof startNginx>> | undefined
  const stop = async () => {
    await nginx?.stop()
    await Promise.all(servers.map((server) => server.stop()))
    await database.drop()
  }
  try {
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL: options.redisUrl ?? process.env.REDIS_URL ?? DEFAULT_REDIS_URL,
      // One secret for all, or a session signed by one instance is refused by the others.
      AUTH_SECRET: randomBytes(32).toString('base64url'),
      // Emailed links point at nginx, not at whichever instance sent the mail.
      PUBLIC_URL: url,
      // nginx runs on this machine: trust loopback proxies for X-Forwarded-For.
      TRUST_PROXY: '127.0.0.1',
      ...options.env,
    }
    // All at once, as after a deploy: migrations, the seed and the first import must cope.
    const started = await Promise.allSettled(
      Array.from({ length: count }, () => startProductionServer({ env, stdio: options.stdio ?? 'ignore' })),
    )
    for (const result of started) if (result.status === 'fulfilled') servers.push(result.value)
    const failed = started.find((result) => result.status === 'rejected')
    if (failed) throw failed.reason
    nginx = await startNginx({ port, upstreams: servers.map((server) => new URL(server.baseUrl).host) })
  } catch (error) {
    await stop()
    throw error
  }
  return {
    url,
    databaseUrl: database.url,
    instances: servers.map((server, i) => ({
      name: `instance ${i + 1}`,
      url: server.baseUrl,
      pid: server.pid,
      kill: (signal) => server.kill(signal),
    })),
    stop,
  }
}

/** A new, empty database on the server of `postgresUrl`; `drop` removes it (closing what still uses it). */
async function createDatabase(postgresUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `pitchwise_scaleout_${randomBytes(5).toString('hex')}`
  const admin = new pg.Client({ connectionString: postgresUrl })
  await admin.connect()
  try {
    await admin.query(`create database ${name}`)
  } finally {
    await admin.end()
  }
  const target = new URL(postgresUrl)
  target.pathname = `/${name}`
  return {
    url: target.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: postgresUrl })
      await client.connect()
      try {
        await client.query(`drop database if exists ${name} with (force)`)
      } finally {
        await client.end()
      }
    },
  }
}
