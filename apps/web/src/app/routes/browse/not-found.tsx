import { ArrowLeft, SearchX } from 'lucide-react'
import { Link } from 'react-router'
import { Page } from '../../../components/page.tsx'
import { paths } from '../../../config/paths.ts'
import { NotFoundPanel, PRIMARY_LINK } from '../chat-page-kit.tsx'

/** A browse page whose id names nothing in the data. */
export function BrowseNotFound({ what }: { what: 'match' | 'league' | 'team' }) {
  const title = `${what[0]?.toUpperCase()}${what.slice(1)} Not Found`
  return (
    <Page title={title}>
      <NotFoundPanel
        icon={<SearchX className="size-6" aria-hidden="true" />}
        title={title}
        message={`Pitchwise's football data has no such ${what}.`}
      >
        <Link to={paths.matches} className={PRIMARY_LINK}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to Matches
        </Link>
      </NotFoundPanel>
    </Page>
  )
}
