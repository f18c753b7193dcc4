import { ReferralsReport } from '../../../features/admin/referrals/referrals-report.tsx'
import { usePageTitle } from '../../../hooks/use-page-title.ts'

export default function AdminReferralsReportPage() {
  usePageTitle('Referral Analytics - Admin')
  return <ReferralsReport />
}
