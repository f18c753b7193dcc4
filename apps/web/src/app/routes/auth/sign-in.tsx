import { AUTH_MESSAGES } from '@pitchwise/contract/text'
import { Wand2 } from 'lucide-react'
import { type FormEvent, useRef, useState } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { paths } from '../../../config/paths.ts'
import { authApi } from '../../../features/auth/auth-api.ts'
import {
  AuthCard,
  CheckEmail,
  Field,
  FormError,
  SubmitButton,
  secondaryButton,
  textLink,
  useFocusFirstError,
} from '../../../features/auth/components/auth-card.tsx'
import { EmailField } from '../../../features/auth/components/email-field.tsx'
import { useSession } from '../../../features/auth/session-context.tsx'
import {
  errorMessage,
  type FieldErrors,
  hasErrors,
  mailReturnTarget,
  safeReturnTo,
  validateEmailOnly,
  validateSignIn,
} from '../../../features/auth/validation.ts'
import { useReturnHere } from '../../../hooks/use-return-here.ts'

/**
 * /signin: password sign-in, magic link, then the returnTo of navigation state (same-site paths
 * only) or /. The magic link carries that page too, and so do the links to sign-up and reset.
 */
export default function SignInPage() {
  const location = useLocation()
  const navigate = useNavigate()
  const { acceptToken } = useSession()
  const formRef = useRef<HTMLFormElement>(null)
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<FieldErrors>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [pending, setPending] = useState<'password' | 'magic' | null>(null)
  const [magicSentTo, setMagicSentTo] = useState<string | null>(null)
  useFocusFirstError(formRef, errors)
  const stateMessage = (location.state as { message?: unknown } | null)?.message
  const submitting = pending !== null
  const returnTo = safeReturnTo(location.state)
  const passReturn = useReturnHere()

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (submitting) return
    const found = validateSignIn(email, password)
    setErrors(found)
    setFormError(null)
    if (hasErrors(found)) return
    setPending('password')
    try {
      const { data, token } = await authApi.signIn(email.trim(), password)
      const sessionToken = token ?? data?.token
      if (!sessionToken) throw new Error(AUTH_MESSAGES.signInFailed)
      await acceptToken(sessionToken)
      navigate(returnTo, { replace: true })
    } catch (error) {
      setFormError(errorMessage(error, AUTH_MESSAGES.signInFailed))
      setPending(null)
    }
  }

  const handleMagicLink = async () => {
    if (submitting) return
    const found = validateEmailOnly(email)
    setErrors(found)
    setFormError(null)
    if (hasErrors(found)) return
    setPending('magic')
    try {
      await authApi.sendMagicLink(email.trim(), mailReturnTarget(returnTo))
      setMagicSentTo(email.trim())
    } catch {
      setFormError(AUTH_MESSAGES.magicLinkFailed)
    } finally {
      setPending(null)
    }
  }

  return (
    <AuthCard
      pageTitle="Sign In"
      title="Welcome back"
      subtitle={typeof stateMessage === 'string' && stateMessage ? stateMessage : 'Sign in to access your predictions'}
      footer={
        <>
          New to Pitchwise?{' '}
          <Link to={paths.signUp} state={passReturn} className={textLink}>
            Create an account
          </Link>
        </>
      }
    >
      {magicSentTo ? (
        <CheckEmail email={magicSentTo} description="Open the link in the email to sign in.">
          <button
            type="button"
            className={secondaryButton}
            onClick={() => {
              setMagicSentTo(null)
              setEmail('')
            }}
          >
            Use a different email
          </button>
        </CheckEmail>
      ) : (
        <form ref={formRef} onSubmit={handleSubmit} noValidate className="space-y-4" aria-label="Sign in">
          <EmailField value={email} onChange={setEmail} error={errors.email} disabled={submitting} />
          <div className="space-y-1.5">
            <Field
              label="Password"
              type="password"
              name="password"
              autoComplete="current-password"
              required
              disabled={submitting}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              error={errors.password}
            />
            <div className="flex justify-end text-sm">
              <Link to={paths.forgotPassword} state={passReturn} className={textLink}>
                Forgot your password?
              </Link>
            </div>
          </div>
          <FormError message={formError} />
          <SubmitButton busy={pending === 'password'}>Sign In</SubmitButton>
          <div className="flex items-center gap-3 text-xs text-slate-500 uppercase dark:text-slate-400">
            <span className="h-px flex-1 bg-slate-200 dark:bg-white/10" />
            or
            <span className="h-px flex-1 bg-slate-200 dark:bg-white/10" />
          </div>
          <button
            type="button"
            className={secondaryButton}
            disabled={submitting}
            aria-busy={pending === 'magic' || undefined}
            onClick={handleMagicLink}
          >
            <Wand2 className="size-4" aria-hidden="true" />
            Magic Link
          </button>
        </form>
      )}
    </AuthCard>
  )
}
