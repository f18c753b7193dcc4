// The registry this project installs from lacks some platform builds that current packages list
// as optional dependencies (e.g. @biomejs/cli-darwin-arm64@2.6.8). `npm install` skips them and
// leaves them out of package-lock.json, and then `npm ci` refuses the lock ("Missing: … from lock
// file"). This script records each missing platform package in the lock with the os/cpu/libc its
// name states, so `npm ci` knows it is not for this machine and skips it. Run after `npm install`:
//   node scripts/lockfile-platform-optionals.mjs
import { readFileSync, writeFileSync } from 'node:fs'

const LOCK = new URL('../package-lock.json', import.meta.url)
const lock = JSON.parse(readFileSync(LOCK, 'utf8'))
const packages = lock.packages

const OS = ['android', 'darwin', 'win32', 'linux', 'freebsd', 'openbsd', 'netbsd', 'sunos', 'aix', 'openharmony']
const CPU = [
  ['arm64', 'arm64'],
  ['aarch64', 'arm64'],
  ['x64', 'x64'],
  ['x86_64', 'x64'],
  ['ia32', 'ia32'],
  ['riscv64', 'riscv64'],
  ['ppc64', 'ppc64'],
  ['s390x', 's390x'],
  ['loong64', 'loong64'],
  ['mips64el', 'mips64el'],
  ['wasm32', 'wasm32'],
  ['arm', 'arm'],
]

function platformOf(name) {
  const base = name.split('/').pop() ?? name
  const parts = base.split('-')
  const os = OS.find((o) => parts.includes(o))
  const cpu = CPU.find(([token]) => parts.includes(token))?.[1]
  const libc = parts.includes('musl')
    ? 'musl'
    : parts.includes('gnu') || parts.includes('gnueabihf')
      ? 'glibc'
      : undefined
  return { os, cpu, libc }
}

let added = 0
for (const [location, entry] of Object.entries(packages)) {
  for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const prefix = location ? `${location}/node_modules/` : 'node_modules/'
    if (packages[`${prefix}${dep}`] || packages[`node_modules/${dep}`]) continue
    const { os, cpu, libc } = platformOf(dep)
    if (!os && !cpu) continue // not a platform build: leave it to npm
    packages[`node_modules/${dep}`] = {
      version,
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      // Unknown parts stay unmatched on purpose, so the package is never fetched by mistake.
      os: [os ?? 'none'],
      cpu: [cpu ?? 'none'],
      ...(libc ? { libc: [libc] } : {}),
    }
    added++
  }
}
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
)
writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`)
console.log(`recorded ${added} platform-specific optional package(s) the registry does not serve`)
