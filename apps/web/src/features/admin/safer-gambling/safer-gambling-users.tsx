import {
  ADMIN_SAFER_GAMBLING_TEXTS,
  type AdminSaferGamblingUser,
  SAFER_GAMBLING_FILTERS,
} from '@pitchwise/contract/taking-a-break'
import { TAKING_A_BREAK_ENDPOINTS } from '@pitchwise/contract/taking-a-break-endpoints'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { type Column, DataTable } from '../../../components/admin/data-table.tsx'
import { AdminSection } from '../../../components/admin/form-field.tsx'
import { formatAdminDate } from '../../../components/admin/format.ts'
import { Button } from '../../../components/ui/button.tsx'
import { callEndpoint } from '../../../lib/api-client.ts'
import { useDebouncedValue } from '../use-debounced-value.ts'

type Filter = (typeof SAFER_GAMBLING_FILTERS)[number]
const texts = ADMIN_SAFER_GAMBLING_TEXTS

/** A limit in major units of its currency (integer minor units in, never floats for storage). */
const money = (minor: number, exponent: number, currency: string) =>
  `${(minor / 10 ** exponent).toFixed(exponent)} ${currency}`

function Limits({ user }: { user: AdminSaferGamblingUser }) {
  if (user.limits.length === 0) return <span className="text-slate-500">{texts.noLimits}</span>
  return (
    <ul className="space-y-0.5 text-xs">
      {user.limits.map((limit) => (
        <li key={limit.period}>
          {limit.period}: {limit.amount === null ? '—' : money(limit.amount, limit.currencyExponent, limit.currency)}
          {limit.pending ? (
            <span className="text-slate-400">
              {' '}
              (→{' '}
              {limit.pending.amount === null
                ? 'none'
                : money(limit.pending.amount, limit.currencyExponent, limit.currency)}{' '}
              {formatAdminDate(limit.pending.effectiveAt, true)})
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  )
}

function BreakCell({ user }: { user: AdminSaferGamblingUser }) {
  const current = user.activeBreak
  if (!current) return <span className="text-slate-500">{texts.noBreak}</span>
  return <span>{texts.breakUntil(current.kind, current.duration, formatAdminDate(current.endsAt, true))}</span>
}

/** One account: every break it has taken (read-only). */
function History({ userId }: { userId: string }) {
  const detail = useQuery({
    queryKey: ['admin', 'safer-gambling', 'user', userId],
    queryFn: () => callEndpoint(TAKING_A_BREAK_ENDPOINTS.adminUser, { params: { id: userId } }),
  })
  if (detail.isLoading) return <p role="status">Loading…</p>
  if (detail.isError || !detail.data) return <p role="alert">{texts.loadFailed}</p>
  return (
    <section aria-label={`${texts.history}: ${detail.data.user.email}`} className="mt-4 text-sm text-slate-300">
      <h3 className="font-semibold text-white">
        {texts.history}: {detail.data.user.email}
      </h3>
      <p className="mt-1 text-xs">{texts.realityCheck(detail.data.user.realityCheckMinutes)}</p>
      <ul className="mt-2 space-y-1">
        {detail.data.breaks.map((taken) => (
          <li key={taken.startsAt}>
            {formatAdminDate(taken.startsAt, true)}:{' '}
            {texts.breakUntil(taken.kind, taken.duration, formatAdminDate(taken.endsAt, true))}
          </li>
        ))}
      </ul>
    </section>
  )
}

/**
 * Admin "Safer gambling" (issue 35): accounts with spending limits or a break running, filtered,
 * and one account's history. Read-only by design: a break cannot be shortened (decision 312).
 */
export function SaferGamblingUsers() {
  const [filter, setFilter] = useState<Filter>('any')
  const [email, setEmail] = useState('')
  const [open, setOpen] = useState<string | null>(null)
  const fragment = useDebouncedValue(email.trim(), 300)
  const list = useQuery({
    queryKey: ['admin', 'safer-gambling', filter, fragment],
    queryFn: () =>
      callEndpoint(TAKING_A_BREAK_ENDPOINTS.adminUsers, {
        query: { filter, ...(fragment ? { email: fragment } : {}) },
      }),
    placeholderData: keepPreviousData,
  })
  const columns: Column<AdminSaferGamblingUser>[] = [
    { id: 'email', header: 'Email', cell: (row) => <span className="break-all">{row.email}</span> },
    { id: 'limits', header: 'Spending limits', cell: (row) => <Limits user={row} /> },
    { id: 'break', header: 'Break', cell: (row) => <BreakCell user={row} /> },
    { id: 'reality', header: 'Reality check', cell: (row) => texts.realityCheck(row.realityCheckMinutes) },
    {
      id: 'actions',
      header: <span className="sr-only">History</span>,
      cell: (row) => (
        <Button
          variant="ghost"
          onClick={() => setOpen(open === row.id ? null : row.id)}
          aria-expanded={open === row.id}
        >
          {texts.history}
        </Button>
      ),
    },
  ]
  return (
    <AdminSection
      title={texts.title}
      actions={
        <div className="flex flex-wrap items-center gap-3 text-sm text-slate-300">
          <label className="flex items-center gap-2">
            {texts.filterLabel}
            <select
              value={filter}
              onChange={(event) => setFilter(event.target.value as Filter)}
              className="rounded-lg border border-white/15 bg-ink-950 px-3 py-2 text-sm text-white"
            >
              {SAFER_GAMBLING_FILTERS.map((value) => (
                <option key={value} value={value}>
                  {texts.filters[value]}
                </option>
              ))}
            </select>
          </label>
          <label className="flex items-center gap-2">
            {texts.emailLabel}
            <input
              type="search"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              className="rounded-lg border border-white/15 bg-ink-950 px-3 py-2 text-sm text-white"
            />
          </label>
        </div>
      }
    >
      <p className="mb-4 text-sm text-slate-400">{texts.intro}</p>
      <DataTable
        label={texts.title}
        columns={columns}
        rows={list.data?.users}
        rowKey={(row) => row.id}
        isLoading={list.isLoading}
        error={list.isError ? texts.loadFailed : null}
        emptyText={texts.empty}
      />
      {open ? <History userId={open} /> : null}
    </AdminSection>
  )
}
