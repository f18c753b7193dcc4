import { ComingSoon } from '../../../components/page.tsx'

export default function HistorySearchPage() {
  return <ComingSoon title="Search History" heading="Search History" />
}
