/**
 * `npm run replay [-- --data DIR --seasons 2022-23,2023-24,2024-25 --competitions en.1,de.1,es.1,it.1,fr.1
 * --refit-days 7]`: computes the replay of earlier seasons shown apart on /track-record, walk-forward
 * with the code and defaults of `npm run eval`, and replaces the stored replay with it (decision 327).
 * The data folder is --data, else FOOTBALL_DATA_DIR (or the sibling ../shared/data/openfootball).
 */
import { loadDataDirectory } from '@pitchwise/engine/data/load-directory'
import { MODEL_VERSION } from '@pitchwise/engine/model/version'
import { loadConfig } from '../config.ts'
import { openMigratedDatabase } from '../db/open.ts'
import { EVAL_DEFAULTS, replayRows } from '../features/track-record/replay-from-backtest.ts'
import { storeReplay } from '../features/track-record/replay-store.ts'
import { exitOnLockedFolder } from './exit-on-locked.ts'

const args = new Map<string, string>()
const argv = process.argv.slice(2)
for (let i = 0; i < argv.length; i += 2) {
  const flag = argv[i] ?? ''
  const value = argv[i + 1]
  if (!flag.startsWith('--') || value === undefined) {
    console.error('usage: npm run replay [-- --data DIR --seasons A,B --competitions X,Y --refit-days N]')
    process.exit(2)
  }
  args.set(flag.slice(2), value)
}
const list = (name: string, fallback: string[]) => args.get(name)?.split(',') ?? fallback
const options = {
  competitions: list('competitions', EVAL_DEFAULTS.competitions),
  seasons: list('seasons', EVAL_DEFAULTS.seasons),
  refitDays: Number(args.get('refit-days') ?? EVAL_DEFAULTS.refitDays),
}

const config = loadConfig()
const dataDir = args.get('data') ?? config.FOOTBALL_DATA_DIR
if (!dataDir) {
  console.error('No data folder: pass --data DIR or set FOOTBALL_DATA_DIR (the folder `npm run eval` reads).')
  process.exit(2)
}
const started = performance.now()
const rows = replayRows(loadDataDirectory(dataDir).matches, options)
const computed = performance.now()
const { database } = await exitOnLockedFolder(() => openMigratedDatabase(config))
try {
  await storeReplay(database.db, rows, { ...options, modelVersion: MODEL_VERSION })
  const matches = new Set(rows.map((r) => r.match_id)).size
  console.log(
    `Replay of ${options.seasons.join(', ')} (${options.competitions.join(', ')}): ${matches} matches, ` +
      `${rows.length} predictions, computed in ${((computed - started) / 1000).toFixed(1)} s, ` +
      `stored in ${((performance.now() - computed) / 1000).toFixed(1)} s (${database.kind}).`,
  )
} finally {
  await database.close()
}
