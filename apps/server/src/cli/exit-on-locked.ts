/**
 * For the command-line tools: a database folder held by a running server is an expected
 * refusal, not a crash, so print its message without a stack trace and exit 1.
 */
import { FolderLockedError } from '../db/folder-lock.ts'

export async function exitOnLockedFolder<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (error instanceof FolderLockedError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
}
