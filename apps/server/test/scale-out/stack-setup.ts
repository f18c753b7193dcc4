/**
 * Global setup of `npm run test:scale-out`: one stack for every file (scripts/lib/scale-out.ts),
 * two production instances started together on a new PostgreSQL database, Redis, nginx. The
 * football data is a copy of one real season in a temporary folder (the scheduled-import test
 * adds a fixture to it), imported at start and then on a 3-second schedule.
 */
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { waitForFootball } from '../../../../scripts/lib/production-server.ts'
import { startScaleOut } from '../../../../scripts/lib/scale-out.ts'
import {
  FREE_SEARCHES_ANON,
  FREE_SEARCHES_SIGNUP,
  IMPORT_INTERVAL_MINUTES,
  RATE_LIMIT_PER_MINUTE,
  SEASON_FILE,
  type StackInfo,
} from './stack.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    scaleOut: StackInfo
  }
}

const SHARED_DATA =
  process.env.FOOTBALL_DATA_DIR ?? path.resolve(import.meta.dirname, '../../../../../shared/data/openfootball')

export default async function setup(project: TestProject) {
  const folder = mkdtempSync(path.join(tmpdir(), 'pitchwise-scale-out-'))
  const dataDir = path.join(folder, 'openfootball')
  const emptyDir = path.join(folder, 'none')
  mkdirSync(path.join(dataDir, path.dirname(SEASON_FILE)), { recursive: true })
  mkdirSync(emptyDir)
  copyFileSync(path.join(SHARED_DATA, SEASON_FILE), path.join(dataDir, SEASON_FILE))

  const stack = await startScaleOut({
    env: {
      FOOTBALL_DATA_DIR: dataDir,
      FOOTBALL_EUROPE_DIR: emptyDir,
      FOOTBALL_DATA_ORG_TOKEN: '',
      DATA_IMPORT_INTERVAL_MINUTES: String(IMPORT_INTERVAL_MINUTES),
      DATA_VERSION_POLL_SECONDS: '1',
      FREE_SEARCHES_SIGNUP: String(FREE_SEARCHES_SIGNUP),
      FREE_SEARCHES_ANON: String(FREE_SEARCHES_ANON),
      RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT_PER_MINUTE),
    },
  })
  try {
    for (const instance of stack.instances) await waitForFootball(instance.url, 120_000)
  } catch (error) {
    await stack.stop()
    throw error
  }
  project.provide('scaleOut', {
    url: stack.url,
    databaseUrl: stack.databaseUrl,
    instances: stack.instances.map(({ name, url, pid }) => ({ name, url, pid })),
    seasonFile: path.join(dataDir, SEASON_FILE),
  })
  return async () => {
    await stack.stop()
    rmSync(folder, { recursive: true, force: true })
  }
}
