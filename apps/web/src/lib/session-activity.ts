/**
 * What the reality check reports (decision 313): the active time and the searches used in this
 * tab's signed-in session. Kept in session storage under the session id that signing in starts
 * (auth-storage.ts), so a new sign-in or a new tab starts from zero and a reload keeps counting.
 */
import { authStorage } from './auth-storage.ts'

const KEY = 'pw.sessionActivity'

interface Activity {
  session: string | null
  activeMs: number
  searches: number
}

function read(): Activity {
  const session = authStorage.getSessionId()
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Activity | null
    if (stored && stored.session === session) return stored
  } catch {
    // Unreadable storage: start again.
  }
  return { session, activeMs: 0, searches: 0 }
}

function write(activity: Activity): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(activity))
  } catch {
    // Storage full or blocked: the reminder still works for this page's life.
  }
}

export const sessionActivity = {
  read,
  /** A search that used one of the account's searches (a charged answer). */
  countSearch(): void {
    const activity = read()
    write({ ...activity, searches: activity.searches + 1 })
  },
  /** Adds active time (the tab visible) and answers the new total. */
  addActiveTime(ms: number): number {
    const activity = read()
    const activeMs = activity.activeMs + ms
    write({ ...activity, activeMs })
    return activeMs
  },
}
