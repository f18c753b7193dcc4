import { useCallback, useLayoutEffect, useRef } from 'react'

/**
 * Gives a dialog that opens from state (a like, a plan card, a report button) its `onCloseAutoFocus`:
 * when it closes, focus goes back to the element that had it when the dialog opened. Radix only
 * returns focus to a `Dialog.Trigger`; without one, focus fell to <body> and a keyboard user had to
 * start again from the top of the page.
 */
export function useReturnFocus(open: boolean): (event: Event) => void {
  const opener = useRef<HTMLElement | null>(null)

  // A layout effect runs before the dialog's own effect moves focus inside it.
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement && document.activeElement !== document.body) {
      opener.current = document.activeElement
    }
  }, [open])

  return useCallback((event: Event) => {
    const element = opener.current
    opener.current = null
    if (!element?.isConnected) return
    event.preventDefault()
    element.focus()
  }, [])
}
