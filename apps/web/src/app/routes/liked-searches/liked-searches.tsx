import { LIMITS } from '@pitchwise/contract/limits'
import { SIGN_IN_MESSAGES } from '@pitchwise/contract/text'
import { Heart } from 'lucide-react'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { Page } from '../../../components/page.tsx'
import { paths } from '../../../config/paths.ts'
import { useSession } from '../../../features/auth/session-context.tsx'
import { LikedSearchesList } from '../../../features/likes/components/liked-searches-list'
import { likedSearchState } from '../../../features/likes/utils/navigation'
import { SessionSkeleton, SignedOutNotice, useChatPage } from '../chat-page-kit.tsx'

export const LIKED_SIGNED_OUT = SIGN_IN_MESSAGES.likedSearches

/** /liked-searches: the caller's liked searches, 10 per page, each with an unlike heart. */
export default function LikedSearchesPage() {
  const { status } = useSession()
  const navigate = useNavigate()
  const [page, setPage] = useState(1)
  const { requireSignIn, modal } = useChatPage({ autoRunNavigationQuery: false })
  return (
    <Page
      title="Liked Searches"
      heading="Liked Searches"
      intro="The questions you saved. Open one to run it again."
      width="max-w-3xl"
    >
      {status === 'loading' ? (
        <SessionSkeleton />
      ) : status === 'signed-out' ? (
        <SignedOutNotice message={LIKED_SIGNED_OUT} icon={<Heart className="size-6" aria-hidden="true" />} />
      ) : (
        <LikedSearchesList
          page={page}
          onPageChange={setPage}
          pageSize={LIMITS.likedPageSize}
          onSelect={(search) => navigate(paths.likedSearch, { state: likedSearchState(search) })}
          onRequireSignIn={requireSignIn}
        />
      )}
      {modal}
    </Page>
  )
}
