import {
  type AdminCryptoTransaction,
  CRYPTO_TRANSACTION_STATUSES,
  type CryptoTransactionStatus,
} from '@pitchwise/contract'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Check, ExternalLink, X } from 'lucide-react'
import { useId, useState } from 'react'
import { type Column, DataTable } from '../../../components/admin/data-table.tsx'
import { AdminSection, INPUT_BASE_CLASS, INPUT_CLASS, Notice } from '../../../components/admin/form-field.tsx'
import { formatAdminDate } from '../../../components/admin/format.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Modal } from '../../../components/ui/modal.tsx'
import { Pagination } from '../../../components/ui/pagination.tsx'
import { adminApi, adminKeys } from '../api/admin-api.ts'
import { adminErrorMessage } from '../api/error-message.ts'

/** Crypto transactions 10 per page (spec §9). */
export const CRYPTO_PAGE_SIZE = 10

const STATUS_STYLE: Record<CryptoTransactionStatus, string> = {
  pending: 'bg-amber-500/15 text-amber-200',
  verified: 'bg-emerald-500/15 text-emerald-200',
  rejected: 'bg-red-500/15 text-red-200',
}

/** The user id as the list shows it: its first 8 characters (spec §9). */
export const shortUserId = (id: string) => id.slice(0, 8)

/** A long transaction hash, shortened in the middle so the link fits a table cell. */
const shortHash = (id: string) => (id.length > 18 ? `${id.slice(0, 10)}…${id.slice(-6)}` : id)

type Decision = { row: AdminCryptoTransaction; action: 'verify' | 'reject' }

function DecisionDialog({ decision, onClose }: { decision: Decision | null; onClose: () => void }) {
  const queryClient = useQueryClient()
  const notesId = useId()
  const [notes, setNotes] = useState('')
  const decide = useMutation({
    mutationFn: (input: Decision & { notes: string }) =>
      adminApi.decideCryptoTransaction(input.row.id, input.action, input.notes.trim() || null),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.cryptoTransactions })
      close()
    },
  })
  const close = () => {
    setNotes('')
    decide.reset()
    onClose()
  }
  const verb = decision?.action === 'verify' ? 'Verify' : 'Reject'
  return (
    <Modal
      open={decision !== null}
      onOpenChange={(open) => !open && close()}
      title={`${verb} transaction`}
      locked={decide.isPending}
    >
      {decision ? (
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault()
            decide.mutate({ ...decision, notes })
          }}
        >
          <p className="text-sm text-slate-200">
            {decision.action === 'verify'
              ? `Verify this payment and give ${decision.row.email} the ${decision.row.planName} plan?`
              : `Reject this payment from ${decision.row.email}? No plan is given.`}{' '}
            This cannot be undone.
          </p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs text-slate-300">
            <dt className="text-slate-400">Amount</dt>
            <dd className="tabular-nums">
              {decision.row.amountOnChain} {decision.row.currency} ({decision.row.network})
            </dd>
            <dt className="text-slate-400">Transaction</dt>
            <dd className="break-all font-mono">{decision.row.transactionId}</dd>
          </dl>
          <div className="space-y-1">
            <label htmlFor={notesId} className="block text-sm font-medium text-slate-200">
              Admin notes (optional)
            </label>
            <textarea
              id={notesId}
              rows={2}
              maxLength={1000}
              value={notes}
              onChange={(event) => setNotes(event.target.value)}
              className={INPUT_CLASS}
            />
          </div>
          {decide.isError ? (
            <Notice kind="error">
              {adminErrorMessage(decide.error, `Failed to ${verb.toLowerCase()} the transaction`)}
            </Notice>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={close} disabled={decide.isPending}>
              Cancel
            </Button>
            <Button
              type="submit"
              disabled={decide.isPending}
              className={decision.action === 'reject' ? '!bg-red-500 !text-white hover:!bg-red-400' : ''}
            >
              {decide.isPending ? 'Working…' : verb}
            </Button>
          </div>
        </form>
      ) : null}
    </Modal>
  )
}

