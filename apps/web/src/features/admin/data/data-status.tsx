import { type AdminDataStatusResponse, DATA_MESSAGES, type Freshness } from '@pitchwise/contract'
import { useQuery } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { AdminSection } from '../../../components/admin/form-field.tsx'
import { formatAdminDate } from '../../../components/admin/format.ts'
import { StatusSummary } from '../../../components/admin/status-summary.tsx'
import { adminApi, adminKeys } from '../api/admin-api.ts'
import { CompetitionsTable } from './competitions-table.tsx'
import { formatDay } from './format-day.ts'
import { FreshnessBadge } from './freshness-badge.tsx'
import { ImportRunsTable } from './import-runs-table.tsx'
import { ReimportButton } from './reimport-button.tsx'
import { UnmatchedRowsTable } from './unmatched-rows-table.tsx'

/** What each verdict means for the product (docs/operations.md, "Football data freshness"). */
const MEANING: Record<Freshness, string> = {
  fresh: 'Every current league has recent results or fixtures close ahead.',
  stale:
    'Some league has no recent results and no fixtures close ahead: questions about today and the coming days get old data.',
  empty: 'The database holds no matches: questions cannot be answered.',
}

/**
 * /admin/data: how current the football data is (the verdict /api/health gives), where it comes
 * from, the import runs, and "Re-import now". While an import runs the status is re-read every
 * few seconds, so its row appears in the runs.
 */
export function DataStatus() {
  const [importing, setImporting] = useState(false)
  const status = useQuery({
    queryKey: adminKeys.data,
    queryFn: () => adminApi.dataStatus(),
    refetchInterval: importing ? 3000 : false,
  })
  const error = status.isError ? DATA_MESSAGES.fetchStatus : null
  return (
    <AdminSection title="Data status">
      <StatusSummary
        data={status.data}
        error={error}
        onRetry={() => status.refetch()}
        loadingLabel="Loading data status"
        tiles={3}
      >
        {(data) => <Summary data={data} />}
      </StatusSummary>
      <ReimportButton onRunningChange={setImporting} />
      <h3 className="pt-2 text-lg font-semibold text-white">Competitions</h3>
      <CompetitionsTable rows={status.data?.football.competitions} isLoading={status.isLoading} error={error} />
      <h3 className="pt-2 text-lg font-semibold text-white">Recent imports</h3>
      <ImportRunsTable rows={status.data?.runs} isLoading={status.isLoading} error={error} />
      <h3 className="pt-2 text-lg font-semibold text-white">Statistics and prices that joined no match</h3>
      <UnmatchedRowsTable
        rows={status.data?.unmatchedRows}
        total={status.data?.unmatchedTotal ?? 0}
        isLoading={status.isLoading}
        error={error}
      />
    </AdminSection>
  )
}

function Summary({ data: { football } }: { data: AdminDataStatusResponse }) {
  const last = football.lastImport
  return (
    <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      <Item label="Verdict">
        <FreshnessBadge freshness={football.freshness} large />
        <p className="mt-1 text-xs text-slate-400">{MEANING[football.freshness]}</p>
      </Item>
      <Item label="Today">
        {formatDay(football.today)}
        <p className="mt-1 text-xs text-slate-400">
          {football.demoDate ? 'DEMO_DATE: the server answers as of this day of the data.' : 'The server’s date (UTC).'}
        </p>
      </Item>
      <Item label="Newest result · next fixture">
        {formatDay(football.lastResultDate)} · {formatDay(football.nextFixtureDate)}
      </Item>
      <Item label="Sources">
        {football.sources.length === 0 ? (
          'None configured'
        ) : (
          <ul className="space-y-0.5">
            {football.sources.map((source) => (
              <li key={source.name}>
                {source.name} <span className="text-xs text-slate-400">({source.live ? 'live' : 'folder'})</span>
              </li>
            ))}
          </ul>
        )}
      </Item>
      <Item label="Last import">
        {last ? (
          <>
            {formatAdminDate(last.at, true)}
            <p className="mt-1 text-xs text-slate-400">
              {last.added} added, {last.updated} updated · {last.source}
            </p>
            {last.error ? <p className="mt-1 break-words text-xs text-red-300">Failed: {last.error}</p> : null}
          </>
        ) : (
          'None yet'
        )}
      </Item>
      <Item label="Next scheduled import">
        {football.nextImportAt ? formatAdminDate(football.nextImportAt, true) : 'Schedule off'}
      </Item>
    </dl>
  )
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0 rounded-xl border border-white/10 bg-white/5 px-4 py-3">
      <dt className="text-xs tracking-wide text-slate-400 uppercase">{label}</dt>
      <dd className="mt-1 text-sm text-slate-100">{children}</dd>
    </div>
  )
}
