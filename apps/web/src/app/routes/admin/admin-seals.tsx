import { SealStatus } from '../../../features/admin/seals/seal-status.tsx'
import { usePageTitle } from '../../../hooks/use-page-title.ts'

export default function AdminSealsPage() {
  usePageTitle('Sealed predictions - Admin')
  return <SealStatus />
}
