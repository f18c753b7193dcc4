import { AUTH_MESSAGES } from '@pitchwise/contract/text'
import { type FormEvent, useState } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { authApi } from '../../../features/auth/auth-api.ts'
import {
  AuthCard,
  CheckEmail,
  Field,
  FormError,
  primaryButton,
  secondaryButton,
  textLink,
} from '../../../features/auth/components/auth-card.tsx'
import { useSession } from '../../../features/auth/session-context.tsx'
import {
  errorMessage,
  type FieldErrors,
  hasErrors,
  safeReturnTo,
  validateEmailOnly,
  validateSignIn,
} from '../../../features/auth/validation.ts'

export default function SignInPage() {
  const location = useLocation()
  const navigate = useNavigate()
  const { acceptToken } = useSession()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<FieldErrors>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [submitting, setSubmitting] = useState(false)
  const [magicSentTo, setMagicSentTo] = useState<string | null>(null)
  const stateMessage = (location.state as { message?: unknown } | null)?.message

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault()
    const found = validateSignIn(email, password)
    setErrors(found)
    setFormError(null)
    if (hasErrors(found)) return
    setSubmitting(true)
    try {
      const { data, token } = await authApi.signIn(email.trim(), password)
      await acceptToken(token ?? data.token)
      navigate(safeReturnTo(location.state), { replace: true })
    } catch (error) {
      setFormError(errorMessage(error, AUTH_MESSAGES.signInFailed))
    } finally {
      setSubmitting(false)
    }
  }

  const handleMagicLink = async () => {
    const found = validateEmailOnly(email)
    setErrors(found)
    setFormError(null)
    if (hasErrors(found)) return
    setSubmitting(true)
    try {
      await authApi.sendMagicLink(email.trim())
      setMagicSentTo(email.trim())
    } catch {
      setFormError(AUTH_MESSAGES.magicLinkFailed)
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <AuthCard
      title="Welcome back"
      subtitle={typeof stateMessage === 'string' && stateMessage ? stateMessage : 'Sign in to access your predictions'}
    >
      {magicSentTo ? (
        <CheckEmail email={magicSentTo}>
          <button type="button" className={secondaryButton} onClick={() => setMagicSentTo(null)}>
            Use a different email
          </button>
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
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={errors.password}
          />
          <FormError message={formError} />
          <button type="submit" className={primaryButton} disabled={submitting}>
            Sign In
          </button>
          <div className="flex justify-end text-sm">
            <Link to="/forgot-password" className={textLink}>
              Forgot your password?
            </Link>
          </div>
          <button type="button" className={secondaryButton} disabled={submitting} onClick={handleMagicLink}>
            Magic Link
          </button>
          <p className="text-center text-sm text-slate-600 dark:text-slate-300">
            <Link to="/signup" className={textLink}>
              Create an account
            </Link>
          </p>
        </form>
      )}
    </AuthCard>
  )
}
