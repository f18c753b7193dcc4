import type { AnalysisData, AnalyzeBody } from '@pitchwise/contract'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { apiErrorMessage, isApiError, NETWORK_ERROR_MESSAGE } from '../../../lib/api-client'
import type { SearchMetadata, SearchNavigationState } from '../../../lib/search-navigation'
import { useAnalyze } from '../api/analyze'
import { appendChatHistory, chatHistoryText, clearChatHistory } from '../utils/chat-history'

export const ANALYZE_FALLBACK_ERROR = 'Failed to analyze query. Please try again.'
export { NETWORK_ERROR_MESSAGE }
/** Offset above the chat when the page scrolls to it (product spec §4). */
export const CHAT_SCROLL_OFFSET = 20
/** Server codes that mean the caller cannot pay for a search (no credits left, or the plan expired). */
const OUT_OF_SEARCHES_CODES = new Set(['NO_CREDITS', 'SUBSCRIPTION_EXPIRED'])

export type { SearchMetadata, SearchNavigationState } from '../../../lib/search-navigation'

export interface SearchResult {
  query: string
  result: string
  analysis: AnalysisData | null
  shareId: string | null
}

export interface SearchError {
  message: string
  code: string
  status: number
}

export interface UseSearchChatOptions {
  /** Run the query of the navigation state automatically (home, market pages); false only prefills. */
  autoRunNavigationQuery?: boolean
  /** Checked before a question is sent; return false to stop (e.g. anonymous without searches left). */
  canSubmit?: () => boolean
  /** The caller ran out of searches (server NO_CREDITS / SUBSCRIPTION_EXPIRED): sign-up modal or plans. */
  onOutOfSearches?: (error: SearchError) => void
  /** After every finished analysis (success or failure): refetch the remaining-search counter. */
  onSettled?: () => void
}

export function readNavigationState(state: unknown): SearchNavigationState | null {
  if (typeof state !== 'object' || state === null) return null
  const { query, searchMetadata } = state as Record<string, unknown>
  if (typeof query !== 'string' || !query.trim()) return null
  const meta =
    typeof searchMetadata === 'object' && searchMetadata !== null ? (searchMetadata as Record<string, unknown>) : {}
  return {
    query,
    searchMetadata: {
      searchId: typeof meta.searchId === 'string' ? meta.searchId : null,
      searchCategory: typeof meta.searchCategory === 'string' ? meta.searchCategory : null,
    },
  }
}

/** Normalises whatever the API client threw into the message the chat shows. */
export function toSearchError(error: unknown): SearchError {
  if (!isApiError(error)) {
    if (error instanceof TypeError) return { message: NETWORK_ERROR_MESSAGE, code: 'NETWORK_ERROR', status: 0 }
    return { message: ANALYZE_FALLBACK_ERROR, code: 'ANALYSIS_ERROR', status: 0 }
  }
  if (error.code === 'NETWORK_ERROR') return { message: NETWORK_ERROR_MESSAGE, code: 'NETWORK_ERROR', status: 0 }
  const message =
    error.code === 'UNKNOWN_ERROR' ? ANALYZE_FALLBACK_ERROR : apiErrorMessage(error, ANALYZE_FALLBACK_ERROR)
  return { message, code: error.code, status: error.status }
}

function userTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined
  } catch {
    return undefined
  }
}

