/**
 * The architecture boundaries `npm run lint` enforces (decision 008) really fail on a violation:
 * the repository's own dependency-cruiser and Biome configurations run on small seeded trees
 * laid out like the apps, one clean, one per kind of violation.
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../..')
const DEPCRUISE = join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs')
const BIOME = join(ROOT, 'node_modules/@biomejs/biome/bin/biome')

const created: string[] = []
afterAll(() => {
  for (const dir of created) rmSync(dir, { recursive: true, force: true })
})

/** Writes `files` (path → source) into a fresh folder and returns it. */
function tree(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'pitchwise-boundaries-'))
  created.push(dir)
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), source)
  }
  return dir
}

function cruise(dir: string) {
  const run = spawnSync(
    process.execPath,
    [DEPCRUISE, 'apps', '--config', join(ROOT, '.dependency-cruiser.cjs'), '--output-type', 'err'],
    { cwd: dir, encoding: 'utf8' },
  )
  return { status: run.status, output: `${run.stdout}${run.stderr}` }
}

const exported = (name: string) => `export const ${name} = 1\n`

/** A tree that follows every rule: app → features → shared, server features → shared. */
const CLEAN: Record<string, string> = {
  'apps/web/src/lib/api.ts': exported('api'),
  'apps/web/src/features/search/search.ts': `import { api } from '../../lib/api.ts'\nexport const search = api\n`,
  'apps/web/src/features/search/parts/part.ts': `import { search } from '../search.ts'\nexport const part = search\n`,
  'apps/web/src/app/home.ts': `import { search } from '../features/search/search.ts'\nexport const home = search\n`,
  'apps/server/src/shared/present.ts': exported('present'),
  'apps/server/src/features/likes/likes.ts': `import { present } from '../../shared/present.ts'\nexport const likes = present\n`,
  'apps/server/src/app.ts': `import { likes } from './features/likes/likes.ts'\nexport const app = likes\n`,
}

// Each test starts the real linters (a TypeScript parse of the tree): give them room on a busy machine.
const LINT_TIMEOUT_MS = 120_000

describe('npm run lint (boundaries)', () => {
  it('passes a tree that follows the layering', { timeout: LINT_TIMEOUT_MS }, () => {
    const result = cruise(tree(CLEAN))
    expect(result.output).not.toContain('error')
    expect(result.status).toBe(0)
  })

  it('fails on every kind of seeded violation, naming the rule', { timeout: LINT_TIMEOUT_MS }, () => {
    const violations: Record<string, string> = {
      // web: one feature into another, at two depths and spelled without an extension
      'apps/web/src/features/history/list.ts': `import { search } from '../search/search.ts'\nexport const list = search\n`,
      'apps/web/src/features/likes/deep/list.ts': `import { part } from '../../search/parts/part'\nexport const list = part\n`,
      // web: the shared layer reaching up into a feature, a feature reaching up into app/
      'apps/web/src/lib/client.ts': `import { search } from '../features/search/search.ts'\nexport const client = search\n`,
      'apps/web/src/features/search/uses-app.ts': `import { home } from '../../app/home.ts'\nexport const usesApp = home\n`,
      // server: one feature into another, shared into a feature, and a cycle
      'apps/server/src/features/history/list.ts': `import { likes } from '../likes/likes.ts'\nexport const list = likes\n`,
      'apps/server/src/shared/guards.ts': `import { likes } from '../features/likes/likes.ts'\nexport const guards = likes\n`,
      'apps/server/src/lib/a.ts': `import { b } from './b.ts'\nexport const a = () => b\n`,
      'apps/server/src/lib/b.ts': `import { a } from './a.ts'\nexport const b = () => a\n`,
    }
    const result = cruise(tree({ ...CLEAN, ...violations }))
    expect(result.status).not.toBe(0)
    for (const rule of [
      'web-no-feature-to-feature: apps/web/src/features/history/list.ts',
      'web-no-feature-to-feature: apps/web/src/features/likes/deep/list.ts',
      'web-shared-not-features-or-app: apps/web/src/lib/client.ts',
      'web-features-not-app: apps/web/src/features/search/uses-app.ts',
      'server-no-feature-to-feature: apps/server/src/features/history/list.ts',
      'server-shared-not-features-or-composition: apps/server/src/shared/guards.ts',
      'no-circular: apps/server/src/lib/a.ts',
    ]) {
      expect(result.output).toContain(rule)
    }
  })

  it("Biome's noImportCycles fails on a cycle too (editor feedback before dependency-cruiser runs)", {
    timeout: LINT_TIMEOUT_MS,
  }, () => {
    const dir = tree({
      // Biome finds the module graph from its configuration's folder: the repository's, copied.
      'biome.json': readFileSync(join(ROOT, 'biome.json'), 'utf8'),
      'a.ts': `import { b } from './b.ts'\nexport const a = () => b\n`,
      'b.ts': `import { a } from './a.ts'\nexport const b = () => a\n`,
    })
    const run = spawnSync(process.execPath, [BIOME, 'lint', '--vcs-enabled=false', '.'], { cwd: dir, encoding: 'utf8' })
    expect(run.status).not.toBe(0)
    expect(`${run.stdout}${run.stderr}`).toContain('noImportCycles')
  })
})
