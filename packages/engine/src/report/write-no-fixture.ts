/**
 * A match/team question with no scheduled fixture to preview. Says so plainly first; a
 * pairing the data never schedules is then priced as a labelled hypothetical (never a pick),
 * because "what if they met" is what a fan asking "Arsenal vs Chelsea" wants to know.
 *
 * Charged only when it holds a prediction: the priced hypothetical, or the result of the match
 * asked about. "No such match today, their next meeting is Sunday" and "I can't price a meeting
 * between them" answer nothing (issue 29) and are free.
 */

import type { Intent } from '../analysis-types.ts'
import { addDays } from '../parser/calendar.ts'
import type { MatchRecord } from '../types.ts'
import { answered } from './answer-parts.ts'
import { NOT_CHARGED } from './beyond-data.ts'
import type { Report, ReportContext } from './context.ts'
import { longDayDate, pct, score } from './format.ts'
import { priceHypothetical } from './hypothetical.ts'
import { bestOutcome } from './markets.ts'
import { deepBlock, footer, previewBlock } from './sections.ts'
import { windowPhrase } from './write-picks.ts'

export function writeNoFixture(
  ctx: ReportContext,
  intent: Intent,
  played: MatchRecord | undefined,
  later: MatchRecord | undefined,
): Report {
  const w = ctx.world
  const names = intent.teams.map((t) => w.teamName(t))
  const notices: string[] = []
  const lines: string[] = []
  const matches: Report['matches'] = []
  const [a, b] = intent.teams
  // A team question with no fixture to preview is not answered, only explained: free.
  let free = false

  if (played && played.homeGoals !== null && played.awayGoals !== null) {
    lines.push(
      `${w.teamName(played.homeTeamId)} v ${w.teamName(played.awayTeamId)} has already been played: it finished ${score(played.homeGoals, played.awayGoals)} on ${longDayDate(played.date)}.`,
    )
    notices.push('match_finished')
  } else if (a && b) {
    const when = intent.dateWindow ? ` ${windowPhrase(intent.dateWindow)}` : ''
    lines.push(`No ${names[0]} v ${names[1]} meeting is scheduled${when} in the data.`)
    notices.push('no_fixture')
    const met = w.headToHead(a, b, addDays(ctx.today, 1), 1)[0]
    if (met)
      lines.push(
        `Their latest meeting: ${met.home} ${score(met.homeGoals, met.awayGoals)} ${met.away} on ${longDayDate(met.date)} (${met.competition}).`,
      )
    if (later) {
      // A real meeting outside the asked window beats any hypothetical.
      lines.push(
        `Their next meeting in the data: ${w.teamName(later.homeTeamId)} v ${w.teamName(later.awayTeamId)}, ${w.competitionName(later.competition)}, ${longDayDate(later.date)}. Ask about it without a date for the preview. ${NOT_CHARGED}`,
      )
      free = true
    } else {
      lines.push('', ...hypotheticalBlock(ctx, intent, a, b, notices, matches))
      if (matches.length > 0) answered(ctx, { kind: 'match', teams: [a, b] })
      // Nothing priced ("no competition in common"): an explanation, not an answer.
      if (matches.length === 0) {
        lines.push('', NOT_CHARGED)
        free = true
      }
    }
  } else {
    const when = intent.dateWindow ? ` ${windowPhrase(intent.dateWindow)}` : ''
    lines.push(`I can't find a scheduled fixture for ${names[0] ?? 'that team'}${when} in the data. ${NOT_CHARGED}`)
    notices.push('no_fixture')
    free = true
  }

  // Each fixture once: two clubs about to meet share their next match.
  const next = [
    ...new Map(
      intent.teams
        .map((t) => w.nextMatch(t, ctx.today))
        .filter((m): m is MatchRecord => !!m)
        .map((m) => [m.id, m]),
    ).values(),
  ]
  if (next.length > 0) {
    lines.push('', 'Next known fixtures:')
    for (const m of next)
      lines.push(
        `- ${w.teamName(m.homeTeamId)} v ${w.teamName(m.awayTeamId)}, ${w.competitionName(m.competition)}, ${longDayDate(m.date)}`,
      )
  }
  // The hypothetical preview already carries both sides' form.
  if (matches.length === 0) {
    const withForm = intent.teams
      .map((t) => ({ name: w.teamName(t), f: w.form(t, ctx.today) }))
      .filter((x) => x.f.length > 0)
    if (withForm.length > 0) {
      lines.push('', 'Recent form (newest first):')
      for (const x of withForm)
        lines.push(
          `- ${x.name}: ${x.f.map((e) => `${e.result} ${score(e.goalsFor, e.goalsAgainst)} v ${e.opponent} (${e.venue})`).join(', ')}`,
        )
    }
  }
  lines.push('', footer(ctx))
  return free
    ? { answerable: false, coverage: 'none', markdown: lines.join('\n'), picks: [], matches, notices }
    : { answerable: true, markdown: lines.join('\n'), picks: [], matches, notices }
}

function hypotheticalBlock(
  ctx: ReportContext,
  intent: Intent,
  home: string,
  away: string,
  notices: string[],
  matches: Report['matches'],
): string[] {
  const neutral = intent.neutralVenue === true
  const h = priceHypothetical(ctx, home, away, neutral)
  if (!h.priced) {
    notices.push('hypothetical_unpriced')
    return [h.reason]
  }
  notices.push('hypothetical')
  const a = h.analysis
  matches.push(a)
  const setting = neutral ? `If ${a.home} played ${a.away} on neutral ground now` : `If ${a.home} hosted ${a.away} now`
  const lines = [
    `## Hypothetical: ${a.home} v ${a.away}${neutral ? ' (neutral ground)' : ''}`,
    `${setting}, the model would give (${a.competitionName} ratings as of today${neutral ? ', both venues averaged' : ''}):`,
    '',
    previewBlock(a),
  ]
  const result = bestOutcome({ type: 'match_result' }, h.prediction, a.home, a.away)
  lines.push('', `Likeliest result: ${result.label} at ${pct(result.probability)}.`)
  const asked = intent.market && intent.market.type !== 'match_result' ? intent.market : null
  if (asked) {
    const o = bestOutcome(asked, h.prediction, a.home, a.away)
    lines.push(`${o.label}: ${pct(o.probability)}.`)
  }
  // The deep dive states the models' disagreement under its model table; say it once.
  if (a.disagreement && !ctx.deep) lines.push('', a.disagreement)
  if (ctx.deep) lines.push('', deepBlock(a))
  lines.push('', '_Not a scheduled fixture, so no pick is offered on it._')
  return lines
}
