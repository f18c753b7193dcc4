import { defineConfig } from 'vitest/config'

// One Vitest run, one project per workspace. The server project gets a fresh in-memory
// PGlite per test file (see apps/server/test/helpers); when DATABASE_URL is set the same
// tests run against a real PostgreSQL instead.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts'],
  },
})
