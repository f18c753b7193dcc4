/**
 * The billing jobs, every BILLING_JOB_INTERVAL_SECONDS: end subscriptions whose time is up,
 * expire unpaid orders, retry failed or stuck payment events, queue the plan-ending and
 * plan-ended mails and send the customer mails still due (mail/mail-outbox.ts). Each round runs on one instance
 * at a time (advisory lock on PostgreSQL), and every step is safe to repeat.
 */
import type { FastifyBaseLogger } from 'fastify'
import type { DatabaseHandle } from '../../db/database.ts'
import type { GatewayRegistry } from './gateways/registry.ts'
import { type DispatcherDeps, queueSubscriptionMails, sendDueMails } from './mail/mail-outbox.ts'
import { expireStaleOrders } from './orders.ts'
import { retryEvents } from './payment-events.ts'
import { expireSubscriptions } from './subscriptions.ts'

export interface BillingJobDeps {
  database: DatabaseHandle
  registry: GatewayRegistry
  log: FastifyBaseLogger
  orderTtlMinutes: number
  maxEventAttempts: number
  /** The customer mails' dispatcher (without it, the job queues and sends no mail). */
  mail?: DispatcherDeps
}

export interface BillingJobReport {
  subscriptionsExpired: number
  ordersExpired: number
  eventsRetried: number
  eventsProcessed: number
  mailsSent: number
}

/** One round; undefined when another instance is running it right now. */
export async function runBillingJobs(deps: BillingJobDeps): Promise<BillingJobReport | undefined> {
  return deps.database.withExclusiveLock('billing-jobs', async () => {
    const db = deps.database.db
    const subscriptionsExpired = await expireSubscriptions(db)
    const ordersExpired = await expireStaleOrders(db, deps.orderTtlMinutes)
    const events = await retryEvents({ db, registry: deps.registry, log: deps.log, maxAttempts: deps.maxEventAttempts })
    let mailsSent = 0
    if (deps.mail) {
      await queueSubscriptionMails(db)
      mailsSent = await sendDueMails(deps.mail)
    }
    const report = {
      subscriptionsExpired,
      ordersExpired,
      eventsRetried: events.retried,
      eventsProcessed: events.processed,
      mailsSent,
    }
    if (subscriptionsExpired + ordersExpired + events.retried + mailsSent > 0) deps.log.info(report, 'billing jobs')
    return report
  })
}

/** Starts the schedule; returns a stop function. */
export function scheduleBillingJobs(deps: BillingJobDeps, intervalSeconds: number): () => void {
  if (intervalSeconds <= 0) return () => {}
  let running = false
  const timer = setInterval(() => {
    if (running) return
    running = true
    runBillingJobs(deps)
      .catch((error) => deps.log.error({ err: error }, 'billing jobs failed'))
      .finally(() => {
        running = false
      })
  }, intervalSeconds * 1000)
  timer.unref()
  return () => clearInterval(timer)
}
