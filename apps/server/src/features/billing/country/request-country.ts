/**
 * The country a billing request is priced for, decided on the server:
 * 1. BILLING_COUNTRY (operator's fixed override, e.g. for a demo);
 * 2. `?country=XX` — only in development/test or with BILLING_COUNTRY_PARAM=true, so that
 *    nobody can pick a cheaper region in production;
 * 3. the trusted proxy's country header (GEOIP_COUNTRY_HEADER), only when TRUST_PROXY is on —
 *    otherwise any client could send it;
 * 4. the offline lookup of the client IP (request.ip honours X-Forwarded-For only with TRUST_PROXY);
 * 5. US.
 */
import type { FastifyRequest } from 'fastify'
import type { Config } from '../../../config.ts'
import { DEFAULT_REGION_CODE } from '../catalogue.ts'
import type { CountryLookup } from './country-lookup.ts'

type CountryConfig = Pick<
  Config,
  'BILLING_COUNTRY' | 'BILLING_COUNTRY_PARAM' | 'GEOIP_COUNTRY_HEADER' | 'TRUST_PROXY' | 'NODE_ENV'
>

const COUNTRY = /^[A-Za-z]{2}$/
/** Codes proxies send for "unknown" (Cloudflare XX, Tor T1). */
const UNKNOWN = new Set(['XX', 'T1', 'ZZ'])

export function requestCountry(
  request: Pick<FastifyRequest, 'ip' | 'headers'>,
  config: CountryConfig,
  lookup: CountryLookup,
  override?: string,
): string {
  if (config.BILLING_COUNTRY) return config.BILLING_COUNTRY
  const overrideAllowed = config.NODE_ENV !== 'production' || config.BILLING_COUNTRY_PARAM
  if (override && overrideAllowed && COUNTRY.test(override)) return override.toUpperCase()
  if (config.TRUST_PROXY && config.GEOIP_COUNTRY_HEADER) {
    const raw = request.headers[config.GEOIP_COUNTRY_HEADER.toLowerCase()]
    const value = (Array.isArray(raw) ? raw[0] : raw)?.trim().toUpperCase()
    if (value && COUNTRY.test(value) && !UNKNOWN.has(value)) return value
  }
  return lookup.country(request.ip) ?? DEFAULT_REGION_CODE
}
