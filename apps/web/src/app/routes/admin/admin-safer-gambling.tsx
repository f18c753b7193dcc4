import { SaferGamblingUsers } from '../../../features/admin/safer-gambling/safer-gambling-users.tsx'
import { usePageTitle } from '../../../hooks/use-page-title.ts'

export default function AdminSaferGamblingPage() {
  usePageTitle('Safer gambling - Admin')
  return <SaferGamblingUsers />
}
