import { ComingSoon } from '../../../components/page.tsx'

export default function SearchHistoryPage() {
  return <ComingSoon title="Search History" heading="Search History" />
}
