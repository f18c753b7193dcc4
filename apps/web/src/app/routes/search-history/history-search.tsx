import { LIMITS } from '@pitchwise/contract/limits'
import { History } from 'lucide-react'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { Page } from '../../../components/page.tsx'
import { paths } from '../../../config/paths.ts'
import { SearchHistoryList } from '../../../features/history/components/search-history-list'
import { historySearchState } from '../../../features/history/utils/navigation'
import { BackLink, SessionSkeleton, SidePanel, SignedOutNotice, useChatPage } from '../chat-page-kit.tsx'
import { HISTORY_SIGNED_OUT } from './search-history.tsx'

/** /search-history/search: the chat prefilled with a past query (not run) and the history, 5 per page. */
export default function HistorySearchPage() {
  const navigate = useNavigate()
  const [page, setPage] = useState(1)
  const { renderExperience, renderLike, modal, sessionStatus } = useChatPage({ autoRunNavigationQuery: false })
  const aside =
    sessionStatus === 'loading' ? (
      <SessionSkeleton />
    ) : sessionStatus === 'signed-out' ? (
      <SignedOutNotice
        message={HISTORY_SIGNED_OUT}
        icon={<History className="size-6" aria-hidden="true" />}
        isCompact
      />
    ) : (
      <SidePanel title="Search History" icon={<History className="size-4 text-emerald-500" aria-hidden="true" />}>
        <SearchHistoryList
          isCompact
          page={page}
          onPageChange={setPage}
          pageSize={LIMITS.sideListPageSize}
          onSelect={(entry) => navigate(paths.historySearch, { state: historySearchState(entry) })}
          renderActions={(entry) => renderLike({ id: entry.searchId, likes: entry.likes }, entry.liked)}
        />
      </SidePanel>
    )
  return (
    <Page title="Search History" width="max-w-6xl">
      <div className="mb-4">
        <BackLink to={paths.searchHistory}>Back to Search History</BackLink>
      </div>
      {renderExperience({ aside })}
      {modal}
    </Page>
  )
}
