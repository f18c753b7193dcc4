import { ADMIN_MESSAGES, type AdminSearch, LIMITS } from '@pitchwise/contract'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Eye, EyeOff, Search, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { ConfirmDialog } from '../../../components/admin/confirm-dialog.tsx'
import { type Column, DataTable } from '../../../components/admin/data-table.tsx'
import { AdminSection, INPUT_CLASS, Notice } from '../../../components/admin/form-field.tsx'
import { formatAdminDate } from '../../../components/admin/format.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Pagination } from '../../../components/ui/pagination.tsx'
import { adminApi, adminKeys } from '../api/admin-api.ts'
import { useDebouncedValue } from '../use-debounced-value.ts'

/** Manage Searches (/admin/searches): 10 per page, searchable, delete one or many. */
export function SearchesManager() {
  const queryClient = useQueryClient()
  const [text, setText] = useState('')
  const q = useDebouncedValue(text.trim(), 300)
  const [page, setPage] = useState(1)
  const [selected, setSelected] = useState<Set<string>>(new Set())
  const [pendingDelete, setPendingDelete] = useState<string[] | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const searches = useQuery({
    queryKey: [...adminKeys.searches, 'list', q, page],
    queryFn: () => adminApi.searches({ page, pageSize: LIMITS.adminSearchesPageSize, q }),
    placeholderData: keepPreviousData,
  })
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin'] })
  const remove = useMutation({
    mutationFn: (ids: string[]) => adminApi.deleteSearches(ids),
    onSuccess: async (result, ids) => {
      setPendingDelete(null)
      setSelected((current) => new Set([...current].filter((id) => !ids.includes(id))))
      setNotice(`Deleted ${result.deleted} ${result.deleted === 1 ? 'search' : 'searches'}`)
      await refresh()
    },
  })
  const visibility = useMutation({
    mutationFn: ({ id, hidden }: { id: string; hidden: boolean }) => adminApi.setSearchHidden(id, hidden),
    onSuccess: refresh,
  })
  const data = searches.data
  // Past the last page after deleting: step back so the list never looks empty by mistake.
  if (data && data.items.length === 0 && page > 1 && data.totalPages < page) setPage(Math.max(1, data.totalPages))

  const columns: Column<AdminSearch>[] = [
    {
      id: 'query',
      header: 'Query',
      cell: (row) => (
        <span className="block max-w-xl break-words text-slate-100">
          {row.query}
          {row.hiddenFromPopular ? (
            <span className="ml-2 rounded bg-amber-500/15 px-1.5 py-0.5 text-[11px] text-amber-200">hidden</span>
          ) : null}
        </span>
      ),
    },
    { id: 'count', header: 'Searches', className: 'text-right tabular-nums', cell: (row) => row.searches },
    {
      id: 'last',
      header: 'Last searched',
      className: 'whitespace-nowrap',
      cell: (row) => formatAdminDate(row.lastSearchedAt, true),
    },
    { id: 'created', header: 'Created', className: 'whitespace-nowrap', cell: (row) => formatAdminDate(row.createdAt) },
    {
      id: 'actions',
      header: <span className="sr-only">Actions</span>,
      className: 'text-right whitespace-nowrap',
      cell: (row) => (
        <>
          <button
            type="button"
            className="rounded-md p-1.5 text-slate-400 hover:bg-white/10 hover:text-white"
            aria-label={
              row.hiddenFromPopular
                ? `Show "${row.query}" on the popular list`
                : `Hide "${row.query}" from the popular list`
            }
            title={row.hiddenFromPopular ? 'Show on the popular list' : 'Hide from the popular list'}
            onClick={() => visibility.mutate({ id: row.id, hidden: !row.hiddenFromPopular })}
          >
            {row.hiddenFromPopular ? <Eye className="size-4" aria-hidden /> : <EyeOff className="size-4" aria-hidden />}
          </button>
          <button
            type="button"
            className="rounded-md p-1.5 text-slate-400 hover:bg-white/10 hover:text-red-300"
            aria-label={`Delete "${row.query}"`}
            onClick={() => setPendingDelete([row.id])}
          >
            <Trash2 className="size-4" aria-hidden />
          </button>
        </>
      ),
    },
  ]

  return (
    <AdminSection
      title="Manage Searches"
      actions={
        <Button
          variant="secondary"
          disabled={selected.size === 0}
          onClick={() => setPendingDelete([...selected])}
          className="hover:!text-red-300 disabled:opacity-50"
        >
          <Trash2 className="size-4" aria-hidden />
          Delete selected{selected.size > 0 ? ` (${selected.size})` : ''}
        </Button>
      }
    >
      <div className="relative max-w-md">
        <Search className="pointer-events-none absolute top-2.5 left-3 size-4 text-slate-500" aria-hidden />
        <input
          type="search"
          aria-label="Search queries"
          placeholder="Search queries…"
          value={text}
          onChange={(event) => {
            setText(event.target.value)
            setPage(1)
          }}
          className={`${INPUT_CLASS} pl-9`}
        />
      </div>
      {notice ? <Notice kind="success">{notice}</Notice> : null}
      {remove.isError ? <Notice kind="error">{remove.error.message}</Notice> : null}
      <DataTable
        label="Searches"
        columns={columns}
        rows={data?.items}
        rowKey={(row) => row.id}
        isLoading={searches.isLoading}
        error={searches.isError ? 'Failed to fetch searches' : null}
        emptyText={q ? 'No searches match.' : 'No searches yet.'}
        selection={{ selected, onChange: setSelected, rowLabel: (row) => `"${row.query}"` }}
      />
      <div className="flex items-center justify-between text-sm text-slate-400">
        <span>{data ? `${data.total} ${data.total === 1 ? 'search' : 'searches'}` : ''}</span>
      </div>
      <Pagination page={page} totalPages={data?.totalPages ?? 0} onPageChange={setPage} label="Searches pages" />
      <ConfirmDialog
        message={
          pendingDelete
            ? pendingDelete.length === 1
              ? ADMIN_MESSAGES.confirmDeleteSearch
              : ADMIN_MESSAGES.confirmDeleteSearches(pendingDelete.length)
            : null
        }
        busy={remove.isPending}
        onCancel={() => setPendingDelete(null)}
        onConfirm={() => pendingDelete && remove.mutate(pendingDelete)}
      />
    </AdminSection>
  )
}
