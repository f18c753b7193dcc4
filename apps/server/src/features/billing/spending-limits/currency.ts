/**
 * Amounts of other currencies in the currency of a spending limit. The limit is kept in the
 * currency of the buyer's regional prices, but a buyer can also pay in USDT (the crypto form sells
 * US plans) or reach another region. Regions carry an exchange rate per US dollar; USDT counts as
 * US dollars. Conversions round up, so a limit is never under-counted (decision 311).
 */
import type { Kysely } from 'kysely'
import type { Database } from '../../../db/schema.ts'
import { currencyExponent } from '../money.ts'

/** Units of each currency per US dollar. */
export type RatesPerUsd = ReadonlyMap<string, number>

export async function ratesPerUsd(db: Kysely<Database>): Promise<RatesPerUsd> {
  const rows = await db.selectFrom('regions').select(['currency_code', 'exchange_rate']).execute()
  const rates = new Map<string, number>([
    ['USD', 1],
    ['USDT', 1],
  ])
  for (const row of rows) {
    const rate = Number(row.exchange_rate)
    const code = row.currency_code.toUpperCase()
    if (rate > 0 && !rates.has(code)) rates.set(code, rate)
  }
  return rates
}

/** `amount` minor units of `from` in minor units of `to`, rounded up; null when a rate is unknown. */
export function convertMinor(amount: number, from: string, to: string, rates: RatesPerUsd): number | null {
  const source = from.toUpperCase()
  const target = to.toUpperCase()
  if (source === target) return amount
  const sourceRate = rates.get(source)
  const targetRate = rates.get(target)
  if (!sourceRate || !targetRate) return null
  const major = amount / 10 ** currencyExponent(source === 'USDT' ? 'USD' : source)
  const converted = (major / sourceRate) * targetRate * 10 ** currencyExponent(target === 'USDT' ? 'USD' : target)
  // A tiny tolerance keeps float noise (4.990000000001) from adding a whole unit.
  return Math.ceil(converted - 1e-9)
}
