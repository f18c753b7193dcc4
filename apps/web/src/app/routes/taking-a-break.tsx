import { REALITY_CHECK_TEXTS } from '@pitchwise/contract/taking-a-break'
import { Link } from 'react-router'
import { Page } from '../../components/page.tsx'
import { buttonClass } from '../../components/ui/button.tsx'
import { paths } from '../../config/paths.ts'

/**
 * Where a reality check's "Take a break" leads (decision 313): the tab leaves the search view for
 * this quiet page. Nothing runs here and nothing invites a return; the link back is plain.
 */
export default function TakingABreakPage() {
  return (
    <Page
      title={REALITY_CHECK_TEXTS.breakPageTitle}
      heading={REALITY_CHECK_TEXTS.breakPageTitle}
      intro={REALITY_CHECK_TEXTS.breakPageText}
      width="max-w-2xl"
    >
      <Link to={paths.home} className={buttonClass('ghost')}>
        {REALITY_CHECK_TEXTS.breakPageBack}
      </Link>
    </Page>
  )
}
