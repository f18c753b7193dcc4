/** The benchmarks start the production server through the same helper as the e2e suite. */
import {
  type ProductionServer,
  REPO_ROOT,
  startProductionServer,
  waitForFootball,
} from '../../scripts/lib/production-server.ts'

export const ROOT = REPO_ROOT
export { waitForFootball }
export type RunningServer = ProductionServer

/** A server for load: quiet logs and request limits far above what a benchmark sends. */
export function startServer(
  env: Record<string, string> = {},
  dataDir?: string,
  nodeArgs?: string[],
): Promise<RunningServer> {
  return startProductionServer({
    env: { RATE_LIMIT_PER_MINUTE: '100000000', ...env },
    stdio: 'ignore',
    ...(dataDir ? { dataDir } : {}),
    ...(nodeArgs ? { nodeArgs } : {}),
  })
}
