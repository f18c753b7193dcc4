import type { LeaguePageResponse } from '@pitchwise/contract'
import { Link } from 'react-router'
import { paths } from '../../../config/paths'
import { percent } from './percent'

type Projection = NonNullable<LeaguePageResponse['projection']>

/** A chance as a figure, or a dash where the simulations never saw it (clearer than "1%"). */
function chance(p: number): string {
  return p === 0 ? '–' : percent(p)
}

/**
 * The season played out from today many times: expected final points and each side's chance of
 * the title, the top four (or promotion in a second division) and relegation.
 */
export function ProjectionTable({ projection, promotion }: { projection: Projection; promotion: number }) {
  const second = promotion > 0
  return (
    <table className="w-full text-left text-sm tabular-nums">
      <caption className="mb-2 text-left text-sm text-slate-600 dark:text-slate-300">
        The remaining {projection.remaining} matches simulated {projection.simulations.toLocaleString('en-GB')} times
        from the model's prices, ordered by expected points.
        {projection.split ? ' The league splits later in the season; the split is not simulated.' : ''}
      </caption>
      <thead>
        <tr className="border-b border-slate-200 text-xs text-slate-600 dark:border-white/10 dark:text-slate-300">
          <th scope="col" className="py-2 font-medium">
            Team
          </th>
          <th scope="col" className="px-1.5 py-2 text-right font-medium">
            <abbr title="Expected final points" className="no-underline">
              xPts
            </abbr>
          </th>
          <th scope="col" className="px-1.5 py-2 text-right font-medium">
            Title
          </th>
          <th scope="col" className="px-1.5 py-2 text-right font-medium">
            {second ? 'Promoted' : 'Top 4'}
          </th>
          <th scope="col" className="px-1.5 py-2 text-right font-medium">
            <abbr title="Relegated" className="no-underline">
              Down
            </abbr>
          </th>
        </tr>
      </thead>
      <tbody>
        {projection.rows.map((row) => (
          <tr key={row.teamId || row.team} className="border-b border-slate-100 dark:border-white/5">
            <th scope="row" className="py-2 font-normal">
              {row.teamId ? (
                <Link
                  to={paths.team(row.teamId)}
                  className="font-medium text-slate-900 underline-offset-2 hover:underline dark:text-white"
                >
                  {row.team}
                </Link>
              ) : (
                row.team
              )}
            </th>
            <td className="px-1.5 py-2 text-right text-slate-700 dark:text-slate-200">
              {row.expectedPoints.toFixed(1)}
            </td>
            <td className="px-1.5 py-2 text-right font-semibold text-slate-900 dark:text-white">{chance(row.title)}</td>
            <td className="px-1.5 py-2 text-right text-slate-700 dark:text-slate-200">
              {chance(second ? row.promotion : row.topFour)}
            </td>
            <td className="px-1.5 py-2 text-right text-slate-700 dark:text-slate-200">{chance(row.relegation)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
