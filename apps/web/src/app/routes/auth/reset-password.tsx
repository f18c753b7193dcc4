import { LIMITS } from '@pitchwise/contract/limits'
import { AUTH_MESSAGES } from '@pitchwise/contract/text'
import { CheckCircle2 } from 'lucide-react'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router'
import { paths } from '../../../config/paths.ts'
import { AuthApiError, authApi } from '../../../features/auth/auth-api.ts'
import {
  AuthCard,
  Field,
  FormError,
  SubmitButton,
  textLink,
  useFocusFirstError,
} from '../../../features/auth/components/auth-card.tsx'
import { NewPasswordField } from '../../../features/auth/components/new-password-field.tsx'
import {
  errorMessage,
  type FieldErrors,
  hasErrors,
  safeReturnPath,
  validateNewPassword,
} from '../../../features/auth/validation.ts'

export const REDIRECT_AFTER_UPDATE_MS = 3000

const returnState = (returnTo: string) => (returnTo === '/' ? undefined : { returnTo })

/**
 * /reset-password?token=…: the target of the reset email. The emailed token stands in for the
 * spec's recovery session: without one the page goes to /signin. After the update it says so and
 * goes to /signin after 3 seconds, handing on the emailed link's returnTo (same-site paths only).
 */
export default function ResetPasswordPage() {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const token = params.get('token')
  const returnTo = safeReturnPath(params.get('returnTo'))
  const formRef = useRef<HTMLFormElement>(null)
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [errors, setErrors] = useState<FieldErrors>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [linkExpired, setLinkExpired] = useState(false)
  const [submitting, setSubmitting] = useState(false)
  const [done, setDone] = useState(false)
  useFocusFirstError(formRef, errors)

  useEffect(() => {
    if (!done) return
    const timer = setTimeout(
      () => navigate(paths.signIn, { replace: true, state: returnState(returnTo) }),
      REDIRECT_AFTER_UPDATE_MS,
    )
    return () => clearTimeout(timer)
  }, [done, navigate, returnTo])

  if (!token) return <Navigate to={paths.signIn} replace state={returnState(returnTo)} />

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (submitting) return
    const found = validateNewPassword(password, confirm)
    setErrors(found)
    setFormError(null)
    if (hasErrors(found)) return
    setSubmitting(true)
    try {
      await authApi.resetPassword(token, password)
      setDone(true)
    } catch (error) {
      setLinkExpired(error instanceof AuthApiError && error.reason === 'INVALID_TOKEN')
      setFormError(errorMessage(error, AUTH_MESSAGES.updatePasswordFailed))
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <AuthCard
      pageTitle="Reset Password"
      title="Create new password"
      subtitle={done ? undefined : `Choose a password of at least ${LIMITS.passwordMinLength} characters.`}
    >
      {done ? (
        <div
          role="status"
          className="flex gap-3 rounded-xl bg-pitch-500/10 p-4 text-sm text-slate-700 dark:text-slate-200"
        >
          <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-pitch-600 dark:text-pitch-400" aria-hidden="true" />
          <div className="space-y-1">
            <p className="font-semibold text-slate-900 dark:text-white">Password updated successfully!</p>
            <p>Please sign in with your new password.</p>
            <p className="text-slate-500 dark:text-slate-400">Redirecting to sign in page...</p>
          </div>
        </div>
      ) : (
        <form ref={formRef} onSubmit={handleSubmit} noValidate className="space-y-4" aria-label="Create new password">
          {/* Lets password managers file the new password under the right account. */}
          <input type="text" name="username" autoComplete="username" hidden readOnly />
          <NewPasswordField
            label="New Password"
            value={password}
            onChange={setPassword}
            error={errors.password}
            disabled={submitting}
          />
          <Field
            label="Confirm New Password"
            type="password"
            name="confirm-new-password"
            autoComplete="new-password"
            required
            maxLength={LIMITS.passwordMaxLength}
            disabled={submitting}
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            error={errors.confirmPassword}
          />
          <FormError message={formError} />
          {linkExpired ? (
            <p className="text-sm">
              <Link to={paths.forgotPassword} state={returnState(returnTo)} className={textLink}>
                Request a new reset link
              </Link>
            </p>
          ) : null}
          <SubmitButton busy={submitting}>Update Password</SubmitButton>
        </form>
      )}
    </AuthCard>
  )
}
