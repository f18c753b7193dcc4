/**
 * A local The Odds API (v4) for tests: `GET /v4/sports/<sport>/odds` checks the `apiKey` query
 * (401 otherwise), charges markets × regions credits per request from a quota it reports in
 * `x-requests-remaining` / `x-requests-used` / `x-requests-last`, and answers 429 when the quota
 * cannot pay or when told to (too many requests). Events are served as the real API shapes them.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { OddsApiEvent } from '../../src/features/football/odds-api-client.ts'

export class OddsApiLocalServer {
  /** Every request, with its query. */
  readonly requests: { sport: string; query: URLSearchParams }[] = []
  readonly events = new Map<string, OddsApiEvent[]>()
  remaining: number
  used = 0
  /** Answer 429 to the next request whatever the quota. */
  throttleNext = false
  private server: Server | null = null
  base = ''

  constructor(
    private readonly apiKey: string,
    quota: number,
  ) {
    this.remaining = quota
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://local')
      const match = /^\/v4\/sports\/([^/]+)\/odds$/.exec(url.pathname)
      if (!match) return res.writeHead(404).end()
      const sport = decodeURIComponent(match[1] as string)
      this.requests.push({ sport, query: url.searchParams })
      if (url.searchParams.get('apiKey') !== this.apiKey)
        return res.writeHead(401, { 'content-type': 'application/json' }).end('{"message":"API key is not valid"}')
      const cost =
        (url.searchParams.get('markets') ?? 'h2h').split(',').length *
        (url.searchParams.get('regions') ?? '').split(',').filter(Boolean).length
      const headers = () => ({
        'content-type': 'application/json',
        'x-requests-remaining': String(this.remaining),
        'x-requests-used': String(this.used),
        'x-requests-last': String(cost),
      })
      if (this.throttleNext || this.remaining < cost) {
        this.throttleNext = false
        return res
          .writeHead(429, headers())
          .end('{"message":"Usage quota has been reached","error_code":"OUT_OF_USAGE_CREDITS"}')
      }
      this.remaining -= cost
      this.used += cost
      res.writeHead(200, headers()).end(JSON.stringify(this.events.get(sport) ?? []))
    })
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve))
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v4`
    return this
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()))
  }
}
