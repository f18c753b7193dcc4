import { LIMITS } from '@pitchwise/contract/limits'
import { AUTH_MESSAGES } from '@pitchwise/contract/text'
import { type FormEvent, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { authApi } from '../../../features/auth/auth-api.ts'
import { authStorage } from '../../../features/auth/auth-storage.ts'
import {
  AuthCard,
  CheckEmail,
  Field,
  FormError,
  primaryButton,
  textLink,
} from '../../../features/auth/components/auth-card.tsx'
import { useSession } from '../../../features/auth/session-context.tsx'
import { errorMessage, type FieldErrors, hasErrors, validateSignUp } from '../../../features/auth/validation.ts'

export default function SignUpPage() {
  const navigate = useNavigate()
  const { acceptToken } = useSession()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<FieldErrors>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [submitting, setSubmitting] = useState(false)
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [resent, setResent] = useState(false)

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault()
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
      } else {
        setSentTo(data.email)
      }
    } catch (error) {
      setFormError(errorMessage(error, AUTH_MESSAGES.signUpFailed))
    } finally {
      setSubmitting(false)
    }
  }

  const handleResend = async () => {
    if (!sentTo) return
    try {
      await authApi.resendVerification(sentTo)
      setResent(true)
    } catch (error) {
      setFormError(errorMessage(error, AUTH_MESSAGES.generic))
    }
  }

  return (
    <AuthCard title="Create your account" subtitle="Join us to get personalized match predictions">
      {sentTo ? (
        <CheckEmail email={sentTo}>
          <p>Open the verification link to activate your account.</p>
          <p>
            Didn't get it?{' '}
            <button type="button" className={textLink} onClick={handleResend}>
              try again
            </button>
            {resent ? ' — sent again.' : null}
          </p>
          <FormError message={formError} />
        </CheckEmail>
      ) : (
        <form onSubmit={handleSubmit} noValidate className="space-y-4">
          <Field
            label="Email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={errors.email}
          />
          <Field
            label="Password"
            type="password"
            autoComplete="new-password"
            maxLength={LIMITS.passwordMaxLength}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={errors.password}
            hint="Must be at least 6 characters long"
          />
          <FormError message={formError} />
          <button type="submit" className={primaryButton} disabled={submitting}>
            Create Account
          </button>
          <p className="text-center text-sm text-slate-600 dark:text-slate-300">
            Already have an account?{' '}
            <Link to="/signin" className={textLink}>
              Sign in instead
            </Link>
          </p>
        </form>
      )}
    </AuthCard>
  )
}
