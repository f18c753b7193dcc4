import { useSearchParams } from 'react-router'
import { Page } from '../../components/page.tsx'
import { useTrackRecord } from '../../features/track-record/api/track-record-query'
import { RecordFilters } from '../../features/track-record/components/record-filters'
import { TrackRecordView } from '../../features/track-record/components/track-record-view'
import { filtersFrom, type PageFilters } from '../../features/track-record/utils/filters'
import { apiErrorMessage } from '../../lib/api-client.ts'

/**
 * /track-record: free and signed out. Every sealed prediction counted and scored against the base
 * rate and the market, its calibration, hit rates by band, profit at the sealed prices, the replay
 * of earlier seasons apart, and the chain digest with the command that checks it. The filters
 * (`market`, `league`, `period`, `band`) live in the address, as the receipts under answers link.
 */
export default function TrackRecordPage() {
  const [params, setParams] = useSearchParams()
  const filters = filtersFrom(params)
  const { data, isPending, isError, error, refetch, isPlaceholderData } = useTrackRecord(filters)
  const change = (key: keyof PageFilters, value: string) => {
    const next = new URLSearchParams(params)
    if (!value || (key === 'period' && value === 'all')) next.delete(key)
    else next.set(key, value)
    setParams(next, { replace: true })
  }
  return (
    <Page
      title="Track record: every prediction sealed and scored"
      heading="Track record"
      intro="Every prediction an answer gives is sealed unchanged the moment it is answered and scored when the result arrives. Anyone can read it here, free, and check that nothing was changed."
      width="max-w-5xl"
    >
      <div className="space-y-5">
        <RecordFilters filters={filters} leagues={data?.leagues ?? []} onChange={change} />
        {isPending ? (
          <div>
            <p role="status" className="sr-only">
              Loading the track record…
            </p>
            <div aria-hidden="true" className="space-y-4">
              {[0, 1, 2].map((i) => (
                <div
                  key={i}
                  className="h-40 animate-pulse rounded-2xl bg-slate-100 motion-reduce:animate-none dark:bg-white/5"
                />
              ))}
            </div>
          </div>
        ) : isError ? (
          <div
            role="alert"
            className="rounded-2xl border border-rose-500/30 bg-rose-500/10 px-4 py-3 text-sm text-rose-800 dark:text-rose-200"
          >
            {apiErrorMessage(error, 'The track record could not be loaded.')}{' '}
            <button
              type="button"
              onClick={() => void refetch()}
              className="inline-flex min-h-11 items-center font-semibold underline"
            >
              Try again
            </button>
          </div>
        ) : (
          <div aria-busy={isPlaceholderData} className={isPlaceholderData ? 'opacity-60' : ''}>
            <TrackRecordView record={data} />
          </div>
        )}
      </div>
    </Page>
  )
}
