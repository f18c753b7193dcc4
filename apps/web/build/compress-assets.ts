/**
 * A brotli (.br) and a gzip (.gz) copy beside every compressible file of the production build,
 * which the server sends as they are to a browser that accepts them (@fastify/static's
 * `preCompressed`, apps/server/src/plugins/static-web.ts). Compressing once at build time lets
 * the files take brotli's best (and slowest) level, where compressing per response would cost
 * the server CPU on every request; the home route's JavaScript goes over the wire at about a
 * third of its size (`npm run bench`, "Web bundle").
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** Text formats; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt)$/
/** Below this a compressed copy saves less than one network packet. */
export const MIN_BYTES = 1024

export interface CompressionTotals {
  files: number
  raw: number
  brotli: number
  gzip: number
}

/**
 * Writes `<file>.br` and `<file>.gz` for every compressible file of `dir` (recursively) of at
 * least MIN_BYTES, each only when it is smaller than the file. Compressions run side by side on
 * libuv's thread pool.
 */
export async function compressDirectory(dir: string): Promise<CompressionTotals> {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
  const totals: CompressionTotals = { files: 0, raw: 0, brotli: 0, gzip: 0 }
  await Promise.all(
    files.map(async (file) => {
      const content = readFileSync(file)
      if (content.length < MIN_BYTES) return
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzipAsync(content, { level: 9 }),
      ])
      totals.files++
      totals.raw += content.length
      if (br.length < content.length) writeFileSync(`${file}.br`, br)
      if (gz.length < content.length) writeFileSync(`${file}.gz`, gz)
      totals.brotli += Math.min(br.length, content.length)
      totals.gzip += Math.min(gz.length, content.length)
    }),
  )
  return totals
}

/**
 * The Vite plugin: compresses the output directory once everything is written, the service
 * worker included (vite-plugin-pwa writes it in its own closeBundle, so this one runs last).
 */
export function compressAssets(): Plugin {
  let outDir = ''
  return {
    name: 'pitchwise:compress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const totals = await compressDirectory(outDir)
        const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`
        this.info(
          `compressed ${totals.files} files: ${kb(totals.raw)} → brotli ${kb(totals.brotli)}, gzip ${kb(totals.gzip)}`,
        )
      },
    },
  }
}
