import { LIMITS } from '@pitchwise/contract/limits'
import { Heart } from 'lucide-react'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { Page } from '../../../components/page.tsx'
import { paths } from '../../../config/paths.ts'
import { LikedSearchesList } from '../../../features/likes/components/liked-searches-list'
import { likedSearchState } from '../../../features/likes/utils/navigation'
import { BackLink, SessionSkeleton, SidePanel, SignedOutNotice, useChatPage } from '../chat-page-kit.tsx'
import { LIKED_SIGNED_OUT } from './liked-searches.tsx'

/** /liked-searches/search: the chat prefilled with a liked query (not run) and the liked list, 5 per page. */
export default function LikedSearchPage() {
  const navigate = useNavigate()
  const [page, setPage] = useState(1)
  const { renderExperience, requireSignIn, modal, sessionStatus } = useChatPage({ autoRunNavigationQuery: false })
  const aside =
    sessionStatus === 'loading' ? (
      <SessionSkeleton />
    ) : sessionStatus === 'signed-out' ? (
      <SignedOutNotice message={LIKED_SIGNED_OUT} icon={<Heart className="size-6" aria-hidden="true" />} isCompact />
    ) : (
      <SidePanel title="Liked Searches" icon={<Heart className="size-4 text-rose-500" aria-hidden="true" />}>
        <LikedSearchesList
          isCompact
          page={page}
          onPageChange={setPage}
          pageSize={LIMITS.sideListPageSize}
          onSelect={(search) => navigate(paths.likedSearch, { state: likedSearchState(search) })}
          onRequireSignIn={requireSignIn}
        />
      </SidePanel>
    )
  return (
    <Page title="Liked Search" width="max-w-6xl">
      <div className="mb-4">
        <BackLink to={paths.likedSearches}>Back to Liked Searches</BackLink>
      </div>
      {renderExperience({ aside })}
      {modal}
    </Page>
  )
}
