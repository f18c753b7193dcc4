import { zodResolver } from '@hookform/resolvers/zod'
import { ADMIN_MESSAGES, CleanupInput, LIMITS } from '@pitchwise/contract'
import { useMutation } from '@tanstack/react-query'
import { Trash2 } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { ConfirmDialog } from '../../../components/admin/confirm-dialog.tsx'
import { AdminSection, FormField, Notice } from '../../../components/admin/form-field.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { adminApi } from '../api/admin-api.ts'

type FormInput = z.input<typeof CleanupInput>
type FormOutput = z.output<typeof CleanupInput>

/** Cleanup Shared Analyses: retention days (default 30, at least 1), confirmed before deleting. */
export function CleanupForm() {
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(CleanupInput),
    defaultValues: { retentionDays: LIMITS.cleanupDefaultRetentionDays },
  })
  const [confirming, setConfirming] = useState<number | null>(null)
  const cleanup = useMutation({
    mutationFn: (days: number) => adminApi.cleanup(days),
    onSettled: () => setConfirming(null),
  })
  return (
    <AdminSection title="Cleanup Shared Analyses">
      <p className="max-w-2xl text-sm text-slate-300">
        Shared analyses are the reports people open through a share link. Deleting old ones keeps the database small;
        their links then show 'Analysis Not Found'.
      </p>
      <form
        noValidate
        className="flex max-w-md flex-col gap-4"
        onSubmit={form.handleSubmit((values) => {
          cleanup.reset()
          setConfirming(values.retentionDays)
        })}
      >
        <FormField
          label="Retention days"
          hint="Shared analyses older than this many days are deleted."
          error={form.formState.errors.retentionDays?.message}
          inputProps={{ ...form.register('retentionDays'), type: 'number', min: 1, step: 1, inputMode: 'numeric' }}
        />
        <div>
          <Button type="submit" disabled={cleanup.isPending}>
            <Trash2 className="size-4" aria-hidden />
            {cleanup.isPending ? 'Cleaning up…' : 'Clean up old analyses'}
          </Button>
        </div>
      </form>
      {cleanup.isSuccess ? <Notice kind="success">{ADMIN_MESSAGES.cleanupDone(cleanup.data.deleted)}</Notice> : null}
      {cleanup.isError ? <Notice kind="error">{ADMIN_MESSAGES.cleanupFailed}</Notice> : null}
      <ConfirmDialog
        message={confirming !== null ? ADMIN_MESSAGES.confirmCleanup : null}
        busy={cleanup.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() => confirming !== null && cleanup.mutate(confirming)}
      />
    </AdminSection>
  )
}
