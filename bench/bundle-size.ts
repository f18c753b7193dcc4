/**
 * Home-route weight: the JS and CSS that index.html loads before anything else (entry script,
 * module preloads, stylesheets), raw and gzip. Lazy route chunks are not counted.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { ROOT } from './lib/server.ts'

export function benchBundleSize(): string[] {
  const dist = path.join(ROOT, 'apps/web/dist')
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8')
  const js = [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g)].map(
    (m) => m[1],
  )
  const css = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+\.css)"/g)].map((m) => m[1])
  const measure = (files: (string | undefined)[]) => {
    let raw = 0
    let gzip = 0
    for (const file of files) {
      if (!file) continue
      const content = readFileSync(path.join(dist, file.replace(/^\//, '')))
      raw += content.length
      gzip += gzipSync(content, { level: 9 }).length
    }
    return { raw, gzip }
  }
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`
  const j = measure(js)
  const c = measure(css)
  return [
    `home route JS   ${kb(j.raw).padStart(10)} raw  ${kb(j.gzip).padStart(9)} gzip  (${js.length} files; target <= 150 KB gzip)`,
    `home route CSS  ${kb(c.raw).padStart(10)} raw  ${kb(c.gzip).padStart(9)} gzip  (${css.length} files)`,
  ]
}
