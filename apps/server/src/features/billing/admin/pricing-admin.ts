/**
 * Regional Pricing for the back office (back-office spec §2, §5, §7): regions and the price of
 * each plan per region. Prices arrive in major units and are stored in minor units (×100 for
 * two-decimal currencies, rounded). Every change is audited in its own transaction.
 */
import { type AdminPricingResponse, CATALOGUE_MESSAGES, type RegionInput } from '@pitchwise/contract'
import type { Kysely } from 'kysely'
import type { z } from 'zod'
import type { Database } from '../../../db/schema.ts'
import { AppError, notFound } from '../../../errors.ts'
import { type AuditActor, recordAudit } from '../../../shared/audit.ts'
import { isUniqueViolation } from '../../../shared/db-errors.ts'
import { currencyExponent } from '../money.ts'

type Db = Kysely<Database>
export type RegionValues = z.output<typeof RegionInput>

const REGION_COLUMNS = ['id', 'code', 'name', 'currency_code', 'currency_symbol', 'exchange_rate', 'is_active'] as const

export async function pricingOverview(db: Db): Promise<AdminPricingResponse> {
  const [regions, plans, prices] = await Promise.all([
    db.selectFrom('regions').select(REGION_COLUMNS).orderBy('code').execute(),
    db
      .selectFrom('subscription_plans')
      .select(['id', 'name', 'credits', 'duration_days', 'price_usd', 'is_active'])
      .orderBy('price_usd')
      .orderBy('name')
      .execute(),
    db.selectFrom('regional_prices').select(['plan_id', 'region_id', 'price']).execute(),
  ])
  return {
    regions: regions.map((row) => ({
      id: row.id,
      code: row.code,
      name: row.name,
      currencyCode: row.currency_code,
      currencySymbol: row.currency_symbol,
      exchangeRate: Number(row.exchange_rate),
      isActive: row.is_active,
      currencyExponent: currencyExponent(row.currency_code),
    })),
    plans: plans.map((row) => ({
      id: row.id,
      name: row.name,
      credits: row.credits,
      durationDays: row.duration_days,
      priceUsd: row.price_usd,
      isActive: row.is_active,
    })),
    prices: prices.map((row) => ({ planId: row.plan_id, regionId: row.region_id, price: row.price })),
  }
}

function regionRow(input: RegionValues) {
  return {
    code: input.code,
    name: input.name,
    currency_code: input.currencyCode,
    currency_symbol: input.currencySymbol,
    exchange_rate: input.exchangeRate.toFixed(6),
    is_active: input.isActive,
  }
}

async function duplicateAware<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', CATALOGUE_MESSAGES.regionTaken)
    throw error
  }
}

export function createRegion(db: Db, actor: AuditActor, input: RegionValues) {
  return duplicateAware(() =>
    db.transaction().execute(async (trx) => {
      const created = await trx
        .insertInto('regions')
        .values(regionRow(input))
        .returning(REGION_COLUMNS)
        .executeTakeFirstOrThrow()
      await recordAudit(trx, actor, { action: 'region.create', entity: 'region', entityId: created.id, after: created })
      return created
    }),
  )
}

export function updateRegion(db: Db, actor: AuditActor, id: string, input: RegionValues) {
  return duplicateAware(() =>
    db.transaction().execute(async (trx) => {
      const before = await trx
        .selectFrom('regions')
        .select(REGION_COLUMNS)
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst()
      if (!before) throw notFound(CATALOGUE_MESSAGES.regionNotFound)
      const after = await trx
        .updateTable('regions')
        .set(regionRow(input))
        .where('id', '=', id)
        .returning(REGION_COLUMNS)
        .executeTakeFirstOrThrow()
      await recordAudit(trx, actor, { action: 'region.update', entity: 'region', entityId: id, before, after })
      return after
    }),
  )
}

/** Sets one plan's price in one region from major units; answers the stored minor units. */
export function setRegionalPrice(
  db: Db,
  actor: AuditActor,
  input: { planId: string; regionId: string; price: number },
) {
  return db.transaction().execute(async (trx) => {
    const region = await trx
      .selectFrom('regions')
      .select(['id', 'code', 'currency_code'])
      .where('id', '=', input.regionId)
      .executeTakeFirst()
    if (!region) throw notFound(CATALOGUE_MESSAGES.regionNotFound)
    const plan = await trx
      .selectFrom('subscription_plans')
      .select(['id', 'name'])
      .where('id', '=', input.planId)
      .executeTakeFirst()
    if (!plan) throw notFound(CATALOGUE_MESSAGES.planNotFound)
    const minor = Math.round(input.price * 10 ** currencyExponent(region.currency_code))
    if (minor < 1)
      throw new AppError('VALIDATION_ERROR', CATALOGUE_MESSAGES.price, { fields: { price: CATALOGUE_MESSAGES.price } })
    const before = await trx
      .selectFrom('regional_prices')
      .select(['id', 'price'])
      .where('plan_id', '=', plan.id)
      .where('region_id', '=', region.id)
      .forUpdate()
      .executeTakeFirst()
    const saved = await trx
      .insertInto('regional_prices')
      .values({ plan_id: plan.id, region_id: region.id, price: minor })
      .onConflict((oc) => oc.columns(['plan_id', 'region_id']).doUpdateSet({ price: minor }))
      .returning(['id', 'plan_id', 'region_id', 'price'])
      .executeTakeFirstOrThrow()
    await recordAudit(trx, actor, {
      action: 'regional_price.set',
      entity: 'regional_price',
      entityId: saved.id,
      before: before ? { plan: plan.name, region: region.code, price: before.price } : null,
      after: { plan: plan.name, region: region.code, price: minor, currency: region.currency_code },
    })
    return { planId: plan.id, regionId: region.id, price: minor }
  })
}
