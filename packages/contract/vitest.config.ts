import { defineProject } from 'vitest/config'

// Schemas only, no module state: test files of a worker share the imported modules.
export default defineProject({
  test: { name: 'contract', environment: 'node', include: ['src/**/*.test.ts'], isolate: false },
})
