import { AuditLog } from '../../../features/admin/audit/audit-log.tsx'
import { usePageTitle } from '../../../hooks/use-page-title.ts'

export default function AdminAuditLogPage() {
  usePageTitle('Audit Log - Admin')
  return <AuditLog />
}
