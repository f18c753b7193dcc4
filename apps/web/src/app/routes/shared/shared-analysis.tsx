import { ComingSoon } from '../../../components/page.tsx'

export default function SharedAnalysisPage() {
  return <ComingSoon title="Shared Analysis" heading="Shared Analysis" />
}
