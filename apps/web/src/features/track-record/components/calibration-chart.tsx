import type { TrackRecordCalibration } from '@pitchwise/contract'
import { useId } from 'react'
import { count, percent } from '../utils/format'

const SIZE = 300
const PAD = { left: 40, right: 12, top: 12, bottom: 36 }
const INNER = SIZE - PAD.left - PAD.right

/**
 * A reliability diagram in plain SVG (decision 411): for each bin of stated probability, how often
 * the outcome happened (a dot) with its 95 % Wilson interval (a whisker); a calibrated forecaster
 * sits on the diagonal. The caption says in words how far the bins are from it, and the figures
 * are one click away as a table.
 */
export function CalibrationChart({ calibration, scope }: { calibration: TrackRecordCalibration; scope: string }) {
  const titleId = useId()
  const descId = useId()
  const x = (p: number) => PAD.left + p * INNER
  const y = (p: number) => PAD.top + (1 - p) * (SIZE - PAD.top - PAD.bottom)
  const ticks = [0, 0.25, 0.5, 0.75, 1]
  const inside = calibration.bins.filter((b) => b.meanPredicted >= b.low && b.meanPredicted <= b.high).length
  const summary =
    `${count(calibration.pairs)} stated probabilities in ${calibration.bins.length} bins; ` +
    `in ${inside} of them the share that happened is within its 95 % interval of what was stated.`
  return (
    <figure className="min-w-0">
      <svg
        viewBox={`0 0 ${SIZE} ${SIZE}`}
        className="h-auto w-full max-w-sm"
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descId}
      >
        <title id={titleId}>
          Calibration of {calibration.label.toLowerCase()}, {scope}
        </title>
        {ticks.map((t) => (
          <g key={t}>
            <line
              x1={x(0)}
              x2={x(1)}
              y1={y(t)}
              y2={y(t)}
              className="stroke-slate-200 dark:stroke-white/10"
              strokeDasharray="3 3"
            />
            <text x={x(0) - 6} y={y(t) + 4} textAnchor="end" className="fill-slate-600 text-[11px] dark:fill-slate-300">
              {Math.round(t * 100)}
            </text>
            <text
              x={x(t)}
              y={SIZE - PAD.bottom + 14}
              textAnchor="middle"
              className="fill-slate-600 text-[11px] dark:fill-slate-300"
            >
              {Math.round(t * 100)}
            </text>
          </g>
        ))}
        <line
          x1={x(0)}
          y1={y(0)}
          x2={x(1)}
          y2={y(1)}
          className="stroke-slate-400 dark:stroke-slate-500"
          strokeWidth={1}
        />
        {calibration.bins.map((bin) => (
          <g key={bin.from}>
            <line
              x1={x(bin.meanPredicted)}
              x2={x(bin.meanPredicted)}
              y1={y(bin.low)}
              y2={y(bin.high)}
              strokeWidth={2}
              className="stroke-emerald-600/60 dark:stroke-emerald-300/60"
            />
            <circle
              cx={x(bin.meanPredicted)}
              cy={y(bin.observed)}
              r={4}
              className="fill-emerald-600 dark:fill-emerald-300"
            />
          </g>
        ))}
        <text x={x(0.5)} y={SIZE - 4} textAnchor="middle" className="fill-slate-600 text-[11px] dark:fill-slate-300">
          Stated probability (%)
        </text>
      </svg>
      <figcaption id={descId} className="mt-2 text-sm text-slate-600 dark:text-slate-300">
        <span className="font-medium text-slate-800 dark:text-slate-100">{calibration.label}.</span> {summary} Dots show
        how often it happened (%), whiskers the 95 % interval; the diagonal is perfect calibration.
      </figcaption>
      <details className="mt-2 text-sm">
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-medium text-slate-700 dark:text-slate-200">
          The bins as a table
        </summary>
        <table className="mt-2 w-full text-left text-sm tabular-nums">
          <thead>
            <tr className="text-slate-600 dark:text-slate-300">
              <th scope="col" className="py-1 font-medium">
                Stated
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Count
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Happened
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                95 % interval
              </th>
            </tr>
          </thead>
          <tbody>
            {calibration.bins.map((bin) => (
              <tr key={bin.from} className="border-t border-slate-200 dark:border-white/10">
                <td className="py-1 text-slate-700 dark:text-slate-200">{percent(bin.meanPredicted)}</td>
                <td className="py-1 text-right text-slate-900 dark:text-white">{count(bin.n)}</td>
                <td className="py-1 text-right text-slate-900 dark:text-white">{percent(bin.observed)}</td>
                <td className="py-1 text-right text-slate-700 dark:text-slate-200">
                  {percent(bin.low)} – {percent(bin.high)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  )
}
