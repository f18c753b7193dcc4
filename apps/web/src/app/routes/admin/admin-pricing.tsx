import { PricingManager } from '../../../features/admin/pricing/pricing-manager.tsx'
import { usePageTitle } from '../../../hooks/use-page-title.ts'

export default function AdminPricingManagerPage() {
  usePageTitle('Regional Pricing - Admin')
  return <PricingManager />
}
