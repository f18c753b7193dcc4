import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const webSource = join(dirname(fileURLToPath(import.meta.url)), '../../..')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

describe('the billing API calls of the web app', () => {
  it('name no billing or payment path by hand: they call the endpoints bound in the contract', () => {
    const handTyped = sourceFiles(webSource).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/['"`]\/api\/(billing|payments)\/[^'"`]*/g)].map(
        (match) => `${file.slice(webSource.length)}: ${match[0]}`,
      ),
    )
    expect(handTyped).toEqual([])
  })
})
