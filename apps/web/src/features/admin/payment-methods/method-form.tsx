import { zodResolver } from '@hookform/resolvers/zod'
import {
  type AdminGateway,
  type AdminPaymentMethod,
  PAYMENT_METHOD_ICONS,
  PaymentMethodInput,
  type ProcessingType,
} from '@pitchwise/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { FormField, INPUT_CLASS, Notice } from '../../../components/admin/form-field.tsx'
import { MethodIcon } from '../../../components/payment-method-icon.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { Modal } from '../../../components/ui/modal.tsx'
import { adminApi, adminKeys } from '../api/admin-api.ts'
import { adminErrorMessage } from '../api/error-message.ts'

type FormInput = z.input<typeof PaymentMethodInput>
type FormOutput = z.output<typeof PaymentMethodInput>

/** The three mutually exclusive processing types (spec §4) and what each one stores. */
export const PROCESSING_TYPE_TEXT: Record<ProcessingType, { label: string; hint: string }> = {
  'direct-link': {
    label: 'Direct link',
    hint: 'Redirects to an external subscription URL per plan. Stores only the URLs.',
  },
  'plan-id': {
    label: 'Plan ID',
    hint: "Processed by the server with the provider's plan id per plan. Stores only the plan ids.",
  },
  'direct-payment': {
    label: 'Direct payment',
    hint: 'One-time checkout through the server. Stores neither.',
  },
}

const ICON_LABELS: Record<(typeof PAYMENT_METHOD_ICONS)[number], string> = {
  'credit-card': 'Credit card',
  bitcoin: 'Bitcoin',
  wallet: 'Wallet',
  landmark: 'Bank',
  smartphone: 'Smartphone',
  paypal: 'PayPal',
}

/** 'Add Method' / 'Edit Method': name, description, icon, gateway, active, processing type (spec §2, §4, §5). */
export function MethodFormDialog({
  method,
  gateways,
  plans,
  open,
  onClose,
}: {
  /** The method being edited; null to add one. */
  method: AdminPaymentMethod | null
  gateways: AdminGateway[]
  plans: Array<{ id: string; name: string }>
  open: boolean
  onClose: () => void
}) {
  const queryClient = useQueryClient()
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(PaymentMethodInput),
    values: {
      name: method?.name ?? '',
      description: method?.description ?? '',
      icon: method?.icon ?? ('' as FormInput['icon']),
      gatewayId: method?.gatewayId ?? gateways[0]?.id ?? '',
      isActive: method?.isActive ?? true,
      processingType: method?.processingType ?? 'direct-payment',
      subscriptionUrls: method?.subscriptionUrls ?? {},
      planIds: method?.planIds ?? {},
    },
  })
  const save = useMutation({
    mutationFn: (input: FormOutput) =>
      method ? adminApi.updatePaymentMethod(method.id, input) : adminApi.createPaymentMethod(input),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.paymentMethods })
      onClose()
    },
  })
  const errors = form.formState.errors
  const processingType = form.watch('processingType')
  const close = () => {
    save.reset()
    onClose()
  }
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && close()}
      title={method ? 'Edit Method' : 'Add Method'}
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
          hint="Optional. Shown under the name in the chooser."
          error={errors.description?.message}
          inputProps={form.register('description')}
        />
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-200">Icon</legend>
          <div className="grid grid-cols-3 gap-2">
            {PAYMENT_METHOD_ICONS.map((icon) => (
              <label
                key={icon}
                className="flex cursor-pointer items-center gap-2 rounded-lg border border-white/10 px-2 py-2 text-xs text-slate-200 has-[:checked]:border-emerald-400 has-[:checked]:bg-emerald-500/10 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-emerald-500/40"
              >
                <input
                  type="radio"
                  value={icon}
                  className="sr-only"
                  {...form.register('icon')}
                  aria-describedby={errors.icon ? 'method-icon-error' : undefined}
                />
                <MethodIcon icon={icon} className="size-4 shrink-0" />
                {ICON_LABELS[icon]}
              </label>
            ))}
          </div>
          {errors.icon ? (
            <p id="method-icon-error" role="alert" className="text-xs text-red-300">
              {errors.icon.message}
            </p>
          ) : null}
        </fieldset>
        <FormField label="Gateway" error={errors.gatewayId?.message}>
          {(id, describedBy) => (
            <select id={id} aria-describedby={describedBy} className={INPUT_CLASS} {...form.register('gatewayId')}>
              {gateways.map((gateway) => (
                <option key={gateway.id} value={gateway.id}>
                  {gateway.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <label className="flex items-center gap-2 text-sm text-slate-200">
          <input type="checkbox" className="size-4 accent-emerald-500" {...form.register('isActive')} />
          Active
        </label>
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-200">Processing type</legend>
          {(Object.keys(PROCESSING_TYPE_TEXT) as ProcessingType[]).map((type) => (
            <label key={type} className="flex items-start gap-2 text-sm text-slate-200">
              <input
                type="radio"
                value={type}
                className="mt-0.5 size-4 accent-emerald-500"
                {...form.register('processingType')}
              />
              <span>
                {PROCESSING_TYPE_TEXT[type].label}
                <span className="block text-xs text-slate-400">{PROCESSING_TYPE_TEXT[type].hint}</span>
              </span>
            </label>
          ))}
        </fieldset>
        {processingType === 'direct-link'
          ? plans.map((plan) => (
              <FormField
                key={`url-${plan.id}`}
                label={`Subscription URL for ${plan.name}`}
                error={errors.subscriptionUrls?.[plan.id]?.message}
                inputProps={{ ...form.register(`subscriptionUrls.${plan.id}`), type: 'url', placeholder: 'https://' }}
              />
            ))
          : null}
        {processingType === 'plan-id'
          ? plans.map((plan) => (
              <FormField
                key={`plan-${plan.id}`}
                label={`External plan ID for ${plan.name}`}
                error={errors.planIds?.[plan.id]?.message}
                inputProps={form.register(`planIds.${plan.id}`)}
              />
            ))
          : null}
        {save.isError ? (
          <Notice kind="error">{adminErrorMessage(save.error, 'Failed to save the method')}</Notice>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={close} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {method ? 'Update' : 'Create'}
          </Button>
        </div>
      </form>
    </Modal>
  )
}
