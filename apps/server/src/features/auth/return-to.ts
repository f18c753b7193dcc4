/**
 * The page a person asked to sign in from travels inside the emailed links (verification, magic
 * link, reset) so the web app can bring them back there (issue 15). The web pages send it to
 * better-auth as `callbackURL` / `redirectTo`; better-auth checks it against the trusted origins
 * and writes it into the library link it hands our mail callbacks. We read it back from there
 * and keep it only when it is a path on this site: an absolute URL, even of a trusted origin,
 * never reaches a mail.
 */
import { isSafeReturnPath } from '@pitchwise/contract'

/** `{ returnTo }` for webLink's parameters, or nothing when the library link carries no usable page. */
export function returnToFromLibraryLink(libraryLink: string | undefined): { returnTo?: string } {
  if (!libraryLink) return {}
  let target: string | null
  try {
    target = new URL(libraryLink).searchParams.get('callbackURL')
  } catch {
    return {}
  }
  // '/' is where every link lands anyway; leaving it out keeps the usual mail link short.
  return target && target !== '/' && isSafeReturnPath(target) ? { returnTo: target } : {}
}
