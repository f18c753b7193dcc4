import type { Receipt } from '@pitchwise/contract'
import { ShieldCheck } from 'lucide-react'
import { Link, useInRouterContext } from 'react-router'

const LINK =
  'rounded underline decoration-slate-300 underline-offset-2 hover:decoration-current focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-500 dark:decoration-white/30'

/**
 * The sealed record of predictions like this one (issue 33): the line the server wrote from the
 * scored live-sealed predictions of the same market family and confidence band, linked to the
 * track record filtered to them. Reports saved before receipts existed show none.
 */
export function ReceiptLine({ receipt }: { receipt: Receipt | undefined }) {
  const routed = useInRouterContext()
  if (!receipt) return null
  const label = `${receipt.text}. See the sealed track record for these predictions`
  return (
    <p className="mt-3 flex items-start gap-1.5 text-xs leading-relaxed text-slate-600 dark:text-slate-300">
      <ShieldCheck className="mt-0.5 size-3.5 shrink-0 text-accent" aria-hidden="true" />
      {routed ? (
        <Link to={receipt.href} className={LINK} aria-label={label} data-testid="receipt-line">
          {receipt.text}
        </Link>
      ) : (
        <a href={receipt.href} className={LINK} aria-label={label} data-testid="receipt-line">
          {receipt.text}
        </a>
      )}
    </p>
  )
}
