/**
 * What the caller's region sells: its plans at regional prices (a plan not priced there yet at
 * its US price) and its payment methods grouped by gateway. The region is the caller's country when an active region has that code, else US;
 * when the catalogue cannot be read (or holds nothing for US either) the spec's three built-in
 * plans are shown, marked fallback, and cannot be bought.
 */
import {
  type BillingPlan,
  type BillingPlansResponse,
  type BillingRegion,
  FALLBACK_PLANS,
  type PaymentMethodCategory,
  type PaymentMethodKind,
} from '@pitchwise/contract'
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database, PaymentMethodMetadata } from '../../db/schema.ts'
import type { GatewayRegistry } from './gateways/registry.ts'
import { currencyExponent } from './money.ts'

export const DEFAULT_REGION_CODE = 'US'
const FALLBACK_REGION: BillingRegion = { code: 'US', name: 'United States', currencyCode: 'USD', currencySymbol: '$' }

export interface RegionRow {
  id: string
  code: string
  name: string
  currency_code: string
  currency_symbol: string
}

const present = (region: RegionRow): BillingRegion => ({
  code: region.code,
  name: region.name,
  currencyCode: region.currency_code,
  currencySymbol: region.currency_symbol,
})

/** The active region of `country`, else the active US region, else null. */
export async function findRegion(db: Kysely<Database>, country: string): Promise<RegionRow | null> {
  const rows = await db
    .selectFrom('regions')
    .select(['id', 'code', 'name', 'currency_code', 'currency_symbol'])
    .where('is_active', '=', true)
    .where('code', 'in', [country.toUpperCase(), DEFAULT_REGION_CODE])
    .execute()
  return rows.find((r) => r.code === country.toUpperCase()) ?? rows.find((r) => r.code === DEFAULT_REGION_CODE) ?? null
}

/**
 * Active plans of the region, cheapest first (by their US price, the one scale every plan has):
 * at the region's price where it has one, else at the US price in dollars until an operator
 * prices it there, so pricing one plan for a new region never takes the others off sale.
 * A plan priced neither there nor in the US is not sold.
 */
export async function plansOfRegion(db: Kysely<Database>, region: RegionRow): Promise<BillingPlan[]> {
  const us =
    region.code === DEFAULT_REGION_CODE
      ? region
      : await db
          .selectFrom('regions')
          .select(['id', 'code', 'name', 'currency_code', 'currency_symbol'])
          .where('code', '=', DEFAULT_REGION_CODE)
          .where('is_active', '=', true)
          .executeTakeFirst()
  const rows = await db
    .selectFrom('subscription_plans as p')
    .leftJoin('regional_prices as rp', (join) =>
      join.onRef('rp.plan_id', '=', 'p.id').on('rp.region_id', '=', region.id),
    )
    .leftJoin('regional_prices as usp', (join) =>
      join.onRef('usp.plan_id', '=', 'p.id').on('usp.region_id', '=', us?.id ?? region.id),
    )
    .select([
      'p.id',
      'p.name',
      'p.description',
      'p.credits',
      'p.duration_days',
      'p.is_popular',
      'rp.price as regionalPrice',
      'usp.price as usPrice',
    ])
    .where('p.is_active', '=', true)
    .where((eb) => eb.or([eb('rp.price', 'is not', null), eb('usp.price', 'is not', null)]))
    .orderBy((eb) => eb.fn.coalesce('usp.price', 'rp.price'), 'asc')
    .orderBy('p.name', 'asc')
    .execute()
  return rows.map((row) => {
    const priced = row.regionalPrice !== null ? region : (us ?? region)
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      price: row.regionalPrice ?? row.usPrice ?? 0,
      credits: row.credits,
      currencyCode: priced.currency_code,
      currencySymbol: priced.currency_symbol,
      currencyExponent: currencyExponent(priced.currency_code),
      durationDays: row.duration_days,
      isPopular: row.is_popular,
    }
  })
}

export interface RegionalCatalogue extends BillingPlansResponse {
  /** The region row the plans came from; null with the built-in fallback plans. */
  regionRow: RegionRow | null
}

