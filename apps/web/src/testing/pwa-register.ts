/**
 * Stand-in for vite-plugin-pwa's virtual module in unit tests, where the plugin (which
 * generates it at build time) does not run. The real registration is covered by the e2e suite.
 */
import { useState } from 'react'

export function useRegisterSW() {
  return {
    needRefresh: useState(false),
    offlineReady: useState(false),
    updateServiceWorker: async () => {},
  }
}