/** Crypto Transactions (/admin/crypto-transactions): newest first, status filter, verify or reject pending ones. */
export function CryptoTransactions() {
  const filterId = useId()
  const [status, setStatus] = useState<CryptoTransactionStatus | ''>('')
  const [page, setPage] = useState(1)
  const [decision, setDecision] = useState<Decision | null>(null)
  const list = useQuery({
    queryKey: [...adminKeys.cryptoTransactions, status, page],
    queryFn: () => adminApi.cryptoTransactions(page, status || undefined),
    placeholderData: keepPreviousData,
  })
  const data = list.data
  const totalPages = data ? Math.ceil(data.total / CRYPTO_PAGE_SIZE) : 0
  // Past the last page after a decision moved rows out of the filter: step back.
  if (data && data.transactions.length === 0 && page > 1 && totalPages < page) setPage(Math.max(1, totalPages))

  const decisionButtons = (row: AdminCryptoTransaction) =>
    row.status === 'pending' ? (
      <span className="inline-flex gap-1">
        <Button
          variant="secondary"
          className="!px-2.5 !py-1.5"
          aria-label={`Verify transaction of ${row.email}`}
          onClick={() => setDecision({ row, action: 'verify' })}
        >
          <Check className="size-4 text-emerald-300" aria-hidden />
          Verify
        </Button>
        <Button
          variant="secondary"
          className="!px-2.5 !py-1.5"
          aria-label={`Reject transaction of ${row.email}`}
          onClick={() => setDecision({ row, action: 'reject' })}
        >
          <X className="size-4 text-red-300" aria-hidden />
          Reject
        </Button>
      </span>
    ) : null
  const statusBadge = (row: AdminCryptoTransaction) => (
    <span className={`rounded px-1.5 py-0.5 text-xs capitalize ${STATUS_STYLE[row.status]}`}>{row.status}</span>
  )

  const columns: Column<AdminCryptoTransaction>[] = [
    {
      id: 'date',
      header: 'Date',
      className: 'hidden whitespace-nowrap md:table-cell',
      cell: (row) => formatAdminDate(row.createdAt, true),
    },
    {
      id: 'user',
      header: 'User',
      cell: (row) => (
        <span className="block min-w-40">
          <span className="block break-all text-slate-100 md:break-normal">{row.email}</span>
          <span className="font-mono text-xs text-slate-400" title={row.userId}>
            {shortUserId(row.userId)}
          </span>
          {/* On a phone the other columns fold in here, so the actions need no sideways scrolling. */}
          <span className="block space-y-2 md:hidden">
            <span className="block text-xs text-slate-400">
              {formatAdminDate(row.createdAt, true)} · {row.planName} · {row.amountOnChain} {row.currency} ·{' '}
              {row.network}
            </span>
            <span className="flex flex-wrap items-center gap-2">
              {statusBadge(row)}
              {decisionButtons(row)}
            </span>
          </span>
        </span>
      ),
    },
    { id: 'plan', header: 'Plan', className: 'hidden whitespace-nowrap md:table-cell', cell: (row) => row.planName },
    {
      id: 'amount',
      header: 'Amount',
      className: 'hidden whitespace-nowrap text-right tabular-nums md:table-cell',
      cell: (row) => `${row.amountOnChain} ${row.currency}`,
    },
    { id: 'network', header: 'Network', className: 'hidden md:table-cell', cell: (row) => row.network },
    {
      id: 'transaction',
      header: 'Transaction',
      className: 'whitespace-nowrap',
      cell: (row) => (
        <a
          href={row.explorerUrl}
          target="_blank"
          rel="noreferrer noopener"
          className="inline-flex items-center gap-1 font-mono text-xs text-emerald-300 hover:underline"
          aria-label={`View transaction ${row.transactionId} on the ${row.network} explorer`}
          title={row.transactionId}
        >
          {shortHash(row.transactionId)}
          <ExternalLink className="size-3" aria-hidden />
        </a>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      className: 'hidden md:table-cell',
      cell: statusBadge,
    },
    {
      id: 'notes',
      header: 'Notes',
      className: 'hidden lg:table-cell',
      cell: (row) => <span className="block max-w-48 break-words text-xs text-slate-300">{row.adminNotes ?? ''}</span>,
    },
    {
      id: 'actions',
      header: <span className="sr-only">Actions</span>,
      className: 'hidden text-right whitespace-nowrap md:table-cell',
      cell: (row) => decisionButtons(row),
    },
  ]

  return (
    <AdminSection
      title="Crypto Transactions"
      actions={
        <div className="flex items-center gap-2">
          <label htmlFor={filterId} className="text-sm text-slate-300">
            Status
          </label>
          <select
            id={filterId}
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as CryptoTransactionStatus | '')
              setPage(1)
            }}
            className={`${INPUT_BASE_CLASS} w-auto`}
          >
            <option value="">All</option>
            {CRYPTO_TRANSACTION_STATUSES.map((value) => (
              <option key={value} value={value}>
                {value[0]?.toUpperCase()}
                {value.slice(1)}
              </option>
            ))}
          </select>
        </div>
      }
    >
      <DataTable
        label="Crypto transactions"
        columns={columns}
        rows={data?.transactions}
        rowKey={(row) => row.id}
        isLoading={list.isLoading}
        error={list.isError ? 'Failed to fetch crypto transactions' : null}
        emptyText={status ? `No ${status} transactions.` : 'No transactions yet.'}
      />
      <p className="text-sm text-slate-400">
        {data ? `${data.total} ${data.total === 1 ? 'transaction' : 'transactions'}` : ''}
      </p>
      <Pagination page={page} totalPages={totalPages} onPageChange={setPage} label="Crypto transactions pages" />
      <DecisionDialog decision={decision} onClose={() => setDecision(null)} />
    </AdminSection>
  )
}
