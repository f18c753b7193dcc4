/**
 * Only one process may ever open a PGlite folder: a second one (another `npm start`,
 * `npm run db:migrate` or `npm run data:import` while the server runs) corrupted the files
 * ("could not locate a valid checkpoint record"). The lock is a file beside the folder holding
 * the owner's pid, created atomically and exclusively (a hard link of a complete file). A lock
 * whose process is gone (kill -9, a crash) is stale and taken over by one process only
 * (takeOverStale); a live owner makes the second process stop with a message that says who
 * holds it and what to do.
 */
import { randomBytes } from 'node:crypto'
import { existsSync, linkSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'

export class FolderLockedError extends Error {
  constructor(
    readonly folder: string,
    readonly ownerPid: number,
  ) {
    super(
      `The database folder ${folder} is in use by another process (pid ${ownerPid}), most likely the running ` +
        'Pitchwise server. Only one process may open an embedded database: stop that process first, or run ' +
        'this against the server (imports run on its own schedule; migrations run when it starts).',
    )
    this.name = 'FolderLockedError'
  }
}

export interface FolderLock {
  release(): void
}

export function lockFileOf(folder: string): string {
  return `${folder.replace(/\/+$/, '')}.lock`
}

/** Takes the folder's lock or throws FolderLockedError; the lock is released by release() or at exit. */
export function lockFolder(folder: string): FolderLock {
  const file = lockFileOf(folder)
  // Our pid, written in full before the lock file exists: a reader never sees a half-written lock.
  const candidate = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`
  writeFileSync(candidate, `${process.pid}\n`, { mode: 0o600 })
  try {
    for (let attempt = 0; attempt < 200; attempt++) {
      if (linkExclusively(candidate, file)) return held(file)
      const owner = ownerOf(file)
      if (owner !== null && (owner === process.pid || isAlive(owner))) throw new FolderLockedError(folder, owner)
      if (owner === null && !existsSync(file)) continue // released meanwhile: try again
      const outcome = takeOverStale(file, candidate)
      if (outcome === 'taken') return held(file)
      if (outcome === 'busy') pause(5)
    }
    throw new Error(`Could not take the lock ${file}`)
  } finally {
    rmSync(candidate, { force: true })
  }
}

/**
 * Replaces a stale lock (its owner is gone) with ours, atomically and by one process only
 * (issue 30: two processes that both saw the dead owner both removed the file and both created
 * their own, the second over the first's). Take-overs go one at a time through a mutex file; in
 * it the owner is read again, and the lock file is replaced by rename, so it never disappears:
 * a process creating it meanwhile fails with EEXIST instead of slipping into a gap.
 */
function takeOverStale(file: string, candidate: string): 'taken' | 'busy' | 'retry' {
  const mutex = `${file}.takeover`
  if (!linkExclusively(candidate, mutex)) {
    // A take-over lasts microseconds: a mutex this old was left by a crash in the middle of one.
    if (ageMs(mutex) > STALE_TAKEOVER_MS) rmSync(mutex, { force: true })
    return 'busy'
  }
  try {
    if (!existsSync(file)) return 'retry' // released meanwhile: create it exclusively, not by rename
    const owner = ownerOf(file)
    if (owner !== null && (owner === process.pid || isAlive(owner))) return 'retry' // taken over before us
    renameSync(candidate, file)
    return 'taken'
  } finally {
    rmSync(mutex, { force: true })
  }
}

const STALE_TAKEOVER_MS = 10_000

/** Creates `target` as a hard link of a complete file: atomic, and EEXIST when it exists. */
function linkExclusively(source: string, target: string): boolean {
  try {
    linkSync(source, target)
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false
    throw error
  }
}

function ageMs(file: string): number {
  try {
    return Date.now() - statSync(file).mtimeMs
  } catch {
    return 0
  }
}

const sleeper = new Int32Array(new SharedArrayBuffer(4))
/** A short synchronous wait (opening a database is rare and already blocking). */
function pause(ms: number): void {
  Atomics.wait(sleeper, 0, 0, ms)
}

function held(file: string): FolderLock {
  let released = false
  const release = () => {
    if (released) return
    released = true
    process.off('exit', release)
    if (ownerOf(file) === process.pid) rmSync(file, { force: true })
  }
  process.on('exit', release)
  return { release }
}

function ownerOf(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10)
    return Number.isInteger(pid) && pid > 0 ? pid : null
  } catch {
    return null
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
