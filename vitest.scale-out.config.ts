import { defineConfig } from 'vitest/config'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * `npm run test:scale-out`: the server scaled out on real parts (two production instances on one
 * PostgreSQL, Redis, nginx; see scripts/lib/scale-out.ts). Needs PostgreSQL on 127.0.0.1:5432 (or
 * SCALE_OUT_POSTGRES_URL), Redis (REDIS_URL or 127.0.0.1:6379) and Debian's nginx. Not part of
 * `npm test`: the server project excludes test/scale-out. One stack serves every file, started once
 * in global setup; the files run one at a time, the one that kills an instance last.
 */
const LAST = 'kill-instance.test.ts'

class KillLastSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const name = (file: TestSpecification) => file.moduleId.split('/').pop() ?? ''
    return [...files].sort(
      (a, b) => Number(name(a) === LAST) - Number(name(b) === LAST) || name(a).localeCompare(name(b)),
    )
  }
}

export default defineConfig({
  test: {
    name: 'scale-out',
    environment: 'node',
    include: ['apps/server/test/scale-out/**/*.test.ts'],
    globalSetup: ['apps/server/test/scale-out/stack-setup.ts'],
    fileParallelism: false,
    sequence: { sequencer: KillLastSequencer },
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
})
