/** `npm run data:import`: imports football data from the configured sources and reports counts. */
import { loadConfig } from '../config.ts'
import { openMigratedDatabase } from '../db/open.ts'
import { runFootballImport } from '../features/football/run-import.ts'
import { footballSourcesFromConfig } from '../features/football/source-config.ts'
import { exitOnLockedFolder } from './exit-on-locked.ts'

const config = loadConfig()
const { database } = await exitOnLockedFolder(() => openMigratedDatabase(config))
const started = performance.now()
try {
  const run = await database.withExclusiveLock('football-import', () =>
    runFootballImport(database, footballSourcesFromConfig(config)),
  )
  if (!run) {
    console.log('Another instance is importing right now; nothing done.')
  } else {
    console.log(
      `${run.source}: ${run.files} files, ${run.competitions} competitions, ${run.teams} teams, ` +
        `${run.matchesAdded} matches added, ${run.matchesUpdated} updated, ` +
        `${run.matchesRemoved} fixtures no longer listed removed ` +
        `in ${Math.round(performance.now() - started)} ms (${database.kind}).`,
    )
    console.log(
      `Sealed predictions: ${run.scoring.scored} scored, ${run.scoring.voided} void (fixture postponed or abandoned), ` +
        `${run.scoring.errors} could not be scored (reasons on /admin/seals).`,
    )
    if (run.rows) {
      const { matched, unmatched, outside, filesWritten, filesUnchanged } = run.rows
      const rate = matched + unmatched > 0 ? ((100 * matched) / (matched + unmatched)).toFixed(2) : '-'
      console.log(
        `Statistics and prices: ${matched} rows joined to a match, ${unmatched} joined none (${rate} % matched), ` +
          `${outside} of seasons the match data does not hold; ${filesWritten} files written, ${filesUnchanged} unchanged.`,
      )
      for (const line of run.unmatchedRows) console.log(`  unmatched: ${line}`)
      if (unmatched > run.unmatchedRows.length)
        console.log(`  … and ${unmatched - run.unmatchedRows.length} more, listed on /admin/data`)
    }
  }
} finally {
  await database.close()
}
