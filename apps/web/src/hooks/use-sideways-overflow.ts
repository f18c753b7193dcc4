import { type RefObject, useCallback, useLayoutEffect, useState } from 'react'

export interface SidewaysOverflow {
  /** The content is wider than its box (it scrolls sideways). */
  overflows: boolean
  /** Scrolled to the right edge (nothing more to the right). */
  atEnd: boolean
}

/**
 * Whether the element's content is wider than the element, kept up to date as the element is
 * resized (phone rotated, window narrowed, text typed in) and scrolled. Without ResizeObserver
 * (old browsers, jsdom) it is measured once.
 */
export function useSidewaysOverflow(ref: RefObject<HTMLElement | null>): SidewaysOverflow {
  const [state, setState] = useState<SidewaysOverflow>({ overflows: false, atEnd: true })

  const measure = useCallback(() => {
    const element = ref.current
    if (!element) return
    // One pixel of slack: fractional widths round differently in scrollWidth and clientWidth.
    const overflows = element.scrollWidth > element.clientWidth + 1
    const atEnd = element.scrollLeft + element.clientWidth >= element.scrollWidth - 1
    setState((previous) =>
      previous.overflows === overflows && previous.atEnd === atEnd ? previous : { overflows, atEnd },
    )
  }, [ref])

  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    measure()
    element.addEventListener('scroll', measure, { passive: true })
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure)
    observer?.observe(element)
    const content = element.firstElementChild
    if (content) observer?.observe(content)
    return () => {
      element.removeEventListener('scroll', measure)
      observer?.disconnect()
    }
  }, [ref, measure])

  return state
}
