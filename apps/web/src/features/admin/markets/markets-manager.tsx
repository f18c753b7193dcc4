import { ADMIN_MESSAGES, type AdminMarket } from '@pitchwise/contract'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ChevronDown, ChevronRight, Pencil, Plus, Trash2 } from 'lucide-react'
import { Fragment, useState } from 'react'
import { ConfirmDialog } from '../../../components/admin/confirm-dialog.tsx'
import { AdminSection, Notice } from '../../../components/admin/form-field.tsx'
import { PINNED_ACTIONS_CELL, SidewaysScrollBox } from '../../../components/admin/sideways-scroll-box.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { adminApi, adminKeys } from '../api/admin-api.ts'
import { MarketFormDialog } from './market-form.tsx'
import { MarketSearchesPanel } from './market-searches-panel.tsx'

/** Markets management (/admin): the list, the market form and each market's searches. */
export function MarketsManager() {
  const queryClient = useQueryClient()
  const markets = useQuery({ queryKey: adminKeys.markets, queryFn: adminApi.markets })
  const [form, setForm] = useState<{ market: AdminMarket | null } | null>(null)
  const [expanded, setExpanded] = useState<string | null>(null)
  const [deleting, setDeleting] = useState<AdminMarket | null>(null)
  const remove = useMutation({
    mutationFn: (id: string) => adminApi.deleteMarket(id),
    onSuccess: async () => {
      setDeleting(null)
      await queryClient.invalidateQueries({ queryKey: adminKeys.markets })
    },
  })
  const iconButton = 'rounded-md p-1.5 text-slate-400 hover:bg-white/10 hover:text-white'
  return (
    <AdminSection
      title="Markets"
      actions={
        <Button onClick={() => setForm({ market: null })}>
          <Plus className="size-4" aria-hidden />
          Add Market
        </Button>
      }
    >
      {markets.isError ? <Notice kind="error">{ADMIN_MESSAGES.fetchMarkets}</Notice> : null}
      {remove.isError ? <Notice kind="error">{remove.error.message}</Notice> : null}
      <SidewaysScrollBox label="Markets" columns={6}>
        <table aria-label="Markets" className="w-full text-left text-sm text-slate-200">
          <thead className="bg-white/5 text-xs tracking-wide text-slate-400 uppercase">
            <tr>
              <th scope="col" className="w-10 px-3 py-2.5">
                <span className="sr-only">Show searches</span>
              </th>
              <th scope="col" className="px-3 py-2.5 font-medium">
                Name
              </th>
              <th scope="col" className="px-3 py-2.5 font-medium">
                Description
              </th>
              <th scope="col" className="px-3 py-2.5 text-right font-medium">
                Searches
              </th>
              <th scope="col" className="px-3 py-2.5 text-right font-medium">
                Order
              </th>
              <th scope="col" className={`px-3 py-2.5 text-right font-medium ${PINNED_ACTIONS_CELL}`}>
                Actions
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-white/5">
            {markets.isLoading ? (
              <tr>
                <td colSpan={6} className="px-3 py-6 text-center text-slate-400">
                  Loading markets…
                </td>
              </tr>
            ) : null}
            {markets.data?.markets.length === 0 ? (
              <tr>
                <td colSpan={6} className="px-3 py-6 text-center text-slate-400">
                  No markets yet. Add the first one.
                </td>
              </tr>
            ) : null}
            {markets.data?.markets.map((market) => {
              const open = expanded === market.id
              return (
                <Fragment key={market.id}>
                  <tr className={open ? 'bg-white/[0.03]' : 'hover:bg-white/[0.03]'}>
                    <td className="px-3 py-2.5">
                      <button
                        type="button"
                        className={iconButton}
                        aria-expanded={open}
                        aria-label={`${open ? 'Hide' : 'Show'} searches of ${market.name}`}
                        onClick={() => setExpanded(open ? null : market.id)}
                      >
                        {open ? (
                          <ChevronDown className="size-4" aria-hidden />
                        ) : (
                          <ChevronRight className="size-4" aria-hidden />
                        )}
                      </button>
                    </td>
                    <td className="px-3 py-2.5 font-medium text-white">{market.name}</td>
                    <td className="px-3 py-2.5 text-slate-300">
                      {market.description ?? <span className="text-slate-500">—</span>}
                    </td>
                    <td className="px-3 py-2.5 text-right tabular-nums">{market.searchCount}</td>
                    <td className="px-3 py-2.5 text-right tabular-nums">{market.order}</td>
                    <td className={`px-3 py-2.5 text-right whitespace-nowrap ${PINNED_ACTIONS_CELL}`}>
                      <button
                        type="button"
                        className={iconButton}
                        aria-label={`Edit ${market.name}`}
                        onClick={() => setForm({ market })}
                      >
                        <Pencil className="size-4" aria-hidden />
                      </button>
                      <button
                        type="button"
                        className={`${iconButton} hover:text-red-300`}
                        aria-label={`Delete ${market.name}`}
                        onClick={() => setDeleting(market)}
                      >
                        <Trash2 className="size-4" aria-hidden />
                      </button>
                    </td>
                  </tr>
                  {open ? (
                    <tr>
                      <td colSpan={6} className="px-3 pb-4">
                        <MarketSearchesPanel market={market} />
                      </td>
                    </tr>
                  ) : null}
                </Fragment>
              )
            })}
          </tbody>
        </table>
      </SidewaysScrollBox>
      <MarketFormDialog market={form?.market ?? null} open={form !== null} onClose={() => setForm(null)} />
      <ConfirmDialog
        message={deleting ? ADMIN_MESSAGES.confirmDeleteMarket : null}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
      />
    </AdminSection>
  )
}
