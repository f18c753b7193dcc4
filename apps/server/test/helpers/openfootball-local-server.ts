/**
 * A local openfootball for tests: a real HTTP server laid out like the repository's raw files,
 * `<base>/<season>/<code>.json` (GitHub's raw host answers 404 for a file the repository lacks).
 * Files can be published, withdrawn, made to fail with a status or to hang (a timeout), the way
 * the repository changes between two imports.
 */
import { createServer, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type FileMatch, toOpenfootballJson } from './openfootball-dir.ts'

export interface OpenfootballFile {
  name: string
  matches: FileMatch[]
}

export class OpenfootballLocalServer {
  /** Every path asked for, in order (`/2026-27/en.1.json`). */
  readonly requests: string[] = []
  private readonly files = new Map<string, OpenfootballFile>()
  private readonly failures = new Map<string, number | 'hang'>()
  private readonly hanging = new Set<ServerResponse>()
  private server: Server | null = null
  /** `http://127.0.0.1:<port>`: the FOOTBALL_DATA_URL of the source under test. */
  base = ''

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      const path = req.url ?? '/'
      this.requests.push(path)
      const key = /^\/([^/]+)\/([^/]+)\.json$/.exec(path)
      const id = key ? `${key[1]}/${key[2]}` : ''
      const failure = this.failures.get(id)
      if (failure === 'hang') {
        this.hanging.add(res)
        return
      }
      if (failure) {
        res.writeHead(failure, { 'content-type': 'text/plain' }).end(`${failure}: Internal Server Error`)
        return
      }
      const file = this.files.get(id)
      if (!file) {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('404: Not Found')
        return
      }
      res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' }).end(JSON.stringify(toOpenfootballJson(file)))
    })
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve))
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`
    return this
  }

  /** Publishes (or replaces) `<season>/<code>.json`, e.g. `publish('2026-27/en.1', file)`. */
  publish(id: string, file: OpenfootballFile): void {
    this.files.set(id, file)
    this.failures.delete(id)
  }

  /** Makes `<season>/<code>.json` answer `status`, or never answer ('hang'), until published again. */
  fail(id: string, how: number | 'hang'): void {
    this.failures.set(id, how)
  }

  heal(id: string): void {
    this.failures.delete(id)
  }

  async stop(): Promise<void> {
    for (const res of this.hanging) res.destroy()
    this.hanging.clear()
    this.server?.closeAllConnections()
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()))
  }
}
