import { Field } from './auth-card.tsx'

/**
 * The email input of every auth form. The attributes keep mobile keyboards from capitalising or
 * correcting the address and let password managers fill it.
 */
export function EmailField({
  value,
  onChange,
  error,
  disabled,
}: {
  value: string
  onChange: (value: string) => void
  error: string | undefined
  disabled: boolean
}) {
  return (
    <Field
      label="Email"
      type="email"
      name="email"
      autoComplete="email"
      inputMode="email"
      autoCapitalize="none"
      spellCheck={false}
      required
      disabled={disabled}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
    />
  )
}
