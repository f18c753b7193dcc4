import { LIMITS } from '@pitchwise/contract/limits'
import { AUTH_MESSAGES } from '@pitchwise/contract/text'
import { type FormEvent, useRef, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { authApi } from '../../../features/auth/auth-api.ts'
import { authStorage } from '../../../features/auth/auth-storage.ts'
import {
  AuthCard,
  CheckEmail,
  Field,
  FormError,
  SubmitButton,
  textLink,
  useFocusFirstError,
} from '../../../features/auth/components/auth-card.tsx'
import { useSession } from '../../../features/auth/session-context.tsx'
import { errorMessage, type FieldErrors, hasErrors, validateSignUp } from '../../../features/auth/validation.ts'

export const PASSWORD_HINT = `Must be at least ${LIMITS.passwordMinLength} characters long`

/**
 * /signup: the spec's sign-up flow runs on the server (POST /api/account/signup). The stored
 * referral code goes with it and is removed once the sign-up succeeded. A matching existing
 * account signs in and goes to / (replacing history); a new one shows 'Check your email'.
 */
export default function SignUpPage() {
  const navigate = useNavigate()
  const { acceptToken } = useSession()
  const formRef = useRef<HTMLFormElement>(null)
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<FieldErrors>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [submitting, setSubmitting] = useState(false)
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [resend, setResend] = useState<'idle' | 'sending' | 'sent'>('idle')
  useFocusFirstError(formRef, errors)

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (submitting) return
    const found = validateSignUp(email, password)
    setErrors(found)
    setFormError(null)
    if (hasErrors(found)) return
    setSubmitting(true)
    try {
      const referralCode = authStorage.getReferralCode() ?? undefined
      const { data } = await authApi.signUp({
        email: email.trim(),
        password,
        ...(referralCode ? { referralCode } : {}),
      })
      authStorage.clearReferralCode()
      if (data.status === 'signed-in') {
        await acceptToken(data.token)
        navigate('/', { replace: true })
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
      await authApi.resendVerification(sentTo)
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
            <Link to="/signin" className={textLink}>
              Sign in instead
            </Link>
          </>
        )
      }
    >
      {sentTo ? (
        <CheckEmail email={sentTo} description="Open the verification link in it to activate your account.">
          <p className="text-slate-600 dark:text-slate-300">
            Didn't get it? Check your spam folder or{' '}
            <button type="button" className={textLink} disabled={resend === 'sending'} onClick={handleResend}>
              try again
            </button>
            .
          </p>
          {resend === 'sent' ? (
            <p role="status" className="text-pitch-700 dark:text-pitch-300">
              We sent a new verification link.
            </p>
          ) : null}
          <FormError message={formError} />
          <p>
            <Link to="/signin" className={textLink}>
              Back to Sign In
            </Link>
          </p>
        </CheckEmail>
      ) : (
        <form ref={formRef} onSubmit={handleSubmit} noValidate className="space-y-4" aria-label="Create your account">
          <Field
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            autoCapitalize="none"
            spellCheck={false}
            required
            disabled={submitting}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={errors.email}
          />
          <Field
            label="Password"
            type="password"
            name="new-password"
            autoComplete="new-password"
            required
            minLength={LIMITS.passwordMinLength}
            maxLength={LIMITS.passwordMaxLength}
            disabled={submitting}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={errors.password}
            hint={PASSWORD_HINT}
          />
          <FormError message={formError} />
          <SubmitButton busy={submitting}>Create Account</SubmitButton>
        </form>
      )}
    </AuthCard>
  )
}
