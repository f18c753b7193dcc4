/** Two teams side by side: ratings, recent results, next fixtures and their meetings. */

import type { Intent } from '../analysis-types.ts'
import type { MatchRecord, TeamRatingView } from '../types.ts'
import { answered } from './answer-parts.ts'
import type { Report, ReportContext } from './context.ts'
import { goals, longDayDate, score } from './format.ts'
import { footer } from './sections.ts'

function ratingOf(ctx: ReportContext, teamId: string): TeamRatingView | null {
  // A team's rating is read off the pricing of its next (or latest) match in its own competition.
  const m: MatchRecord | undefined = ctx.world.nextMatch(teamId, ctx.today) ?? ctx.world.homeCompetition(teamId)
  if (!m) return null
  const p = ctx.predict(m)
  return m.homeTeamId === teamId ? p.ratings.home : p.ratings.away
}

export function writeComparison(ctx: ReportContext, intent: Intent): Report {
  const [a, b] = intent.teams
  if (!a || !b) throw new Error('comparison needs two teams')
  const teams = [a, b].map((id) => {
    const form = ctx.world.form(id, ctx.today)
    return {
      id,
      name: ctx.world.teamName(id),
      rating: ratingOf(ctx, id),
      form,
      gf: form.reduce((s, e) => s + e.goalsFor, 0),
      ga: form.reduce((s, e) => s + e.goalsAgainst, 0),
      next: ctx.world.nextMatch(id, ctx.today),
    }
  })
  const [x, y] = teams
  if (!x || !y) throw new Error('unreachable')
  const row = (label: string, f: (t: (typeof teams)[number]) => string) => `| ${label} | ${f(x)} | ${f(y)} |`
  const lines = [
    `## ${x.name} v ${y.name}: how they compare`,
    '',
    `| | ${x.name} | ${y.name} |`,
    '|---|---|---|',
    row('Elo rating', (t) => (t.rating ? String(Math.round(t.rating.elo)) : 'n/a')),
    row('Attack (× league average)', (t) => (t.rating ? t.rating.attack.toFixed(2) : 'n/a')),
    row('Concede rate (× league average)', (t) => (t.rating ? t.rating.defence.toFixed(2) : 'n/a')),
    row('Last six (newest first)', (t) => t.form.map((e) => e.result).join('') || 'none'),
    row('Goals for–against, last six', (t) => (t.form.length ? score(t.gf, t.ga) : 'n/a')),
    row('Goals per game, last six', (t) => (t.form.length ? goals(t.gf / t.form.length) : 'n/a')),
    row('Next fixture', (t) =>
      t.next
        ? `v ${ctx.world.teamName(t.next.homeTeamId === t.id ? t.next.awayTeamId : t.next.homeTeamId)}, ${longDayDate(t.next.date)}`
        : 'none in data',
    ),
    '',
    'Ratings are each side’s within its own league; Elo levels of different leagues are not directly comparable.',
  ]
  const h2h = ctx.world.headToHead(a, b, ctx.today)
  lines.push('', '**Head to head (latest first)**')
  lines.push(
    h2h.length
      ? h2h.map((e) => `- ${e.date}: ${e.home} ${score(e.homeGoals, e.awayGoals)} ${e.away}`).join('\n')
      : '_No meetings in the data._',
  )
  lines.push('', footer(ctx))
  answered(ctx, { kind: 'comparison', teams: [a, b] })
  return { answerable: true, markdown: lines.join('\n'), picks: [], matches: [], notices: [] }
}
