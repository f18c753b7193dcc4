/**
 * Only one process may ever open a PGlite folder: a second one (another `npm start`,
 * `npm run db:migrate` or `npm run data:import` while the server runs) corrupted the files
 * ("could not locate a valid checkpoint record"). The lock is a file beside the folder,
 * created exclusively (O_EXCL) with the owner's pid. A lock whose process is gone (kill -9,
 * a crash) is stale and taken over; a live owner makes the second process stop with a
 * message that says who holds it and what to do.
 */
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs'

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
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600)
      writeSync(fd, `${process.pid}\n`)
      closeSync(fd)
      return held(file)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    const owner = ownerOf(file)
    if (owner !== null && owner !== process.pid && isAlive(owner)) throw new FolderLockedError(folder, owner)
    if (owner === process.pid) throw new FolderLockedError(folder, owner)
    // Stale (owner gone, or the file was left half-written): remove it and try again.
    rmSync(file, { force: true })
  }
  throw new Error(`Could not take the lock ${file}`)
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
