/**
 * The one place that chooses the database driver: PGlite (embedded PostgreSQL in a folder or
 * in memory) by default, a real PostgreSQL through node-postgres when DATABASE_URL is set.
 * Everything above this file talks to Kysely and never knows which one it got.
 */
import { PGlite } from '@electric-sql/pglite'
import { Kysely, PostgresDialect } from 'kysely'
import pg from 'pg'
import { lockFolder } from './folder-lock.ts'
import { PgliteDialect } from './pglite-dialect.ts'
import type { Database } from './schema.ts'

export type DriverKind = 'pglite' | 'postgres'

export interface DatabaseOptions {
  /** postgres://… — when set, PostgreSQL is used and dataDir is ignored. */
  databaseUrl?: string
  /** Folder for PGlite's files; `memory://` keeps everything in memory. */
  dataDir?: string
  /** PGlite only: start from a dumped data directory (tests clone a migrated snapshot). */
  loadDataDir?: Blob
  /**
   * PGlite only: use this already open in-memory instance instead of starting one; close() then
   * leaves it open for its owner (tests hand one reset database to one test file after another).
   */
  borrow?: PGlite
  /** PostgreSQL only: schema to put first on the search path (tests isolate runs this way). */
  schema?: string
  /** PostgreSQL only: pool size. */
  poolSize?: number
}

export interface DatabaseHandle {
  db: Kysely<Database>
  kind: DriverKind
  /** Runs a multi-statement SQL script in one transaction (migrations, seeds). */
  runScript(script: string): Promise<void>
  /**
   * Runs fn only if no other server instance holds the named lock, else returns undefined.
   * PostgreSQL: a session-level advisory lock on a dedicated connection. PGlite is one
   * process by construction, so an in-process flag is enough.
   */
  withExclusiveLock<T>(name: string, fn: () => Promise<T>): Promise<T | undefined>
  /** PostgreSQL only: connections in the pool (for /metrics). */
  poolStats?(): { total: number; idle: number; waiting: number }
  /** PGlite only: the embedded instance (tests dump it to clone fresh databases quickly). */
  pglite?: PGlite
  close(): Promise<void>
}

const DATE_OID = 1082
const INT8_OID = 20

/** Keep `date` as `YYYY-MM-DD` (no time-zone shifts) and counts as plain numbers on both drivers. */
const parsers = {
  [DATE_OID]: (value: string) => value,
  [INT8_OID]: (value: string) => Number(value),
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options) : openPglite(options)
}

async function openPglite(options: DatabaseOptions): Promise<DatabaseHandle> {
  const dataDir = options.dataDir ?? 'memory://'
  const borrowed = options.borrow
  // A folder is opened by one process only (folder-lock.ts); memory databases need no lock.
  const lock = borrowed || dataDir.startsWith('memory://') ? null : lockFolder(dataDir)
  let pglite: PGlite
  try {
    pglite =
      borrowed ??
      (await PGlite.create(dataDir, {
        parsers,
        ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
      }))
  } catch (error) {
    lock?.release()
    throw error
  }
  // A borrowed instance is reached through a proxy that close() revokes: anything still running
  // for this handle afterwards fails instead of writing into the owner's next use of it.
  const access = borrowed ? revocable(borrowed) : null
  const instance = access?.proxy ?? pglite
  const db = new Kysely<Database>({ dialect: new PgliteDialect(instance) })
  const held = new Set<string>()
  return {
    db,
    kind: 'pglite',
    pglite: instance,
    async runScript(script) {
      await instance.transaction(async (tx) => {
        await tx.exec(script)
      })
    },
    async withExclusiveLock(name, fn) {
      if (held.has(name)) return undefined
      held.add(name)
      try {
        return await fn()
      } finally {
        held.delete(name)
      }
    },
    async close() {
      // The dialect's driver closes the instance on destroy: a borrowed one stays open.
      if (access) return access.revoke()
      try {
        await db.destroy()
        await pglite.close().catch(() => {})
      } finally {
        lock?.release()
      }
    },
  }
}

/** `target` with its methods bound, usable until revoke(). */
function revocable<T extends object>(target: T): { proxy: T; revoke(): void } {
  return Proxy.revocable(target, {
    get(object, key) {
      const value = Reflect.get(object, key, object)
      return typeof value === 'function' ? value.bind(object) : value
    },
  })
}

async function openPostgres(databaseUrl: string, options: DatabaseOptions): Promise<DatabaseHandle> {
  pg.types.setTypeParser(DATE_OID, parsers[DATE_OID])
  pg.types.setTypeParser(INT8_OID, parsers[INT8_OID])
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: options.poolSize ?? 10,
    ...(options.schema ? { options: `-c search_path=${quoteIdent(options.schema)},public` } : {}),
  })
  if (options.schema) {
    const client = await pool.connect()
    try {
      await client.query(`create schema if not exists ${quoteIdent(options.schema)}`)
    } finally {
      client.release()
    }
  }
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
  return {
    db,
    kind: 'postgres',
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async runScript(script) {
      const client = await pool.connect()
      try {
        // A query without parameters uses the simple protocol, which accepts many statements.
        await client.query('begin')
        await client.query(script)
        await client.query('commit')
      } catch (error) {
        await client.query('rollback').catch(() => {})
        throw error
      } finally {
        client.release()
      }
    },
    async withExclusiveLock(name, fn) {
      const client = await pool.connect()
      try {
        const key = lockKey(`${options.schema ?? 'public'}:${name}`)
        const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [key])
        if (!rows[0]?.locked) return undefined
        try {
          return await fn()
        } finally {
          await client.query('select pg_advisory_unlock($1)', [key])
        }
      } finally {
        client.release()
      }
    },
    async close() {
      await db.destroy()
    },
  }
}

function quoteIdent(identifier: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(identifier)) throw new Error(`Invalid schema name: ${identifier}`)
  return `"${identifier}"`
}

/** 32-bit FNV-1a of the lock name: advisory locks take an integer key. */
function lockKey(name: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < name.length; i++) {
    hash ^= name.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash | 0
}
