import type { AuditEntry } from '@pitchwise/contract'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { type Column, DataTable } from '../../../components/admin/data-table.tsx'
import { AdminSection } from '../../../components/admin/form-field.tsx'
import { formatAdminDate } from '../../../components/admin/format.ts'
import { Pagination } from '../../../components/ui/pagination.tsx'
import { adminApi, adminKeys } from '../api/admin-api.ts'

const ENTITIES = ['', 'market', 'market_search', 'search', 'analyses', 'feedback', 'user'] as const

/** A record as short `key: value` lines; keys that changed between before and after are marked. */
function Fields({ value, other }: { value: unknown; other: unknown }) {
  if (value === null || value === undefined) return <span className="text-slate-500">—</span>
  if (typeof value !== 'object') return <span className="font-mono text-xs">{String(value)}</span>
  const otherRecord = (other && typeof other === 'object' ? other : {}) as Record<string, unknown>
  return (
    <dl className="max-w-xs space-y-0.5 font-mono text-[11px] leading-snug">
      {Object.entries(value as Record<string, unknown>).map(([key, field]) => {
        const changed =
          other !== null && other !== undefined && JSON.stringify(otherRecord[key]) !== JSON.stringify(field)
        return (
          <div key={key} className={`flex gap-1 ${changed ? 'text-amber-200' : 'text-slate-400'}`}>
            <dt className="shrink-0">{key}:</dt>
            <dd className="min-w-0 truncate" title={JSON.stringify(field)}>
              {JSON.stringify(field)}
            </dd>
          </div>
        )
      })}
    </dl>
  )
}

const columns: Column<AuditEntry>[] = [
  { id: 'when', header: 'When', className: 'whitespace-nowrap', cell: (row) => formatAdminDate(row.createdAt, true) },
  { id: 'who', header: 'Who', cell: (row) => <span className="break-all">{row.actorEmail}</span> },
  {
    id: 'what',
    header: 'What',
    cell: (row) => <span className="font-mono text-xs text-emerald-200">{row.action}</span>,
  },
  { id: 'before', header: 'Before', cell: (row) => <Fields value={row.before} other={row.after} /> },
  { id: 'after', header: 'After', cell: (row) => <Fields value={row.after} other={row.before} /> },
]

/** Every admin change: who, when, what, before and after. */
export function AuditLog() {
  const [entity, setEntity] = useState('')
  const [page, setPage] = useState(1)
  const log = useQuery({
    queryKey: [...adminKeys.audit, entity, page],
    queryFn: () => adminApi.audit(page, entity || undefined),
    placeholderData: keepPreviousData,
  })
  return (
    <AdminSection
      title="Audit Log"
      actions={
        <label className="flex items-center gap-2 text-sm text-slate-300">
          About
          <select
            value={entity}
            onChange={(event) => {
              setEntity(event.target.value)
              setPage(1)
            }}
            className="rounded-lg border border-white/15 bg-ink-950 px-3 py-2 text-sm text-white"
          >
            {ENTITIES.map((value) => (
              <option key={value} value={value}>
                {value ? value.replace('_', ' ') : 'Everything'}
              </option>
            ))}
          </select>
        </label>
      }
    >
      <DataTable
        label="Audit entries"
        columns={columns}
        rows={log.data?.items}
        rowKey={(row) => row.id}
        isLoading={log.isLoading}
        error={log.isError ? 'Failed to fetch the audit log' : null}
        emptyText="No admin changes recorded yet."
      />
      <Pagination page={page} totalPages={log.data?.totalPages ?? 0} onPageChange={setPage} label="Audit pages" />
    </AdminSection>
  )
}
