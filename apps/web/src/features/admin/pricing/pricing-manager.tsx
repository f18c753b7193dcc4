import type { AdminRegion } from '@pitchwise/contract'
import { useQuery } from '@tanstack/react-query'
import { Pencil, Plus } from 'lucide-react'
import { useState } from 'react'
import { type Column, DataTable } from '../../../components/admin/data-table.tsx'
import { AdminSection } from '../../../components/admin/form-field.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { adminApi, adminKeys } from '../api/admin-api.ts'
import { RegionFormDialog } from './region-form.tsx'
import { RegionalPrices } from './regional-prices.tsx'

/** Regional Pricing (/admin/pricing): regions, and the price of each plan per region (spec §2, §5). */
export function PricingManager() {
  const pricing = useQuery({ queryKey: adminKeys.pricing, queryFn: adminApi.pricing })
  const [editing, setEditing] = useState<AdminRegion | 'new' | null>(null)
  const columns: Column<AdminRegion>[] = [
    { id: 'code', header: 'Code', className: 'font-mono', cell: (row) => row.code },
    { id: 'name', header: 'Name', cell: (row) => row.name },
    {
      id: 'currency',
      header: 'Currency',
      className: 'whitespace-nowrap',
      cell: (row) => `${row.currencyCode} (${row.currencySymbol})`,
    },
    {
      id: 'rate',
      header: 'Rate to USD',
      className: 'text-right tabular-nums',
      cell: (row) => row.exchangeRate,
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
      className: 'text-right',
      cell: (row) => (
        <button
          type="button"
          className="rounded-md p-1.5 text-slate-400 hover:bg-white/10 hover:text-white"
          aria-label={`Edit ${row.name}`}
          onClick={() => setEditing(row)}
        >
          <Pencil className="size-4" aria-hidden />
        </button>
      ),
    },
  ]
  const data = pricing.data
  return (
    <div className="space-y-10">
      <AdminSection
        title="Regional Pricing"
        actions={
          <Button onClick={() => setEditing('new')}>
            <Plus className="size-4" aria-hidden />
            Add Region
          </Button>
        }
      >
        <DataTable
          label="Regions"
          columns={columns}
          rows={data?.regions}
          rowKey={(row) => row.id}
          isLoading={pricing.isLoading}
          error={pricing.isError ? 'Failed to fetch regions' : null}
          emptyText="No regions yet."
        />
      </AdminSection>
      <AdminSection title="Plan prices by region">
        <p className="max-w-2xl text-sm text-slate-300">
          Enter prices in the region's currency (e.g. 4.99); they are stored in minor units. The suggestion is the US
          price converted with the region's exchange rate. A plan without a price in a region is sold there at its US
          price, in dollars, until you price it.
        </p>
        {data ? <RegionalPrices regions={data.regions} plans={data.plans} prices={data.prices} /> : null}
      </AdminSection>
      <RegionFormDialog
        region={editing === 'new' ? null : editing}
        open={editing !== null}
        onClose={() => setEditing(null)}
      />
    </div>
  )
}
