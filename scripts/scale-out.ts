/**
 * `npm run scale-out`: Pitchwise as it runs scaled out, on this machine. Two production
 * instances (SCALE_OUT_INSTANCES) on a new PostgreSQL database, Redis for the shared rate limits,
 * and a private nginx in front (SCALE_OUT_PORT, else a free port). Ctrl-C stops everything and
 * drops the database; set SCALE_OUT_DATABASE_URL to keep using a database of your own instead.
 * See docs/operations.md, "Scaling out".
 */
import { waitForFootball } from './lib/production-server.ts'
import { startScaleOut } from './lib/scale-out.ts'

const stack = await startScaleOut({
  instances: Number(process.env.SCALE_OUT_INSTANCES ?? 2),
  ...(process.env.SCALE_OUT_PORT ? { port: Number(process.env.SCALE_OUT_PORT) } : {}),
  ...(process.env.SCALE_OUT_DATABASE_URL ? { databaseUrl: process.env.SCALE_OUT_DATABASE_URL } : {}),
  // The server's own default schedule (production-server.ts turns it off for tests).
  env: { DATA_IMPORT_INTERVAL_MINUTES: process.env.DATA_IMPORT_INTERVAL_MINUTES ?? '360' },
  stdio: 'inherit',
})
console.log(`\nPitchwise behind nginx: ${stack.url}`)
for (const instance of stack.instances) console.log(`  ${instance.name}: ${instance.url} (pid ${instance.pid})`)
console.log(`  database: ${stack.databaseUrl}\n`)

let stopping = false
const stop = async () => {
  if (stopping) return
  stopping = true
  console.log('\nstopping nginx and the instances…')
  await stack.stop()
  process.exit(0)
}
process.on('SIGINT', () => void stop())
process.on('SIGTERM', () => void stop())

for (const instance of stack.instances) {
  const ms = await waitForFootball(instance.url, 600_000)
  console.log(`${instance.name}: football model ready after ${Math.round(ms / 1000)} s`)
}
console.log('Ready. Ctrl-C stops the stack.')
