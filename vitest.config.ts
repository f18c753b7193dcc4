import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

// One Vitest run, one project per workspace. The server project gets a fresh in-memory
// PGlite per test file (see apps/server/test/helpers); when DATABASE_URL is set the same
// tests run against a real PostgreSQL instead.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts'],
    // One worker per core. Vitest's default leaves a core for its main process (one worker on
    // the 2-core CI machines), but many server test files wait on child processes, sockets and
    // timers: with two workers the whole run took 138 s instead of 168 s there (decision 011).
    maxWorkers: availableParallelism(),
  },
})
