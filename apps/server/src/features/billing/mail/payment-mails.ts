/**
 * The mails a customer gets about money, each in plain text and HTML: the receipt of a paid
 * order, a crypto payment verified (its receipt) or rejected with the administrator's note, a
 * plan ending in three days and one that ended, and a refund or revoke. They are rendered when
 * sent, from the facts the outbox row committed (mail-outbox.ts); every value is escaped.
 */
import type { CustomerMailKind } from '../../../db/schema.ts'
import { escapeHtml, type MailMessage } from '../../../lib/mail/templates.ts'
import { formatMinor } from '../money.ts'

/** What the rows of each kind commit (payload), read back when the mail is sent. */
export interface PaymentMailFacts {
  receipt: { reference: string; planName: string; credits: number; amount: number; currency: string; endsAt: string }
  crypto_verified: {
    planName: string
    credits: number
    amount: number
    network: string
    transactionId: string
    endsAt: string | null
    note: string | null
  }
  crypto_rejected: { planName: string; amount: number; network: string; transactionId: string; note: string | null }
  plan_ending: { planName: string; endsAt: string; creditsRemaining: number }
  plan_ended: { planName: string; endedAt: string }
  refund: {
    reference: string
    planName: string
    amount: number
    currency: string
    reason: 'refund' | 'dispute_lost'
    creditsRevoked: number
  }
}

export interface MailContext {
  productName: string
  /** Where the buyer sees their plan (PUBLIC_URL + /billing). */
  billingUrl: string
}

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
const credits = (n: number) => `${n} ${n === 1 ? 'credit' : 'credits'}`
/** USDT amounts are stored in US cents (1 USDT = 100). */
const usdt = (cents: number) => `${(cents / 100).toFixed(2)} USDT`

/** One mail: a subject, paragraphs, and the billing link; the text part says exactly what the HTML says. */
function compose(to: string, ctx: MailContext, subject: string, paragraphs: string[]): MailMessage {
  const text = [
    ctx.productName,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    `Your plan: ${ctx.billingUrl}`,
    '',
    `— The ${ctx.productName} team`,
  ].join('\n')
  const html = `<!doctype html>
<html lang="en"><body style="font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;background:#f8fafc;padding:24px;color:#0f172a">
<div style="max-width:480px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(ctx.productName)}</h1>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p style="margin:24px 0"><a href="${escapeHtml(ctx.billingUrl)}" style="background:#16a34a;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;display:inline-block">Your plan</a></p>
<p style="font-size:13px">— The ${escapeHtml(ctx.productName)} team</p>
</div></body></html>`
  return { to, subject, text, html }
}

type Renderers = { [K in CustomerMailKind]: (to: string, facts: PaymentMailFacts[K], ctx: MailContext) => MailMessage }

export const PAYMENT_MAILS: Renderers = {
  receipt: (to, f, ctx) =>
    compose(to, ctx, `Your ${ctx.productName} receipt: ${f.planName}`, [
      `Thank you for your payment. ${f.planName} is active with ${credits(f.credits)} until ${day(f.endsAt)}.`,
      `Amount paid: ${formatMinor(f.amount, f.currency)}. Order reference: ${f.reference}.`,
      'Keep this email as your receipt.',
    ]),
  crypto_verified: (to, f, ctx) =>
    compose(to, ctx, `Your USDT payment was verified: ${f.planName}`, [
      `An administrator verified your ${f.network} transaction ${f.transactionId}.`,
      `${f.planName} is active with ${credits(f.credits)}${f.endsAt ? ` until ${day(f.endsAt)}` : ''}. Amount paid: ${usdt(f.amount)}.`,
      ...(f.note ? [`Note from the administrator: ${f.note}`] : []),
      'Keep this email as your receipt.',
    ]),
  crypto_rejected: (to, f, ctx) =>
    compose(to, ctx, `Your USDT payment could not be verified`, [
      `An administrator could not verify your ${f.network} transaction ${f.transactionId} for ${f.planName} (${usdt(f.amount)}), so no plan was added.`,
      f.note ? `Note from the administrator: ${f.note}` : 'No note was given.',
      'If you believe this is a mistake, reply to this email with the transaction details.',
    ]),
  plan_ending: (to, f, ctx) =>
    compose(to, ctx, `Your ${f.planName} plan ends on ${day(f.endsAt)}`, [
      `Your ${f.planName} plan ends on ${day(f.endsAt)}, in three days or less. You have ${credits(f.creditsRemaining)} left until then.`,
      'To keep searching without interruption, buy a plan again on the billing page; a new plan extends the current one.',
    ]),
  plan_ended: (to, f, ctx) =>
    compose(to, ctx, `Your ${f.planName} plan has ended`, [
      `Your ${f.planName} plan ended on ${day(f.endedAt)}. Unused credits of the plan have expired.`,
      'You can buy a new plan at any time on the billing page.',
    ]),
  refund: (to, f, ctx) =>
    compose(
      to,
      ctx,
      f.reason === 'refund' ? `Your payment was refunded: ${f.planName}` : `Your payment was reversed: ${f.planName}`,
      [
        f.reason === 'refund'
          ? `Your payment of ${formatMinor(f.amount, f.currency)} for ${f.planName} (order ${f.reference}) was refunded.`
          : `Your payment of ${formatMinor(f.amount, f.currency)} for ${f.planName} (order ${f.reference}) was reversed by your bank.`,
        f.creditsRevoked > 0
          ? `The plan it bought was withdrawn with its ${credits(f.creditsRevoked)} left unspent.`
          : 'Nothing it bought was left to withdraw.',
      ],
    ),
}
