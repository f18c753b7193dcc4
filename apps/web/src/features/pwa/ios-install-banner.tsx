import { Share, SquarePlus, X } from 'lucide-react'
import { useEffect, useState } from 'react'
import { IOS_PROMPT_DELAY_MS, IOS_PROMPT_DISMISSED_KEY, isIosSafari, isStandalone } from './install-state.ts'

/** iPhone Safari has no install prompt: two steps shown 2 s after load, dismissal kept for the session. */
export function IosInstallBanner() {
  const [visible, setVisible] = useState(false)

  useEffect(() => {
    if (!isIosSafari(navigator.userAgent) || isStandalone()) return
    if (sessionStorage.getItem(IOS_PROMPT_DISMISSED_KEY) === 'true') return
    const timer = setTimeout(() => setVisible(true), IOS_PROMPT_DELAY_MS)
    return () => clearTimeout(timer)
  }, [])

  if (!visible) return null
  return (
    <div className="fixed inset-x-3 bottom-3 z-40 mx-auto max-w-md rounded-2xl border border-slate-200 bg-white p-4 shadow-2xl dark:border-white/10 dark:bg-ink-900">
      <div className="flex items-start justify-between gap-3">
        <p className="text-sm font-semibold text-slate-900 dark:text-white">Install Pitchwise on your iPhone</p>
        <button
          type="button"
          aria-label="Dismiss"
          onClick={() => {
            sessionStorage.setItem(IOS_PROMPT_DISMISSED_KEY, 'true')
            setVisible(false)
          }}
          className="rounded-md p-1 text-slate-500 hover:bg-slate-100 dark:hover:bg-white/10"
        >
          <X className="size-4" aria-hidden />
        </button>
      </div>
      <ol className="mt-2 space-y-1.5 text-sm text-slate-600 dark:text-slate-300">
        <li className="flex items-center gap-2">
          1. Tap <Share className="size-4 text-sky-500" aria-label="Share" /> Share
        </li>
        <li className="flex items-center gap-2">
          2. Then <SquarePlus className="size-4" aria-hidden /> Add to Home Screen
        </li>
      </ol>
    </div>
  )
}
