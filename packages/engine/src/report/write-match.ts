/**
 * Match and team previews: 1X2 with fair odds, xG, goals markets, scorelines and form; deep
 * adds both sides' last six, head-to-head and the two models. Played matches are reported as
 * played, never re-tipped.
 */
import type { DateWindow, Intent, MatchAnalysis } from '../analysis-types.ts'
import { addDays } from '../parser/calendar.ts'
import type { MatchRecord } from '../types.ts'
import { displayZone, matchesInWindow, type Report, type ReportContext } from './context.ts'
import { longDayDate, pct, score } from './format.ts'
import { buildMatchAnalysis } from './match-analysis.ts'
import { toPick } from './picks.ts'
import { deepBlock, footer, kickoffLine, previewBlock } from './sections.ts'
import { staleness, windowPhrase } from './write-picks.ts'

/** The fixture a match/team question is about: in the window if one was given, else the next one. */
export function findFixture(ctx: ReportContext, intent: Intent): { match?: MatchRecord; played?: MatchRecord } {
  const [a, b] = intent.teams
  if (!a) return {}
  const involves = (m: MatchRecord) =>
    b === undefined
      ? m.homeTeamId === a || m.awayTeamId === a
      : (m.homeTeamId === a && m.awayTeamId === b) || (m.homeTeamId === b && m.awayTeamId === a)
  if (intent.dateWindow) {
    const inWindow = matchesInWindow(ctx, intent.dateWindow, { competitions: [], teams: [a] }).filter(involves)
    const match = inWindow.find((m) => m.status === 'scheduled')
    return match ? { match } : { played: inWindow.find((m) => m.status === 'finished') }
  }
  if (b === undefined) return { match: ctx.world.nextMatch(a, ctx.today) }
  // Next scheduled meeting: walk a's fixtures from today.
  let from = ctx.today
  for (let i = 0; i < 60; i++) {
    const next = ctx.world.nextMatch(a, from)
    if (!next) break
    if (involves(next)) return { match: next }
    from = nextDay(next.date)
  }
  return {}
}

function nextDay(d: string): string {
  const t = new Date(`${d}T00:00:00.000Z`)
  t.setUTCDate(t.getUTCDate() + 1)
  return t.toISOString().slice(0, 10)
}

export function writeMatch(ctx: ReportContext, intent: Intent): Report {
  const names = intent.teams.map((t) => ctx.world.teamName(t))
  const { match, played } = findFixture(ctx, intent)
  const notices: string[] = []
  const lines: string[] = []
  const end = () => footer(ctx.freshness.lastResultDate, ctx.freshness.label)

  if (!match) {
    const who = names.length >= 2 ? `${names[0]} and ${names[1]}` : (names[0] ?? 'that team')
    if (played && played.homeGoals !== null && played.awayGoals !== null) {
      lines.push(
        `${ctx.world.teamName(played.homeTeamId)} v ${ctx.world.teamName(played.awayTeamId)} has already been played: it finished ${score(played.homeGoals, played.awayGoals)} on ${longDayDate(played.date)}.`,
      )
      notices.push('match_finished')
    } else {
      const when = intent.dateWindow ? ` ${windowPhrase(intent.dateWindow)}` : ''
      lines.push(`I can't find a scheduled fixture for ${who}${when} in the data.`)
      notices.push('no_fixture')
      const [a, b] = intent.teams
      const met = a && b ? ctx.world.headToHead(a, b, addDays(ctx.today, 1), 1)[0] : undefined
      if (met)
        lines.push(
          `Their latest meeting: ${met.home} ${score(met.homeGoals, met.awayGoals)} ${met.away} on ${longDayDate(met.date)} (${met.competition}).`,
        )
    }
    const next = intent.teams.map((t) => ctx.world.nextMatch(t, ctx.today)).filter((m): m is MatchRecord => !!m)
    if (next.length > 0) {
      lines.push('', 'Next known fixtures:')
      for (const m of next)
        lines.push(
          `- ${ctx.world.teamName(m.homeTeamId)} v ${ctx.world.teamName(m.awayTeamId)}, ${ctx.world.competitionName(m.competition)}, ${longDayDate(m.date)}`,
        )
    }
    const form = intent.teams.map((t) => ({ name: ctx.world.teamName(t), f: ctx.world.form(t, ctx.today) }))
    const withForm = form.filter((x) => x.f.length > 0)
    if (withForm.length > 0) {
      lines.push('', 'Recent form (newest first):')
      for (const x of withForm)
        lines.push(
          `- ${x.name}: ${x.f.map((e) => `${e.result} ${score(e.goalsFor, e.goalsAgainst)} v ${e.opponent} (${e.venue})`).join(', ')}`,
        )
    }
    lines.push('', end())
    return { answerable: true, markdown: lines.join('\n'), picks: [], matches: [], notices }
  }

  const prediction = ctx.predict(match)
  const analysis = buildMatchAnalysis(prediction, ctx.world)
  const zone = displayZone(ctx, match.competition)
  lines.push(
    `## ${analysis.home} v ${analysis.away}`,
    `${analysis.competitionName} · ${kickoffLine(match.kickoff, match.date, zone)}`,
    '',
  )
  if (intent.teams.length === 1 && !intent.dateWindow) lines.push(`${names[0]}'s next match in the data.`, '')
  lines.push(previewBlock(analysis))

  const picks = []
  if (intent.market && intent.market.type !== 'match_result') {
    const pick = toPick(prediction, intent.market, ctx.world)
    picks.push(pick)
    lines.push(
      '',
      `**${pick.marketLabel}: ${pct(pick.probability)}** (fair odds ${pick.fairOdds.toFixed(2)}, confidence ${pick.confidence}). ${pick.reason}`,
    )
  } else {
    const pick = toPick(prediction, { type: 'match_result' }, ctx.world)
    picks.push(pick)
    lines.push(
      '',
      `Most likely outcome: **${pick.marketLabel}** at ${pct(pick.probability)} (confidence ${pick.confidence}). ${pick.reason}`,
    )
  }
  if (analysis.disagreement) lines.push('', analysis.disagreement)
  if (ctx.deep) lines.push('', deepBlock(analysis))
  const window: DateWindow = { from: match.date, to: match.date, label: match.date }
  staleness(ctx, [match], window, notices, lines)
  lines.push('', end())
  const matches: MatchAnalysis[] = [analysis]
  return { answerable: true, markdown: lines.join('\n'), picks, matches, notices }
}
