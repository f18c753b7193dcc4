import { type AdminPaymentMethod, CATALOGUE_MESSAGES } from '@pitchwise/contract'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Notice } from '../../../components/admin/form-field.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { Modal } from '../../../components/ui/modal.tsx'
import { adminApi, adminKeys } from '../api/admin-api.ts'
import { adminErrorMessage } from '../api/error-message.ts'

/** Where a method is offered: one switch per active region (spec §2 "per-region availability"). */
export function MethodRegionsDialog({ method, onClose }: { method: AdminPaymentMethod | null; onClose: () => void }) {
  const queryClient = useQueryClient()
  const regions = useQuery({
    queryKey: adminKeys.methodRegions(method?.id ?? ''),
    queryFn: () => adminApi.methodRegions(method?.id ?? ''),
    enabled: method !== null,
  })
  // Only the regions the administrator touched; the rest show what the server says.
  const [changes, setChanges] = useState<Record<string, boolean>>({})
  const save = useMutation({
    mutationFn: () =>
      adminApi.setMethodRegions(method?.id ?? '', {
        regions: Object.entries(changes).map(([regionId, isActive]) => ({ regionId, isActive })),
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.paymentMethods })
      close()
    },
  })
  const close = () => {
    setChanges({})
    save.reset()
    onClose()
  }
  return (
    <Modal
      open={method !== null}
      onOpenChange={(next) => !next && close()}
      title={`Regions for ${method?.name ?? ''}`}
      locked={save.isPending}
    >
      {regions.isLoading ? <p className="text-sm text-slate-400">Loading regions…</p> : null}
      {regions.isError ? <Notice kind="error">Failed to fetch regions</Notice> : null}
      {regions.data ? (
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault()
            save.mutate()
          }}
        >
          {regions.data.regions.length === 0 ? (
            <p className="text-sm text-slate-400">No active regions.</p>
          ) : (
            <ul className="divide-y divide-white/5 rounded-xl border border-white/10">
              {regions.data.regions.map((region) => (
                <li key={region.regionId}>
                  <label className="flex items-center justify-between gap-3 px-3 py-2.5 text-sm text-slate-200">
                    <span>
                      <span className="font-mono text-slate-400">{region.code}</span> {region.name}
                    </span>
                    <input
                      type="checkbox"
                      role="switch"
                      aria-label={`Offer ${method?.name ?? ''} in ${region.name}`}
                      className="size-4 accent-emerald-500"
                      checked={changes[region.regionId] ?? region.isActive}
                      aria-checked={changes[region.regionId] ?? region.isActive}
                      onChange={(event) =>
                        setChanges((current) => ({ ...current, [region.regionId]: event.target.checked }))
                      }
                    />
                  </label>
                </li>
              ))}
            </ul>
          )}
          {save.isError ? (
            <Notice kind="error">{adminErrorMessage(save.error, CATALOGUE_MESSAGES.regionSettingsFailed)}</Notice>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={close} disabled={save.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending || Object.keys(changes).length === 0}>
              {save.isPending ? 'Saving…' : 'Save regions'}
            </Button>
          </div>
        </form>
      ) : null}
    </Modal>
  )
}
