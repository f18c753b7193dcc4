import { CRYPTO_TEXTS } from '@pitchwise/contract/billing'
import { useSearchParams } from 'react-router'
import { Page } from '../../../components/page.tsx'
import { useSession } from '../../../features/auth/session-context.tsx'
import { CryptoPaymentForm } from '../../../features/billing/components/crypto-form.tsx'
import { RequireSignIn } from './require-sign-in.tsx'

/**
 * /billing/cryptoform: visitors go to /signin with this page as the return target and the
 * spec's 'Please sign in to continue with crypto payment'.
 */
export default function CryptoFormPage() {
  return (
    <RequireSignIn message={CRYPTO_TEXTS.signInPrompt}>
      <CryptoFormContent />
    </RequireSignIn>
  )
}

function CryptoFormContent() {
  const { status } = useSession()
  const [params] = useSearchParams()
  const planId = params.get('plan') ?? undefined
  return (
    <Page title={CRYPTO_TEXTS.title} heading={CRYPTO_TEXTS.title} intro={CRYPTO_TEXTS.subtitle} width="max-w-5xl">
      <CryptoPaymentForm isSignedIn={status === 'signed-in'} {...(planId ? { initialPlanId: planId } : {})} />
    </Page>
  )
}
