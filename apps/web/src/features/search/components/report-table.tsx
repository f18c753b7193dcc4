import { MoveHorizontal } from 'lucide-react'
import { type ReactNode, useId, useRef } from 'react'
import { useSidewaysOverflow } from '../../../hooks/use-sideways-overflow.ts'
import type { Inline } from '../utils/markdown'

/** Dates, scores and percentages never break across lines; names may wrap. */
const NUMERIC_CELL = /^[\d\s.:%+\-–/]+$/

function isNumericCell(cell: Inline[]): boolean {
  return cell.length === 1 && cell[0]?.type === 'text' && NUMERIC_CELL.test(cell[0].text)
}

function plainText(cell: Inline[]): string {
  return cell.map((node) => ('text' in node ? node.text : plainText(node.children))).join('')
}

export interface ReportTableProps {
  header: Inline[][]
  rows: Inline[][][]
  align: ('left' | 'center' | 'right' | null)[]
  renderInline: (cell: Inline[]) => ReactNode
}

/**
 * A report table. Header and name cells wrap so tables of up to about five columns fit a 390 px
 * phone; a wider one (a league table, the Asian-handicap ladder) scrolls inside its box, and
 * then says so: a visible "Scroll sideways" line, a fade on the edge that has more, and a
 * focusable, named region so the keyboard can scroll it too. Nothing is ever cut off unseen.
 */
export function ReportTable({ header, rows, align, renderInline }: ReportTableProps) {
  const boxRef = useRef<HTMLDivElement>(null)
  const hintId = useId()
  const { overflows, atEnd } = useSidewaysOverflow(boxRef)
  const columns = header.map(plainText).filter(Boolean)
  const name = `${columns.slice(0, 3).join(', ')}${columns.length > 3 ? '…' : ''} table, scrolls sideways`
  return (
    <div className="my-4">
      {overflows ? (
        <p id={hintId} className="mb-1.5 flex items-center gap-1.5 text-xs text-slate-600 dark:text-slate-400">
          <MoveHorizontal className="size-3.5 shrink-0" aria-hidden="true" />
          Scroll sideways to see all {header.length} columns
        </p>
      ) : null}
      <div className="relative">
        <div
          ref={boxRef}
          className="overflow-x-auto rounded-lg border border-slate-200 focus-visible:outline-2 dark:border-white/10"
          {...(overflows ? { tabIndex: 0, role: 'region', 'aria-label': name, 'aria-describedby': hintId } : {})}
        >
          {/* Compact on phones so form and model tables fit a 390 px screen. */}
          <table className="w-full border-collapse text-xs sm:text-sm">
            <thead className="bg-slate-50 text-left text-xs uppercase tracking-wide text-slate-600 dark:bg-white/5 dark:text-slate-400">
              <tr>
                {header.map((cell, cellIndex) => (
                  <th
                    // biome-ignore lint/suspicious/noArrayIndexKey: table cells are positional
                    key={cellIndex}
                    scope="col"
                    className={`px-2 py-2 align-bottom font-medium sm:px-3 ${isNumericCell(cell) ? 'whitespace-nowrap' : ''}`}
                    style={{ textAlign: align[cellIndex] ?? undefined }}
                  >
                    {renderInline(cell)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, rowIndex) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: table rows are positional
                <tr key={rowIndex} className="border-t border-slate-200 dark:border-white/5">
                  {row.map((cell, cellIndex) => (
                    <td
                      // biome-ignore lint/suspicious/noArrayIndexKey: table cells are positional
                      key={cellIndex}
                      className={`px-2 py-1.5 tabular-nums sm:px-3 ${isNumericCell(cell) ? 'whitespace-nowrap' : ''}`}
                      style={{ textAlign: align[cellIndex] ?? undefined }}
                    >
                      {renderInline(cell)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {overflows && !atEnd ? (
          // The fade on the right edge shows there is more table than the box.
          <div
            aria-hidden="true"
            data-testid="table-fade"
            className="pointer-events-none absolute inset-y-px right-px w-8 rounded-r-lg bg-gradient-to-l from-white to-transparent dark:from-slate-900"
          />
        ) : null}
      </div>
    </div>
  )
}
