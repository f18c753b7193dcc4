/**
 * USDT payments through /billing/cryptoform: the buyer sends USDT to one of the operator's
 * wallets and submits the transaction id; the submission becomes a pending crypto transaction
 * with its own payment order at the server's US plan price. An administrator checks the chain
 * and verifies (→ fulfilOrder, in the same transaction) or rejects; both are final.
 */
import {
  ADMIN_BILLING_TEXTS,
  type AdminCryptoTransaction,
  type BillingSubscription,
  CRYPTO_TEXTS,
  type CryptoNetwork,
  type CryptoTransactionRequest,
  type CryptoTransactionResponse,
  type CryptoWalletOption,
  canonicalTransactionId,
  PAYMENT_ERRORS,
  transactionHashOf,
} from '@pitchwise/contract'
import { type Kysely, sql } from 'kysely'
import type { Config } from '../../config.ts'
import type { Database } from '../../db/schema.ts'
import { AppError } from '../../errors.ts'
import { type AuditActor, recordAudit } from '../../shared/audit.ts'
import { refuseDuringBreak } from '../../shared/taking-a-break.ts'
import { DEFAULT_REGION_CODE, regionalPlans } from './catalogue.ts'
import { fulfilOrderIn, isUuid } from './fulfil-order.ts'
import { queueCustomerMail } from './mail/mail-outbox.ts'
import { formatUnits, USDT_DECIMALS, usdtCentsToOnChain } from './money.ts'
import { newOrderReference } from './orders.ts'
import { assertWithinSpendingLimits } from './spending-limits/spend-guard.ts'
import { subscriptionById } from './subscriptions.ts'

export const CRYPTO_PROVIDER = 'crypto'

/** The two wallet options of the form (spec §3), those with a configured address. */
export function cryptoWallets(
  config: Pick<Config, 'CRYPTO_WALLET_TRC20' | 'CRYPTO_WALLET_BEP20'>,
): CryptoWalletOption[] {
  const wallets: CryptoWalletOption[] = []
  if (config.CRYPTO_WALLET_TRC20) {
    wallets.push({ network: 'TRC20', label: 'USDT (TRC20)', address: config.CRYPTO_WALLET_TRC20 })
  }
  if (config.CRYPTO_WALLET_BEP20) {
    wallets.push({ network: 'BEP20', label: 'USDT (ERC20 / BSC BEP20)', address: config.CRYPTO_WALLET_BEP20 })
  }
  return wallets
}

/** Explorer link of a transaction id (BEP20 wallets are also ERC20 ones; BscScan is the default). */
export function explorerUrl(network: CryptoNetwork, transactionId: string): string {
  const id = encodeURIComponent(transactionId)
  return network === 'TRC20' ? `https://tronscan.org/#/transaction/${id}` : `https://bscscan.com/tx/${id}`
}

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505'

