import { Page } from '../../../components/page.tsx'
import { webEnv } from '../../../config/env.ts'
import { LegalSection } from './legal-section.tsx'

export default function PrivacyPage() {
  return (
    <Page title="Privacy Policy" heading="Privacy Policy" intro="Last updated: 28 November 2026" width="max-w-3xl">
      <p className="text-slate-700 dark:text-slate-300">
        This policy explains what {webEnv.operatorName} ("Pitchwise", "we") collects when you use Pitchwise, why, and
        the choices you have. We collect as little as we need to run the service.
      </p>
      <LegalSection title="What we collect">
        <p>
          <strong>Account data.</strong> Your email address and a securely hashed password (we never store the password
          itself). If you sign in with an emailed link, only your email address.
        </p>
        <p>
          <strong>Visitor identifier.</strong> Before you sign in, a visitor identifier is stored in a first-party
          cookie for 365 days. It is derived from your browser's characteristics (or is random when that fails) and lets
          us count your free searches fairly. We also count anonymous searches per IP address per day to stop abuse.
        </p>
        <p>
          <strong>Your searches.</strong> The questions you ask, the reports we generate, your likes and, when signed
          in, your search history. Shared reports are visible to anyone with their link.
        </p>
        <p>
          <strong>Payments.</strong> Payments are handled by our payment processors (for example card, PayPal or
          Paystack checkouts). We receive the order reference, amount, currency and status — never your full card
          details.
        </p>
        <p>
          <strong>Feedback and technical logs.</strong> Messages you send us, and server logs (IP address, time, request
          path, errors) kept to operate and secure the service.
        </p>
      </LegalSection>
      <LegalSection title="What other people can see">
        <p>
          <strong>Popular Searches.</strong> A question appears in the public Popular Searches list only after at least
          three different people have asked it, and only in a wording that at least three of them typed. A wording that
          contains an email address, a phone number, a web address or a social media handle is never shown, and neither
          are follow-up questions or questions answered free. The list shows the question, how many times it was asked
          and how many likes it has, never who asked it.
        </p>
        <p>
          <strong>Shared reports.</strong> A report you share is visible to anyone with its link. Everything else you
          ask, like and keep in your history is visible only to you and to our administrators.
        </p>
      </LegalSection>
      <LegalSection title="How we use it">
        <p>
          To provide the analyses you ask for, keep your credits and history, process purchases, prevent abuse of the
          free allowance, answer feedback, and improve the product. We do not sell your data and we do not use it for
          third-party advertising.
        </p>
      </LegalSection>
      <LegalSection title="Retention">
        <p>
          Account data is kept while your account exists. Search history is kept until you delete your account. Shared
          analyses may be removed after a retention period set by our administrators. Server logs are kept for up to 30
          days.
        </p>
      </LegalSection>
      <LegalSection title="Your rights">
        <p>
          You can ask to access, correct, export or delete your personal data, and object to its processing, by writing
          to{' '}
          <a className="text-accent underline" href={`mailto:${webEnv.contactEmail}`}>
            {webEnv.contactEmail}
          </a>
          . You may also complain to your local data-protection authority.
        </p>
      </LegalSection>
      <LegalSection title="Cookies and storage">
        <p>
          We use only first-party storage needed to run Pitchwise: the visitor cookie, your sign-in token, your theme
          choice and a referral code when you arrive through a referral link. No advertising or tracking cookies.
        </p>
      </LegalSection>
      <LegalSection title="Contact">
        <p>
          {webEnv.operatorName}, {webEnv.operatorAddress}. Email:{' '}
          <a className="text-accent underline" href={`mailto:${webEnv.contactEmail}`}>
            {webEnv.contactEmail}
          </a>
          .
        </p>
      </LegalSection>
    </Page>
  )
}
