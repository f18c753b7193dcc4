/**
 * football-data.org v4 over HTTP: the token header, and the request budget (decision 157).
 * Every answer carries `X-Requests-Available-Minute` (requests left in the current minute) and
 * `X-RequestCounter-Reset` (seconds until the minute's counter resets). When the budget reaches 0
 * the next request waits for the reset instead of spending a 429; a 429 anyway (another client on
 * the same token) waits for the reset and tries again, a bounded number of times, so a scheduled
 * import ends in about a minute or two either way and never hangs on a provider that keeps refusing.
 */
import { describeFetchError } from './fetch-error.ts'

export interface FootballDataOrgClientOptions {
  /** e.g. `https://api.football-data.org/v4` */
  baseUrl: string
  token: string
  fetch?: typeof fetch
  timeoutMs?: number
  /** How the client waits (tests pass one that advances a fake clock). */
  sleep?: (ms: number) => Promise<void>
  /** The longest one wait for the counter's reset may be; longer announced resets are cut to it. */
  maxWaitSeconds?: number
  /** Tries after a 429 before the import gives up. */
  maxRetries?: number
}

/** The free tier's counter resets every minute: a reset announced longer than this is not believed. */
export const MAX_WAIT_SECONDS = 65
/** Waited when a 429 or an empty budget comes without a usable reset header. */
const DEFAULT_WAIT_SECONDS = 60
const MAX_RETRIES = 2

export interface FootballDataOrgClient {
  /** GET `<baseUrl><path>` as JSON; throws a message naming the URL and what went wrong. */
  get(path: string): Promise<unknown>
}

export function footballDataOrgClient(options: FootballDataOrgClientOptions): FootballDataOrgClient {
  const fetchImpl = options.fetch ?? fetch
  const timeoutMs = options.timeoutMs ?? 20_000
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)))
  const maxWait = options.maxWaitSeconds ?? MAX_WAIT_SECONDS
  const maxRetries = options.maxRetries ?? MAX_RETRIES
  const base = options.baseUrl.replace(/\/$/, '')
  /** Set when the last answer said the minute's budget is spent: wait this long before the next request. */
  let waitMs = 0

  const resetWaitMs = (res: Response): number => {
    const announced = Number(res.headers.get('x-requestcounter-reset'))
    const seconds =
      res.headers.has('x-requestcounter-reset') && Number.isFinite(announced) && announced >= 0
        ? announced
        : DEFAULT_WAIT_SECONDS
    return Math.min(Math.max(seconds, 1), maxWait) * 1000
  }

  return {
    async get(path) {
      const url = `${base}${path}`
      for (let attempt = 1; ; attempt++) {
        if (waitMs > 0) {
          const wait = waitMs
          waitMs = 0
          await sleep(wait)
        }
        const res = await fetchImpl(url, {
          headers: { 'X-Auth-Token': options.token },
          signal: AbortSignal.timeout(timeoutMs),
        }).catch((error: unknown) => {
          throw new Error(`GET ${url} failed: ${describeFetchError(error, timeoutMs)}`)
        })
        if (res.status === 429) {
          const message = await providerMessage(res)
          if (attempt > maxRetries)
            throw new Error(`GET ${url} answered 429 (rate limited) ${attempt} times; gave up: ${message}`)
          waitMs = resetWaitMs(res)
          continue
        }
        if (res.headers.get('x-requests-available-minute') === '0') waitMs = resetWaitMs(res)
        if (res.status === 403 || res.status === 400 || res.status === 401) {
          throw new Error(
            `GET ${url} answered ${res.status}: ${await providerMessage(res)} (check FOOTBALL_DATA_ORG_TOKEN)`,
          )
        }
        if (!res.ok) throw new Error(`GET ${url} answered ${res.status}: ${await providerMessage(res)}`)
        return res.json().catch((error: unknown) => {
          throw new Error(`GET ${url} failed: ${describeFetchError(error, timeoutMs)}`)
        })
      }
    },
  }
}

/** The provider's `{ message }` error body, or the start of whatever it sent. */
async function providerMessage(res: Response): Promise<string> {
  const text = await res.text().catch(() => '')
  try {
    const body = JSON.parse(text) as { message?: unknown }
    if (typeof body.message === 'string') return body.message
  } catch {
    // not JSON: fall through to the raw text
  }
  return text.slice(0, 200) || res.statusText
}
