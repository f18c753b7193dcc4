/**
 * The server's check of every order start against the buyer's spending limits (decision 311).
 * It runs inside the transaction that inserts the order: it locks the account's limit rows
 * (select … for update), adds up what was ordered in each rolling period and refuses the order
 * with SPENDING_LIMIT_REACHED when it would go over. A concurrent start for the same account waits
 * for the lock and then sees this order, so 20 at once are checked one after another. An account
 * without limits takes no lock.
 */
import { SPENDING_LIMIT_PERIODS, SPENDING_LIMIT_TEXTS } from '@pitchwise/contract'
import type { Transaction } from 'kysely'
import type { Database } from '../../../db/schema.ts'
import { AppError } from '../../../errors.ts'
import { convertMinor, ratesPerUsd } from './currency.ts'
import { foldMaturedChanges, limitRows, spentByPeriod } from './spending-limits.ts'

export async function assertWithinSpendingLimits(
  trx: Transaction<Database>,
  userId: string,
  order: { amount: number; currency: string },
): Promise<void> {
  await foldMaturedChanges(trx, userId)
  const rows = (await limitRows(trx, userId, true)).filter((row) => row.amount !== null)
  const first = rows[0]
  if (!first) return
  const rates = await ratesPerUsd(trx)
  const amount = convertMinor(order.amount, order.currency, first.currency, rates)
  const spent = await spentByPeriod(trx, userId, first.currency, rates)
  if (amount === null || spent === null)
    throw new AppError('SPENDING_LIMIT_REACHED', SPENDING_LIMIT_TEXTS.cannotCompare)
  for (const period of SPENDING_LIMIT_PERIODS) {
    const limit = rows.find((row) => row.period === period)?.amount
    if (limit !== null && limit !== undefined && spent[period] + amount > limit) {
      throw new AppError('SPENDING_LIMIT_REACHED', SPENDING_LIMIT_TEXTS.overLimit(period))
    }
  }
}
