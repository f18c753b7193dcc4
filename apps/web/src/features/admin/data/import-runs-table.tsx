import type { ImportRun } from '@pitchwise/contract'
import { type Column, DataTable } from '../../../components/admin/data-table.tsx'
import { formatAdminDate } from '../../../components/admin/format.ts'

const columns: Column<ImportRun>[] = [
  {
    id: 'started',
    header: 'Started',
    className: 'whitespace-nowrap',
    cell: (row) => formatAdminDate(row.startedAt, true),
  },
  {
    id: 'finished',
    header: 'Finished',
    className: 'whitespace-nowrap',
    // No finish: running now, or its instance stopped mid-run (the next run replaces its work).
    cell: (row) => (row.finishedAt ? formatAdminDate(row.finishedAt, true) : <em>Not finished</em>),
  },
  {
    id: 'source',
    header: 'Source',
    className: 'min-w-40',
    // Several sources are joined with "+": a narrow screen wraps after each, not inside a name.
    cell: (row) => row.source.replaceAll('+', '+\u200b'),
  },
  { id: 'added', header: 'Added', className: 'text-right', cell: (row) => row.added },
  { id: 'updated', header: 'Updated', className: 'text-right', cell: (row) => row.updated },
  {
    id: 'rows',
    header: 'Statistics and prices',
    // Rows of seasons the match data does not hold are left out: nothing to join them to.
    cell: (row) => (row.rows ? `${row.rows.matched} joined, ${row.rows.unmatched} unmatched` : '—'),
  },
  {
    id: 'error',
    header: 'Result',
    cell: (row) =>
      row.error ? (
        <span className="text-red-300">Failed: {row.error}</span>
      ) : row.finishedAt ? (
        <span className="text-emerald-300">OK</span>
      ) : (
        '—'
      ),
  },
]

/** The newest import runs of every instance (data_imports), newest first. */
export function ImportRunsTable({
  rows,
  isLoading,
  error,
}: {
  rows: ImportRun[] | undefined
  isLoading: boolean
  error: string | null
}) {
  return (
    <DataTable
      label="Recent imports"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      isLoading={isLoading}
      error={error}
      emptyText="No import has run yet."
    />
  )
}
