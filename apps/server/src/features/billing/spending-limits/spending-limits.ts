/**
 * Spending limits (issue 35, decision 311): reading them with what was spent, and changing them.
 * A lower limit applies at once; a raise or a removal waits 24 hours, and asking for the same
 * change again does not restart its clock. A change whose time has come is folded into the limit
 * in force whenever the limits are read, changed or checked.
 */
import {
  type SetSpendingLimitsBody,
  SPENDING_LIMIT_COOLING_OFF_HOURS,
  SPENDING_LIMIT_PERIODS,
  type SpendingLimitPeriod,
  type SpendingLimitsResponse,
} from '@pitchwise/contract'
import { type Kysely, sql, type Transaction } from 'kysely'
import type { Database, SpendingLimitsTable } from '../../../db/schema.ts'
import { type AuditActor, recordAudit } from '../../../shared/audit-log.ts'
import { currencyExponent } from '../money.ts'
import { convertMinor, type RatesPerUsd, ratesPerUsd } from './currency.ts'

type Db = Kysely<Database> | Transaction<Database>
type LimitRow = Pick<SpendingLimitsTable, 'period' | 'currency' | 'amount' | 'pending_amount'> & {
  pending_effective_at: Date | null
}

/** Rolling periods: a day is the last 24 hours, a week the last 7 days, a month the last 30. */
export const PERIOD_DAYS: Record<SpendingLimitPeriod, number> = { day: 1, week: 7, month: 30 }

/** Orders that count as spending: everything but those that took no money or gave it back. */
export const NOT_SPENT = ['failed', 'cancelled', 'refunded'] as const

