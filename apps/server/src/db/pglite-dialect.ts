/**
 * Kysely dialect for PGlite (embedded PostgreSQL). Kysely ships one from 0.29 on, but 0.29 needs
 * Node.js 22 and this project runs on Node.js 20.19+ (decision 010); kysely 0.28 has none. When
 * the Node floor moves to 22, replace this file with `new PGliteDialect({ pglite })` from kysely.
 *
 * PGlite is one session in this process, so the driver hands out a single connection to one
 * holder at a time (a FIFO queue): a transaction keeps it from BEGIN to COMMIT and every other
 * query waits, exactly like a pool of size one. Transactions run inside `pglite.transaction()`,
 * PGlite's exclusive mode, so code that uses the PGlite instance directly (migration scripts,
 * data-dir dumps) can never interleave its statements with an open Kysely transaction.
 */
import type { PGlite, Transaction } from '@electric-sql/pglite'
import {
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely'

export class PgliteDialect implements Dialect {
  constructor(private readonly pglite: PGlite) {}
  createAdapter() {
    return new PostgresAdapter()
  }
  createDriver(): Driver {
    return new PgliteDriver(this.pglite)
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db)
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler()
  }
}

class PgliteDriver implements Driver {
  readonly #connection: PgliteConnection
  #held = false
  readonly #waiting: Array<() => void> = []

  constructor(private readonly pglite: PGlite) {
    this.#connection = new PgliteConnection(pglite)
  }

  async init() {
    await this.pglite.waitReady
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    if (this.#held) await new Promise<void>((resolve) => this.#waiting.push(resolve))
    this.#held = true
    return this.#connection
  }

  async releaseConnection() {
    const next = this.#waiting.shift()
    // Hand the connection straight to the next waiter so no newcomer can slip in between.
    if (next) next()
    else this.#held = false
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    await (connection as PgliteConnection).begin(settings)
  }

  async commitTransaction(connection: DatabaseConnection) {
    await (connection as PgliteConnection).end('commit')
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    await (connection as PgliteConnection).end('rollback')
  }

  async destroy() {
    if (!this.pglite.closed) await this.pglite.close()
  }
}

class PgliteConnection implements DatabaseConnection {
  #transaction: Transaction | undefined
  #finish: ((outcome: 'commit' | 'rollback') => void) | undefined
  #finished: Promise<void> | undefined

  constructor(private readonly pglite: PGlite) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const { rows, affectedRows } = await (this.#transaction ?? this.pglite).query<R>(query.sql, [...query.parameters], {
      rowMode: 'object',
    })
    return { rows, ...(affectedRows != null ? { numAffectedRows: BigInt(affectedRows) } : {}) }
  }

  // biome-ignore lint/correctness/useYield: PGlite returns whole results; Kysely requires the method.
  async *streamQuery(): AsyncIterableIterator<QueryResult<never>> {
    throw new Error('Streaming is not supported by PGlite')
  }

  /** Opens PGlite's exclusive transaction and keeps it open until `end` is called. */
  async begin(settings: TransactionSettings) {
    let started!: () => void
    const ready = new Promise<void>((resolve) => {
      started = resolve
    })
    this.#finished = this.pglite.transaction(async (tx) => {
      this.#transaction = tx
      if (settings.isolationLevel) await tx.query(`set transaction isolation level ${settings.isolationLevel}`)
      if (settings.accessMode) await tx.query(`set transaction ${settings.accessMode}`)
      started()
      const outcome = await new Promise<'commit' | 'rollback'>((resolve) => {
        this.#finish = resolve
      })
      if (outcome === 'rollback') await tx.rollback()
    })
    // A failure while starting (e.g. a bad isolation level) must reach the caller, not hang it.
    await Promise.race([ready, this.#finished])
  }

  async end(outcome: 'commit' | 'rollback') {
    const finished = this.#finished
    this.#finish?.(outcome)
    try {
      await finished
    } catch (error) {
      // A rollback reports nothing; a failed commit (e.g. an aborted transaction) is the caller's error.
      if (outcome === 'commit') throw error
    } finally {
      this.#transaction = undefined
      this.#finish = undefined
      this.#finished = undefined
    }
  }
}
