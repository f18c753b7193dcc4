import { SearchesManager } from '../../../features/admin/searches/searches-manager.tsx'
import { usePageTitle } from '../../../hooks/use-page-title.ts'

export default function AdminSearchesManagerPage() {
  usePageTitle('Manage Searches - Admin')
  return <SearchesManager />
}
