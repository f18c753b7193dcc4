import { LIMITS } from '@pitchwise/contract/limits'
import { Field } from './auth-card.tsx'

/**
 * A password being chosen (sign-up, reset). autoComplete="new-password" makes password managers
 * offer a generated one; the length limits mirror the server's so the browser can hint early.
 */
export function NewPasswordField({
  label,
  value,
  onChange,
  error,
  disabled,
  hint,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  error: string | undefined
  disabled: boolean
  hint?: string
}) {
  return (
    <Field
      label={label}
      type="password"
      name="new-password"
      autoComplete="new-password"
      required
      minLength={LIMITS.passwordMinLength}
      maxLength={LIMITS.passwordMaxLength}
      disabled={disabled}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
      hint={hint}
    />
  )
}