function newRequestId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`
}

/** Scrolls so the element's top sits CHAT_SCROLL_OFFSET px below the viewport top. */
export function scrollToElement(element: HTMLElement | null) {
  if (!element) return
  // A sticky or fixed site header covers the top of the viewport: keep the offset below it.
  const header = document.querySelector('body header')
  const position = header ? window.getComputedStyle(header).position : ''
  const headerHeight =
    header instanceof HTMLElement && (position === 'sticky' || position === 'fixed') ? header.offsetHeight : 0
  const top = element.getBoundingClientRect().top + window.scrollY - CHAT_SCROLL_OFFSET - headerHeight
  const reduced =
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  window.scrollTo({ top: Math.max(0, top), behavior: reduced ? 'auto' : 'smooth' })
}

/**
 * The chat's state machine (product spec §4 "Chat"): idle → analyzing → result or error.
 * Only one analysis runs at a time; navigation state with a query runs once.
 */
export function useSearchChat({
  autoRunNavigationQuery = true,
  canSubmit,
  onOutOfSearches,
  onSettled,
}: UseSearchChatOptions = {}) {
  const location = useLocation()
  const navigate = useNavigate()
  const analyzeMutation = useAnalyze()
  const [question, setQuestionState] = useState('')
  const [isDeepAnalysis, setIsDeepAnalysis] = useState(false)
  const [showEmptyWarning, setShowEmptyWarning] = useState(false)
  const [pendingQuestion, setPendingQuestion] = useState<string | null>(null)
  const [result, setResult] = useState<SearchResult | null>(null)
  const [error, setError] = useState<SearchError | null>(null)
  const [metadata, setMetadata] = useState<SearchMetadata>({ searchId: null, searchCategory: null })
  const isRunningRef = useRef(false)
  const hasRunRef = useRef(false)
  const chatRef = useRef<HTMLDivElement>(null)
  const inputRef = useRef<HTMLTextAreaElement>(null)
  const optionsRef = useRef({ canSubmit, onOutOfSearches, onSettled })
  optionsRef.current = { canSubmit, onOutOfSearches, onSettled }

  const setQuestion = useCallback((value: string) => {
    setQuestionState(value)
    if (value.trim()) setShowEmptyWarning(false)
  }, [])

  const submit = useCallback(
    (override?: string, meta?: Partial<SearchMetadata>) => {
      if (isRunningRef.current) return
      const text = (override ?? question).trim()
      if (!text) {
        setShowEmptyWarning(true)
        return
      }
      setShowEmptyWarning(false)
      if (optionsRef.current.canSubmit && !optionsRef.current.canSubmit()) return
      const searchMeta: SearchMetadata = {
        searchId: meta?.searchId ?? metadata.searchId ?? null,
        searchCategory: meta?.searchCategory ?? metadata.searchCategory ?? null,
      }
      if (meta) setMetadata(searchMeta)
      isRunningRef.current = true
      hasRunRef.current = true
      setPendingQuestion(text)
      setError(null)
      if (override !== undefined) setQuestionState(override)
      // Let the loading panel render, then bring the chat into view.
      window.requestAnimationFrame?.(() => scrollToElement(chatRef.current))

      const body: AnalyzeBody = {
        query: text,
        date: new Date().toISOString(),
        timeZone: userTimeZone(),
        result: '',
        classification: '',
        classificationNo: 0,
        translatedQuery: '',
        method: 'web',
        channel: isDeepAnalysis ? 1 : 0,
        chatHistory: chatHistoryText(),
        searchId: searchMeta.searchId,
        searchCategory: searchMeta.searchCategory,
        requestId: newRequestId(),
      }
      analyzeMutation.mutate(body, {
        onSuccess: (response) => {
          setResult({ query: text, result: response.result, analysis: response.analysis, shareId: response.shareId })
          appendChatHistory([
            { type: 'user', content: text },
            { type: 'assistant', content: response.result },
          ])
          setQuestionState('')
          setMetadata({ searchId: null, searchCategory: null })
          if (location.state) navigate(`${location.pathname}${location.search}`, { replace: true, state: null })
        },
        onError: (err) => {
          const searchError = toSearchError(err)
          setError(searchError)
          if (OUT_OF_SEARCHES_CODES.has(searchError.code)) optionsRef.current.onOutOfSearches?.(searchError)
        },
        onSettled: () => {
          isRunningRef.current = false
          setPendingQuestion(null)
          optionsRef.current.onSettled?.()
        },
      })
    },
    [question, isDeepAnalysis, metadata, analyzeMutation, location, navigate],
  )

  const clear = useCallback(() => {
    setResult(null)
    setError(null)
    setQuestionState('')
    setPendingQuestion(null)
    setShowEmptyWarning(false)
    setMetadata({ searchId: null, searchCategory: null })
    clearChatHistory()
  }, [])

  const focusInput = useCallback(() => {
    scrollToElement(chatRef.current)
    inputRef.current?.focus({ preventScroll: true })
  }, [])

  // Navigation state: put the query in the box and (optionally) run it, once per navigation.
  const handledKeyRef = useRef<string | null>(null)
  const submitRef = useRef(submit)
  submitRef.current = submit
  useEffect(() => {
    const navState = readNavigationState(location.state)
    if (!navState?.query || handledKeyRef.current === location.key) return
    handledKeyRef.current = location.key
    const meta = {
      searchId: navState.searchMetadata?.searchId ?? null,
      searchCategory: navState.searchMetadata?.searchCategory ?? null,
    }
    if (autoRunNavigationQuery && !hasRunRef.current && !isRunningRef.current) {
      submitRef.current(navState.query, meta)
    } else {
      setQuestionState(navState.query)
      setMetadata(meta)
    }
  }, [location.key, location.state, autoRunNavigationQuery])

  return {
    question,
    setQuestion,
    isDeepAnalysis,
    setIsDeepAnalysis,
    showEmptyWarning,
    isPending: pendingQuestion !== null,
    pendingQuestion,
    result,
    error,
    submit,
    clear,
    focusInput,
    chatRef,
    inputRef,
  }
}

export type SearchChat = ReturnType<typeof useSearchChat>
