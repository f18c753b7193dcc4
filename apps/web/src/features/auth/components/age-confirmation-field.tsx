import { AGE_CONFIRMATION_TEXTS } from '@pitchwise/contract/safer-gambling'
import { useId } from 'react'
import { Link } from 'react-router'
import { paths } from '../../../config/paths.ts'
import { textLink } from './auth-card.tsx'

/**
 * "I confirm that I am 18 or over and I accept the Terms & Conditions" (issue 35). Sign-up and
 * the confirmation screen of older accounts both use it; the server refuses either without it.
 */
export function AgeConfirmationField({
  checked,
  onChange,
  error,
  disabled,
}: {
  checked: boolean
  onChange: (checked: boolean) => void
  error: string | undefined
  disabled: boolean
}) {
  const id = useId()
  return (
    <div className="space-y-1.5">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          name="ageConfirmed"
          checked={checked}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-0.5 size-5 shrink-0 rounded border-slate-300 accent-pitch-600 dark:border-white/20"
        />
        <label htmlFor={id} className="text-sm text-slate-700 dark:text-slate-200">
          {AGE_CONFIRMATION_TEXTS.checkboxLabel}{' '}
          <Link to={paths.terms} className={textLink} target="_blank" rel="noopener">
            {AGE_CONFIRMATION_TEXTS.termsLinkText}
          </Link>
        </label>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  )
}
