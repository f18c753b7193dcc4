/**
 * The Odds API, version 4 (https://the-odds-api.com/liveapi/guides/v4/): current bookmaker prices
 * of coming matches, `GET <base>/sports/<sport>/odds?apiKey=…&regions=…&markets=h2h,totals,spreads
 * &oddsFormat=decimal&dateFormat=iso`. Every request costs markets × regions credits of a
 * monthly quota; each answer says what is left in `x-requests-remaining`. This client asks for a
 * league at most once per interval, never asks when the credits left would not pay for the
 * request, and after a 429 (too many requests, or the quota spent) asks nothing more until the
 * next interval. A league not asked for keeps its last answer.
 */
import { describeFetchError } from './fetch-error.ts'

export const ODDS_API_MARKETS = ['h2h', 'totals', 'spreads'] as const

export interface OddsApiOutcome {
  name: string
  price: number
  point?: number
}

export interface OddsApiEvent {
  id: string
  sport_key: string
  commence_time: string
  home_team: string
  away_team: string
  bookmakers: {
    key: string
    title: string
    last_update?: string
    markets: { key: string; last_update?: string; outcomes: OddsApiOutcome[] }[]
  }[]
}

export interface OddsApiAnswer {
  sport: string
  events: OddsApiEvent[]
  /** The raw body, for the fingerprint of what was read. */
  body: string
  /** When it was fetched. */
  fetchedAt: number
}

export interface OddsApiClientOptions {
  baseUrl: string
  apiKey: string
  /** `uk,eu`: each region of each market costs one credit per request. */
  regions: string
  intervalMs: number
  now?: () => number
  fetch?: typeof fetch
  timeoutMs?: number
}

export interface OddsApiRound {
  answers: OddsApiAnswer[]
  /** Leagues asked for in this round (the rest were within their interval or not affordable). */
  requested: string[]
  /** The credits the API said were left after the last request, when known. */
  remaining: number | null
  /** Why a league was not asked for or its answer not used, for the import log; null when none. */
  problem: string | null
}

export interface OddsApiClient {
  /** Asks for each league whose interval has passed, as far as the quota allows; returns every league's latest answer. */
  round(sports: readonly string[]): Promise<OddsApiRound>
}

export function createOddsApiClient(options: OddsApiClientOptions): OddsApiClient {
  const fetchImpl = options.fetch ?? fetch
  const now = options.now ?? Date.now
  const timeoutMs = options.timeoutMs ?? 20_000
  const base = options.baseUrl.replace(/\/$/, '')
  const cost = ODDS_API_MARKETS.length * options.regions.split(',').length
  const latest = new Map<string, OddsApiAnswer>()
  const askedAt = new Map<string, number>()
  let remaining: number | null = null
  /** After a 429, nothing is asked before this instant. */
  let quietUntil = 0

  return {
    async round(sports) {
      const requested: string[] = []
      let problem: string | null = null
      for (const sport of sports) {
        const at = now()
        const last = askedAt.get(sport)
        if (last !== undefined && at - last < options.intervalMs) continue
        if (at < quietUntil) {
          problem ??= 'The Odds API answered 429 (too many requests); asking again after the interval'
          continue
        }
        if (remaining !== null && remaining < cost) {
          problem = `The Odds API quota is spent (${remaining} credits left, a request costs ${cost}); prices not refreshed`
          continue
        }
        const url = new URL(`${base}/sports/${encodeURIComponent(sport)}/odds`)
        url.searchParams.set('apiKey', options.apiKey)
        url.searchParams.set('regions', options.regions)
        url.searchParams.set('markets', ODDS_API_MARKETS.join(','))
        url.searchParams.set('oddsFormat', 'decimal')
        url.searchParams.set('dateFormat', 'iso')
        askedAt.set(sport, at)
        requested.push(sport)
        // The key is a secret: never in an error message or a log line.
        const shown = `${base}/sports/${sport}/odds`
        const res = await fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs) }).catch((error: unknown) => {
          throw new Error(`GET ${shown} failed: ${describeFetchError(error, timeoutMs)}`)
        })
        const left = res.headers.get('x-requests-remaining')
        if (left !== null && Number.isFinite(Number(left))) remaining = Number(left)
        if (res.status === 429) {
          await res.body?.cancel()
          quietUntil = at + options.intervalMs
          problem = 'The Odds API answered 429 (too many requests); asking again after the interval'
          continue
        }
        if (!res.ok) {
          await res.body?.cancel()
          throw new Error(`GET ${shown} answered ${res.status}`)
        }
        const body = await res.text()
        const events = JSON.parse(body) as OddsApiEvent[]
        if (!Array.isArray(events)) throw new Error(`GET ${shown} answered something other than a list of events`)
        latest.set(sport, { sport, events, body, fetchedAt: at })
      }
      return {
        answers: sports.flatMap((s) => latest.get(s) ?? []),
        requested,
        remaining,
        problem,
      }
    },
  }
}
