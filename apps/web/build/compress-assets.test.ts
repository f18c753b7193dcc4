import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { compressDirectory, MIN_BYTES } from './compress-assets.ts'

function buildOutput() {
  const dir = mkdtempSync(path.join(tmpdir(), 'pitchwise-compress-'))
  mkdirSync(path.join(dir, 'assets'))
  const script = Buffer.from('export const answer = "over 2.5 goals";\n'.repeat(200))
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), script)
  writeFileSync(path.join(dir, 'service-worker.js'), Buffer.from('self.skipWaiting();\n'.repeat(100)))
  writeFileSync(path.join(dir, 'assets', 'tiny-def456.js'), 'export {}\n')
  writeFileSync(path.join(dir, 'icon.png'), Buffer.alloc(4096, 7))
  return { dir, script }
}

describe('compressDirectory', () => {
  it('writes brotli and gzip copies that decompress to the very file, nested folders included', async () => {
    const { dir, script } = buildOutput()
    const totals = await compressDirectory(dir)
    const file = path.join(dir, 'assets', 'index-abc123.js')
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).equals(script)).toBe(true)
    expect(gunzipSync(readFileSync(`${file}.gz`)).equals(script)).toBe(true)
    expect(existsSync(path.join(dir, 'service-worker.js.br'))).toBe(true)
    expect(totals.files).toBe(2)
    expect(totals.brotli).toBeLessThan(totals.raw / 10)
  })

  it('leaves files under the threshold and images alone', async () => {
    const { dir } = buildOutput()
    await compressDirectory(dir)
    expect(readFileSync(path.join(dir, 'assets', 'tiny-def456.js')).length).toBeLessThan(MIN_BYTES)
    expect(existsSync(path.join(dir, 'assets', 'tiny-def456.js.br'))).toBe(false)
    expect(existsSync(path.join(dir, 'icon.png.br'))).toBe(false)
    expect(existsSync(path.join(dir, 'icon.png.gz'))).toBe(false)
  })
})
