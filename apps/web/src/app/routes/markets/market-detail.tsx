import { ComingSoon } from '../../../components/page.tsx'

export default function MarketDetailPage() {
  return <ComingSoon title="Market" heading="Market" />
}
