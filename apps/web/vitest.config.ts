import react from '@vitejs/plugin-react'
import { defineProject } from 'vitest/config'

export default defineProject({
  plugins: [react()],
  resolve: {
    alias: { 'virtual:pwa-register/react': new URL('./src/testing/pwa-register.ts', import.meta.url).pathname },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    // One worker's test files share the imported modules (React, the router, the contract)
    // instead of importing them again for every file: about four times less CPU. setup.ts gives
    // each file empty storage and no cookies; tests unstub their globals themselves.
    isolate: false,
    // setup.ts lets findBy*/waitFor wait 5 s on a loaded machine; a test of several such steps
    // needs more than Vitest's default 5 s in all.
    testTimeout: 20_000,
  },
})
