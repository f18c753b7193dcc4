import type { AnalysisData } from '@pitchwise/contract'
import { Database, Eraser, ExternalLink, FastForward, MessageSquare, MessageSquareText } from 'lucide-react'
import { usePrefersReducedMotion } from '../hooks/use-prefers-reduced-motion'
import { useTypewriter } from '../hooks/use-typewriter'
import { sharedAnalysisUrl } from '../utils/share'
import { shareSummary } from '../utils/share-summary'
import { MatchCards } from './match-cards'
import { PickCards } from './pick-cards'
import { ReportMarkdown } from './report-markdown'
import { ShareButtons } from './share-buttons'
import { UnderstoodLine } from './understood-line'

export const REPORT_TITLE = 'Analysis Report'

const GHOST_BUTTON =
  'inline-flex min-h-11 items-center gap-1.5 rounded-lg border border-slate-200 px-3 py-1.5 text-sm font-medium text-slate-700 transition hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-500 dark:border-white/10 dark:text-slate-200 dark:hover:bg-white/10'

export interface AnalysisReportProps {
  query: string
  result: string
  analysis: AnalysisData | null
  shareId: string | null
  onFeedback?: () => void
  onClear?: () => void
  onContinueChat?: () => void
  /** Type the text out (the live report); a shared report shows at once. */
  isAnimated?: boolean
}

/** Structured picks and match cards shown beside the report text. */
export function AnalysisSidePanel({ analysis }: { analysis: AnalysisData | null }) {
  if (!analysis) return null
  const hasCards = analysis.picks.length > 0 || analysis.matches.length > 0
  if (!hasCards) return null
  return (
    <aside className="space-y-5" aria-label="Structured analysis">
      <PickCards picks={analysis.picks} />
      {analysis.picks.length === 0 && <MatchCards matches={analysis.matches} />}
      <p className="flex items-center gap-1.5 text-xs text-slate-500 dark:text-slate-400">
        <Database className="size-3.5" aria-hidden="true" />
        <span>Data: {analysis.dataFreshness.label}</span>
      </p>
    </aside>
  )
}

/** The Analysis Report panel: typed-out report, picks beside it, feedback, clear, continue and share. */
export function AnalysisReport({
  query,
  result,
  analysis,
  shareId,
  onFeedback,
  onClear,
  onContinueChat,
  isAnimated = true,
}: AnalysisReportProps) {
  const prefersReducedMotion = usePrefersReducedMotion()
  const { visibleText, isDone, showAll } = useTypewriter(result, { instant: !isAnimated || prefersReducedMotion })
  const shareUrl = shareId ? sharedAnalysisUrl(shareId) : null
  const hasSidePanel = Boolean(analysis && (analysis.picks.length > 0 || analysis.matches.length > 0))

  return (
    <section
      aria-labelledby="analysis-report-title"
      data-testid="analysis-report"
      className="rounded-2xl border border-slate-200 bg-white shadow-xl shadow-slate-900/5 dark:border-white/10 dark:bg-slate-900/70 dark:shadow-black/30"
    >
      <header className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-200 px-4 py-4 sm:px-6 dark:border-white/10">
        <div className="min-w-0">
          <h2 id="analysis-report-title" className="text-lg font-semibold text-slate-900 dark:text-white">
            {REPORT_TITLE}
          </h2>
          {query && (
            <p className="mt-0.5 line-clamp-2 text-sm text-slate-500 dark:text-slate-400">
              <span className="sr-only">Question: </span>“{query}”
            </p>
          )}
          <UnderstoodLine understanding={analysis?.understanding} />
        </div>
        <div className="flex shrink-0 gap-2">
          {onFeedback && (
            <button type="button" onClick={onFeedback} className={GHOST_BUTTON}>
              <MessageSquare className="size-4" aria-hidden="true" />
              Feedback
            </button>
          )}
          {onClear && (
            <button type="button" onClick={onClear} className={GHOST_BUTTON}>
              <Eraser className="size-4" aria-hidden="true" />
              Clear
            </button>
          )}
        </div>
      </header>
      <div className={`grid gap-6 px-4 py-5 sm:px-6 ${hasSidePanel ? 'lg:grid-cols-[minmax(0,1fr)_20rem]' : ''}`}>
        <div className="min-w-0">
          <div aria-busy={!isDone} data-testid="report-text">
            <ReportMarkdown text={visibleText} named={analysis?.named} />
            {!isDone && (
              <span
                aria-hidden="true"
                className="ml-0.5 inline-block h-4 w-1.5 animate-pulse bg-emerald-500 align-middle"
              />
            )}
          </div>
          {!isDone && (
            <button type="button" onClick={showAll} className={`${GHOST_BUTTON} mt-3`}>
              <FastForward className="size-4" aria-hidden="true" />
              Show full report
            </button>
          )}
        </div>
        {hasSidePanel && (
          <div className="order-first min-w-0 lg:order-none">
            <AnalysisSidePanel analysis={analysis} />
          </div>
        )}
      </div>
      {(onContinueChat || shareUrl) && (
        <footer className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 px-4 py-4 sm:px-6 dark:border-white/10">
          {onContinueChat ? (
            <button
              type="button"
              onClick={onContinueChat}
              className="inline-flex min-h-11 items-center gap-1.5 rounded-lg text-sm font-semibold text-accent hover:text-accent-strong focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-500"
            >
              <MessageSquareText className="size-4" aria-hidden="true" />
              Continue chat
            </button>
          ) : (
            <span />
          )}
          {shareUrl && (
            <div className="flex flex-wrap items-center gap-2">
              <ShareButtons url={shareUrl} text={shareSummary(query, analysis)} />
              <a
                href={shareUrl}
                target="_blank"
                rel="noopener"
                data-testid="share-link"
                aria-label="Open the shareable report"
                title="Open the shareable report"
                className="inline-flex size-11 items-center justify-center rounded-lg border border-slate-200 text-slate-600 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-500 dark:border-white/10 dark:text-slate-300 dark:hover:bg-white/10"
              >
                <ExternalLink className="size-4" aria-hidden="true" />
              </a>
            </div>
          )}
        </footer>
      )}
    </section>
  )
}
