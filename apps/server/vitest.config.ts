import { defineProject } from 'vitest/config'

// Server tests: app.inject() against a fresh database per test file. PGlite by default (cloned
// from a migrated snapshot made once in global-setup), PostgreSQL in a fresh schema when
// DATABASE_URL is set.
export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The scale-out tests start real processes (two servers, nginx): `npm run test:scale-out`.
    exclude: ['test/scale-out/**'],
    globalSetup: ['test/helpers/global-setup.ts'],
    // Test files share the imported server modules within a worker instead of re-importing the
    // whole app (better-auth, Fastify, the engine) for every file: each file still builds its own
    // app on its own database, and the server keeps no module-level state between apps.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
