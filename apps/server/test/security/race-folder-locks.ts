/**
 * Test helper process for the folder-lock race (issue 30): at agreed instants, tries to take the
 * lock of each of many folders whose lock a crashed process left behind, and prints which it got.
 * Several of these run at once; no folder may be taken by two of them.
 */
import { FolderLockedError, lockFolder } from '../../src/db/folder-lock.ts'

const [root, countText, startText, slotText] = process.argv.slice(2)
if (!root || !countText || !startText || !slotText)
  throw new Error('usage: race-folder-locks.ts <root> <count> <startMs> <slotMs>')
const count = Number(countText)
const start = Number(startText)
const slot = Number(slotText)
const taken: number[] = []
const sleeper = new Int32Array(new SharedArrayBuffer(4))

for (let i = 0; i < count; i++) {
  const at = start + i * slot
  // Sleep most of the wait, then spin, so every process tries the same folder at the same moment.
  while (at - Date.now() > 2) Atomics.wait(sleeper, 0, 0, 1)
  while (Date.now() < at) {}
  try {
    lockFolder(`${root}/folder-${i}`)
    taken.push(i)
  } catch (error) {
    if (!(error instanceof FolderLockedError)) throw error
  }
}
process.stdout.write(`${JSON.stringify(taken)}\n`)
