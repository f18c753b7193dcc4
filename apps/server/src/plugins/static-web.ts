/**
 * Production: serves the built web app. Hashed assets are cached for a year; index.html and
 * /service-worker.js must never be cached so a deploy reaches users; any other non-API path
 * falls back to index.html so client-side routes survive a reload.
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
    setHeaders(res, filePath) {
      const name = `/${path.relative(distDir, filePath).split(path.sep).join('/')}`
      if (NO_CACHE.has(name)) res.header('Cache-Control', 'no-cache')
      else if (name.startsWith('/assets/')) res.header('Cache-Control', 'public, max-age=31536000, immutable')
      else res.header('Cache-Control', 'public, max-age=3600')
    },
  })
  return true
}
