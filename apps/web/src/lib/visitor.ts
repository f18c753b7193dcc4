/**
 * The visitor cookie: a FingerprintJS (open-source) visitorId, or a random UUID when
 * fingerprinting fails; 365 days, SameSite=Strict, Secure on https. Sent as X-Visitor-ID.
 */
const COOKIE = 'pitchwise_visitor'
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60
const VALID = /^[A-Za-z0-9_-]{8,128}$/

export function readVisitorId(): string | null {
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${COOKIE}=`))
  const value = match ? decodeURIComponent(match.slice(COOKIE.length + 1)) : null
  return value && VALID.test(value) ? value : null
}

function writeVisitorId(id: string): void {
  const secure = location.protocol === 'https:' ? '; Secure' : ''
  document.cookie = `${COOKIE}=${encodeURIComponent(id)}; Max-Age=${MAX_AGE_SECONDS}; Path=/; SameSite=Strict${secure}`
}

let pending: Promise<string> | null = null

/** The visitor id, created once per browser. */
export function getVisitorId(): Promise<string> {
  const existing = readVisitorId()
  if (existing) return Promise.resolve(existing)
  pending ??= (async () => {
    let id: string
    try {
      const FingerprintJS = await import('@fingerprintjs/fingerprintjs')
      const agent = await FingerprintJS.load()
      id = (await agent.get()).visitorId
      if (!VALID.test(id)) throw new Error('unexpected visitor id')
    } catch {
      id = crypto.randomUUID()
    }
    writeVisitorId(id)
    return id
  })()
  return pending
}
