import { Download, X } from 'lucide-react'
import { useEffect, useState } from 'react'
import { isStandalone } from './install-state.ts'

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

/** 'Install Pitchwise' when the browser offers installation; gone after the choice or when installed. */
export function InstallBanner() {
  const [promptEvent, setPromptEvent] = useState<BeforeInstallPromptEvent | null>(null)

  useEffect(() => {
    if (isStandalone()) return
    const onPrompt = (event: Event) => {
      event.preventDefault()
      setPromptEvent(event as BeforeInstallPromptEvent)
    }
    const onInstalled = () => setPromptEvent(null)
    window.addEventListener('beforeinstallprompt', onPrompt)
    window.addEventListener('appinstalled', onInstalled)
    return () => {
      window.removeEventListener('beforeinstallprompt', onPrompt)
      window.removeEventListener('appinstalled', onInstalled)
    }
  }, [])

  if (!promptEvent) return null
  return (
    <div className="fixed inset-x-3 bottom-3 z-40 mx-auto flex max-w-xl items-center gap-3 rounded-2xl border border-slate-200 bg-white px-4 py-3 shadow-2xl dark:border-white/10 dark:bg-ink-900">
      <img src="/icons/icon-192.png" alt="" className="size-10 rounded-xl" />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold text-slate-900 dark:text-white">Install Pitchwise</p>
        <p className="text-xs text-slate-600 dark:text-slate-400">Add to your home screen for quick access</p>
      </div>
      <button
        type="button"
        onClick={async () => {
          await promptEvent.prompt()
          await promptEvent.userChoice
          setPromptEvent(null)
        }}
        className="inline-flex items-center gap-1 rounded-lg bg-pitch-500 px-3 py-1.5 text-sm font-semibold text-ink-950 hover:bg-pitch-400"
      >
        <Download className="size-4" aria-hidden /> Install
      </button>
      <button
        type="button"
        aria-label="Dismiss install banner"
        onClick={() => setPromptEvent(null)}
        className="rounded-md p-1 text-slate-500 hover:bg-slate-100 dark:hover:bg-white/10"
      >
        <X className="size-4" aria-hidden />
      </button>
    </div>
  )
}
