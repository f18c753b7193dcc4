import { type AdminGateway, type AdminPaymentMethod, CATALOGUE_MESSAGES } from '@pitchwise/contract'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Globe, Pencil, Plus } from 'lucide-react'
import { useState } from 'react'
import { type Column, DataTable } from '../../../components/admin/data-table.tsx'
import { AdminSection, Notice } from '../../../components/admin/form-field.tsx'
import { MethodIcon } from '../../../components/payment-method-icon.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { adminApi, adminKeys } from '../api/admin-api.ts'
import { MethodFormDialog, PROCESSING_TYPE_TEXT } from './method-form.tsx'
import { MethodRegionsDialog } from './method-regions-dialog.tsx'

const ICON_BUTTON = 'rounded-md p-1.5 text-slate-400 hover:bg-white/10 hover:text-white'

/** Payment Methods (/admin/payment-methods): gateways with their fallback switch, methods, regions (spec §2). */
export function PaymentMethodsManager() {
  const queryClient = useQueryClient()
  const overview = useQuery({ queryKey: adminKeys.paymentMethods, queryFn: adminApi.paymentMethods })
  const [editing, setEditing] = useState<AdminPaymentMethod | 'new' | null>(null)
  const [regionsOf, setRegionsOf] = useState<AdminPaymentMethod | null>(null)
  // The switch shows the new state at once (set in the same event as the click, so the browser
  // never sees it flip back) until the server's answer has been re-read.
  const [fallbackShown, setFallbackShown] = useState<Record<string, boolean>>({})
  const fallback = useMutation({
    mutationFn: ({ id, isFallback }: { id: string; isFallback: boolean }) =>
      adminApi.setGatewayFallback(id, isFallback),
    onSettled: async (_result, _error, { id }) => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.paymentMethods })
      setFallbackShown(({ [id]: _done, ...rest }) => rest)
    },
  })
  const data = overview.data
  const gatewayName = (id: string) => data?.gateways.find((gateway) => gateway.id === id)?.name ?? '—'

  const gatewayColumns: Column<AdminGateway>[] = [
    { id: 'name', header: 'Gateway', className: 'font-medium text-slate-100', cell: (row) => row.name },
    {
      id: 'description',
      header: 'Description',
      className: 'hidden sm:table-cell',
      cell: (row) => <span className="text-slate-300">{row.description ?? '—'}</span>,
    },
    {
      id: 'fallback',
      header: 'Fallback',
      className: 'text-right',
      cell: (row) => {
        const pending = row.id in fallbackShown
        const checked = fallbackShown[row.id] ?? row.isFallback
        return (
          <label className="inline-flex items-center gap-2 whitespace-nowrap text-xs text-slate-300">
            {checked ? 'In fallback set' : 'Not in fallback set'}
            <input
              type="checkbox"
              role="switch"
              aria-label={`Use ${row.name} as a fallback gateway`}
              className="size-4 accent-emerald-500"
              checked={checked}
              aria-checked={checked}
              disabled={pending}
              onChange={(event) => {
                const isFallback = event.target.checked
                setFallbackShown((shown) => ({ ...shown, [row.id]: isFallback }))
                fallback.mutate({ id: row.id, isFallback })
              }}
            />
          </label>
        )
      },
    },
  ]

  const methodColumns: Column<AdminPaymentMethod>[] = [
    {
      id: 'name',
      header: 'Method',
      cell: (row) => (
        <span className="flex items-center gap-3">
          <span className="grid size-8 shrink-0 place-items-center rounded-lg bg-white/5 text-slate-200">
            <MethodIcon icon={row.icon} className="size-4" />
          </span>
          <span className="min-w-0">
            <span className="block text-slate-100">{row.name}</span>
            {row.description ? <span className="block text-xs text-slate-400">{row.description}</span> : null}
            {/* On a phone the gateway and processing columns fold in here. */}
            <span className="block text-xs text-slate-400 sm:hidden">
              {gatewayName(row.gatewayId)} · {PROCESSING_TYPE_TEXT[row.processingType].label}
            </span>
          </span>
        </span>
      ),
    },
    {
      id: 'gateway',
      header: 'Gateway',
      className: 'hidden whitespace-nowrap sm:table-cell',
      cell: (row) => gatewayName(row.gatewayId),
    },
    {
      id: 'type',
      header: 'Processing',
      className: 'hidden whitespace-nowrap sm:table-cell',
      cell: (row) => PROCESSING_TYPE_TEXT[row.processingType].label,
    },
    {
      id: 'active',
      header: 'Status',
      cell: (row) => (
        <span
          className={`rounded px-1.5 py-0.5 text-xs ${row.isActive ? 'bg-emerald-500/15 text-emerald-200' : 'bg-white/10 text-slate-400'}`}
        >
          {row.isActive ? 'Active' : 'Inactive'}
        </span>
      ),
    },
    {
      id: 'actions',
      header: <span className="sr-only">Actions</span>,
      className: 'text-right whitespace-nowrap',
      cell: (row) => (
        <>
          <button type="button" className={ICON_BUTTON} aria-label={`Edit ${row.name}`} onClick={() => setEditing(row)}>
            <Pencil className="size-4" aria-hidden />
          </button>
          <button
            type="button"
            className={ICON_BUTTON}
            aria-label={`Regions of ${row.name}`}
            title="Where it is offered"
            onClick={() => setRegionsOf(row)}
          >
            <Globe className="size-4" aria-hidden />
          </button>
        </>
      ),
    },
  ]

  return (
    <div className="space-y-10">
      <AdminSection title="Payment Methods">
        <p className="max-w-2xl text-sm text-slate-300">
          The methods of gateways in the fallback set are offered in regions that have no active methods of their own.
        </p>
        {fallback.isError ? <Notice kind="error">{CATALOGUE_MESSAGES.fallbackFailed}</Notice> : null}
        <DataTable
          label="Gateways"
          columns={gatewayColumns}
          rows={data?.gateways}
          rowKey={(row) => row.id}
          isLoading={overview.isLoading}
          error={overview.isError ? 'Failed to fetch payment methods' : null}
          emptyText="No gateways."
        />
      </AdminSection>
      <AdminSection
        title="Methods"
        actions={
          <Button onClick={() => setEditing('new')} disabled={!data || data.gateways.length === 0}>
            <Plus className="size-4" aria-hidden />
            Add Method
          </Button>
        }
      >
        <DataTable
          label="Methods"
          columns={methodColumns}
          rows={data?.methods}
          rowKey={(row) => row.id}
          isLoading={overview.isLoading}
          error={overview.isError ? 'Failed to fetch payment methods' : null}
          emptyText="No methods yet."
        />
      </AdminSection>
      {data ? (
        <MethodFormDialog
          method={editing === 'new' ? null : editing}
          gateways={data.gateways}
          plans={data.plans}
          open={editing !== null}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <MethodRegionsDialog method={regionsOf} onClose={() => setRegionsOf(null)} />
    </div>
  )
}
