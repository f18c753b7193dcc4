/**
 * Payment Methods for the back office (back-office spec §2, §4, §7): gateways and their fallback
 * flag, methods with their mutually exclusive processing type, and per-region availability.
 * Every change is audited in its own transaction.
 */
import {
  type AdminPaymentMethod,
  type AdminPaymentMethodsResponse,
  CATALOGUE_MESSAGES,
  type MethodRegionsResponse,
  type PaymentMethodInput,
  type ProcessingType,
} from '@pitchwise/contract'
import type { Kysely, Transaction } from 'kysely'
import type { z } from 'zod'
import type { Database, PaymentMethodMetadata } from '../../../db/schema.ts'
import { notFound } from '../../../errors.ts'
import { type AuditActor, recordAudit } from '../../../shared/audit.ts'

type Db = Kysely<Database>
export type MethodValues = z.output<typeof PaymentMethodInput>

export function processingTypeOf(metadata: PaymentMethodMetadata): ProcessingType {
  if (metadata.useDirectLink) return 'direct-link'
  if (metadata.useDirectPayment) return 'direct-payment'
  return 'plan-id'
}

/** The stored metadata of a processing type: only the fields that type uses (spec §4). */
export function metadataOf(input: MethodValues): PaymentMethodMetadata {
  switch (input.processingType) {
    case 'direct-link':
      return { useDirectLink: true, useDirectPayment: false, subscriptionUrls: input.subscriptionUrls, planIds: {} }
    case 'plan-id':
      return { useDirectLink: false, useDirectPayment: false, subscriptionUrls: {}, planIds: input.planIds }
    case 'direct-payment':
      return { useDirectLink: false, useDirectPayment: true, subscriptionUrls: {}, planIds: {} }
  }
}

const METHOD_COLUMNS = ['id', 'gateway_id', 'name', 'description', 'icon', 'is_active', 'metadata'] as const

type MethodRow = {
  id: string
  gateway_id: string
  name: string
  description: string | null
  icon: AdminPaymentMethod['icon']
  is_active: boolean
  metadata: PaymentMethodMetadata
}

function toAdminMethod(row: MethodRow): AdminPaymentMethod {
  const metadata = (typeof row.metadata === 'string' ? JSON.parse(row.metadata) : row.metadata) ?? {}
  return {
    id: row.id,
    gatewayId: row.gateway_id,
    name: row.name,
    description: row.description,
    icon: row.icon,
    isActive: row.is_active,
    processingType: processingTypeOf(metadata),
    subscriptionUrls: metadata.subscriptionUrls ?? {},
    planIds: metadata.planIds ?? {},
  }
}

export async function paymentMethodsOverview(db: Db): Promise<AdminPaymentMethodsResponse> {
  const [gateways, methods, regions, plans] = await Promise.all([
    db.selectFrom('payment_gateways').select(['id', 'name', 'description', 'is_fallback']).orderBy('name').execute(),
    db.selectFrom('payment_methods').select(METHOD_COLUMNS).orderBy('name').execute(),
    db.selectFrom('regions').select(['id', 'code', 'name']).where('is_active', '=', true).orderBy('code').execute(),
    db.selectFrom('subscription_plans').select(['id', 'name']).orderBy('price_usd').execute(),
  ])
  return {
    gateways: gateways.map((row) => ({
      id: row.id,
      name: row.name,
      description: row.description,
      isFallback: row.is_fallback,
    })),
    methods: methods.map(toAdminMethod),
    regions,
    plans,
  }
}

export function setGatewayFallback(db: Db, actor: AuditActor, id: string, isFallback: boolean) {
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('payment_gateways')
      .select(['id', 'name', 'is_fallback'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst()
    if (!before) throw notFound(CATALOGUE_MESSAGES.gatewayNotFound)
    await trx.updateTable('payment_gateways').set({ is_fallback: isFallback }).where('id', '=', id).execute()
    await recordAudit(trx, actor, {
      action: 'gateway.fallback',
      entity: 'gateway',
      entityId: id,
      before,
      after: { ...before, is_fallback: isFallback },
    })
  })
}

async function requireGateway(trx: Transaction<Database>, gatewayId: string) {
  const gateway = await trx.selectFrom('payment_gateways').select('id').where('id', '=', gatewayId).executeTakeFirst()
  if (!gateway) throw notFound(CATALOGUE_MESSAGES.gatewayNotFound)
}

