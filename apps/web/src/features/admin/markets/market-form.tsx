import { zodResolver } from '@hookform/resolvers/zod'
import { ADMIN_MESSAGES, type AdminMarket, MarketInput } from '@pitchwise/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { FormField, Notice } from '../../../components/admin/form-field.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { Modal } from '../../../components/ui/modal.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { adminApi, adminKeys } from '../api/admin-api.ts'

type FormInput = z.input<typeof MarketInput>
type FormOutput = z.output<typeof MarketInput>

/** 'Add Market' / 'Edit Market' with 'Create' / 'Update' (back-office spec §2, §5). */
export function MarketFormDialog({
  market,
  open,
  onClose,
}: {
  /** The market being edited; null to add one. */
  market: AdminMarket | null
  open: boolean
  onClose: () => void
}) {
  const queryClient = useQueryClient()
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(MarketInput),
    values: {
      name: market?.name ?? '',
      description: market?.description ?? '',
      order: String(market?.order ?? 0) as unknown as number,
    },
  })
  const save = useMutation({
    mutationFn: (input: FormOutput) =>
      market ? adminApi.updateMarket(market.id, input) : adminApi.createMarket(input),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.markets })
      onClose()
    },
  })
  const errors = form.formState.errors
  const serverError =
    save.error instanceof ApiError && save.error.status < 500
      ? save.error.message
      : save.error
        ? ADMIN_MESSAGES.saveMarket
        : null
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          save.reset()
          onClose()
        }
      }}
      title={market ? 'Edit Market' : 'Add Market'}
      locked={save.isPending}
    >
      <form noValidate className="space-y-4" onSubmit={form.handleSubmit((values) => save.mutate(values))}>
        <FormField
          label="Name"
          error={errors.name?.message}
          inputProps={{ ...form.register('name'), autoFocus: true }}
        />
        <FormField
          label="Description"
          hint="Optional. One line shown under the market's name."
          error={errors.description?.message}
          inputProps={form.register('description')}
        />
        <FormField
          label="Display order"
          error={errors.order?.message}
          inputProps={{ ...form.register('order'), inputMode: 'numeric' }}
        />
        {serverError ? <Notice kind="error">{serverError}</Notice> : null}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {market ? 'Update' : 'Create'}
          </Button>
        </div>
      </form>
    </Modal>
  )
}
