/**
 * The customer mail outbox (decision 263). A change that a customer must hear about writes its
 * mail as a row in the change's own transaction (queueCustomerMail): if the change rolls back,
 * so does the mail; if it commits, the mail is there. One dedupe key per fact (an order's
 * receipt, a subscription's end…) makes a retried or racing change queue it once.
 *
 * The dispatcher sends rows after commit through the mail port (SMTP, or the development outbox):
 * a row is claimed (pending → sending) before it is sent, so two instances never send it both,
 * and marked sent after. A failed send is retried with backoff; a row left 'sending' by a process
 * that died is taken again after SENDING_STUCK_MINUTES (the one case where a mail may go twice:
 * sent, then the process died before marking it).
 */
import type { FastifyBaseLogger } from 'fastify'
import { type Kysely, sql, type Transaction } from 'kysely'
import type { CustomerMailKind, Database } from '../../../db/schema.ts'
import type { Mailer } from '../../../lib/mail/mailer.ts'
import { type MailContext, PAYMENT_MAILS, type PaymentMailFacts } from './payment-mails.ts'

const SENDING_STUCK_MINUTES = 5
const MAX_ATTEMPTS = 8

/** Queues a mail to `userId` in the caller's transaction; a second call with the same key does nothing. */
export async function queueCustomerMail<K extends CustomerMailKind>(
  trx: Transaction<Database> | Kysely<Database>,
  mail: { kind: K; key: string; userId: string; facts: PaymentMailFacts[K] },
): Promise<void> {
  await sql`
    insert into customer_mail_outbox (kind, dedupe_key, user_id, recipient, payload)
    select ${mail.kind}, ${mail.key}, u.id, u.email, ${JSON.stringify(mail.facts)}::jsonb from "user" u where u.id = ${mail.userId}
    on conflict (dedupe_key) do nothing`.execute(trx)
}

/**
 * Queues the job's mails: a plan ending within three days (once per end date, for plans longer
 * than three days; a one-day pass would be warned the moment it is bought), and a plan that ended
 * in the last week (once). Revoked plans got their refund mail instead.
 */
export async function queueSubscriptionMails(db: Kysely<Database>): Promise<number> {
  const ending = await sql`
    insert into customer_mail_outbox (kind, dedupe_key, user_id, recipient, payload)
    select 'plan_ending', 'plan_ending:' || s.id || ':' || extract(epoch from s.ends_at)::bigint, u.id, u.email,
      jsonb_build_object('planName', p.name, 'endsAt', to_jsonb(s.ends_at), 'creditsRemaining', s.credits_remaining)
    from subscriptions s join "user" u on u.id = s.user_id join subscription_plans p on p.id = s.plan_id
    where s.status in ('active', 'cancelled') and s.ends_at > now() and s.ends_at <= now() + interval '3 days'
      and s.ends_at - s.starts_at > interval '3 days'
    on conflict (dedupe_key) do nothing`.execute(db)
  const ended = await sql`
    insert into customer_mail_outbox (kind, dedupe_key, user_id, recipient, payload)
    select 'plan_ended', 'plan_ended:' || s.id, u.id, u.email,
      jsonb_build_object('planName', p.name, 'endedAt', to_jsonb(s.ends_at))
    from subscriptions s join "user" u on u.id = s.user_id join subscription_plans p on p.id = s.plan_id
    where s.status = 'expired' and s.ends_at <= now() and s.ends_at > now() - interval '7 days'
    on conflict (dedupe_key) do nothing`.execute(db)
  return Number(ending.numAffectedRows ?? 0n) + Number(ended.numAffectedRows ?? 0n)
}

export interface DispatcherDeps {
  db: Kysely<Database>
  mailer: Mailer
  context: MailContext
  log?: FastifyBaseLogger | undefined
}

/** Sends the due rows once each; returns how many were sent. */
export async function sendDueMails(deps: DispatcherDeps, limit = 50): Promise<number> {
  const claimed = await sql<{
    id: string
    kind: CustomerMailKind
    recipient: string
    payload: Record<string, unknown>
    attempts: number
  }>`
    update customer_mail_outbox set status = 'sending', attempts = attempts + 1, updated_at = now()
    where id in (
      select id from customer_mail_outbox
      where status = 'pending'
        or (status = 'failed' and attempts < ${MAX_ATTEMPTS}
            and updated_at < now() - make_interval(secs => least(3600, 30 * power(2, greatest(attempts - 1, 0)))))
        or (status = 'sending' and updated_at < now() - make_interval(mins => ${SENDING_STUCK_MINUTES}))
      order by id
      limit ${limit}
      for update skip locked
    )
    returning id, kind, recipient, payload, attempts`.execute(deps.db)
  let sent = 0
  for (const row of claimed.rows) {
    try {
      const render = PAYMENT_MAILS[row.kind] as (
        to: string,
        facts: unknown,
        ctx: MailContext,
      ) => ReturnType<(typeof PAYMENT_MAILS)['receipt']>
      await deps.mailer.send(render(row.recipient, row.payload, deps.context))
      await deps.db
        .updateTable('customer_mail_outbox')
        .set({ status: 'sent', sent_at: sql`now()`, last_error: null, updated_at: sql`now()` })
        .where('id', '=', row.id)
        .execute()
      sent++
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      await deps.db
        .updateTable('customer_mail_outbox')
        .set({ status: 'failed', last_error: message.slice(0, 1000), updated_at: sql`now()` })
        .where('id', '=', row.id)
        .execute()
      deps.log?.warn(
        { err: error, mailId: row.id, kind: row.kind, attempts: row.attempts },
        'customer mail not sent; will retry',
      )
    }
  }
  return sent
}

/**
 * Runs sendDueMails after the changes of a request committed, one round at a time per process
 * (a kick during a round asks for one more round, so nothing queued meanwhile waits for the job).
 */
export class MailDispatcher {
  readonly #deps: DispatcherDeps
  #running: Promise<void> | null = null
  #again = false

  constructor(deps: DispatcherDeps) {
    this.#deps = deps
  }

  kick(): void {
    if (this.#running) {
      this.#again = true
      return
    }
    this.#running = this.#rounds().finally(() => {
      this.#running = null
    })
  }

  /** Resolves when no round is running (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.#running) await this.#running
  }

  async #rounds(): Promise<void> {
    do {
      this.#again = false
      try {
        await sendDueMails(this.#deps)
      } catch (error) {
        this.#deps.log?.warn({ err: error }, 'customer mail round failed; the billing job retries')
      }
    } while (this.#again)
  }
}
