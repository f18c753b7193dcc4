/** League overview: the window's fixtures with 1X2 and each match's strongest angle. */

import type { DateWindow, Intent } from '../analysis-types.ts'
import { answered } from './answer-parts.ts'
import { isBeyondData, NOT_CHARGED, writeBeyondData } from './beyond-data.ts'
import {
  matchesInWindow,
  nearestFixtureDate,
  type Report,
  type ReportContext,
  scopeOf,
  shownKickoff,
} from './context.ts'
import { byKickoff, longDayDate, pct } from './format.ts'
import { bestOutcome } from './markets.ts'
import { buildMatchAnalysis } from './match-analysis.ts'
import { toPick } from './picks.ts'
import { deepBlock, footer } from './sections.ts'
import { buildTie } from './tie.ts'
import { scopeName, staleness, windowPhrase } from './write-picks.ts'

/** Rows in one overview; a full matchday of the biggest leagues fits. */
const MAX_ROWS = 20

export function writeLeague(ctx: ReportContext, intent: Intent, window: DateWindow): Report {
  const scope = scopeOf(intent)
  const name = scopeName(ctx, intent) || 'All competitions'
  const notices: string[] = []
  const lines: string[] = []
  let target = matchesInWindow(ctx, window, scope).filter((m) => m.status === 'scheduled')
  let shown = window
  if (target.length === 0) {
    // Fixtures dated before today were never played in the data: leftovers, not an offer.
    const found = nearestFixtureDate(ctx, window, scope)
    const nearest = found && found >= ctx.today ? found : null
    if (!nearest && isBeyondData(ctx, scope, window)) return writeBeyondData(ctx, scope, windowPhrase(window))
    lines.push(`There are no ${name} fixtures still to play ${windowPhrase(window)} in the data.`)
    notices.push('no_fixtures_in_window')
    if (!nearest) {
      lines.push('', `I have no upcoming fixtures to offer instead. ${NOT_CHARGED}`, '', footer(ctx))
      return { answerable: false, coverage: 'none', markdown: lines.join('\n'), picks: [], matches: [], notices }
    }
    shown = { from: nearest, to: nearest, label: longDayDate(nearest) }
    target = matchesInWindow(ctx, shown, scope).filter((m) => m.status === 'scheduled')
    lines.push(`The nearest are on ${longDayDate(nearest)}:`)
    notices.push(`nearest_fixtures:${nearest}`)
  }
  lines.push('', `## ${name}: ${windowPhrase(shown)}`, '')
  for (const code of new Set(target.map((m) => m.competition)))
    answered(ctx, { kind: 'fixtures', competition: code, window: shown })
  lines.push('| Kick-off | Match | 1 | X | 2 | Strongest angle |', '|---|---|---|---|---|---|')
  target.sort(byKickoff)
  const rows = target.slice(0, MAX_ROWS)
  const predictions = rows.map((m) => ctx.predict(m))
  for (const p of predictions) {
    const m = p.match
    const home = ctx.world.teamName(m.homeTeamId)
    const away = ctx.world.teamName(m.awayTeamId)
    const angle = bestOutcome(null, p, home, away)
    const shown = shownKickoff(ctx, m)
    const when = `${shown.date.slice(5)} ${shown.time}`
    lines.push(
      `| ${when} | ${home} v ${away} | ${pct(p.markets.home)} | ${pct(p.markets.draw)} | ${pct(p.markets.away)} | ${angle.label} ${pct(angle.probability)} |`,
    )
  }
  // Second legs: the first leg and who goes through, one line per tie.
  const ties = predictions.flatMap((p) => {
    const tie = buildTie(ctx.world, p)
    if (!tie) return []
    const home = ctx.world.teamName(p.match.homeTeamId)
    const away = ctx.world.teamName(p.match.awayTeamId)
    const f = tie.firstLeg
    return [
      `- ${home} v ${away}: first leg ${f.home} ${f.homeGoals}–${f.awayGoals} ${f.away}; through: ${home} ${pct(tie.through.home)}, ${away} ${pct(tie.through.away)}`,
    ]
  })
  if (ties.length > 0)
    lines.push(
      '',
      `**Second legs** (who goes through; level ties go to extra time and penalties, estimated roughly):`,
      ...ties,
    )
  if (target.length > rows.length)
    lines.push('', `…and ${target.length - rows.length} more; narrow the date to see them.`)
  const picks = predictions.map((p) => toPick(p, null, ctx.world, ctx.today))
  const matches = ctx.deep ? predictions.map((p) => buildMatchAnalysis(p, ctx.world, ctx.today)) : []
  if (ctx.deep) lines.push('', '### Deep analysis', '', matches.map(deepBlock).join('\n\n'))
  staleness(ctx, target, shown, notices, lines)
  lines.push('', footer(ctx))
  return { answerable: true, markdown: lines.join('\n'), picks, matches, notices }
}
