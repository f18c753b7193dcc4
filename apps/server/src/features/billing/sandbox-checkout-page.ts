/**
 * The sandbox's TEST MODE checkout page, rendered by the server the way a provider's hosted page
 * would be: plain HTML, no script (the app's CSP holds), a loud TEST MODE banner, the plan, the
 * SERVER's amount and currency, and Pay / Decline. Each button is a form that posts the order's
 * signed event to the sandbox webhook, so paying goes through the event store and fulfilOrder.
 */
import type { SignedSandboxEvent } from './gateways/sandbox.ts'
import { formatMinor } from './money.ts'

export interface SandboxPageOrder {
  id: string
  status: string
  planName: string
  credits: number
  durationDays: number
  amount: number
  currency: string
  /** The buyer's e-mail, only when the buyer is the one viewing the page; null hides the row. */
  email: string | null
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c)

const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f4f5;color:#18181b}
.banner{background:#b45309;color:#fff;text-align:center;font-weight:700;letter-spacing:.08em;padding:.75rem 1rem}
.banner small{display:block;font-weight:400;letter-spacing:0;opacity:.9;margin-top:.2rem}
main{max-width:28rem;margin:2rem auto;padding:0 1rem}
.card{background:#fff;border:1px solid #e4e4e7;border-radius:.75rem;padding:1.5rem;box-shadow:0 1px 2px rgba(0,0,0,.05)}
h1{font-size:1.25rem;margin:0 0 1rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem;margin:0 0 1.5rem}
dt{color:#52525b}dd{margin:0;text-align:right;font-weight:600;overflow-wrap:anywhere}
.amount{font-size:1.5rem}.actions{display:flex;flex-direction:column;gap:.75rem}
button{width:100%;font:inherit;font-weight:600;padding:.8rem 1rem;border-radius:.5rem;border:1px solid transparent;cursor:pointer}
button:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
.pay{background:#16a34a;color:#fff}.pay:hover{background:#15803d}
.decline{background:#fff;color:#b91c1c;border-color:#fca5a5}.decline:hover{background:#fef2f2}
p.note{color:#52525b;font-size:.875rem;margin:1rem 0 0}a{color:#2563eb}
`

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><div class="banner" role="status">TEST MODE<small>Sandbox payment — no real money is charged</small></div>
<main>${body}</main></body></html>`
}

function signedForm(action: string, event: SignedSandboxEvent, label: string, className: string): string {
  return `<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="payload" value="${escapeHtml(event.payload)}">
<input type="hidden" name="signature" value="${escapeHtml(event.signature)}">
<button type="submit" class="${className}">${escapeHtml(label)}</button></form>`
}

export function renderSandboxCheckout(
  order: SandboxPageOrder,
  forms: { action: string; pay: SignedSandboxEvent; decline: SignedSandboxEvent },
): string {
  const open = order.status === 'created' || order.status === 'pending' || order.status === 'expired'
  const details = `<dl>
<dt>Plan</dt><dd>${escapeHtml(order.planName)}</dd>
<dt>Credits</dt><dd>${order.credits} searches</dd>
<dt>Validity</dt><dd>${order.durationDays === 1 ? '24 hours' : `${order.durationDays} days`}</dd>
${
  order.email === null
    ? ''
    : `<dt>Account</dt><dd>${escapeHtml(order.email)}</dd>
`
}<dt>Amount</dt><dd class="amount" data-testid="sandbox-amount">${escapeHtml(formatMinor(order.amount, order.currency))}</dd>
</dl>`
  const actions = open
    ? `<div class="actions">${signedForm(forms.action, forms.pay, 'Pay', 'pay')}${signedForm(forms.action, forms.decline, 'Decline', 'decline')}</div>
<p class="note">Pay completes this test order as if a card had been charged; Decline cancels it.</p>`
    : `<p class="note">This order is ${escapeHtml(order.status)}. <a href="/payment/${order.status === 'fulfilled' ? 'success' : 'cancel'}?order=${escapeHtml(order.id)}">Continue</a></p>`
  return page('Sandbox checkout — TEST MODE', `<div class="card"><h1>Sandbox checkout</h1>${details}${actions}</div>`)
}

export function renderSandboxNotFound(): string {
  return page(
    'Sandbox checkout — not found',
    `<div class="card"><h1>Checkout not found</h1><p class="note">This test checkout does not exist. <a href="/billing">Back to Billing</a></p></div>`,
  )
}
