import { REFERRAL_PERIODS, type ReferralPeriod, type ReferralStats } from '@pitchwise/contract'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { type Column, DataTable } from '../../../components/admin/data-table.tsx'
import { AdminSection } from '../../../components/admin/form-field.tsx'
import { Pagination } from '../../../components/ui/pagination.tsx'
import { adminApi, adminKeys } from '../api/admin-api.ts'

const PERIOD_LABELS: Record<ReferralPeriod, string> = {
  lifetime: 'Lifetime',
  '30days': 'Last 30 days',
  '7days': 'Last 7 days',
  today: 'Today',
}

/** Badge colour: green above 5 %, blue above 2 % (back-office spec §9). */
export function conversionBadgeClass(rate: number): string {
  if (rate > 5) return 'bg-emerald-500/15 text-emerald-300 ring-emerald-400/30'
  if (rate > 2) return 'bg-sky-500/15 text-sky-300 ring-sky-400/30'
  return 'bg-white/5 text-slate-300 ring-white/10'
}

function ConversionBadge({ rate }: { rate: number }) {
  return (
    <span
      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium tabular-nums ring-1 ${conversionBadgeClass(rate)}`}
    >
      {rate.toFixed(1)}%
    </span>
  )
}

const columns: Column<ReferralStats>[] = [
  { id: 'code', header: 'Code', cell: (row) => <span className="font-mono text-slate-100">{row.code}</span> },
  { id: 'visits', header: 'Visits', className: 'text-right tabular-nums', cell: (row) => row.visits },
  { id: 'signups', header: 'Signups', className: 'text-right tabular-nums', cell: (row) => row.signups },
  {
    id: 'conversion',
    header: 'Conversion',
    className: 'text-right',
    cell: (row) => <ConversionBadge rate={row.conversionRate} />,
  },
]

/** Referral Analytics: figures per code for a period, computed on the server, refetched every 30 s. */
export function ReferralsReport() {
  const [period, setPeriod] = useState<ReferralPeriod>('lifetime')
  const [page, setPage] = useState(1)
  const report = useQuery({
    queryKey: [...adminKeys.referrals, period, page],
    queryFn: () => adminApi.referrals(period, page),
    refetchInterval: 30_000,
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  })
  const totals = report.data?.totals
  return (
    <AdminSection
      title="Referral Analytics"
      actions={
        <label className="flex items-center gap-2 text-sm text-slate-300">
          Period
          <select
            value={period}
            onChange={(event) => {
              setPeriod(event.target.value as ReferralPeriod)
              setPage(1)
            }}
            className="rounded-lg border border-white/15 bg-ink-950 px-3 py-2 text-sm text-white"
          >
            {REFERRAL_PERIODS.map((value) => (
              <option key={value} value={value}>
                {PERIOD_LABELS[value]}
              </option>
            ))}
          </select>
        </label>
      }
    >
      <dl className="grid grid-cols-3 gap-3 sm:max-w-xl">
        {[
          ['Visits', totals?.visits],
          ['Signups', totals?.signups],
          ['Conversion', totals ? `${totals.conversionRate.toFixed(1)}%` : undefined],
        ].map(([label, value]) => (
          <div key={label} className="rounded-xl border border-white/10 bg-white/[0.03] p-3">
            <dt className="text-xs text-slate-400">{label}</dt>
            <dd
              className="mt-1 text-xl font-semibold tabular-nums text-white"
              data-testid={`total-${String(label).toLowerCase()}`}
            >
              {value ?? '—'}
            </dd>
          </div>
        ))}
      </dl>
      <DataTable
        label="Referral codes"
        columns={columns}
        rows={report.data?.items}
        rowKey={(row) => row.code}
        isLoading={report.isLoading}
        error={report.isError ? 'Failed to fetch referral analytics' : null}
        emptyText="No referral visits or sign-ups in this period."
      />
      <Pagination page={page} totalPages={report.data?.totalPages ?? 0} onPageChange={setPage} label="Referral pages" />
    </AdminSection>
  )
}
