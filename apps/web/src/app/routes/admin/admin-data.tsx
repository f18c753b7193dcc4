import { DataStatus } from '../../../features/admin/data/data-status.tsx'
import { usePageTitle } from '../../../hooks/use-page-title.ts'

export default function AdminDataStatusPage() {
  usePageTitle('Data status - Admin')
  return <DataStatus />
}
