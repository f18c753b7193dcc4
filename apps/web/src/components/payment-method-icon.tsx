import type { PaymentMethodIcon } from '@pitchwise/contract'
import { Bitcoin, CreditCard, Landmark, type LucideProps, Smartphone, Wallet } from 'lucide-react'

/** PayPal has no glyph in the icon set (brand marks were removed): a plain "P" monogram in the same frame. */
function PayPalMonogram({ className }: LucideProps) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" fill="none" stroke="currentColor" strokeWidth={2}>
      <path d="M8 20V4h5.5a4.5 4.5 0 0 1 0 9H8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}

const ICONS: Record<PaymentMethodIcon, (props: LucideProps) => React.ReactNode> = {
  'credit-card': CreditCard,
  bitcoin: Bitcoin,
  wallet: Wallet,
  landmark: Landmark,
  smartphone: Smartphone,
  paypal: PayPalMonogram,
}

/** The icon of a payment method, from the spec's list (credit-card, bitcoin, wallet, landmark, smartphone, paypal). */
export function MethodIcon({ icon, className = 'size-5' }: { icon: PaymentMethodIcon; className?: string }) {
  const Icon = ICONS[icon] ?? CreditCard
  return <Icon className={className} aria-hidden="true" />
}