/** POST /api/billing/crypto-transactions. */
export async function submitCryptoTransaction(
  db: Kysely<Database>,
  config: Pick<Config, 'CRYPTO_WALLET_TRC20' | 'CRYPTO_WALLET_BEP20'>,
  user: { id: string; email: string },
  input: CryptoTransactionRequest,
): Promise<CryptoTransactionResponse> {
  const wallet = cryptoWallets(config).find((w) => w.network === input.network)
  if (!wallet) throw new AppError('BAD_REQUEST', CRYPTO_TEXTS.selectWallet)
  // The form sells US plans (spec: get_regional_plans fixed to 'US'), priced in US cents = USDT cents.
  const catalogue = await regionalPlans(db, DEFAULT_REGION_CODE)
  const plan = catalogue.fallback ? undefined : catalogue.plans.find((p) => p.id === input.planId)
  if (!plan) throw new AppError('BAD_REQUEST', CRYPTO_TEXTS.planNotFound)
  // One spelling per transaction (issue 30): the unique index on transaction_hash then sees every
  // attempt to submit the same transaction again, on either network, from anyone.
  const transactionId = canonicalTransactionId(input.network, input.transactionId)
  if (!transactionId) {
    throw new AppError(
      'BAD_REQUEST',
      input.network === 'TRC20' ? CRYPTO_TEXTS.invalidTrc20TransactionId : CRYPTO_TEXTS.invalidBep20TransactionId,
    )
  }
  try {
    return await db.transaction().execute(async (trx) => {
      // Checked like every order start, in the transaction that makes the order (decisions 311, 312).
      await refuseDuringBreak(trx, user.id, 'purchase')
      await assertWithinSpendingLimits(trx, user.id, { amount: plan.price, currency: 'USDT' })
      const order = await trx
        .insertInto('payment_orders')
        .values({
          user_id: user.id,
          order_id: newOrderReference(),
          payment_provider: CRYPTO_PROVIDER,
          amount: plan.price,
          currency: 'USDT',
          description: `${plan.name} - ${plan.credits} credits`,
          status: 'pending',
          plan_id: plan.id,
          plan_name: plan.name,
          credits: plan.credits,
          duration_days: plan.durationDays,
          region_code: DEFAULT_REGION_CODE,
          // No provider_reference: the transaction id lives on crypto_transactions, whose unique
          // index allows a rejected transaction to be submitted again (the order's would not).
          metadata: JSON.stringify({ plan_id: plan.id, email: user.email, network: input.network }),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      const row = await trx
        .insertInto('crypto_transactions')
        .values({
          user_id: user.id,
          email: user.email,
          plan_id: plan.id,
          plan_name: plan.name,
          amount: plan.price,
          network: input.network,
          wallet_address: wallet.address,
          transaction_id: transactionId,
          transaction_hash: transactionHashOf(transactionId),
          order_id: order.id,
        })
        .returningAll()
        .executeTakeFirstOrThrow()
      return {
        id: row.id,
        status: row.status,
        planName: row.plan_name,
        amount: row.amount,
        currency: 'USDT' as const,
        network: row.network,
        transactionId: row.transaction_id,
        createdAt: new Date(row.created_at).toISOString(),
      }
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', CRYPTO_TEXTS.duplicateTransaction)
    throw error
  }
}

function presentAdmin(row: {
  id: string
  created_at: Date | string
  email: string
  user_id: string
  plan_id: string
  plan_name: string
  amount: number
  network: CryptoNetwork
  wallet_address: string
  status: 'pending' | 'verified' | 'rejected'
  transaction_id: string
  admin_notes: string | null
  verified_at: Date | string | null
  order_id: string | null
}): AdminCryptoTransaction {
  return {
    id: row.id,
    createdAt: new Date(row.created_at).toISOString(),
    email: row.email,
    userId: row.user_id,
    planId: row.plan_id,
    planName: row.plan_name,
    amount: row.amount,
    currency: 'USDT',
    amountOnChain: formatUnits(usdtCentsToOnChain(row.amount, row.network), USDT_DECIMALS[row.network]),
    network: row.network,
    walletAddress: row.wallet_address,
    status: row.status,
    transactionId: row.transaction_id,
    explorerUrl: explorerUrl(row.network, row.transaction_id),
    adminNotes: row.admin_notes,
    verifiedAt: row.verified_at ? new Date(row.verified_at).toISOString() : null,
    orderId: row.order_id,
  }
}

/** Admin list, newest first, optionally by status. */
export async function listCryptoTransactions(
  db: Kysely<Database>,
  query: { status?: 'pending' | 'verified' | 'rejected' | undefined; page: number; pageSize: number },
) {
  let base = db.selectFrom('crypto_transactions')
  if (query.status) base = base.where('status', '=', query.status)
  const [rows, total] = await Promise.all([
    base
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ])
  return { transactions: rows.map(presentAdmin), page: query.page, pageSize: query.pageSize, total: Number(total.n) }
}

/**
 * Verify (→ fulfilOrder) or reject a pending transaction; a decided one cannot change again.
 * The row lock and the status guard make two administrators clicking at once decide it once.
 */
export async function decideCryptoTransaction(
  db: Kysely<Database>,
  id: string,
  decision: 'verified' | 'rejected',
  admin: AuditActor,
  adminNotes: string | null,
): Promise<{ transaction: AdminCryptoTransaction; subscription: BillingSubscription | null }> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', ADMIN_BILLING_TEXTS.transactionNotFound)
  const subscriptionId = await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('crypto_transactions')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst()
    if (!row) throw new AppError('NOT_FOUND', ADMIN_BILLING_TEXTS.transactionNotFound)
    if (row.status !== 'pending') throw new AppError('CONFLICT', ADMIN_BILLING_TEXTS.alreadyDecided)
    let granted: string | null = null
    if (decision === 'verified') {
      if (!row.order_id) throw new AppError('CONFLICT', PAYMENT_ERRORS.orderNotFound)
      // The administrator's check of the chain is the evidence: the transaction's own amount.
      const result = await fulfilOrderIn(trx, row.order_id, {
        provider: CRYPTO_PROVIDER,
        amount: row.amount,
        currency: 'USDT',
      })
      if (!result.ok) throw new AppError('CONFLICT', `The order could not be fulfilled (${result.reason})`)
      granted = result.subscriptionId
    } else if (row.order_id) {
      await trx
        .updateTable('payment_orders')
        .set({ status: 'cancelled', failure_reason: 'crypto_rejected', updated_at: sql`now()` })
        .where('id', '=', row.order_id)
        .where('status', 'in', ['created', 'pending', 'expired'])
        .execute()
    }
    await trx
      .updateTable('crypto_transactions')
      .set({
        status: decision,
        admin_notes: adminNotes,
        verified_at: sql`now()`,
        verified_by: admin.id,
        subscription_id: granted,
      })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .execute()
    // The buyer hears of the decision, with the administrator's note, once it commits.
    const endsAt = granted
      ? (await trx.selectFrom('subscriptions').select('ends_at').where('id', '=', granted).executeTakeFirstOrThrow())
          .ends_at
      : null
    const mailFacts = {
      planName: row.plan_name,
      amount: row.amount,
      network: row.network,
      transactionId: row.transaction_id,
      note: adminNotes,
    }
    if (decision === 'verified') {
      const credits = await trx
        .selectFrom('payment_orders')
        .select('credits')
        .where('id', '=', row.order_id ?? '')
        .executeTakeFirst()
      await queueCustomerMail(trx, {
        kind: 'crypto_verified',
        key: `crypto:${id}`,
        userId: row.user_id,
        facts: { ...mailFacts, credits: credits?.credits ?? 0, endsAt: endsAt ? new Date(endsAt).toISOString() : null },
      })
    } else {
      await queueCustomerMail(trx, {
        kind: 'crypto_rejected',
        key: `crypto:${id}`,
        userId: row.user_id,
        facts: mailFacts,
      })
    }
    // In the deciding transaction (decision 220): the decision and its entry commit together.
    await recordAudit(trx, admin, {
      action: decision === 'verified' ? 'crypto_transaction.verify' : 'crypto_transaction.reject',
      entity: 'crypto_transaction',
      entityId: id,
      before: { status: row.status, transactionId: row.transaction_id, email: row.email, plan: row.plan_name },
      after: { status: decision, adminNotes, subscriptionId: granted },
    })
    return granted
  })
  const row = await db.selectFrom('crypto_transactions').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
  return {
    transaction: presentAdmin(row),
    subscription: subscriptionId ? await subscriptionById(db, subscriptionId) : null,
  }
}
