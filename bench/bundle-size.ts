/**
 * Home-route weight: the JS and CSS that index.html loads before anything else (entry script,
 * module preloads, stylesheets): raw, and as the production server sends it to a browser that
 * accepts brotli or only gzip (the .br and .gz copies the build writes beside each file,
 * apps/web/build/compress-assets.ts; a file without a copy goes raw). Lazy route chunks are not
 * counted.
 */
import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { ROOT } from './lib/server.ts'

export function benchBundleSize(): string[] {
  const dist = path.join(ROOT, 'apps/web/dist')
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8')
  const js = [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g)].map(
    (m) => m[1],
  )
  const css = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+\.css)"/g)].map((m) => m[1])
  const sent = (file: string, extension: '.br' | '.gz') =>
    existsSync(file + extension) ? statSync(file + extension).size : statSync(file).size
  const measure = (files: (string | undefined)[]) => {
    let raw = 0
    let brotli = 0
    let gzip = 0
    for (const name of files) {
      if (!name) continue
      const file = path.join(dist, name.replace(/^\//, ''))
      raw += statSync(file).size
      brotli += sent(file, '.br')
      gzip += sent(file, '.gz')
    }
    return { raw, brotli, gzip }
  }
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`
  const line = (label: string, files: (string | undefined)[], note: string) => {
    const m = measure(files)
    return `${label} ${kb(m.raw).padStart(10)} raw  ${kb(m.brotli).padStart(9)} sent as brotli  ${kb(m.gzip).padStart(9)} as gzip  (${files.length} files${note})`
  }
  return [line('home route JS  ', js, '; target <= 150 KB compressed'), line('home route CSS ', css, '')]
}
