import { REALITY_CHECK_TEXTS } from '@pitchwise/contract/taking-a-break'
import { useEffect, useState } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { Modal } from '../../../components/ui/modal.tsx'
import { sessionActivity } from '../../../lib/session-activity.ts'

/** How often active time is added up. */
export const REALITY_CHECK_TICK_MS = 15_000

/**
 * The reality check (decision 313): after every `minutes` of activity (time with the tab visible)
 * in this signed-in session, a reminder of the time spent and the searches used, with "Continue"
 * and "Take a break". It says facts only: no offer, no urgency.
 */
export function RealityCheckReminder({ minutes, onTakeBreak }: { minutes: number; onTakeBreak: () => void }) {
  const [due, setDue] = useState<{ minutes: number; searches: number } | null>(null)

  useEffect(() => {
    const interval = minutes * 60_000
    let last = Date.now()
    const tick = () => {
      const now = Date.now()
      const elapsed = now - last
      last = now
      if (document.visibilityState !== 'visible') return
      const before = sessionActivity.read().activeMs
      const total = sessionActivity.addActiveTime(elapsed)
      if (Math.floor(total / interval) > Math.floor(before / interval)) {
        setDue({ minutes: Math.floor(total / 60_000), searches: sessionActivity.read().searches })
      }
    }
    const timer = setInterval(tick, REALITY_CHECK_TICK_MS)
    const onVisibility = () => {
      // Time while hidden is not activity: restart the clock when the tab comes back.
      last = Date.now()
    }
    document.addEventListener('visibilitychange', onVisibility)
    return () => {
      clearInterval(timer)
      document.removeEventListener('visibilitychange', onVisibility)
    }
  }, [minutes])

  if (!due) return null
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) setDue(null)
      }}
      title={REALITY_CHECK_TEXTS.reminderTitle}
      description={REALITY_CHECK_TEXTS.reminderText(due.minutes, due.searches)}
    >
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button
          variant="secondary"
          onClick={() => {
            setDue(null)
            onTakeBreak()
          }}
        >
          {REALITY_CHECK_TEXTS.takeBreak}
        </Button>
        <Button onClick={() => setDue(null)}>{REALITY_CHECK_TEXTS.continue}</Button>
      </div>
    </Modal>
  )
}
