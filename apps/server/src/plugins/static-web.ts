/**
 * Production: serves the built web app. Hashed assets are cached for a year; index.html and
 * /service-worker.js must never be cached so a deploy reaches users; any other non-API path
 * falls back to index.html so client-side routes survive a reload. A browser that accepts
 * brotli or gzip gets the .br or .gz copy the build wrote beside the file
 * (apps/web/build/compress-assets.ts), with the file's own type and caching.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'

const NO_CACHE = new Set(['/index.html', '/service-worker.js', '/registerSW.js', '/manifest.webmanifest'])

export async function registerStaticWeb(app: FastifyInstance, distDir: string): Promise<boolean> {
  if (!existsSync(path.join(distDir, 'index.html'))) {
    app.log.warn({ distDir }, 'web app not built: run `npm run build` to serve it')
    return false
  }
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders(res, filePath) {
      // The path of the file sent: for a compressed copy, the original's name plus .br or .gz.
      const name = `/${path.relative(distDir, filePath).split(path.sep).join('/')}`.replace(/\.(?:br|gz)$/, '')
      if (NO_CACHE.has(name)) res.header('Cache-Control', 'no-cache')
      else if (name.startsWith('/assets/')) res.header('Cache-Control', 'public, max-age=31536000, immutable')
      else res.header('Cache-Control', 'public, max-age=3600')
    },
  })
  return true
}
