import type { TableLine } from '@pitchwise/contract'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { paths } from '../../../config/paths'
import { FormChips } from './form-list'

const WIDE = 'hidden sm:table-cell'

/**
 * A league table. On a phone it keeps position, team, played, goal difference and points (the
 * columns that decide places) so it fits without scrolling; wins, draws, losses, goals and form
 * join from the small-tablet width up. The zones are named in the caption, not only shaded.
 */
export function StandingsTable({
  rows,
  caption,
  relegation,
  promotion,
  highlight,
}: {
  rows: TableLine[]
  caption: string
  relegation: number
  promotion: number
  /** A team id to mark (the team page's own side). */
  highlight?: string
}) {
  const down = rows.length - relegation
  return (
    <table className="w-full text-left text-sm tabular-nums">
      <caption className="mb-2 text-left text-sm text-slate-600 dark:text-slate-300">
        {caption}
        {promotion > 0 ? ` Top ${promotion} promoted.` : ''}
        {relegation > 0 ? ` Bottom ${relegation} relegated.` : ''}
      </caption>
      <thead>
        <tr className="border-b border-slate-200 text-xs text-slate-600 dark:border-white/10 dark:text-slate-300">
          <th scope="col" className="w-8 py-2 pr-1 font-medium">
            <abbr title="Position" className="no-underline">
              #
            </abbr>
          </th>
          <th scope="col" className="py-2 font-medium">
            Team
          </th>
          <Th title="Played">P</Th>
          <Th title="Won" className={WIDE}>
            W
          </Th>
          <Th title="Drawn" className={WIDE}>
            D
          </Th>
          <Th title="Lost" className={WIDE}>
            L
          </Th>
          <Th title="Goals for" className={WIDE}>
            GF
          </Th>
          <Th title="Goals against" className={WIDE}>
            GA
          </Th>
          <Th title="Goal difference">GD</Th>
          <Th title="Points">Pts</Th>
          <th scope="col" className={`py-2 pl-3 font-medium ${WIDE}`}>
            Form
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const zone =
            row.position <= promotion
              ? 'border-l-emerald-500'
              : row.position > down && relegation > 0
                ? 'border-l-rose-500'
                : 'border-l-transparent'
          const gd = row.goalsFor - row.goalsAgainst
          return (
            <tr
              key={row.team.id}
              className={`border-b border-slate-100 dark:border-white/5 ${row.team.id === highlight ? 'bg-emerald-500/10' : ''}`}
              aria-current={row.team.id === highlight ? 'true' : undefined}
            >
              <td className={`border-l-4 py-2 pr-1 pl-1.5 text-slate-600 dark:text-slate-300 ${zone}`}>
                {row.position}
              </td>
              <th scope="row" className="py-2 font-normal">
                <Link
                  to={paths.team(row.team.id)}
                  className="font-medium text-slate-900 underline-offset-2 hover:underline dark:text-white"
                >
                  {row.team.name}
                </Link>
              </th>
              <Td>{row.played}</Td>
              <Td className={WIDE}>{row.won}</Td>
              <Td className={WIDE}>{row.drawn}</Td>
              <Td className={WIDE}>{row.lost}</Td>
              <Td className={WIDE}>{row.goalsFor}</Td>
              <Td className={WIDE}>{row.goalsAgainst}</Td>
              <Td>{gd > 0 ? `+${gd}` : gd}</Td>
              <Td className="font-semibold text-slate-900 dark:text-white">{row.points}</Td>
              <td className={`py-2 pl-3 ${WIDE}`}>
                <FormChips team={row.team.name} form={row.form} />
              </td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}

function Th({ title, children, className = '' }: { title: string; children: string; className?: string }) {
  return (
    <th scope="col" className={`px-1.5 py-2 text-right font-medium ${className}`}>
      <abbr title={title} className="no-underline">
        {children}
      </abbr>
    </th>
  )
}

function Td({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <td className={`px-1.5 py-2 text-right text-slate-700 dark:text-slate-200 ${className}`}>{children}</td>
}