function methodValues(input: MethodValues) {
  return {
    gateway_id: input.gatewayId,
    name: input.name,
    description: input.description,
    icon: input.icon,
    is_active: input.isActive,
    metadata: JSON.stringify(metadataOf(input)),
  }
}

export function createPaymentMethod(db: Db, actor: AuditActor, input: MethodValues) {
  return db.transaction().execute(async (trx) => {
    await requireGateway(trx, input.gatewayId)
    const created = await trx
      .insertInto('payment_methods')
      .values(methodValues(input))
      .returning(METHOD_COLUMNS)
      .executeTakeFirstOrThrow()
    await recordAudit(trx, actor, {
      action: 'payment_method.create',
      entity: 'payment_method',
      entityId: created.id,
      after: created,
    })
    return toAdminMethod(created)
  })
}

export function updatePaymentMethod(db: Db, actor: AuditActor, id: string, input: MethodValues) {
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('payment_methods')
      .select(METHOD_COLUMNS)
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst()
    if (!before) throw notFound(CATALOGUE_MESSAGES.methodNotFound)
    await requireGateway(trx, input.gatewayId)
    const after = await trx
      .updateTable('payment_methods')
      .set(methodValues(input))
      .where('id', '=', id)
      .returning(METHOD_COLUMNS)
      .executeTakeFirstOrThrow()
    await recordAudit(trx, actor, {
      action: 'payment_method.update',
      entity: 'payment_method',
      entityId: id,
      before,
      after,
    })
    return toAdminMethod(after)
  })
}

/** Every active region with whether the method is offered there. */
export async function methodRegions(db: Db, methodId: string): Promise<MethodRegionsResponse> {
  const method = await db.selectFrom('payment_methods').select('id').where('id', '=', methodId).executeTakeFirst()
  if (!method) throw notFound(CATALOGUE_MESSAGES.methodNotFound)
  const rows = await db
    .selectFrom('regions as r')
    .leftJoin('region_payment_methods as rpm', (join) =>
      join.onRef('rpm.region_id', '=', 'r.id').on('rpm.method_id', '=', methodId),
    )
    .select(['r.id', 'r.code', 'r.name', 'rpm.is_active'])
    .where('r.is_active', '=', true)
    .orderBy('r.code')
    .execute()
  return {
    regions: rows.map((row) => ({
      regionId: row.id,
      code: row.code,
      name: row.name,
      isActive: row.is_active ?? false,
    })),
  }
}

/** Sets the method's availability in the given regions (others unchanged). */
export function setMethodRegions(
  db: Db,
  actor: AuditActor,
  methodId: string,
  regions: Array<{ regionId: string; isActive: boolean }>,
) {
  return db.transaction().execute(async (trx) => {
    const method = await trx
      .selectFrom('payment_methods')
      .select(['id', 'name'])
      .where('id', '=', methodId)
      .executeTakeFirst()
    if (!method) throw notFound(CATALOGUE_MESSAGES.methodNotFound)
    const before = await trx
      .selectFrom('region_payment_methods as rpm')
      .innerJoin('regions as r', 'r.id', 'rpm.region_id')
      .select(['r.code', 'rpm.is_active'])
      .where('rpm.method_id', '=', methodId)
      .orderBy('r.code')
      .execute()
    for (const region of regions) {
      const known = await trx.selectFrom('regions').select('id').where('id', '=', region.regionId).executeTakeFirst()
      if (!known) throw notFound(CATALOGUE_MESSAGES.regionNotFound)
      await trx
        .insertInto('region_payment_methods')
        .values({ region_id: region.regionId, method_id: methodId, is_active: region.isActive })
        .onConflict((oc) => oc.columns(['region_id', 'method_id']).doUpdateSet({ is_active: region.isActive }))
        .execute()
    }
    const after = await trx
      .selectFrom('region_payment_methods as rpm')
      .innerJoin('regions as r', 'r.id', 'rpm.region_id')
      .select(['r.code', 'rpm.is_active'])
      .where('rpm.method_id', '=', methodId)
      .orderBy('r.code')
      .execute()
    const asMap = (rows: typeof after) => Object.fromEntries(rows.map((row) => [row.code, row.is_active]))
    await recordAudit(trx, actor, {
      action: 'payment_method.regions',
      entity: 'payment_method',
      entityId: methodId,
      before: { method: method.name, regions: asMap(before) },
      after: { method: method.name, regions: asMap(after) },
    })
  })
}
