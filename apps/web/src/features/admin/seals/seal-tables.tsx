import type { ScoringRun, SealCheck } from '@pitchwise/contract'
import { type Column, DataTable } from '../../../components/admin/data-table.tsx'
import { formatAdminDate } from '../../../components/admin/format.ts'

const runColumns: Column<ScoringRun>[] = [
  {
    id: 'started',
    header: 'Started',
    className: 'whitespace-nowrap',
    cell: (row) => formatAdminDate(row.startedAt, true),
  },
  { id: 'scored', header: 'Scored', className: 'text-right', cell: (row) => row.scored },
  { id: 'void', header: 'Void', className: 'text-right', cell: (row) => row.void },
  { id: 'errors', header: 'Errors', className: 'text-right', cell: (row) => row.errors },
  {
    id: 'result',
    header: 'Result',
    className: 'min-w-48',
    cell: (row) =>
      !row.finishedAt ? (
        <em>Not finished</em>
      ) : row.errors > 0 ? (
        <span className="break-words text-red-300">{row.error ?? `${row.errors} could not be scored`}</span>
      ) : (
        <span className="text-emerald-300">OK</span>
      ),
  },
]

/** The scoring passes that followed the imports (scoring_runs), newest first. */
export function ScoringRunsTable(props: { rows: ScoringRun[] | undefined; isLoading: boolean; error: string | null }) {
  return (
    <DataTable
      label="Scoring runs"
      columns={runColumns}
      rowKey={(row) => row.id}
      emptyText="No scoring run yet: one follows every import."
      {...props}
    />
  )
}

const TRIGGERS: Record<SealCheck['trigger'], string> = {
  admin: 'On demand',
  schedule: 'After an import',
  cli: 'npm run seal:verify',
}

const checkColumns: Column<SealCheck>[] = [
  {
    id: 'checked',
    header: 'Checked',
    className: 'whitespace-nowrap',
    cell: (row) => formatAdminDate(row.checkedAt, true),
  },
  { id: 'trigger', header: 'Run', className: 'whitespace-nowrap', cell: (row) => TRIGGERS[row.trigger] },
  { id: 'rows', header: 'Rows checked', className: 'text-right', cell: (row) => row.rows },
  {
    id: 'verdict',
    header: 'Verdict',
    className: 'min-w-48',
    cell: (row) =>
      row.ok ? (
        <span className="text-emerald-300">Chain intact</span>
      ) : (
        <span className="break-words text-red-300">
          Broken at row {row.firstBadSeq}: {row.problem}
        </span>
      ),
  },
]

/** The checks of the hash chain (seal_checks), newest first. */
export function SealChecksTable(props: { rows: SealCheck[] | undefined; isLoading: boolean; error: string | null }) {
  return (
    <DataTable
      label="Chain checks"
      columns={checkColumns}
      rowKey={(row) => row.id}
      emptyText="The chain has not been checked yet."
      {...props}
    />
  )
}
