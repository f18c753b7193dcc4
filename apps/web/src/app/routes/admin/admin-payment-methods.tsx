import { PaymentMethodsManager } from '../../../features/admin/payment-methods/payment-methods-manager.tsx'
import { usePageTitle } from '../../../hooks/use-page-title.ts'

export default function AdminPaymentMethodsManagerPage() {
  usePageTitle('Payment Methods - Admin')
  return <PaymentMethodsManager />
}
