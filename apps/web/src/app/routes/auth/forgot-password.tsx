import { AUTH_MESSAGES } from '@pitchwise/contract/text'
import { type FormEvent, useState } from 'react'
import { Link } from 'react-router'
import { authApi } from '../../../features/auth/auth-api.ts'
import {
  AuthCard,
  CheckEmail,
  Field,
  FormError,
  primaryButton,
  textLink,
} from '../../../features/auth/components/auth-card.tsx'
import { errorMessage, type FieldErrors, hasErrors, validateEmailOnly } from '../../../features/auth/validation.ts'

export default function ForgotPasswordPage() {
  const [email, setEmail] = useState('')
  const [errors, setErrors] = useState<FieldErrors>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [submitting, setSubmitting] = useState(false)
  const [sentTo, setSentTo] = useState<string | null>(null)

  const send = async (address: string) => {
    setSubmitting(true)
    setFormError(null)
    try {
      await authApi.requestPasswordReset(address)
      setSentTo(address)
    } catch (error) {
      setFormError(errorMessage(error, AUTH_MESSAGES.resetFailed))
    } finally {
      setSubmitting(false)
    }
  }

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    const found = validateEmailOnly(email)
    setErrors(found)
    if (!hasErrors(found)) void send(email.trim())
  }

  return (
    <AuthCard title="Reset your password">
      {sentTo ? (
        <CheckEmail email={sentTo}>
          <p>
            Didn't get it?{' '}
            <button type="button" className={textLink} disabled={submitting} onClick={() => void send(sentTo)}>
              try again
            </button>
          </p>
          <FormError message={formError} />
          <Link to="/signin" className={textLink}>
            Back to Sign In
          </Link>
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
          <FormError message={formError} />
          <button type="submit" className={primaryButton} disabled={submitting}>
            Send Reset Link
          </button>
          <p className="text-center text-sm">
            <Link to="/signin" className={textLink}>
              Back to Sign In
            </Link>
          </p>
        </form>
      )}
    </AuthCard>
  )
}
