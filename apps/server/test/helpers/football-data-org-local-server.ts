/**
 * A local football-data.org v4 for tests: a real HTTP server answering
 * `GET /v4/competitions/{code}/matches` in the provider's response shape, checking the
 * `X-Auth-Token` header (403 otherwise), and keeping the per-minute request budget the way the
 * provider does: every answer carries `X-Requests-Available-Minute` and `X-RequestCounter-Reset`
 * (seconds until the counter resets), and a request over budget gets 429. The minute runs on a
 * clock the test advances (`advance`, what the client's injected sleep calls), so a test that
 * "waits a minute" takes milliseconds.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export type ApiStatus =
  | 'SCHEDULED'
  | 'TIMED'
  | 'IN_PLAY'
  | 'PAUSED'
  | 'FINISHED'
  | 'POSTPONED'
  | 'SUSPENDED'
  | 'CANCELLED'
  | 'AWARDED'

export interface LocalMatch {
  id: number
  utcDate: string
  status: ApiStatus
  matchday: number
  home: string
  away: string
  /** The full-time score; null while not played. */
  fullTime?: [number, number] | null
}

interface LocalCompetition {
  id: number
  name: string
  season: { id: number; startDate: string; endDate: string }
  matches: LocalMatch[]
}

const COMPETITION_IDS: Record<string, number> = { PL: 2021, ELC: 2016, BL1: 2002, PD: 2014, SA: 2019, FL1: 2015 }

export class FootballDataOrgLocalServer {
  /** Every request: path, token sent and the status answered. */
  readonly requests: { path: string; token: string | undefined; status: number }[] = []
  /** Requests allowed per minute (the free tier's 10). */
  perMinute = 10
  /** Announce this reset (seconds) instead of the real one: a provider misreporting its counter. */
  announcedReset: number | null = null
  private readonly competitions = new Map<string, LocalCompetition>()
  private server: Server | null = null
  /** The fake clock, in seconds, and the start of the current counter minute. */
  private now = 0
  private minuteStart = 0
  private used = 0
  base = ''

  constructor(readonly token: string) {}

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      const path = req.url ?? '/'
      const token = req.headers['x-auth-token'] as string | undefined
      const answer = (status: number, body: unknown, headers: Record<string, string> = {}) => {
        this.requests.push({ path, token, status })
        res
          .writeHead(status, { 'content-type': 'application/json;charset=UTF-8', 'x-api-version': 'v4', ...headers })
          .end(JSON.stringify(body))
      }
      if (token !== this.token) {
        answer(403, {
          message: 'The resource you are looking for is restricted and apparently not within your permissions.',
          errorCode: 403,
        })
        return
      }
      if (this.now >= this.minuteStart + 60) {
        this.minuteStart = this.now
        this.used = 0
      }
      const reset = String(this.announcedReset ?? Math.ceil(this.minuteStart + 60 - this.now))
      if (this.used >= this.perMinute) {
        answer(
          429,
          { message: `You reached your request limit. Wait ${reset} seconds.`, errorCode: 429 },
          { 'x-requests-available-minute': '0', 'x-requestcounter-reset': reset },
        )
        return
      }
      this.used++
      const budget = {
        'x-requests-available-minute': String(this.perMinute - this.used),
        'x-requestcounter-reset': reset,
        'x-authenticated-client': 'pitchwise-test',
      }
      const route = /^\/v4\/competitions\/([A-Z0-9]+)\/matches$/.exec(path)
      const competition = route?.[1] ? this.competitions.get(route[1]) : undefined
      if (!route?.[1] || !competition) {
        answer(404, { message: 'The resource you are looking for does not exist.', errorCode: 404 }, budget)
        return
      }
      answer(200, this.body(route[1], competition), budget)
    })
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve))
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v4`
    return this
  }

  /** Sets a competition's current season and its matches (replacing what it had). */
  setCompetition(
    code: string,
    name: string,
    season: { startDate: string; endDate: string },
    matches: LocalMatch[],
  ): void {
    this.competitions.set(code, { id: COMPETITION_IDS[code] ?? 9999, name, season: { id: 2400, ...season }, matches })
  }

  /** Changes one match, as the provider does when a kick-off moves or a result comes in. */
  update(code: string, id: number, change: Partial<LocalMatch>): void {
    const competition = this.competitions.get(code)
    const match = competition?.matches.find((m) => m.id === id)
    if (!match) throw new Error(`no match ${id} in ${code}`)
    Object.assign(match, change)
  }

  /** Moves the provider's clock on (what a waiting client's sleep does). */
  advance(seconds: number): void {
    this.now += seconds
  }

  /** Seconds passed on the provider's clock. */
  get clock(): number {
    return this.now
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections()
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()))
  }

  /** The v4 answer of `/competitions/{code}/matches`. */
  private body(code: string, c: LocalCompetition) {
    const competition = {
      id: c.id,
      name: c.name,
      code,
      type: 'LEAGUE',
      emblem: `https://crests.football-data.org/${code}.png`,
    }
    const played = c.matches.filter((m) => m.status === 'FINISHED' || m.status === 'AWARDED')
    const dates = c.matches.map((m) => m.utcDate.slice(0, 10)).sort()
    return {
      filters: { season: c.season.startDate.slice(0, 4) },
      resultSet: {
        count: c.matches.length,
        first: dates[0] ?? null,
        last: dates.at(-1) ?? null,
        played: played.length,
      },
      competition,
      matches: c.matches.map((m) => {
        const score = m.fullTime ?? null
        return {
          area: { id: 2072, name: 'England', code: 'ENG', flag: 'https://crests.football-data.org/770.svg' },
          competition,
          season: { ...c.season, currentMatchday: m.matchday, winner: null },
          id: m.id,
          utcDate: m.utcDate,
          status: m.status,
          matchday: m.matchday,
          stage: 'REGULAR_SEASON',
          group: null,
          lastUpdated: '2026-11-28T09:00:00Z',
          homeTeam: team(m.home),
          awayTeam: team(m.away),
          score: {
            winner: score ? (score[0] > score[1] ? 'HOME_TEAM' : score[0] < score[1] ? 'AWAY_TEAM' : 'DRAW') : null,
            duration: 'REGULAR',
            fullTime: { home: score?.[0] ?? null, away: score?.[1] ?? null },
            halfTime: { home: null, away: null },
          },
          odds: { msg: 'Activate Odds-Package in User-Panel to retrieve odds.' },
          referees: [],
        }
      }),
    }
  }
}

function team(name: string) {
  return {
    id: name.length,
    name,
    shortName: name.replace(/ FC$/, ''),
    tla: name.slice(0, 3).toUpperCase(),
    crest: null,
  }
}
