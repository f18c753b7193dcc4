import { useCallback, useEffect, useState } from 'react'

/** Report typing speed (product spec §9): 3 characters every 30 ms. */
export const TYPEWRITER_STEP_CHARS = 3
export const TYPEWRITER_STEP_MS = 30

/**
 * Reveals `text` progressively, TYPEWRITER_STEP_CHARS characters every TYPEWRITER_STEP_MS.
 * With `instant` (reduced motion) the whole text shows at once; `showAll()` skips to the end.
 * A new text restarts the animation.
 */
export function useTypewriter(text: string, { instant = false }: { instant?: boolean } = {}) {
  const [state, setState] = useState({ text, shown: instant ? text.length : 0 })
  // A new text restarts from zero (state derived during render, no effect round-trip).
  let shown = state.shown
  if (state.text !== text) {
    shown = instant ? text.length : 0
    setState({ text, shown })
  }
  const isDone = instant || shown >= text.length

  useEffect(() => {
    if (isDone) return
    const timer = window.setInterval(() => {
      setState((s) => {
        const next = Math.min(s.text.length, s.shown + TYPEWRITER_STEP_CHARS)
        return next === s.shown ? s : { ...s, shown: next }
      })
    }, TYPEWRITER_STEP_MS)
    return () => window.clearInterval(timer)
  }, [isDone])

  const showAll = useCallback(() => setState((s) => ({ ...s, shown: s.text.length })), [])

  return { visibleText: isDone ? text : text.slice(0, shown), isDone, showAll }
}
