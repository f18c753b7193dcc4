import { zodResolver } from '@hookform/resolvers/zod'
import { type AdminRegion, EXCHANGE_RATE_STEP, RegionInput } from '@pitchwise/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ChangeEvent } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { FormField, Notice } from '../../../components/admin/form-field.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { Modal } from '../../../components/ui/modal.tsx'
import { adminApi } from '../api/admin-api.ts'
import { adminErrorMessage } from '../api/error-message.ts'

type FormInput = z.input<typeof RegionInput>
type FormOutput = z.output<typeof RegionInput>

/** Codes are upper-cased as they are typed (the schema upper-cases again on submit). */
function upperCased(onChange: (event: ChangeEvent<HTMLInputElement>) => unknown) {
  return (event: ChangeEvent<HTMLInputElement>) => {
    event.target.value = event.target.value.toUpperCase()
    return onChange(event)
  }
}

/** 'Add Region' / 'Edit Region': code, name, currency code and symbol, exchange rate, active (spec §5). */
export function RegionFormDialog({
  region,
  open,
  onClose,
}: {
  /** The region being edited; null to add one. */
  region: AdminRegion | null
  open: boolean
  onClose: () => void
}) {
  const queryClient = useQueryClient()
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(RegionInput),
    values: {
      code: region?.code ?? '',
      name: region?.name ?? '',
      currencyCode: region?.currencyCode ?? '',
      currencySymbol: region?.currencySymbol ?? '',
      exchangeRate: (region ? String(region.exchangeRate) : '') as unknown as number,
      isActive: region?.isActive ?? true,
    },
  })
  const save = useMutation({
    mutationFn: (input: FormOutput) =>
      region ? adminApi.updateRegion(region.id, input) : adminApi.createRegion(input),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['admin', 'billing'] })
      onClose()
    },
  })
  const errors = form.formState.errors
  const code = form.register('code')
  const currencyCode = form.register('currencyCode')
  const close = () => {
    save.reset()
    onClose()
  }
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && close()}
      title={region ? 'Edit Region' : 'Add Region'}
      locked={save.isPending}
    >
      <form noValidate className="space-y-4" onSubmit={form.handleSubmit((values) => save.mutate(values))}>
        <div className="grid grid-cols-2 gap-3">
          <FormField
            label="Region code"
            hint="2 letters, e.g. GB"
            error={errors.code?.message}
            inputProps={{ ...code, onChange: upperCased(code.onChange), maxLength: 2, autoFocus: true }}
          />
          <FormField label="Region name" error={errors.name?.message} inputProps={form.register('name')} />
          <FormField
            label="Currency code"
            hint="3 letters, e.g. GBP"
            error={errors.currencyCode?.message}
            inputProps={{ ...currencyCode, onChange: upperCased(currencyCode.onChange), maxLength: 3 }}
          />
          <FormField
            label="Currency symbol"
            error={errors.currencySymbol?.message}
            inputProps={form.register('currencySymbol')}
          />
        </div>
        <FormField
          label="Exchange rate (to USD)"
          hint="US dollars for one unit of this currency"
          error={errors.exchangeRate?.message}
          inputProps={{
            ...form.register('exchangeRate'),
            type: 'number',
            step: EXCHANGE_RATE_STEP,
            min: 0,
            inputMode: 'decimal',
          }}
        />
        <label className="flex items-center gap-2 text-sm text-slate-200">
          <input type="checkbox" className="size-4 accent-emerald-500" {...form.register('isActive')} />
          Active
        </label>
        {save.isError ? (
          <Notice kind="error">{adminErrorMessage(save.error, 'Failed to save the region')}</Notice>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={close} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {region ? 'Update' : 'Create'}
          </Button>
        </div>
      </form>
    </Modal>
  )
}
