import type { RatingPoint } from '@pitchwise/contract'
import { useId } from 'react'
import { formatCalendarDay } from '../../../utils/calendar-day'

const WIDTH = 640
const HEIGHT = 220
const PAD = { left: 44, right: 12, top: 12, bottom: 28 }

/**
 * A side's Elo rating through the season as a line in plain SVG (decision 411: three simple
 * charts do not need a library). The picture is named, its caption says it in words (start, end,
 * high and low) and describes it for screen readers, and the figures are one click away as a table.
 */
export function RatingChart({ team, season, points }: { team: string; season: string; points: RatingPoint[] }) {
  const titleId = useId()
  const descId = useId()
  const ratings = points.map((p) => p.rating)
  const low = Math.min(...ratings)
  const high = Math.max(...ratings)
  const span = Math.max(high - low, 20)
  const bottom = low - span * 0.1
  const top = high + span * 0.1
  const x = (i: number) => PAD.left + (i * (WIDTH - PAD.left - PAD.right)) / Math.max(1, points.length - 1)
  const y = (r: number) => PAD.top + ((top - r) * (HEIGHT - PAD.top - PAD.bottom)) / (top - bottom)
  const line = points.map((p, i) => `${x(i).toFixed(1)},${y(p.rating).toFixed(1)}`).join(' ')
  const first = points[0]
  const last = points.at(-1)
  const highPoint = points.find((p) => p.rating === high)
  const lowPoint = points.find((p) => p.rating === low)
  const ticks = [low, (low + high) / 2, high].map((r) => Math.round(r))
  const summary =
    first && last
      ? `From ${Math.round(first.rating)} before the first match to ${Math.round(last.rating)} after ${points.length - 1} matches; ` +
        `high ${Math.round(high)} (${formatCalendarDay(highPoint?.date ?? '')}), low ${Math.round(low)} (${formatCalendarDay(lowPoint?.date ?? '')}).`
      : ''
  return (
    <figure>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full"
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descId}
      >
        <title id={titleId}>
          {team}'s Elo rating through {season}
        </title>
        {ticks.map((r) => (
          <g key={r}>
            <line
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={y(r)}
              y2={y(r)}
              className="stroke-slate-200 dark:stroke-white/10"
              strokeDasharray="4 4"
            />
            <text
              x={PAD.left - 6}
              y={y(r) + 4}
              textAnchor="end"
              className="fill-slate-600 text-[11px] dark:fill-slate-300"
            >
              {r}
            </text>
          </g>
        ))}
        <polyline points={line} fill="none" strokeWidth={2.5} className="stroke-emerald-600 dark:stroke-emerald-400" />
        {last ? (
          <circle
            cx={x(points.length - 1)}
            cy={y(last.rating)}
            r={4}
            className="fill-emerald-600 dark:fill-emerald-400"
          />
        ) : null}
        <text x={PAD.left} y={HEIGHT - 8} className="fill-slate-600 text-[11px] dark:fill-slate-300">
          {formatCalendarDay(first?.date ?? '')}
        </text>
        <text
          x={WIDTH - PAD.right}
          y={HEIGHT - 8}
          textAnchor="end"
          className="fill-slate-600 text-[11px] dark:fill-slate-300"
        >
          {formatCalendarDay(last?.date ?? '')}
        </text>
      </svg>
      <figcaption id={descId} className="mt-2 text-sm text-slate-600 dark:text-slate-300">
        {summary}
      </figcaption>
      <details className="mt-2 text-sm">
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-medium text-slate-700 dark:text-slate-200">
          The rating after each match, as a table
        </summary>
        <table className="mt-2 w-full max-w-sm text-left text-sm tabular-nums">
          <thead>
            <tr className="text-slate-600 dark:text-slate-300">
              <th scope="col" className="py-1 font-medium">
                After the match of
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Rating
              </th>
            </tr>
          </thead>
          <tbody>
            {points.map((p, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: points are positional (the first is before the first match)
              <tr key={`${p.date}-${i}`} className="border-t border-slate-200 dark:border-white/10">
                <td className="py-1 text-slate-700 dark:text-slate-200">
                  {i === 0 ? `Before ${formatCalendarDay(p.date)}` : formatCalendarDay(p.date)}
                </td>
                <td className="py-1 text-right text-slate-900 dark:text-white">{Math.round(p.rating)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  )
}
