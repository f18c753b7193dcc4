import { ManualSubscriptionForm } from '../../../features/admin/manual-subscription/manual-subscription-form.tsx'
import { usePageTitle } from '../../../hooks/use-page-title.ts'

export default function AdminManualSubscriptionFormPage() {
  usePageTitle('Manual Subscription - Admin')
  return <ManualSubscriptionForm />
}
