import { LIMITS } from '@pitchwise/contract/limits'
import { AUTH_MESSAGES } from '@pitchwise/contract/text'
import { type FormEvent, useEffect, useState } from 'react'
import { Navigate, useNavigate, useSearchParams } from 'react-router'
import { authApi } from '../../../features/auth/auth-api.ts'
import { AuthCard, Field, FormError, primaryButton } from '../../../features/auth/components/auth-card.tsx'
import { errorMessage, type FieldErrors, hasErrors, validateNewPassword } from '../../../features/auth/validation.ts'

export const REDIRECT_AFTER_UPDATE_MS = 3000

export default function ResetPasswordPage() {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const token = params.get('token')
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [errors, setErrors] = useState<FieldErrors>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [submitting, setSubmitting] = useState(false)
  const [done, setDone] = useState(false)

  useEffect(() => {
    if (!done) return
    const timer = setTimeout(() => navigate('/signin', { replace: true }), REDIRECT_AFTER_UPDATE_MS)
    return () => clearTimeout(timer)
  }, [done, navigate])

  // The emailed token stands in for the spec's recovery session: without it, go to sign-in.
  if (!token) return <Navigate to="/signin" replace />

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault()
    const found = validateNewPassword(password, confirm)
    setErrors(found)
    setFormError(null)
    if (hasErrors(found)) return
    setSubmitting(true)
    try {
      await authApi.resetPassword(token, password)
      setDone(true)
    } catch (error) {
      setFormError(errorMessage(error, AUTH_MESSAGES.updatePasswordFailed))
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <AuthCard title="Create new password">
      {done ? (
        <div role="status" className="space-y-2 text-sm text-slate-700 dark:text-slate-200">
          <p className="text-lg font-semibold text-emerald-700 dark:text-emerald-400">Password updated successfully!</p>
          <p>Please sign in with your new password.</p>
          <p className="text-slate-500">Redirecting to sign in page...</p>
        </div>
      ) : (
        <form onSubmit={handleSubmit} noValidate className="space-y-4">
          <Field
            label="New Password"
            type="password"
            autoComplete="new-password"
            maxLength={LIMITS.passwordMaxLength}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={errors.password}
          />
          <Field
            label="Confirm New Password"
            type="password"
            autoComplete="new-password"
            maxLength={LIMITS.passwordMaxLength}
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            error={errors.confirmPassword}
          />
          <FormError message={formError} />
          <button type="submit" className={primaryButton} disabled={submitting}>
            Update Password
          </button>
        </form>
      )}
    </AuthCard>
  )
}
