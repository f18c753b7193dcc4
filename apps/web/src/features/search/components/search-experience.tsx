import type { ReactNode } from 'react'
import type { SearchChat } from '../hooks/use-search-chat'
import { AnalysisReport } from './analysis-report'
import { ChatBox } from './chat-box'
import { LoadingPitch } from './loading-pitch'
import { ReportErrorBoundary } from './report-error-boundary'
import { SearchErrorMessage } from './search-error'

export interface SearchExperienceProps {
  chat: SearchChat
  /** Remaining-search counter shown in the chat box. */
  counter?: ReactNode
  /** Beside the chat on wide screens, below the report on small ones (popular searches, side lists). */
  aside?: ReactNode
  /** Above the chat (e.g. a back link). */
  before?: ReactNode
  isSignedIn: boolean
  onFeedback?: () => void
  billingPath?: string
}

/**
 * The chat page body: chat box (and the aside beside it on wide screens), then the loading
 * panel, the error or the Analysis Report across the full width.
 */
export function SearchExperience({
  chat,
  counter,
  aside,
  before,
  isSignedIn,
  onFeedback,
  billingPath,
}: SearchExperienceProps) {
  const { result, error, pendingQuestion } = chat
  return (
    <div className={`grid gap-5 ${aside ? 'lg:grid-cols-[minmax(0,1fr)_22rem]' : ''}`}>
      <div ref={chat.chatRef} className="order-1 min-w-0 scroll-mt-5 space-y-3">
        {before}
        <ChatBox
          value={chat.question}
          onChange={chat.setQuestion}
          onSubmit={() => chat.submit()}
          isPending={chat.isPending}
          showEmptyWarning={chat.showEmptyWarning}
          isDeepAnalysis={chat.isDeepAnalysis}
          onDeepAnalysisChange={chat.setIsDeepAnalysis}
          counter={counter}
          inputRef={chat.inputRef}
        />
      </div>
      {aside && <div className="order-3 min-w-0 lg:order-2">{aside}</div>}
      {(pendingQuestion || error || result) && (
        <div className={`order-2 min-w-0 space-y-4 lg:order-3 ${aside ? 'lg:col-span-2' : ''}`}>
          {pendingQuestion && (
            <div className="space-y-3">
              <p className="truncate text-sm text-slate-500 dark:text-slate-400">
                Analyzing <span className="font-medium text-slate-700 dark:text-slate-200">“{pendingQuestion}”</span>
              </p>
              <LoadingPitch />
            </div>
          )}
          {error && !pendingQuestion && (
            <SearchErrorMessage error={error} isSignedIn={isSignedIn} billingPath={billingPath} />
          )}
          {result && !pendingQuestion && (
            <ReportErrorBoundary resetKey={result}>
              <AnalysisReport
                key={`${result.shareId ?? ''}-${result.result.length}-${result.query}`}
                query={result.query}
                result={result.result}
                analysis={result.analysis}
                shareId={result.shareId}
                onFeedback={onFeedback}
                onClear={chat.clear}
                onContinueChat={chat.focusInput}
              />
            </ReportErrorBoundary>
          )}
        </div>
      )}
    </div>
  )
}
