import { type AdminSealsStatusResponse, SEALS_MESSAGES } from '@pitchwise/contract'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ShieldCheck } from 'lucide-react'
import type { ReactNode } from 'react'
import { AdminSection, Notice } from '../../../components/admin/form-field.tsx'
import { StatusSummary } from '../../../components/admin/status-summary.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { adminApi, adminKeys } from '../api/admin-api.ts'
import { adminErrorMessage } from '../api/error-message.ts'
import { ScoringRunsTable, SealChecksTable } from './seal-tables.tsx'

/**
 * /admin/seals: the sealed track record's operations (issue 33). How many predictions are sealed,
 * scored, void and pending; whether the hash chain is intact (the newest check, with the first
 * broken row); "Check the chain now"; and the scoring runs that followed the imports.
 */
export function SealStatus() {
  const status = useQuery({ queryKey: adminKeys.seals, queryFn: () => adminApi.sealsStatus() })
  const error = status.isError ? SEALS_MESSAGES.fetchStatus : null
  return (
    <AdminSection title="Sealed predictions">
      <StatusSummary
        data={status.data}
        error={error}
        onRetry={() => status.refetch()}
        loadingLabel="Loading sealed predictions"
        tiles={4}
      >
        {(data) => <Summary data={data} />}
      </StatusSummary>
      <CheckButton />
      <h3 className="pt-2 text-lg font-semibold text-white">Chain checks</h3>
      <SealChecksTable rows={status.data?.checks} isLoading={status.isLoading} error={error} />
      <h3 className="pt-2 text-lg font-semibold text-white">Scoring runs</h3>
      <ScoringRunsTable rows={status.data?.runs} isLoading={status.isLoading} error={error} />
    </AdminSection>
  )
}

function Summary({ data }: { data: AdminSealsStatusResponse }) {
  const latest = data.checks[0]
  return (
    <>
      {latest && !latest.ok ? (
        <Notice kind="error">
          The hash chain is broken at row {latest.firstBadSeq}: {latest.problem}. Rows from there on can no longer be
          trusted as sealed.
        </Notice>
      ) : null}
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Item label="Sealed">{data.totals.sealed}</Item>
        <Item label="Scored">{data.totals.scored}</Item>
        <Item label="Void">{data.totals.void}</Item>
        <Item label="Pending">{data.totals.pending}</Item>
      </dl>
    </>
  )
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-white/10 bg-white/5 p-3">
      <dt className="text-xs uppercase tracking-wider text-slate-400">{label}</dt>
      <dd className="mt-1 text-lg font-semibold tabular-nums text-white">{children}</dd>
    </div>
  )
}

/** Runs the chain check now; the verdict is announced and listed with the others. */
function CheckButton() {
  const queryClient = useQueryClient()
  const check = useMutation({
    mutationFn: () => adminApi.checkSeals(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.seals }),
  })
  const done = check.data?.check
  return (
    <div className="flex flex-col items-start gap-2">
      <Button onClick={() => check.mutate()} disabled={check.isPending} aria-busy={check.isPending || undefined}>
        <ShieldCheck className="size-4" aria-hidden />
        {check.isPending ? 'Checking…' : 'Check the chain now'}
      </Button>
      <div aria-live="polite">
        {done?.ok ? <Notice kind="success">Chain intact: {done.rows} rows check out.</Notice> : null}
        {done && !done.ok ? (
          <Notice kind="error">
            Broken at row {done.firstBadSeq}: {done.problem}
          </Notice>
        ) : null}
        {check.isError ? (
          <Notice kind="error">{adminErrorMessage(check.error, SEALS_MESSAGES.checkFailed)}</Notice>
        ) : null}
      </div>
    </div>
  )
}
