import { MarketsManager } from '../../../features/admin/markets/markets-manager.tsx'
import { usePageTitle } from '../../../hooks/use-page-title.ts'

export default function AdminMarketsManagerPage() {
  usePageTitle('Markets management - Admin')
  return <MarketsManager />
}
