/**
 * Offline IP → country lookup, behind one small interface so the data source can change:
 * - default: the GeoLite2 country data bundled in the `geoip-country` npm package (loaded on
 *   first use, ~8 MB in memory, ~1 µs per lookup);
 * - GEOIP_COUNTRY_DB: an operator's own (fresher) GeoLite2/GeoIP2 country .mmdb file, read with
 *   the `maxmind` reader.
 * No request ever leaves the server (the spec's browser-side geolocation call is not used).
 * The data is MaxMind GeoLite2 (licence "MaxMind GeoLite2 License"; attribution in docs/billing.md).
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { type CountryResponse, Reader } from 'maxmind'

export interface CountryLookup {
  /** Two-letter upper-case country of `ip`, or null (private, reserved or unknown address). */
  country(ip: string): string | null
  readonly source: string
}

const COUNTRY = /^[A-Z]{2}$/

/** Lookup with the data bundled in geoip-country, loaded lazily (the first billing request pays ~20 ms). */
export function bundledCountryLookup(): CountryLookup {
  let geoip: { lookup(ip: string): { country?: string } | null } | null = null
  return {
    source: 'geoip-country (bundled GeoLite2)',
    country(ip) {
      geoip ??= createRequire(import.meta.url)('geoip-country') as typeof geoip
      const code = safe(() => geoip?.lookup(stripIpv6Prefix(ip))?.country)
      return code && COUNTRY.test(code) ? code : null
    },
  }
}

/** Lookup with a .mmdb country database (GEOIP_COUNTRY_DB). Throws at start if the file is unreadable. */
export function mmdbCountryLookup(file: string): CountryLookup {
  let reader: Reader<CountryResponse>
  try {
    reader = new Reader<CountryResponse>(readFileSync(file))
  } catch (error) {
    throw new Error(`GEOIP_COUNTRY_DB: cannot read the country database ${file}`, { cause: error })
  }
  return {
    source: `mmdb ${file}`,
    country(ip) {
      const record = safe(() => reader.get(stripIpv6Prefix(ip)))
      const code = record?.country?.iso_code ?? record?.registered_country?.iso_code
      return code && COUNTRY.test(code) ? code : null
    },
  }
}

export function countryLookupFromConfig(config: { GEOIP_COUNTRY_DB?: string | undefined }): CountryLookup {
  return config.GEOIP_COUNTRY_DB ? mmdbCountryLookup(config.GEOIP_COUNTRY_DB) : bundledCountryLookup()
}

/** `::ffff:1.2.3.4` (IPv4 seen through an IPv6 socket) → `1.2.3.4`. */
function stripIpv6Prefix(ip: string): string {
  return ip.startsWith('::ffff:') && ip.includes('.') ? ip.slice(7) : ip
}

function safe<T>(fn: () => T): T | undefined {
  try {
    return fn()
  } catch {
    return undefined
  }
}