/** The caller's plans: their region's, else US's, else the built-in fallback (never throws). */
export async function regionalPlans(
  db: Kysely<Database>,
  country: string,
  log?: FastifyBaseLogger,
): Promise<RegionalCatalogue> {
  try {
    const region = await findRegion(db, country)
    if (region) {
      const plans = await plansOfRegion(db, region)
      if (plans.length > 0) return { country, region: present(region), regionRow: region, plans, fallback: false }
      if (region.code !== DEFAULT_REGION_CODE) {
        const us = await findRegion(db, DEFAULT_REGION_CODE)
        const usPlans = us && us.code === DEFAULT_REGION_CODE ? await plansOfRegion(db, us) : []
        if (us && usPlans.length > 0)
          return { country, region: present(us), regionRow: us, plans: usPlans, fallback: false }
      }
    }
  } catch (error) {
    log?.error({ err: error }, 'billing: regional plans could not be read, showing the built-in plans')
  }
  return { country, region: FALLBACK_REGION, regionRow: null, plans: [...FALLBACK_PLANS], fallback: true }
}

/** A payment method as the server uses it (the chooser sees PaymentMethodOption). */
export interface MethodRow {
  id: string
  name: string
  description: string | null
  icon: PaymentMethodCategory['methods'][number]['icon']
  metadata: PaymentMethodMetadata
  gatewayId: string
  gatewayName: string
}

export function methodKind(method: Pick<MethodRow, 'metadata' | 'gatewayName'>): PaymentMethodKind {
  if (method.metadata.useDirectLink) return 'direct-link'
  if (method.gatewayName.toLowerCase().includes('crypto')) return 'crypto'
  return 'checkout'
}

/** Whether this server can take payments with the method right now. */
export function isMethodUsable(method: MethodRow, registry: GatewayRegistry, cryptoWallets: number): boolean {
  switch (methodKind(method)) {
    case 'direct-link':
      return true
    case 'crypto':
      return cryptoWallets > 0
    case 'checkout':
      return Boolean(registry.forGatewayName(method.gatewayName))
  }
}

/**
 * Active methods of the region (active in region_payment_methods); a region with none gets the
 * methods of the fallback gateways. Methods no enabled gateway can serve are left out.
 */
export async function methodsOfRegion(
  db: Kysely<Database>,
  regionId: string | null,
  registry: GatewayRegistry,
  cryptoWallets: number,
): Promise<MethodRow[]> {
  const base = db
    .selectFrom('payment_methods as m')
    .innerJoin('payment_gateways as g', 'g.id', 'm.gateway_id')
    .select([
      'm.id',
      'm.name',
      'm.description',
      'm.icon',
      'm.metadata',
      'g.id as gatewayId',
      'g.name as gatewayName',
      'm.created_at',
    ])
    .where('m.is_active', '=', true)
  let rows = regionId
    ? await base
        .innerJoin('region_payment_methods as rpm', 'rpm.method_id', 'm.id')
        .where('rpm.region_id', '=', regionId)
        .where('rpm.is_active', '=', true)
        .orderBy('g.name')
        .orderBy('m.created_at')
        .execute()
    : []
  if (rows.length === 0) {
    rows = await base.where('g.is_fallback', '=', true).orderBy('g.name').orderBy('m.created_at').execute()
  }
  return rows
    .map(({ created_at: _created, ...row }) => ({ ...row, metadata: row.metadata ?? {} }))
    .filter((row) => isMethodUsable(row, registry, cryptoWallets))
}

/** Methods grouped by gateway for the chooser. */
export function groupByGateway(methods: MethodRow[]): PaymentMethodCategory[] {
  const groups = new Map<string, PaymentMethodCategory>()
  for (const method of methods) {
    const group = groups.get(method.gatewayId) ?? { id: method.gatewayId, name: method.gatewayName, methods: [] }
    group.methods.push({
      id: method.id,
      name: method.name,
      description: method.description,
      icon: method.icon,
      kind: methodKind(method),
    })
    groups.set(method.gatewayId, group)
  }
  return [...groups.values()]
}
