import { Link } from 'react-router'
import { Page } from '../../../components/page.tsx'
import { webEnv } from '../../../config/env.ts'
import { paths } from '../../../config/paths.ts'
import { LegalSection } from './legal-section.tsx'

export default function TermsPage() {
  return (
    <Page
      title="Terms & Conditions"
      heading="Terms & Conditions"
      intro="Last updated: 1 November 2026"
      width="max-w-3xl"
    >
      <p className="text-slate-700 dark:text-slate-300">
        These terms govern your use of Pitchwise, operated by {webEnv.operatorName}, {webEnv.operatorAddress}. By using
        Pitchwise you accept them.
      </p>
      <LegalSection title="Age restriction: 18+">
        <p>
          Pitchwise is for adults only. You must be at least 18 years old (or the legal age for gambling where you live,
          if higher) to use it.
        </p>
      </LegalSection>
      <LegalSection title="The service">
        <p>
          Pitchwise answers questions about football matches with analyses generated from published fixtures and results
          and a statistical model. Each report states how recent its data is. Pitchwise is an information service: it
          does not accept bets and is not a bookmaker.
        </p>
      </LegalSection>
      <LegalSection title="No guarantee of outcomes">
        <p>
          Probabilities are estimates, not certainties. Football results are uncertain, data can be late or wrong, and
          Pitchwise can make mistakes. Verify results before relying on them. You alone decide whether and how to bet,
          and you bear the outcome of those decisions.
        </p>
      </LegalSection>
      <LegalSection title="Credits and plans">
        <p>
          Visitors receive a small number of free searches; accounts receive additional free credits. Paid plans add
          search credits for a fixed period stated at purchase and expire at the end of it; unused credits do not carry
          over. A search that fails or that Pitchwise cannot answer does not use a credit. Prices are shown before you
          pay; payments are processed by third-party providers under their terms.
        </p>
      </LegalSection>
      <LegalSection title="Responsible gambling">
        <p>
          Only bet what you can afford to lose, set limits, and never chase losses. If gambling stops being fun, seek
          help from an organisation such as BeGambleAware or the gambling-support service in your country. Your account
          has spending limits, time-outs, self-exclusion and reality checks: see{' '}
          <Link to={paths.saferGambling} className="underline underline-offset-2">
            Safer gambling
          </Link>
          .
        </p>
      </LegalSection>
      <LegalSection title="Acceptable use">
        <p>
          Do not abuse the free allowance (for example by automating accounts or clearing identifiers), attempt to
          access others' data or the administration area, disrupt the service, or resell its output at scale without our
          permission. We may suspend accounts that do.
        </p>
      </LegalSection>
      <LegalSection title="Liability">
        <p>
          To the extent the law allows, Pitchwise is provided "as is" and we are not liable for losses arising from bets
          or other decisions made using it. Nothing in these terms limits liability that cannot be limited by law.
        </p>
      </LegalSection>
      <LegalSection title="Changes and governing law">
        <p>
          We may update these terms; the date above shows the latest version. These terms are governed by the laws of
          England and Wales, unless the law of your country of residence requires otherwise.
        </p>
      </LegalSection>
    </Page>
  )
}
