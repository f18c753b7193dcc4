/**
 * `npm test`: every test, in the least wall time the machine allows.
 *
 * The unit and server tests (Vitest) leave part of the machine idle (tests that wait on child
 * processes, sockets and timers, and the run's tail), and so do the production build and the
 * e2e server's start (one core each: a fresh embedded database, migrations, the first football
 * import). So the build and then the e2e server run beside Vitest, and Playwright starts on a
 * server that is already up and, as a rule, done with its first import (decision 011, fifth
 * round). Playwright then runs alone, as before: its tests are the ones timed against a busy
 * browser.
 *
 * Same order of failure as `npm run test:unit && npm run test:e2e`: a red Vitest run stops here
 * with its exit code, and the e2e suite does not run.
 */
import { spawn } from 'node:child_process'
import { type E2eStack, startE2eStack } from '../e2e/helpers/e2e-stack.ts'
import { REPO_ROOT } from './lib/production-server.ts'

const started = performance.now()
const seconds = () => `${((performance.now() - started) / 1000).toFixed(0)} s`

interface Run {
  code: number
  /** What the command printed, when it was run quietly. */
  output: string
}

/** Runs `npm args`, printing as it goes, or (quiet) keeping its output for later. */
function npm(args: string[], { quiet = false, env = {} }: { quiet?: boolean; env?: Record<string, string> } = {}) {
  return new Promise<Run>((resolve, reject) => {
    const child = spawn('npm', args, {
      cwd: REPO_ROOT,
      env: { ...process.env, ...env },
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    })
    let output = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk
    })
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk
    })
    child.once('error', reject)
    child.once('exit', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }))
  })
}

/** The build, then the e2e stack on it (its football import goes on in the background). */
async function buildAndStartStack(): Promise<{ build: Run; stack: E2eStack | null; readyAt: string }> {
  const build = await npm(['run', 'build'], { quiet: true })
  if (build.code !== 0) return { build, stack: null, readyAt: seconds() }
  const stack = await startE2eStack()
  return { build, stack, readyAt: seconds() }
}

const prepared = buildAndStartStack().then(
  (value) => ({ ...value, error: null }),
  (error: unknown) => ({ build: null, stack: null, readyAt: seconds(), error }),
)

const unit = await npm(['run', 'test:unit'])
const { build, stack, readyAt, error } = await prepared
console.log(`\n== production build and e2e server (beside the unit tests; ready at ${readyAt})`)
if (build) process.stdout.write(build.output)

if (unit.code !== 0 || !stack) {
  await stack?.stop()
  if (error) console.error('The e2e server did not start:', error)
  process.exit(unit.code !== 0 ? unit.code : 1)
}

console.log('\n== e2e (Playwright)')
const e2e = await npm(['run', 'test', '-w', 'e2e'], {
  env: { E2E_BASE_URL: stack.baseUrl, E2E_STRIPE_URL: stack.stripeUrl },
}).finally(() => stack.stop())
console.log(`\n== npm test finished in ${seconds()}`)
process.exit(e2e.code)
