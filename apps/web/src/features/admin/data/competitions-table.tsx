import type { CompetitionFreshness } from '@pitchwise/contract'
import { type Column, DataTable } from '../../../components/admin/data-table.tsx'
import { formatDay } from './format-day.ts'
import { FreshnessBadge } from './freshness-badge.tsx'

const columns: Column<CompetitionFreshness>[] = [
  {
    id: 'name',
    header: 'Competition',
    className: 'min-w-48',
    cell: (row) => (
      <>
        <span className="text-white">{row.name}</span> <span className="text-xs text-slate-400">{row.code}</span>
      </>
    ),
  },
  { id: 'last', header: 'Last result', className: 'whitespace-nowrap', cell: (row) => formatDay(row.lastResultDate) },
  { id: 'next', header: 'Next fixture', className: 'whitespace-nowrap', cell: (row) => formatDay(row.nextFixtureDate) },
  {
    id: 'age',
    header: 'Age (days)',
    className: 'text-right',
    cell: (row) => (row.ageDays === null ? '—' : row.ageDays),
  },
  { id: 'state', header: 'State', cell: (row) => <FreshnessBadge freshness={row.freshness} /> },
]

/** Per current competition: how old its newest result is and whether it is fresh on the day. */
export function CompetitionsTable({
  rows,
  isLoading,
  error,
}: {
  rows: CompetitionFreshness[] | undefined
  isLoading: boolean
  error: string | null
}) {
  return (
    <DataTable
      label="Competitions"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.code}
      isLoading={isLoading}
      error={error}
      emptyText="The data holds no current competition."
    />
  )
}
