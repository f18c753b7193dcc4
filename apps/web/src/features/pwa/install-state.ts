/** Pure checks behind the install banners, kept apart so they can be tested without a browser. */

export function isStandalone(win: Window = window): boolean {
  return (
    win.matchMedia?.('(display-mode: standalone)').matches === true ||
    (win.navigator as Navigator & { standalone?: boolean }).standalone === true
  )
}

/** iPhone/iPad Safari (not Chrome or Firefox on iOS, which cannot add to the home screen the same way). */
export function isIosSafari(userAgent: string): boolean {
  const ios = /iPhone|iPad|iPod/.test(userAgent)
  const otherBrowser = /CriOS|FxiOS|EdgiOS|OPiOS/.test(userAgent)
  return ios && /Safari/.test(userAgent) && !otherBrowser
}

export const IOS_PROMPT_DISMISSED_KEY = 'iosPromptDismissed'
export const IOS_PROMPT_DELAY_MS = 2000
