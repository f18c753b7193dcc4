import { useRegisterSW } from 'virtual:pwa-register/react'

/**
 * Registers the service worker at /service-worker.js (scope /) and, when a new version has been
 * downloaded, offers 'A new version is available! Refresh to update.' with a Refresh button.
 */
export function UpdateBanner() {
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW({ immediate: true })
  if (!needRefresh) return null
  return (
    <div
      role="status"
      className="fixed inset-x-3 bottom-3 z-50 mx-auto flex max-w-xl items-center justify-between gap-3 rounded-2xl border border-pitch-500/30 bg-ink-900 px-4 py-3 text-sm text-white shadow-2xl"
    >
      <span>A new version is available! Refresh to update.</span>
      <button
        type="button"
        onClick={() => void updateServiceWorker(true)}
        className="rounded-lg bg-pitch-500 px-3 py-1.5 font-semibold text-ink-950 hover:bg-pitch-400"
      >
        Refresh
      </button>
    </div>
  )
}
