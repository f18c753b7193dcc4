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
/** Fingerprinting normally takes well under a second; past this the random fallback is used. */
const FINGERPRINT_TIMEOUT_MS = 3000

async function fingerprint(): Promise<string> {
  const FingerprintJS = await import('@fingerprintjs/fingerprintjs')
  // monitoring: false — no request to the vendor's statistics endpoint (privacy, offline use).
  const agent = await FingerprintJS.load({ monitoring: false })
  const { visitorId } = await agent.get()
  if (!VALID.test(visitorId)) throw new Error('unexpected visitor id')
  return visitorId
}

/** The visitor id, created once per browser. */
export function getVisitorId(): Promise<string> {
  const existing = readVisitorId()
  if (existing) return Promise.resolve(existing)
  pending ??= (async () => {
    let id: string
    try {
      id = await Promise.race([
        fingerprint(),
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), FINGERPRINT_TIMEOUT_MS)),
      ])
    } catch {
      id = randomId()
    }
    writeVisitorId(id)
    return id
  })()
  return pending
}

/** A random id for when fingerprinting fails (crypto.randomUUID needs a secure context). */
function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}
