import { LIMITS } from '@pitchwise/contract/limits'
import { Loader2, Sparkles, TriangleAlert } from 'lucide-react'
import { type FormEvent, type KeyboardEvent, type ReactNode, type Ref, useId } from 'react'

export const CHAT_TITLE = 'What can we help you find?'
export const CHAT_PLACEHOLDER = 'Ask about any fixture, e.g. "three over 2.5 matches for today"'
export const EMPTY_QUESTION_WARNING = 'Please type your question to get results'

export interface ChatBoxProps {
  value: string
  onChange: (value: string) => void
  onSubmit: () => void
  /** An analysis is running: the input is locked and the button reads 'Processing...'. */
  isPending: boolean
  /** Shows the amber empty-question warning. */
  showEmptyWarning: boolean
  isDeepAnalysis: boolean
  onDeepAnalysisChange: (value: boolean) => void
  /** The remaining-search counter (composed by the page). */
  counter?: ReactNode
  inputRef?: Ref<HTMLTextAreaElement>
  productName?: string
}

/** The chat box: question, deep-analysis switch, 'Get Results', counter and disclaimer. */
export function ChatBox({
  value,
  onChange,
  onSubmit,
  isPending,
  showEmptyWarning,
  isDeepAnalysis,
  onDeepAnalysisChange,
  counter,
  inputRef,
  productName = 'Pitchwise',
}: ChatBoxProps) {
  const inputId = useId()
  const warningId = useId()
  const deepId = useId()

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (!isPending) onSubmit()
  }

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault()
      if (!isPending) onSubmit()
    }
  }

  return (
    <section
      aria-labelledby={`${inputId}-title`}
      className="relative overflow-hidden rounded-2xl border border-slate-200 bg-white/90 p-4 shadow-xl shadow-slate-900/5 sm:p-6 dark:border-white/10 dark:bg-slate-900/70 dark:shadow-black/30"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 -right-24 size-64 rounded-full bg-emerald-500/10 blur-3xl"
      />
      <h1
        id={`${inputId}-title`}
        className="text-xl font-semibold tracking-tight text-slate-900 sm:text-2xl dark:text-white"
      >
        {CHAT_TITLE}
      </h1>
      <form onSubmit={handleSubmit} className="relative mt-4 space-y-3" noValidate>
        <label htmlFor={inputId} className="sr-only">
          Your question
        </label>
        <textarea
          id={inputId}
          ref={inputRef}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={handleKeyDown}
          placeholder={CHAT_PLACEHOLDER}
          maxLength={LIMITS.questionMaxLength}
          readOnly={isPending}
          aria-invalid={showEmptyWarning || undefined}
          aria-describedby={showEmptyWarning ? warningId : undefined}
          rows={4}
          className="block min-h-32 w-full resize-y rounded-xl border border-slate-300 bg-slate-50 px-4 py-3 text-base text-slate-900 placeholder:text-slate-500 focus:border-emerald-500 focus:outline-none focus:ring-2 focus:ring-emerald-500/40 read-only:opacity-70 dark:border-white/10 dark:bg-slate-950/60 dark:text-slate-100 dark:placeholder:text-slate-500"
        />
        {showEmptyWarning && (
          <p
            id={warningId}
            role="alert"
            className="flex items-center gap-2 rounded-lg border border-amber-500/30 bg-amber-500/10 px-3 py-2 text-sm text-amber-700 dark:text-amber-300"
          >
            <TriangleAlert className="size-4 shrink-0" aria-hidden="true" />
            {EMPTY_QUESTION_WARNING}
          </p>
        )}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex items-center gap-2.5">
            <button
              id={deepId}
              type="button"
              role="switch"
              aria-checked={isDeepAnalysis}
              onClick={() => onDeepAnalysisChange(!isDeepAnalysis)}
              disabled={isPending}
              // The 24 px track gets a 44 px invisible hit area (::before), a target a thumb can hit.
              className="relative inline-flex h-6 w-11 shrink-0 items-center rounded-full before:absolute before:-inset-3 before:content-[''] border border-transparent bg-slate-300 transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-500 focus-visible:ring-offset-2 focus-visible:ring-offset-white aria-checked:bg-emerald-500 disabled:opacity-60 dark:bg-slate-700 dark:focus-visible:ring-offset-slate-900 dark:aria-checked:bg-emerald-500"
            >
              <span
                aria-hidden="true"
                className={`inline-block size-5 rounded-full bg-white shadow transition-transform motion-reduce:transition-none ${isDeepAnalysis ? 'translate-x-5' : 'translate-x-0.5'}`}
              />
            </button>
            <label
              htmlFor={deepId}
              className="inline-block cursor-pointer select-none py-3 text-sm text-slate-700 dark:text-slate-300"
            >
              <span className="font-medium">Deep analysis</span>
              <span className="hidden text-slate-500 sm:inline dark:text-slate-400">
                {' '}
                · scorelines, form, head-to-head
              </span>
            </label>
          </div>
          <button
            type="submit"
            disabled={isPending}
            className="inline-flex min-h-11 items-center justify-center gap-2 rounded-xl bg-emerald-500 px-5 py-2.5 text-sm font-semibold text-slate-950 shadow-lg shadow-emerald-500/20 transition hover:bg-emerald-400 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-400 focus-visible:ring-offset-2 focus-visible:ring-offset-white disabled:cursor-not-allowed disabled:opacity-70 dark:focus-visible:ring-offset-slate-900"
          >
            {isPending ? (
              <Loader2 className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
            ) : (
              <Sparkles className="size-4" aria-hidden="true" />
            )}
            {isPending ? 'Processing...' : 'Get Results'}
          </button>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-xs text-slate-500 dark:text-slate-400">
          <div>{counter}</div>
          <p>{productName} can make mistakes. Verify results.</p>
        </div>
      </form>
    </section>
  )
}
