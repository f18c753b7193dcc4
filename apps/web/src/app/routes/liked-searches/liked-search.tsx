import { ComingSoon } from '../../../components/page.tsx'

export default function LikedSearchPage() {
  return <ComingSoon title="Liked Search" heading="Liked Search" />
}
