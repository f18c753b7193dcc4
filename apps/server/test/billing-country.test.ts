/** Offline country lookup and the order of the country sources (no database needed). */
import { describe, expect, it } from 'vitest'
import {
  bundledCountryLookup,
  type CountryLookup,
  mmdbCountryLookup,
} from '../src/features/billing/country/country-lookup.ts'
import { requestCountry } from '../src/features/billing/country/request-country.ts'

const lookup = bundledCountryLookup()
const base = {
  BILLING_COUNTRY: undefined,
  BILLING_COUNTRY_PARAM: false,
  GEOIP_COUNTRY_HEADER: undefined,
  TRUST_PROXY: false,
  NODE_ENV: 'production',
} as const

describe('bundled GeoLite2 lookup', () => {
  it.each([
    ['8.8.8.8', 'US'],
    ['41.58.0.1', 'NG'],
    ['81.2.69.142', 'GB'],
    ['::ffff:41.58.0.1', 'NG'],
    ['2001:4860:4860::8888', 'US'],
    ['127.0.0.1', null],
    ['10.1.2.3', null],
    ['not an ip', null],
  ])('%s → %s', (ip, country) => {
    expect(lookup.country(ip)).toBe(country)
  })
})

describe('requestCountry', () => {
  const fixed: CountryLookup = { source: 'test', country: (ip) => (ip === '41.58.0.1' ? 'NG' : null) }
  const request = (ip: string, headers: Record<string, string> = {}) => ({ ip, headers })

  it('uses the IP lookup and falls back to US', () => {
    expect(requestCountry(request('41.58.0.1'), base, fixed)).toBe('NG')
    expect(requestCountry(request('127.0.0.1'), base, fixed)).toBe('US')
  })

  it('reads the country header only from a trusted, configured proxy', () => {
    const headers = { 'cf-ipcountry': 'GH' }
    expect(requestCountry(request('127.0.0.1', headers), base, fixed)).toBe('US')
    expect(
      requestCountry(request('127.0.0.1', headers), { ...base, GEOIP_COUNTRY_HEADER: 'CF-IPCountry' }, fixed),
    ).toBe('US')
    expect(requestCountry(request('127.0.0.1', headers), { ...base, TRUST_PROXY: 1 }, fixed)).toBe('US')
    const trusted = { ...base, TRUST_PROXY: 1, GEOIP_COUNTRY_HEADER: 'CF-IPCountry' }
    expect(requestCountry(request('127.0.0.1', headers), trusted, fixed)).toBe('GH')
    expect(requestCountry(request('41.58.0.1', { 'cf-ipcountry': 'XX' }), trusted, fixed)).toBe('NG')
  })

  it('honours ?country= in development only (or when configured), and BILLING_COUNTRY always', () => {
    expect(requestCountry(request('41.58.0.1'), base, fixed, 'de')).toBe('NG')
    expect(requestCountry(request('41.58.0.1'), { ...base, NODE_ENV: 'development' }, fixed, 'de')).toBe('DE')
    expect(requestCountry(request('41.58.0.1'), { ...base, BILLING_COUNTRY_PARAM: true }, fixed, 'de')).toBe('DE')
    expect(requestCountry(request('41.58.0.1'), { ...base, BILLING_COUNTRY: 'KE' }, fixed, 'de')).toBe('KE')
  })
})

describe('GEOIP_COUNTRY_DB', () => {
  it('refuses to start with a file that is not a country database, naming the setting', () => {
    expect(() => mmdbCountryLookup('/nonexistent/GeoLite2-Country.mmdb')).toThrow(/GEOIP_COUNTRY_DB/)
  })
})
