/**
 * `npm run seal:verify`: checks the chain of sealed predictions and prints the daily digests
 * (each UTC day's last row and its hash). With `-- --digest 2026-03-14=<hash>` (repeatable) it also
 * checks published digests against the chain: a published head that no longer matches means a
 * row sealed up to that day was changed or removed. Exits 1 on any mismatch.
 */
import { loadConfig } from '../config.ts'
import { openMigratedDatabase } from '../db/open.ts'
import { publishedDigestProblems, verifySealChain } from '../shared/seal/verify-chain.ts'
import { exitOnLockedFolder } from './exit-on-locked.ts'

const published = new Map<string, string>()
const args = process.argv.slice(2)
for (let i = 0; i < args.length; i++) {
  const [day, head] = (args[i] === '--digest' ? (args[++i] ?? '') : '').split('=')
  if (!day || !head) {
    console.error('usage: npm run seal:verify [-- --digest YYYY-MM-DD=<sha256 hex> …]')
    process.exit(2)
  }
  published.set(day, head)
}

const config = loadConfig()
const { database } = await exitOnLockedFolder(() => openMigratedDatabase(config))
try {
  const check = await verifySealChain(database.db)
  for (const d of check.days) console.log(`${d.day}  ${d.rows} sealed  up to #${d.lastSeq}  head ${d.head}`)
  const problems = [...(check.problem ? [check.problem] : []), ...publishedDigestProblems(check, published)]
  if (problems.length > 0) {
    for (const problem of problems) console.error(`MISMATCH: ${problem}`)
    process.exitCode = 1
  } else console.log(`Chain intact: ${check.rows} sealed predictions (${database.kind}).`)
} finally {
  await database.close()
}
