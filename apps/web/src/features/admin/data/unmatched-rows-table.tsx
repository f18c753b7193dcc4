import type { UnmatchedDataRow } from '@pitchwise/contract'
import { type Column, DataTable } from '../../../components/admin/data-table.tsx'

/** Why a row joined no match, in an operator's words. */
function reasonText(row: UnmatchedDataRow): string {
  switch (row.reason) {
    case 'unknown-home-team':
      return `Unknown club: ${row.homeName}`
    case 'unknown-away-team':
      return `Unknown club: ${row.awayName}`
    case 'ambiguous':
      return 'More than one match fits'
    case 'no-match-on-date':
      return row.dataDates ? `No match that day (the data has them on ${row.dataDates})` : 'No match that day'
  }
}

const columns: Column<UnmatchedDataRow>[] = [
  { id: 'origin', header: 'Row', className: 'whitespace-nowrap', cell: (row) => row.origin },
  { id: 'date', header: 'Date', className: 'whitespace-nowrap', cell: (row) => row.date },
  { id: 'match', header: 'Match', cell: (row) => `${row.homeName} v ${row.awayName}` },
  { id: 'reason', header: 'Why', cell: reasonText },
  { id: 'source', header: 'Source', cell: (row) => row.source },
]

/**
 * The last import's statistics and price rows (football-data.co.uk, The Odds API) that joined
 * no openfootball match. They are never guessed at; a name missing from the team directory is
 * fixed by an alias (packages/engine/src/teams/football-data-names.ts).
 */
export function UnmatchedRowsTable({
  rows,
  total,
  isLoading,
  error,
}: {
  rows: UnmatchedDataRow[] | undefined
  total: number
  isLoading: boolean
  error: string | null
}) {
  return (
    <>
      {total > 0 ? (
        <p className="text-sm text-slate-300">
          {total} rows joined no match; the first {rows?.length ?? 0} are listed.
        </p>
      ) : null}
      <DataTable
        label="Rows that joined no match"
        columns={columns}
        rows={rows}
        rowKey={(row) => `${row.source}|${row.origin}`}
        isLoading={isLoading}
        error={error}
        emptyText="Every statistics and price row joined a match."
      />
    </>
  )
}
