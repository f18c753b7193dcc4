import { LIMITS } from '@pitchwise/contract/limits'
import { SIGN_IN_MESSAGES } from '@pitchwise/contract/text'
import { History } from 'lucide-react'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { Page } from '../../../components/page.tsx'
import { paths } from '../../../config/paths.ts'
import { useSession } from '../../../features/auth/session-context.tsx'
import { SearchHistoryList } from '../../../features/history/components/search-history-list'
import { historySearchState } from '../../../features/history/utils/navigation'
import { SessionSkeleton, SignedOutNotice, useChatPage } from '../chat-page-kit.tsx'

export const HISTORY_SIGNED_OUT = SIGN_IN_MESSAGES.history

/** /search-history: the caller's searches, 10 per page: query, count, likes, last used, like toggle. */
export default function SearchHistoryPage() {
  const { status } = useSession()
  const navigate = useNavigate()
  const [page, setPage] = useState(1)
  const { renderLike, modal } = useChatPage({ autoRunNavigationQuery: false })
  return (
    <Page
      title="Search History"
      heading="Search History"
      intro="Everything you asked, most recent first. Open a question to run it again."
      width="max-w-3xl"
    >
      {status === 'loading' ? (
        <SessionSkeleton />
      ) : status === 'signed-out' ? (
        <SignedOutNotice message={HISTORY_SIGNED_OUT} icon={<History className="size-6" aria-hidden="true" />} />
      ) : (
        <SearchHistoryList
          page={page}
          onPageChange={setPage}
          pageSize={LIMITS.historyPageSize}
          onSelect={(entry) => navigate(paths.historySearch, { state: historySearchState(entry) })}
          renderActions={(entry) => renderLike({ id: entry.searchId, likes: entry.likes }, entry.liked)}
        />
      )}
      {modal}
    </Page>
  )
}
