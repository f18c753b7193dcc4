import { AUTH_MESSAGES } from '@pitchwise/contract/text'
import { ArrowLeft } from 'lucide-react'
import { type FormEvent, useRef, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { paths } from '../../../config/paths.ts'
import { authApi } from '../../../features/auth/auth-api.ts'
import {
  AuthCard,
  CheckEmail,
  FormError,
  SubmitButton,
  textLink,
  useFocusFirstError,
} from '../../../features/auth/components/auth-card.tsx'
import { EmailField } from '../../../features/auth/components/email-field.tsx'
import { ResendPrompt } from '../../../features/auth/components/resend-prompt.tsx'
import {
  errorMessage,
  type FieldErrors,
  hasErrors,
  mailReturnTarget,
  safeReturnTo,
  validateEmailOnly,
} from '../../../features/auth/validation.ts'
import { useReturnHere } from '../../../hooks/use-return-here.ts'

function BackToSignIn() {
  return (
    <Link to={paths.signIn} state={useReturnHere()} className={`${textLink} inline-flex items-center gap-1.5`}>
      <ArrowLeft className="size-4" aria-hidden="true" />
      Back to Sign In
    </Link>
  )
}

/**
 * /forgot-password: mails a one-hour reset link to /reset-password?token=… (with the page the
 * person was signing in for, so signing in after the reset goes back there).
 */
export default function ForgotPasswordPage() {
  const returnTo = safeReturnTo(useLocation().state)
  const formRef = useRef<HTMLFormElement>(null)
  const [email, setEmail] = useState('')
  const [errors, setErrors] = useState<FieldErrors>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [submitting, setSubmitting] = useState(false)
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [resent, setResent] = useState(false)
  useFocusFirstError(formRef, errors)

  const send = async (address: string) => {
    setSubmitting(true)
    setFormError(null)
    try {
      await authApi.requestPasswordReset(address, mailReturnTarget(returnTo))
      if (sentTo) setResent(true)
      setSentTo(address)
    } catch (error) {
      setFormError(errorMessage(error, AUTH_MESSAGES.resetFailed))
    } finally {
      setSubmitting(false)
    }
  }

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (submitting) return
    const found = validateEmailOnly(email)
    setErrors(found)
    if (!hasErrors(found)) void send(email.trim())
  }

  return (
    <AuthCard
      pageTitle="Forgot Password"
      title="Reset your password"
      subtitle={sentTo ? undefined : "Enter your account's email and we'll send you a link to choose a new password."}
    >
      {sentTo ? (
        <CheckEmail email={sentTo} description="The link to reset your password is valid for one hour.">
          <ResendPrompt
            busy={submitting}
            onResend={() => void send(sentTo)}
            resentNotice={resent ? 'We sent a new reset link.' : null}
          />
          <FormError message={formError} />
          <p>
            <BackToSignIn />
          </p>
        </CheckEmail>
      ) : (
        <form ref={formRef} onSubmit={handleSubmit} noValidate className="space-y-4" aria-label="Reset your password">
          <EmailField value={email} onChange={setEmail} error={errors.email} disabled={submitting} />
          <FormError message={formError} />
          <SubmitButton busy={submitting}>Send Reset Link</SubmitButton>
          <p className="text-center text-sm">
            <BackToSignIn />
          </p>
        </form>
      )}
    </AuthCard>
  )
}
