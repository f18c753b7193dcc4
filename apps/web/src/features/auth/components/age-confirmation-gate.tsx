import { AGE_CONFIRMATION_TEXTS } from '@pitchwise/contract/safer-gambling'
import { AUTH_MESSAGES } from '@pitchwise/contract/text'
import { type FormEvent, useState } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { Modal } from '../../../components/ui/modal.tsx'
import { authApi } from '../auth-api.ts'
import { useSession } from '../session-context.tsx'
import { errorMessage } from '../validation.ts'
import { AgeConfirmationField } from './age-confirmation-field.tsx'
import { FormError } from './auth-card.tsx'

/**
 * An account made before issue 35 never confirmed 18+ and the terms: at its next sign-in this
 * screen asks before anything else (decision 310). It cannot be dismissed, only confirmed or
 * left by signing out; the server refuses purchases until it is confirmed, whatever this shows.
 */
export function AgeConfirmationGate() {
  const { status, ageConfirmedAt, refresh, signOut } = useSession()
  const [checked, setChecked] = useState(false)
  const [error, setError] = useState<string | undefined>()
  const [formError, setFormError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  if (status !== 'signed-in' || ageConfirmedAt) return null

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    setFormError(null)
    if (!checked) {
      setError(AGE_CONFIRMATION_TEXTS.required)
      return
    }
    setError(undefined)
    setBusy(true)
    try {
      await authApi.confirmAge()
      await refresh()
    } catch (failure) {
      setFormError(errorMessage(failure, AUTH_MESSAGES.generic))
    }
    setBusy(false)
  }

  return (
    <Modal
      open
      locked
      onOpenChange={() => {}}
      title={AGE_CONFIRMATION_TEXTS.screenTitle}
      description={AGE_CONFIRMATION_TEXTS.screenText}
    >
      <form onSubmit={handleSubmit} noValidate className="space-y-4">
        <AgeConfirmationField
          checked={checked}
          onChange={(next) => {
            setChecked(next)
            if (next) setError(undefined)
          }}
          error={error}
          disabled={busy}
        />
        <FormError message={formError} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="ghost" disabled={busy} onClick={() => void signOut().catch(() => {})}>
            {AGE_CONFIRMATION_TEXTS.signOutButton}
          </Button>
          <Button type="submit" disabled={busy}>
            {AGE_CONFIRMATION_TEXTS.confirmButton}
          </Button>
        </div>
      </form>
    </Modal>
  )
}
