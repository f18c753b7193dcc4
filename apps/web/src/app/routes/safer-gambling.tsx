import { SAFER_GAMBLING_PAGE_TEXTS } from '@pitchwise/contract/taking-a-break'
import { Link } from 'react-router'
import { Page } from '../../components/page.tsx'
import { buttonClass } from '../../components/ui/button.tsx'
import { paths } from '../../config/paths.ts'
import { useSession } from '../../features/auth/session-context.tsx'
import { HelpOrganisations } from '../../features/safer-gambling/components/help-organisations.tsx'
import { TAKE_A_BREAK_ANCHOR } from '../../features/safer-gambling/components/take-a-break-panel.tsx'

/**
 * /safer-gambling (issue 35): what the tools do and where to get help. Public, reachable during a
 * break too (the break screen links here). It states what the product does, with no promise.
 */
export default function SaferGamblingPage() {
  const { status } = useSession()
  const texts = SAFER_GAMBLING_PAGE_TEXTS
  return (
    <Page title={texts.title} heading={texts.title} intro={texts.intro} width="max-w-3xl">
      <div className="space-y-10">
        <section aria-label="Your tools" className="grid gap-4 sm:grid-cols-2">
          {texts.sections.map((section) => (
            <div
              key={section.heading}
              className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-white/10 dark:bg-ink-900"
            >
              <h2 className="font-semibold text-slate-900 dark:text-white">{section.heading}</h2>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{section.text}</p>
            </div>
          ))}
        </section>
        <div>
          {status === 'signed-in' ? (
            <Link to={`${paths.billing}#${TAKE_A_BREAK_ANCHOR}`} className={buttonClass('secondary')}>
              {texts.toolsLink}
            </Link>
          ) : (
            <p className="text-sm text-slate-700 dark:text-slate-300">{texts.signedOutNote}</p>
          )}
          <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{texts.accountBasedNote}</p>
        </div>
        <section aria-labelledby="honest-numbers">
          <h2 id="honest-numbers" className="text-lg font-semibold text-slate-900 dark:text-white">
            {texts.honestTitle}
          </h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            {texts.honestText}{' '}
            <Link
              to={paths.trackRecord}
              className="font-medium text-pitch-700 underline underline-offset-2 dark:text-pitch-400"
            >
              {texts.trackRecordLink}
            </Link>
          </p>
        </section>
        <HelpOrganisations />
      </div>
    </Page>
  )
}
