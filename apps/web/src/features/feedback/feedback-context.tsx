import { createContext, type ReactNode, useContext, useMemo, useState } from 'react'
import { FeedbackModal } from './feedback-modal.tsx'

const FeedbackContext = createContext<{ openFeedback(): void } | null>(null)

/** One feedback modal for the whole app: the footer link and the report panel both open it. */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false)
  const value = useMemo(() => ({ openFeedback: () => setOpen(true) }), [])
  return (
    <FeedbackContext.Provider value={value}>
      {children}
      <FeedbackModal open={open} onOpenChange={setOpen} />
    </FeedbackContext.Provider>
  )
}

export function useFeedback(): { openFeedback(): void } {
  const value = useContext(FeedbackContext)
  if (!value) throw new Error('useFeedback must be used inside <FeedbackProvider>')
  return value
}
