import { Page } from '../../../components/page.tsx'
import { MarketsBrowser } from '../../../features/markets/components/markets-browser'

/** /markets: every market as an expandable card; a search click runs it on the market's page. */
export default function MarketsPage() {
  return (
    <Page title="Markets" width="max-w-6xl">
      <MarketsBrowser />
    </Page>
  )
}
