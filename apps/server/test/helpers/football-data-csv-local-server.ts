/**
 * A local football-data.co.uk for tests: a real HTTP server in the site's layout,
 * `/mmz4281/<season folder>/<division>.csv` and `/fixtures.csv`, serving CSV text exactly as
 * given (byte-order mark and CRLF line ends included, as the live site sometimes sends them).
 * A path can be made to fail with a status; anything not published answers 404.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export class FootballDataCsvLocalServer {
  /** Every path asked for, in order. */
  readonly requests: string[] = []
  private readonly files = new Map<string, string>()
  private readonly failures = new Map<string, number>()
  private server: Server | null = null
  /** `http://127.0.0.1:<port>`: the FOOTBALL_STATS_URL of the source under test. */
  base = ''

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      const path = req.url ?? '/'
      this.requests.push(path)
      const failure = this.failures.get(path)
      if (failure) {
        res.writeHead(failure, { 'content-type': 'text/html' }).end(`<h1>${failure}</h1>`)
        return
      }
      const text = this.files.get(path)
      if (text === undefined) {
        res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not Found</h1>')
        return
      }
      res.writeHead(200, { 'content-type': 'text/csv' }).end(Buffer.from(text, 'utf8'))
    })
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve))
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`
    return this
  }

  /** Publishes `/mmz4281/2122/E0.csv` (path given as `2122/E0.csv`) or `fixtures.csv`. */
  publish(file: string, text: string): void {
    const path = file === 'fixtures.csv' ? '/fixtures.csv' : `/mmz4281/${file}`
    this.files.set(path, text)
    this.failures.delete(path)
  }

  fail(file: string, status: number): void {
    this.failures.set(file === 'fixtures.csv' ? '/fixtures.csv' : `/mmz4281/${file}`, status)
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()))
  }
}

/** A file as the site writes it on a bad day: byte-order mark and CRLF line ends. */
export function asServedBySite(lines: string[]): string {
  return `\uFEFF${lines.join('\r\n')}\r\n`
}
