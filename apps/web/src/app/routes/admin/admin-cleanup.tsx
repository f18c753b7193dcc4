import { CleanupForm } from '../../../features/admin/cleanup/cleanup-form.tsx'
import { usePageTitle } from '../../../hooks/use-page-title.ts'

export default function AdminCleanupFormPage() {
  usePageTitle('Cleanup Shared Analyses - Admin')
  return <CleanupForm />
}
