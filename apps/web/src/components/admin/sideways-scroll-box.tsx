import { MoveHorizontal } from 'lucide-react'
import { type ReactNode, useId, useRef } from 'react'
import { useSidewaysOverflow } from '../../hooks/use-sideways-overflow.ts'

/** Classes of the row actions cells (edit, delete…): pinned to the right edge so a phone never hides them. */
export const PINNED_ACTIONS_CELL = 'sticky right-0 bg-slate-900 shadow-[-8px_0_8px_-8px_rgba(0,0,0,0.6)]'

/**
 * The box of a back-office table. When the table is wider than the screen (a phone), it scrolls
 * inside the box and says so: a visible "Scroll sideways" line and a focusable, named region, as
 * report tables do; nothing is cut off without a sign.
 */
export function SidewaysScrollBox({
  label,
  columns,
  children,
}: {
  label: string
  columns: number
  children: ReactNode
}) {
  const boxRef = useRef<HTMLDivElement>(null)
  const hintId = useId()
  const { overflows } = useSidewaysOverflow(boxRef)
  return (
    <div>
      {overflows ? (
        <p id={hintId} className="mb-1.5 flex items-center gap-1.5 text-xs text-slate-400">
          <MoveHorizontal className="size-3.5 shrink-0" aria-hidden="true" />
          Scroll sideways to see all {columns} columns
        </p>
      ) : null}
      {/* relative: the sr-only header texts are absolutely positioned and would escape the scroll
          box (and widen the page on a phone) if it were not their containing block. */}
      <div
        ref={boxRef}
        className="relative overflow-x-auto rounded-xl border border-white/10 focus-visible:outline-2"
        {...(overflows
          ? {
              tabIndex: 0,
              role: 'region',
              'aria-label': `${label} table, scrolls sideways`,
              'aria-describedby': hintId,
            }
          : {})}
      >
        {children}
      </div>
    </div>
  )
}
