/**
 * Test helper process: opens a PGlite folder, writes a marker row, says "ready" and keeps the
 * folder open until killed (what a running server does to its DATA_DIR).
 */
import { sql } from 'kysely'
import { openDatabase } from '../../src/db/database.ts'

const dataDir = process.argv[2]
if (!dataDir) throw new Error('usage: hold-database.ts <folder>')
const database = await openDatabase({ dataDir })
await sql`create table if not exists held_marker (note text)`.execute(database.db)
await sql`insert into held_marker values ('written by the holder')`.execute(database.db)
process.stdout.write('ready\n')
setInterval(() => {}, 60_000)
