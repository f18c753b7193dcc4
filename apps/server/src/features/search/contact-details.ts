/**
 * Text that may reach someone: an e-mail address, a phone number, a web address or a social
 * handle. The public popular list never shows a wording with one (issue 30), however many people
 * typed it. Deliberately wide: a football question never needs one, and a wording left out of the
 * list costs nothing, while one published wrongly tells strangers how to reach a person.
 */

const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]{2,}|\S+\s*[([{]\s*at\s*[)\]}]\s*\S+/i
/** A scheme, `www.`, or a name ending in a common top-level domain ("my-tips.com", "t.me/…"). */
const WEB_ADDRESS =
  /\b[a-z][a-z0-9+.-]*:\/\/|\bwww\.|\b[a-z0-9-]+\.(?:com|net|org|info|biz|io|co|me|app|xyz|link|ly|gg|bet|tv|uk|de|fr|es|it|nl|ng|ke|gh|za|in|ru|example)\b/i
/** @name of X, Instagram, Telegram and the like. */
const HANDLE = /(?:^|[\s(])@[a-z0-9_.]{2,}/i
/** Seven digits or more in one run, whatever separates them: "+44 7700 900123", "0803-123-4567". */
const PHONE = /\d(?:[\s().+/-]*\d){6,}/
/** Dates and seasons, set aside before counting digits: "2026-03-14", "14/03/2026", "2025/26". */
const DATE_OR_SEASON = /\b(?:\d{4}-\d{2}-\d{2}|\d{1,2}[/.]\d{1,2}[/.]\d{2,4}|\d{4}\/\d{2,4})\b/g

export function containsContactDetails(text: string): boolean {
  // Full-width and other compatibility forms read as their ASCII letters and digits.
  const plain = text.normalize('NFKC')
  return (
    EMAIL.test(plain) || WEB_ADDRESS.test(plain) || HANDLE.test(plain) || PHONE.test(plain.replace(DATE_OR_SEASON, ' '))
  )
}