/** Applies raises and removals whose 24 hours have passed, and drops rows that limit nothing. */
export async function foldMaturedChanges(db: Db, userId: string): Promise<void> {
  await db
    .updateTable('spending_limits')
    .set({ amount: sql`pending_amount`, pending_amount: null, pending_effective_at: null, updated_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('pending_effective_at', '<=', sql<Date>`now()`)
    .execute()
  await db
    .deleteFrom('spending_limits')
    .where('user_id', '=', userId)
    .where('amount', 'is', null)
    .where('pending_effective_at', 'is', null)
    .execute()
}

/** The account's limit rows, locked for the rest of the transaction when `lock` is set. */
export async function limitRows(db: Db, userId: string, lock = false): Promise<LimitRow[]> {
  let query = db
    .selectFrom('spending_limits')
    .select(['period', 'currency', 'amount', 'pending_amount', 'pending_effective_at'])
    .where('user_id', '=', userId)
  if (lock) query = query.forUpdate()
  return query.execute()
}

/** What the account spent in each rolling period, in `currency` (null: an order in a currency without a rate). */
export async function spentByPeriod(
  db: Db,
  userId: string,
  currency: string,
  rates: RatesPerUsd,
): Promise<Record<SpendingLimitPeriod, number> | null> {
  const orders = await db
    .selectFrom('payment_orders')
    .select(['amount', 'currency', sql<number>`extract(epoch from now() - created_at)`.as('age_seconds')])
    .where('user_id', '=', userId)
    .where('status', 'not in', [...NOT_SPENT])
    .where('created_at', '>', sql<Date>`now() - make_interval(days => ${PERIOD_DAYS.month})`)
    .execute()
  const spent: Record<SpendingLimitPeriod, number> = { day: 0, week: 0, month: 0 }
  for (const order of orders) {
    const amount = convertMinor(order.amount, order.currency, currency, rates)
    if (amount === null) return null
    for (const period of SPENDING_LIMIT_PERIODS) {
      if (Number(order.age_seconds) < PERIOD_DAYS[period] * 86_400) spent[period] += amount
    }
  }
  return spent
}

/** GET /api/billing/spending-limits. `regionalCurrency` is used until the account sets a limit. */
export async function readSpendingLimits(
  db: Kysely<Database>,
  userId: string,
  regionalCurrency: string,
): Promise<SpendingLimitsResponse> {
  await foldMaturedChanges(db, userId)
  const rows = await limitRows(db, userId)
  const currency = rows[0]?.currency ?? regionalCurrency
  const spent = (await spentByPeriod(db, userId, currency, await ratesPerUsd(db))) ?? { day: 0, week: 0, month: 0 }
  const bought = await db
    .selectFrom('payment_orders')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', 'in', ['paid', 'fulfilled'])
    .limit(1)
    .executeTakeFirst()
  return {
    currency,
    currencyExponent: currencyExponent(currency),
    invite: Boolean(bought) && rows.length === 0,
    limits: SPENDING_LIMIT_PERIODS.map((period) => {
      const row = rows.find((r) => r.period === period)
      return {
        period,
        amount: row?.amount ?? null,
        spent: spent[period],
        pending: row?.pending_effective_at
          ? { amount: row.pending_amount, effectiveAt: new Date(row.pending_effective_at).toISOString() }
          : null,
      }
    }),
  }
}

/** What one period's row becomes when the account asks for `wanted` (null: no limit). */
function nextState(row: LimitRow | undefined, wanted: number | null) {
  const inForce = row?.amount ?? null
  // No limit in force, or a lower one: applies at once, and any waiting change is dropped.
  if (wanted !== null && (inForce === null || wanted <= inForce)) return { amount: wanted, pending: 'none' as const }
  if (inForce === null) return { amount: null, pending: 'none' as const }
  if (wanted === inForce) return { amount: inForce, pending: 'none' as const }
  // A raise or a removal waits; the same request again keeps its original time.
  const same = row?.pending_effective_at && row.pending_amount === wanted
  return { amount: inForce, pending: same ? ('keep' as const) : ('start' as const), wanted }
}

/** The rows as the audit log keeps them: what was in force and what was waiting, per period. */
const auditState = (rows: LimitRow[]) =>
  SPENDING_LIMIT_PERIODS.flatMap((period) => rows.filter((row) => row.period === period)).map((row) => ({
    period: row.period,
    currency: row.currency,
    amount: row.amount,
    pendingAmount: row.pending_amount,
    pendingEffectiveAt: row.pending_effective_at ? new Date(row.pending_effective_at).toISOString() : null,
  }))

/** PUT /api/billing/spending-limits. A change is written to the audit log with the limits before and after. */
export async function setSpendingLimits(
  db: Kysely<Database>,
  actor: AuditActor,
  regionalCurrency: string,
  wanted: SetSpendingLimitsBody,
): Promise<void> {
  const userId = actor.id
  await db.transaction().execute(async (trx) => {
    await foldMaturedChanges(trx, userId)
    const rows = await limitRows(trx, userId, true)
    const currency = rows[0]?.currency ?? regionalCurrency
    for (const period of SPENDING_LIMIT_PERIODS) {
      const row = rows.find((r) => r.period === period)
      const next = nextState(row, wanted[period])
      if (next.pending === 'keep') continue
      const pending =
        next.pending === 'start'
          ? {
              pending_amount: next.wanted ?? null,
              pending_effective_at: sql<Date>`now() + make_interval(hours => ${SPENDING_LIMIT_COOLING_OFF_HOURS})`,
            }
          : { pending_amount: null, pending_effective_at: null }
      if (next.amount === null && next.pending === 'none') {
        await trx.deleteFrom('spending_limits').where('user_id', '=', userId).where('period', '=', period).execute()
        continue
      }
      await trx
        .insertInto('spending_limits')
        .values({ user_id: userId, period, currency, amount: next.amount, ...pending })
        .onConflict((oc) =>
          oc.columns(['user_id', 'period']).doUpdateSet({ amount: next.amount, ...pending, updated_at: sql`now()` }),
        )
        .execute()
    }
    const before = auditState(rows)
    const after = auditState(await limitRows(trx, userId))
    if (JSON.stringify(before) !== JSON.stringify(after)) {
      await recordAudit(trx, actor, {
        action: 'spending_limits.update',
        entity: 'user',
        entityId: userId,
        before,
        after,
      })
    }
  })
}
