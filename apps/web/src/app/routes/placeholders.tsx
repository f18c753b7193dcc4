/**
 * Pages whose features land with later work: each already has its route, title and layout.
 * One small component per page keeps the router lazy-loading them like the real ones.
 */
import { ComingSoon } from '../../components/page.tsx'

export const BillingPage = () => <ComingSoon title="Billing & Credits" heading="Subscription Plans" />
export const CryptoFormPage = () => <ComingSoon title="Crypto Payment" heading="Crypto Payment" />
export const PaymentDirectPage = () => <ComingSoon title="Payment Status" heading="Payment Status" />
