import { LIMITS } from '@pitchwise/contract/limits'
import { AUTH_MESSAGES } from '@pitchwise/contract/text'
import { type FormEvent, useRef, useState } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { paths } from '../../../config/paths.ts'
import { authApi } from '../../../features/auth/auth-api.ts'
import { AgeConfirmationField } from '../../../features/auth/components/age-confirmation-field.tsx'
import {
  AuthCard,
  CheckEmail,
  FormError,
  SubmitButton,
  textLink,
  useFocusFirstError,
} from '../../../features/auth/components/auth-card.tsx'
import { EmailField } from '../../../features/auth/components/email-field.tsx'
import { NewPasswordField } from '../../../features/auth/components/new-password-field.tsx'
import { ResendPrompt } from '../../../features/auth/components/resend-prompt.tsx'
import { useSession } from '../../../features/auth/session-context.tsx'
import {
  errorMessage,
  type FieldErrors,
  hasErrors,
  mailReturnTarget,
  safeReturnTo,
  validateSignUp,
} from '../../../features/auth/validation.ts'
import { useReturnHere } from '../../../hooks/use-return-here.ts'
import { authStorage } from '../../../lib/auth-storage.ts'

export const PASSWORD_HINT = `Must be at least ${LIMITS.passwordMinLength} characters long`

/**
 * /signup: the spec's sign-up flow runs on the server (POST /api/account/signup). The stored
 * referral code goes with it and is removed once the sign-up succeeded. A matching existing
 * account signs in and goes to the returnTo of navigation state, else / (replacing history); a
 * new one shows 'Check your email', and the verification link brings it back to that page.
 */
export default function SignUpPage() {
  const navigate = useNavigate()
  const location = useLocation()
  const returnTo = safeReturnTo(location.state)
  const passReturn = useReturnHere()
  const { acceptToken } = useSession()
  const formRef = useRef<HTMLFormElement>(null)
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [ageConfirmed, setAgeConfirmed] = useState(false)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [submitting, setSubmitting] = useState(false)
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [resend, setResend] = useState<'idle' | 'sending' | 'sent'>('idle')
  useFocusFirstError(formRef, errors)

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (submitting) return
    const found = validateSignUp(email, password, ageConfirmed)
    setErrors(found)
    setFormError(null)
    if (hasErrors(found)) return
    setSubmitting(true)
    try {
      const referralCode = authStorage.getReferralCode() ?? undefined
      const mailReturn = mailReturnTarget(returnTo)
      const { data } = await authApi.signUp({
        email: email.trim(),
        password,
        ageConfirmed: true,
        ...(referralCode ? { referralCode } : {}),
        ...(mailReturn ? { returnTo: mailReturn } : {}),
      })
      authStorage.clearReferralCode()
      if (data.status === 'signed-in') {
        await acceptToken(data.token)
        navigate(returnTo, { replace: true })
        return
      }
      setSentTo(data.email)
    } catch (error) {
      setFormError(errorMessage(error, AUTH_MESSAGES.signUpFailed))
    }
    setSubmitting(false)
  }

  const handleResend = async () => {
    if (!sentTo || resend === 'sending') return
    setResend('sending')
    setFormError(null)
    try {
      await authApi.resendVerification(sentTo, mailReturnTarget(returnTo))
      setResend('sent')
    } catch (error) {
      setFormError(errorMessage(error, AUTH_MESSAGES.generic))
      setResend('idle')
    }
  }

  return (
    <AuthCard
      pageTitle="Sign Up"
      title="Create your account"
      subtitle="Join us to get personalized match predictions"
      footer={
        sentTo ? null : (
          <>
            Already have an account?{' '}
            <Link to={paths.signIn} state={passReturn} className={textLink}>
              Sign in instead
            </Link>
          </>
        )
      }
    >
      {sentTo ? (
        <CheckEmail email={sentTo} description="Open the verification link in it to activate your account.">
          <ResendPrompt
            busy={resend === 'sending'}
            onResend={handleResend}
            resentNotice={resend === 'sent' ? 'We sent a new verification link.' : null}
          />
          <FormError message={formError} />
          <p>
            <Link to={paths.signIn} state={passReturn} className={textLink}>
              Back to Sign In
            </Link>
          </p>
        </CheckEmail>
      ) : (
        <form ref={formRef} onSubmit={handleSubmit} noValidate className="space-y-4" aria-label="Create your account">
          <EmailField value={email} onChange={setEmail} error={errors.email} disabled={submitting} />
          <NewPasswordField
            label="Password"
            value={password}
            onChange={setPassword}
            error={errors.password}
            disabled={submitting}
            hint={PASSWORD_HINT}
          />
          <AgeConfirmationField
            checked={ageConfirmed}
            onChange={setAgeConfirmed}
            error={errors.ageConfirmed}
            disabled={submitting}
          />
          <FormError message={formError} />
          <SubmitButton busy={submitting}>Create Account</SubmitButton>
        </form>
      )}
    </AuthCard>
  )
}
