import { cellPercent } from './percent'

/**
 * Five shades from faint to strong, each with a text colour that keeps 4.5:1 contrast on it in
 * both themes (the strongest dark-theme shade is light, so its text turns dark).
 */
const SHADES = [
  'bg-emerald-50 text-slate-900 dark:bg-emerald-950/60 dark:text-slate-100',
  'bg-emerald-100 text-slate-900 dark:bg-emerald-900/70 dark:text-white',
  'bg-emerald-200 text-slate-900 dark:bg-emerald-800 dark:text-white',
  'bg-emerald-300 text-slate-950 dark:bg-emerald-700 dark:text-white',
  'bg-emerald-400 text-slate-950 dark:bg-emerald-300 dark:text-slate-950',
]

/**
 * The model's chance of each score as a table shaded like a heat map: home goals down, away
 * goals across. A table, so a screen reader reads each cell with its row and column.
 */
export function ScoreHeatmap({ home, away, cells }: { home: string; away: string; cells: number[][] }) {
  const max = Math.max(...cells.flat(), 0.0001)
  const goals = cells.map((_, i) => i)
  return (
    <div>
      <table className="w-full table-fixed border-separate border-spacing-0.5 text-center text-xs tabular-nums">
        <caption className="mb-2 text-left text-sm text-slate-600 dark:text-slate-300">
          Chance of each score: {home} goals down, {away} goals across
        </caption>
        <thead>
          <tr>
            <th scope="col" className="w-8 text-slate-500 dark:text-slate-400">
              <span className="sr-only">
                {home} goals, then {away} goals
              </span>
            </th>
            {goals.map((g) => (
              <th key={g} scope="col" className="py-1 font-semibold text-slate-600 dark:text-slate-300">
                <span className="sr-only">{away} </span>
                {g}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {cells.map((row, h) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are goal counts
            <tr key={h}>
              <th scope="row" className="font-semibold text-slate-600 dark:text-slate-300">
                <span className="sr-only">{home} </span>
                {h}
              </th>
              {row.map((p, a) => (
                <td
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells are goal counts
                  key={a}
                  className={`rounded py-2 ${SHADES[Math.min(SHADES.length - 1, Math.floor((p / max) * SHADES.length))]}`}
                >
                  {cellPercent(p)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
