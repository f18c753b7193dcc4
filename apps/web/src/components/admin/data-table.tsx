import type { ReactNode } from 'react'
import { PINNED_ACTIONS_CELL, SidewaysScrollBox } from './sideways-scroll-box.tsx'

/** The column of row actions (edit, delete…), pinned to the right edge. */
const ACTIONS_COLUMN = 'actions'

export interface Column<Row> {
  /** Stable key of the column. */
  id: string
  header: ReactNode
  cell: (row: Row) => ReactNode
  /** Extra classes for the header and cells (alignment, width). */
  className?: string
}

export interface DataTableProps<Row> {
  /** Accessible name of the table. */
  label: string
  columns: Column<Row>[]
  rows: Row[] | undefined
  rowKey: (row: Row) => string
  isLoading?: boolean
  error?: string | null
  emptyText: string
  /** Row selection (checkbox column) when given. */
  selection?: {
    selected: ReadonlySet<string>
    onChange: (next: Set<string>) => void
    rowLabel: (row: Row) => string
  }
}

/**
 * The back office's table: server-paged rows, a loading skeleton, an empty and an error state,
 * and optional row selection. Sorting, filtering and paging happen on the server, so a plain
 * component is all a table needs here (decision 220). On a phone a wide table scrolls inside its
 * box and says so ("Scroll sideways…", a focusable named region, as report tables do), and the
 * row actions column (id 'actions') stays pinned at the right edge, so edit and delete are never
 * off-screen without a sign.
 */
export function DataTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  isLoading,
  error,
  emptyText,
  selection,
}: DataTableProps<Row>) {
  const pinned = (column: Column<Row>) => (column.id === ACTIONS_COLUMN ? PINNED_ACTIONS_CELL : '')
  const keys = rows?.map(rowKey) ?? []
  const allSelected = Boolean(selection && keys.length > 0 && keys.every((key) => selection.selected.has(key)))
  const span = columns.length + (selection ? 1 : 0)
  const toggleAll = () => {
    if (!selection) return
    const next = new Set(selection.selected)
    for (const key of keys) {
      if (allSelected) next.delete(key)
      else next.add(key)
    }
    selection.onChange(next)
  }
  return (
    <SidewaysScrollBox label={label} columns={span}>
      <table aria-label={label} aria-busy={isLoading || undefined} className="w-full text-left text-sm text-slate-200">
        <thead className="bg-white/5 text-xs tracking-wide text-slate-400 uppercase">
          <tr>
            {selection ? (
              <th scope="col" className="w-10 px-3 py-2.5">
                <input
                  type="checkbox"
                  aria-label="Select all on this page"
                  checked={allSelected}
                  onChange={toggleAll}
                  disabled={keys.length === 0}
                  className="size-4 accent-emerald-500"
                />
              </th>
            ) : null}
            {columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                className={`px-3 py-2.5 font-medium ${column.className ?? ''} ${pinned(column)}`}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-white/5">
          {error ? (
            <tr>
              <td colSpan={span} role="alert" className="px-3 py-8 text-center text-red-300">
                {error}
              </td>
            </tr>
          ) : isLoading && !rows ? (
            [0, 1, 2].map((index) => (
              <tr key={index} aria-hidden>
                <td colSpan={span} className="px-3 py-3">
                  <div className="h-4 animate-pulse rounded bg-white/10" />
                </td>
              </tr>
            ))
          ) : rows && rows.length > 0 ? (
            rows.map((row) => {
              const key = rowKey(row)
              const selected = selection?.selected.has(key) ?? false
              return (
                <tr key={key} className={selected ? 'bg-emerald-500/10' : 'hover:bg-white/[0.03]'}>
                  {selection ? (
                    <td className="px-3 py-2.5">
                      <input
                        type="checkbox"
                        aria-label={`Select ${selection.rowLabel(row)}`}
                        checked={selected}
                        onChange={() => {
                          const next = new Set(selection.selected)
                          if (selected) next.delete(key)
                          else next.add(key)
                          selection.onChange(next)
                        }}
                        className="size-4 accent-emerald-500"
                      />
                    </td>
                  ) : null}
                  {columns.map((column) => (
                    <td
                      key={column.id}
                      className={`px-3 py-2.5 align-middle ${column.className ?? ''} ${pinned(column)}`}
                    >
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              )
            })
          ) : (
            <tr>
              <td colSpan={span} className="px-3 py-8 text-center text-slate-400">
                {emptyText}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </SidewaysScrollBox>
  )
}
