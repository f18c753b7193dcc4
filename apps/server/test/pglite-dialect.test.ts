/**
 * The project's own Kysely dialect for PGlite (src/db/pglite-dialect.ts): a transaction commits or
 * rolls back as a whole, concurrent transactions never interleave, a failing statement's error
 * reaches the caller, and a script run directly on PGlite waits for an open Kysely transaction.
 */
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DatabaseHandle, openDatabase } from '../src/db/database.ts'

let handle: DatabaseHandle
beforeAll(async () => {
  handle = await openDatabase({ dataDir: 'memory://' })
  await handle.runScript('create table t (id int primary key, v text not null); create table log (entry text)')
})
afterAll(() => handle.close())

const rows = async () => (await sql<{ id: number; v: string }>`select id, v from t order by id`.execute(handle.db)).rows

describe('PGlite dialect', () => {
  it('commits every statement of a transaction together', async () => {
    await handle.db.transaction().execute(async (trx) => {
      await sql`insert into t values (1, 'a')`.execute(trx)
      await sql`insert into t values (2, 'b')`.execute(trx)
    })
    expect(await rows()).toEqual([
      { id: 1, v: 'a' },
      { id: 2, v: 'b' },
    ])
  })

  it('rolls back everything when the callback throws, and reports the error', async () => {
    const attempt = handle.db.transaction().execute(async (trx) => {
      await sql`insert into t values (3, 'c')`.execute(trx)
      throw new Error('changed my mind')
    })
    await expect(attempt).rejects.toThrow('changed my mind')
    expect((await rows()).map((r) => r.id)).toEqual([1, 2])
  })

  it('passes a failing statement to the caller and keeps nothing of its transaction', async () => {
    const attempt = handle.db.transaction().execute(async (trx) => {
      await sql`insert into t values (4, 'd')`.execute(trx)
      await sql`insert into t values (1, 'duplicate')`.execute(trx)
    })
    await expect(attempt).rejects.toThrow(/duplicate key/)
    expect((await rows()).map((r) => r.id)).toEqual([1, 2])
    // The connection is usable afterwards.
    expect(await rows()).toHaveLength(2)
  })

  it('reports affected rows', async () => {
    const result = await handle.db
      .updateTable('t' as never)
      .set({ v: 'z' } as never)
      .executeTakeFirst()
    expect(result.numUpdatedRows).toBe(2n)
  })

  it('runs concurrent transactions one after another, never interleaved', async () => {
    await sql`delete from log`.execute(handle.db)
    const work = (name: string) =>
      handle.db.transaction().execute(async (trx) => {
        await sql`insert into log values (${`${name} start`})`.execute(trx)
        await new Promise((resolve) => setTimeout(resolve, 5))
        await sql`insert into log values (${`${name} end`})`.execute(trx)
      })
    await Promise.all(['a', 'b', 'c', 'd'].map(work))
    const entries = (await sql<{ entry: string }>`select entry from log`.execute(handle.db)).rows.map((r) => r.entry)
    expect(entries).toHaveLength(8)
    for (let i = 0; i < entries.length; i += 2) {
      expect(entries[i]?.replace(' start', '')).toBe(entries[i + 1]?.replace(' end', ''))
    }
  })

  it('makes a script run directly on PGlite wait for an open Kysely transaction', async () => {
    let release!: () => void
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    const transaction = handle.db.transaction().execute(async (trx) => {
      await sql`insert into t values (10, 'in transaction')`.execute(trx)
      await held
      await sql`update t set v = 'committed' where id = 10`.execute(trx)
    })
    await new Promise((resolve) => setTimeout(resolve, 10))
    const script = handle.runScript("update t set v = 'script' where id = 10")
    await new Promise((resolve) => setTimeout(resolve, 10))
    release()
    await Promise.all([transaction, script])
    // The script ran after the commit, so it saw (and overwrote) the committed row.
    expect((await rows()).find((r) => r.id === 10)?.v).toBe('script')
  })

  it('honours an isolation level', async () => {
    const level = await handle.db
      .transaction()
      .setIsolationLevel('serializable')
      .execute(
        async (trx) =>
          (await sql<{ transaction_isolation: string }>`show transaction_isolation`.execute(trx)).rows[0]
            ?.transaction_isolation,
      )
    expect(level).toBe('serializable')
  })
})
