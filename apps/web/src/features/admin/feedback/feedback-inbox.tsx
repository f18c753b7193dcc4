import type { AdminFeedbackItem } from '@pitchwise/contract'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { type Column, DataTable } from '../../../components/admin/data-table.tsx'
import { AdminSection } from '../../../components/admin/form-field.tsx'
import { formatAdminDate } from '../../../components/admin/format.ts'
import { Pagination } from '../../../components/ui/pagination.tsx'
import { adminApi, adminKeys } from '../api/admin-api.ts'

type Filter = 'open' | 'handled' | 'all'
const TYPE_STYLE: Record<AdminFeedbackItem['type'], string> = {
  bug: 'bg-red-500/15 text-red-200',
  suggestion: 'bg-sky-500/15 text-sky-200',
  other: 'bg-white/10 text-slate-200',
}

/** What people send through the feedback modal, with a handled mark. */
export function FeedbackInbox() {
  const queryClient = useQueryClient()
  const [filter, setFilter] = useState<Filter>('open')
  const [page, setPage] = useState(1)
  const inbox = useQuery({
    queryKey: [...adminKeys.feedback, filter, page],
    queryFn: () => adminApi.feedback(page, filter),
    placeholderData: keepPreviousData,
  })
  const mark = useMutation({
    mutationFn: ({ id, handled }: { id: string; handled: boolean }) => adminApi.setFeedbackHandled(id, handled),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.feedback }),
  })
  const columns: Column<AdminFeedbackItem>[] = [
    {
      id: 'when',
      header: 'Received',
      className: 'whitespace-nowrap',
      cell: (row) => formatAdminDate(row.createdAt, true),
    },
    {
      id: 'type',
      header: 'Type',
      cell: (row) => <span className={`rounded px-1.5 py-0.5 text-xs ${TYPE_STYLE[row.type]}`}>{row.type}</span>,
    },
    {
      id: 'message',
      header: 'Message',
      cell: (row) => <p className="max-w-xl whitespace-pre-wrap break-words">{row.message}</p>,
    },
    {
      id: 'from',
      header: 'From',
      cell: (row) =>
        row.email ? (
          <a className="break-all text-emerald-300 hover:underline" href={`mailto:${row.email}`}>
            {row.email}
          </a>
        ) : (
          <span className="text-slate-500">Signed out</span>
        ),
    },
    {
      id: 'actions',
      header: <span className="sr-only">Actions</span>,
      className: 'text-right whitespace-nowrap',
      cell: (row) => (
        <button
          type="button"
          className="rounded-md border border-white/15 px-2 py-1 text-xs text-slate-200 hover:bg-white/10"
          onClick={() => mark.mutate({ id: row.id, handled: !row.handledAt })}
        >
          {row.handledAt ? 'Reopen' : 'Mark handled'}
        </button>
      ),
    },
  ]
  return (
    <AdminSection
      title={`Feedback${inbox.data ? ` (${inbox.data.open} open)` : ''}`}
      actions={
        <fieldset aria-label="Show" className="flex rounded-lg border border-white/15 p-0.5">
          {(['open', 'handled', 'all'] as const).map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={filter === value}
              onClick={() => {
                setFilter(value)
                setPage(1)
              }}
              className={`rounded-md px-3 py-1 text-sm capitalize ${filter === value ? 'bg-white/10 text-white' : 'text-slate-400 hover:text-white'}`}
            >
              {value}
            </button>
          ))}
        </fieldset>
      }
    >
      <DataTable
        label="Feedback messages"
        columns={columns}
        rows={inbox.data?.items}
        rowKey={(row) => row.id}
        isLoading={inbox.isLoading}
        error={inbox.isError ? 'Failed to fetch feedback' : null}
        emptyText={filter === 'open' ? 'Inbox zero: nothing waiting for an answer.' : 'No feedback here.'}
      />
      <Pagination page={page} totalPages={inbox.data?.totalPages ?? 0} onPageChange={setPage} label="Feedback pages" />
    </AdminSection>
  )
}
