/** `npm run db:migrate`: applies pending migrations and the idempotent seed, then exits. */
import { loadConfig } from '../config.ts'
import { openMigratedDatabase } from '../db/open.ts'
import { exitOnLockedFolder } from './exit-on-locked.ts'

const config = loadConfig()
const { database, applied } = await exitOnLockedFolder(() => openMigratedDatabase(config))
console.log(
  applied.length ? `Applied ${applied.length} migration(s): ${applied.join(', ')}` : 'Database is up to date.',
  `(${database.kind})`,
)
await database.close()
