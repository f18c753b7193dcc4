/**
 * The process entry point and the only file that listens on a port: load config, open and
 * migrate the database, build the app, listen, and shut down gracefully on SIGINT/SIGTERM
 * (stop accepting, finish in-flight requests, close the database).
 */
import { buildApp } from './app.ts'
import { ConfigError, loadConfig } from './config.ts'
import { FolderLockedError } from './db/folder-lock.ts'
import { openMigratedDatabase } from './db/open.ts'
import { createFootballServiceFromConfig } from './features/football/create-from-config.ts'

const SHUTDOWN_GRACE_MS = 10_000

async function main() {
  let config: ReturnType<typeof loadConfig>
  try {
    config = loadConfig()
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }

  const started = performance.now()
  const { database, applied } = await openMigratedDatabase(config)
  const app = await buildApp({ config, database })
  const football = createFootballServiceFromConfig(config, database, app.log.child({ module: 'football' }))
  app.football = football
  app.log.info(
    { driver: database.kind, migrationsApplied: applied, startupMs: Math.round(performance.now() - started) },
    'database ready',
  )

  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down')
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long, exiting')
      process.exit(1)
    }, SHUTDOWN_GRACE_MS)
    timer.unref()
    try {
      await football.stop()
      await app.close()
      await database.close()
      process.exit(0)
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown')
      process.exit(1)
    }
  }
  process.on('SIGINT', () => void shutdown('SIGINT'))
  process.on('SIGTERM', () => void shutdown('SIGTERM'))

  await app.listen({ host: config.HOST, port: config.PORT })
  app.log.info({ url: config.PUBLIC_URL, readyMs: Math.round(performance.now() - started) }, 'Pitchwise is listening')
  // Import (first start only) and fit in the engine worker: the app serves pages meanwhile.
  void football.start()
}

main().catch((error) => {
  // A DATA_DIR held by another process is a clear refusal, not a crash.
  console.error(error instanceof FolderLockedError ? error.message : error)
  process.exit(1)
})
