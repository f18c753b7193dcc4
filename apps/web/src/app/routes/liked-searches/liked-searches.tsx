import { ComingSoon } from '../../../components/page.tsx'

export default function LikedSearchesPage() {
  return <ComingSoon title="Liked Searches" heading="Liked Searches" />
}
