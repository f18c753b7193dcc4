import { defineProject } from 'vitest/config'

// Test files of a worker share the imported engine modules instead of importing them again per
// file (13 of 35 s of CPU for this project): the engine keeps no module state that a test
// changes, and no test mocks or stubs a module.
export default defineProject({
  test: { name: 'engine', environment: 'node', include: ['src/**/*.test.ts'], isolate: false },
})
