import { useEffect } from 'react'

export const DEFAULT_TITLE = 'Pitchwise - AI Soccer Predictions & Match Analysis'
const SUFFIX = ' | Pitchwise'

/** The spec's title rule: the default title, or the page's title with ' | Pitchwise' appended when missing. */
export function formatPageTitle(title?: string): string {
  if (!title) return DEFAULT_TITLE
  return title.endsWith(SUFFIX) ? title : `${title}${SUFFIX}`
}

export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = formatPageTitle(title)
  }, [title])
}
