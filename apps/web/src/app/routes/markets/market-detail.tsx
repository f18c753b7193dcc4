import { ArrowLeft, SearchX } from 'lucide-react'
import { useState } from 'react'
import { Link, useParams } from 'react-router'
import { Page } from '../../../components/page.tsx'
import { paths } from '../../../config/paths.ts'
import { useMarket } from '../../../features/markets/api/get-market'
import { MarketSearchesPanel } from '../../../features/markets/components/market-searches-panel'
import { MARKET_SEARCH_CATEGORY } from '../../../features/markets/utils/markets'
import { apiErrorStatus } from '../../../lib/api-client.ts'
import { BackLink, NotFoundPanel, PRIMARY_LINK, useChatPage } from '../chat-page-kit.tsx'

export const MARKET_NOT_FOUND_TITLE = 'Market Not Found'
export const MARKET_NOT_FOUND_MESSAGE = "The market you're looking for doesn't exist."

function PanelSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="space-y-2 rounded-2xl border border-slate-200 bg-white/90 p-4 sm:p-5 dark:border-white/10 dark:bg-slate-900/70"
    >
      <div className="h-5 w-1/2 animate-pulse rounded bg-slate-100 motion-reduce:animate-none dark:bg-white/5" />
      {['a', 'b', 'c', 'd', 'e'].map((key) => (
        <div
          key={key}
          className="h-10 animate-pulse rounded-lg bg-slate-100 motion-reduce:animate-none dark:bg-white/5"
        />
      ))}
    </div>
  )
}

/** /markets/{id}: the chat plus the market's searches, 5 per page; a search click runs it. */
export default function MarketDetailPage() {
  const { marketId = '' } = useParams()
  const [page, setPage] = useState(1)
  const { data, isPending, isError, error, refetch } = useMarket(marketId, page)
  const { chat, renderExperience, renderLike, modal } = useChatPage()
  const isNotFound = isError && apiErrorStatus(error) === 404

  if (isNotFound) {
    return (
      <Page title={MARKET_NOT_FOUND_TITLE}>
        <NotFoundPanel
          icon={<SearchX className="size-6" aria-hidden="true" />}
          title={MARKET_NOT_FOUND_TITLE}
          message={MARKET_NOT_FOUND_MESSAGE}
        >
          <Link to={paths.markets} className={PRIMARY_LINK}>
            <ArrowLeft className="size-4" aria-hidden="true" />
            Back to Markets
          </Link>
        </NotFoundPanel>
      </Page>
    )
  }

  const aside = isPending ? (
    <PanelSkeleton />
  ) : data ? (
    <MarketSearchesPanel
      data={data}
      page={page}
      onPageChange={setPage}
      isDisabled={chat.isPending}
      onSelect={(search) => chat.submit(search.query, { searchId: search.id, searchCategory: MARKET_SEARCH_CATEGORY })}
      renderActions={(search) => renderLike(search, search.liked)}
    />
  ) : (
    <div
      role="alert"
      className="rounded-2xl border border-rose-500/30 bg-rose-500/10 px-4 py-3 text-sm text-rose-700 dark:text-rose-300"
    >
      Failed to fetch market searches.{' '}
      <button type="button" onClick={() => void refetch()} className="font-semibold underline">
        Try again
      </button>
    </div>
  )

  return (
    <Page title={data?.market.name ?? 'Market'} width="max-w-6xl">
      <div className="mb-4">
        <BackLink to={paths.markets}>Back to Markets</BackLink>
      </div>
      {renderExperience({ aside })}
      {modal}
    </Page>
  )
}
