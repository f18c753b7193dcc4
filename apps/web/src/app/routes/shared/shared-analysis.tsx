import { ArrowRight, Calendar, SearchX, Share2, Sparkles, TrendingUp } from 'lucide-react'
import { Link, useParams } from 'react-router'
import { Page } from '../../../components/page.tsx'
import { paths } from '../../../config/paths.ts'
import { AnalysisSidePanel } from '../../../features/search/components/analysis-report'
import { ReportErrorBoundary } from '../../../features/search/components/report-error-boundary'
import { ReportMarkdown } from '../../../features/search/components/report-markdown'
import { ShareButtons } from '../../../features/search/components/share-buttons'
import { sharedAnalysisUrl } from '../../../features/search/utils/share'
import { shareSummary } from '../../../features/search/utils/share-summary'
import { useSharedAnalysis } from '../../../features/shared-analysis/api/get-shared-analysis'
import { formatDateTime } from '../../../utils/format-date-time'
import { NotFoundPanel, PRIMARY_LINK, SECONDARY_LINK } from '../chat-page-kit.tsx'

export const ANALYSIS_NOT_FOUND_TITLE = 'Analysis Not Found'
export const ANALYSIS_NOT_FOUND_MESSAGE =
  'This analysis might have been removed or is no longer available. Ask your own question instead.'

function SharedSkeleton() {
  return (
    <div aria-hidden="true" className="space-y-4">
      <div className="h-4 w-40 animate-pulse rounded bg-slate-100 motion-reduce:animate-none dark:bg-white/5" />
      <div className="h-8 w-3/4 animate-pulse rounded bg-slate-100 motion-reduce:animate-none dark:bg-white/5" />
      <div className="h-80 animate-pulse rounded-2xl bg-slate-100 motion-reduce:animate-none dark:bg-white/5" />
    </div>
  )
}

function CallToAction() {
  return (
    <div className="flex flex-col items-start justify-between gap-4 rounded-2xl border border-emerald-500/30 bg-gradient-to-br from-emerald-500/15 via-emerald-500/5 to-transparent p-5 sm:flex-row sm:items-center sm:p-6">
      <div>
        <p className="text-base font-semibold text-slate-900 dark:text-white">Ask your own question</p>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          Real fixtures, a calibrated goal model, and a report in under a second. Your first searches are free.
        </p>
      </div>
      <div className="flex w-full shrink-0 flex-col gap-2 sm:w-auto sm:flex-row">
        <Link to="/" className={PRIMARY_LINK}>
          <Sparkles className="size-4" aria-hidden="true" />
          Try Free Analysis
        </Link>
        <Link to={paths.markets} className={SECONDARY_LINK}>
          <TrendingUp className="size-4" aria-hidden="true" />
          Explore Markets
        </Link>
      </div>
    </div>
  )
}

/** /shared/{shareId}: a saved report anyone can open, with the way into the product. */
export default function SharedAnalysisPage() {
  const { shareId = '' } = useParams()
  const { data, isPending, isError } = useSharedAnalysis(shareId)

  if (isError) {
    return (
      <Page title={ANALYSIS_NOT_FOUND_TITLE}>
        <NotFoundPanel
          icon={<SearchX className="size-6" aria-hidden="true" />}
          title={ANALYSIS_NOT_FOUND_TITLE}
          message={ANALYSIS_NOT_FOUND_MESSAGE}
        >
          <Link to="/" className={PRIMARY_LINK}>
            <Sparkles className="size-4" aria-hidden="true" />
            Try Free Analysis
          </Link>
          <Link to={paths.markets} className={SECONDARY_LINK}>
            Explore Markets
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </NotFoundPanel>
      </Page>
    )
  }

  if (isPending) {
    return (
      <Page title="Shared Analysis" width="max-w-6xl">
        <SharedSkeleton />
      </Page>
    )
  }

  const hasSidePanel = Boolean(data.analysis && (data.analysis.picks.length > 0 || data.analysis.matches.length > 0))
  const created = formatDateTime(data.createdAt, { day: 'numeric', month: 'long', year: 'numeric' })
  return (
    <Page title="Shared Analysis" width="max-w-6xl">
      <div className="space-y-6">
        <header className="space-y-2">
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs font-semibold tracking-wider text-accent uppercase">
            <span className="inline-flex items-center gap-1.5">
              <Share2 className="size-3.5" aria-hidden="true" />
              Shared Analysis
            </span>
            {created && (
              <span className="inline-flex items-center gap-1.5 font-medium tracking-normal text-slate-500 normal-case dark:text-slate-400">
                <Calendar className="size-3.5" aria-hidden="true" />
                <time dateTime={data.createdAt}>{created}</time>
              </span>
            )}
          </p>
          <h1 className="text-2xl font-semibold tracking-tight break-words text-slate-900 sm:text-3xl dark:text-white">
            {data.query}
          </h1>
        </header>
        <article
          aria-label="Analysis Report"
          className="rounded-2xl border border-slate-200 bg-white shadow-xl shadow-slate-900/5 dark:border-white/10 dark:bg-slate-900/70 dark:shadow-black/30"
        >
          <ReportErrorBoundary resetKey={data.shareId}>
            <div className={`grid gap-6 px-4 py-5 sm:px-6 ${hasSidePanel ? 'lg:grid-cols-[minmax(0,1fr)_20rem]' : ''}`}>
              <div className="min-w-0" data-testid="report-text">
                <ReportMarkdown text={data.result} named={data.analysis?.named} />
              </div>
              {hasSidePanel && (
                <div className="order-first min-w-0 lg:order-none">
                  <AnalysisSidePanel analysis={data.analysis} />
                </div>
              )}
            </div>
          </ReportErrorBoundary>
          <footer className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 px-4 py-4 sm:px-6 dark:border-white/10">
            <span className="text-sm text-slate-500 dark:text-slate-400">Share this analysis</span>
            <ShareButtons url={sharedAnalysisUrl(data.shareId)} text={shareSummary(data.query, data.analysis)} />
          </footer>
        </article>
        <CallToAction />
      </div>
    </Page>
  )
}
