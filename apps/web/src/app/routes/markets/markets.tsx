import { ComingSoon } from '../../../components/page.tsx'

export default function MarketsPage() {
  return <ComingSoon title="Markets" heading="Betting Markets & Predictions" />
}
