import { Page } from '../../components/page.tsx'
import { ExploreMarkets } from '../../features/markets/components/explore-markets'
import { useTrackReferralVisit } from '../../features/referrals/hooks/use-track-referral-visit'
import { PopularSearches } from '../../features/search/components/popular-searches'
import { useChatPage } from './chat-page-kit.tsx'

export const POPULAR_SEARCH_CATEGORY = 'popular'

/**
 * Home (`/` and `/r/{code}`): the chat with Popular Searches beside it (below on small screens),
 * the report, and Explore Markets. A referral path records the visit and keeps the code.
 */
export default function HomePage() {
  useTrackReferralVisit()
  const { chat, renderExperience, renderLike, modal } = useChatPage()
  return (
    <Page width="max-w-6xl">
      <div className="space-y-12">
        {renderExperience({
          aside: (
            <PopularSearches
              isDisabled={chat.isPending}
              onSelect={(search) =>
                chat.submit(search.query, { searchId: search.id, searchCategory: POPULAR_SEARCH_CATEGORY })
              }
              renderActions={(search) => renderLike(search, search.liked)}
            />
          ),
        })}
        <ExploreMarkets />
      </div>
      {modal}
    </Page>
  )
}
