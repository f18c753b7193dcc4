/**
 * Knockout outrights: "who wins the Champions League", "will Liverpool make the quarter-finals",
 * "who goes through in the Europa League". Answered from the bracket the data fixes on the asked
 * day (knockout-bracket.ts), priced tie by tie (knockout-prices.ts), never from a league table.
 * A stage the draw has not fixed yet is refused by name, free, with the round being played beside
 * the refusal (decision 133).
 */

import type { Intent, KnockoutTarget } from '../analysis-types.ts'
import { addDays, longDate } from '../parser/calendar.ts'
import { answered } from './answer-parts.ts'
import { isBeyondData, NOT_CHARGED, writeBeyondData } from './beyond-data.ts'
import type { Report, ReportContext } from './context.ts'
import { odds, pct } from './format.ts'
import { type Bracket, type KnockoutTie, readBracket } from './knockout-bracket.ts'
import { bracketOf, type PricedTie, priceTie } from './knockout-prices.ts'
import { STAGES, type Stage, stageName, targetStage } from './knockout-stages.ts'
import { footer, RESPONSIBLE } from './sections.ts'

/** How a stage's draw is named: "the quarter-final draw". */
const DRAW: Record<Stage, string> = {
  playoffs: 'knockout play-off',
  round_of_32: 'round-of-32',
  round_of_16: 'round-of-16',
  quarter_finals: 'quarter-final',
  semi_finals: 'semi-final',
  final: 'final',
}
/** Look this far back and ahead for the cup a club is playing in when none is named. */
const CUP_SEARCH_DAYS = 120

/** The stage after `s` in the European formats: play-offs and the round of 32 lead to the round of 16. */
function nextStage(s: Stage): Stage | undefined {
  if (s === 'playoffs' || s === 'round_of_32') return 'round_of_16'
  return STAGES[STAGES.indexOf(s) + 1]
}

/** Rounds from `from` (inclusive) to `to` (exclusive): how many a club in `from` must win to reach `to`. */
function roundsBetween(from: Stage, to: Stage): number {
  let n = 0
  for (let s: Stage | undefined = from; s && s !== to; s = nextStage(s)) n++
  return n
}

const fair = (p: number) => (p > 0.001 ? odds(p) : '–')

/** The knockout cup a club plays in around the asked day: its next cup match, else its latest. */
function cupOfTeam(ctx: ReportContext, team: string): string | undefined {
  const w = ctx.world
  const cupMatches = w
    .matchesBetween(addDays(ctx.today, -CUP_SEARCH_DAYS), addDays(ctx.today, CUP_SEARCH_DAYS))
    .filter(
      (m) =>
        (m.homeTeamId === team || m.awayTeamId === team) && w.competition(m.competition)?.country === 'International',
    )
  const next = cupMatches.find((m) => m.date >= ctx.today)
  return (next ?? cupMatches[cupMatches.length - 1])?.competition
}

function refusal(text: string, notice: string): Report {
  return {
    answerable: false,
    coverage: 'none',
    markdown: [text, '', `_${RESPONSIBLE}_`].join('\n'),
    picks: [],
    matches: [],
    notices: [notice],
  }
}

export function writeKnockout(ctx: ReportContext, intent: Intent, named: string | undefined): Report {
  const w = ctx.world
  const target: KnockoutTarget =
    intent.outright === 'top_four' || intent.outright === 'relegation' || intent.outright === 'promotion'
      ? 'title'
      : (intent.outright ?? 'title')
  const team = intent.teams[0]
  const code = named ?? (team ? cupOfTeam(ctx, team) : undefined)
  if (!code)
    return refusal(
      `Which cup? ${team ? `${w.teamName(team)} have no European cup match around ${longDate(ctx.today)} in the data. ` : ''}Name one, e.g. “who wins the Champions League” or “will Arsenal reach the Europa League final”. ${NOT_CHARGED}`,
      'knockout_needs_cup',
    )
  const today = { from: ctx.today, to: ctx.today, label: 'today' }
  if (isBeyondData(ctx, { competitions: [code], teams: [] }, today))
    return writeBeyondData(ctx, { competitions: [code], teams: [] }, 'for the season running today')
  const name = w.competitionName(code)
  const bracket = readBracket(ctx, code)
  if (bracket.state === 'none')
    return refusal(`There is no ${name} season in the data around ${longDate(ctx.today)}. ${NOT_CHARGED}`, 'no_season')
  const season = `${name} ${bracket.season}`
  if (team && !bracket.played.has(team))
    return refusal(
      `${w.teamName(team)} are not in the ${season} in the data, so there is nothing to price. ${NOT_CHARGED}`,
      'knockout_team_not_in_cup',
    )
  if (bracket.state === 'not_drawn')
    return refusal(
      bracket.next
        ? `The ${season} ${DRAW[bracket.next]} draw is not in the data yet, so Pitchwise can't say who meets whom, and any percentage would be made up. ${NOT_CHARGED}`
        : `The ${season} knockout draw is not in the data yet (the league phase is still being played), so Pitchwise can't price who goes through or who wins. ${NOT_CHARGED}`,
      'knockout_draw_unknown',
    )
  const report =
    bracket.state === 'decided'
      ? writeDecided(ctx, bracket, season, team)
      : writeOpen(ctx, bracket, season, target, team)
  if (report.answerable) answered(ctx, { kind: 'outright', competition: code })
  return report
}

function writeDecided(
  ctx: ReportContext,
  b: Extract<Bracket, { state: 'decided' }>,
  season: string,
  team: string | undefined,
): Report {
  const w = ctx.world
  const f = b.final
  const score = `${w.teamName(f.homeTeamId)} ${f.homeGoals}–${f.awayGoals} ${w.teamName(f.awayTeamId)}`
  if (!b.winner)
    return refusal(
      `The ${season} final was played on ${longDate(f.date)} (${score} after 90 minutes) and went to extra time; the data keeps 90-minute scores only, so it does not say who won. ${NOT_CHARGED}`,
      'knockout_winner_unknown',
    )
  const winner = w.teamName(b.winner)
  const lines = [
    `## ${season}: decided`,
    '',
    team && team !== b.winner
      ? `${w.teamName(team)} did not win the ${season}: ${winner} did, in the final on ${longDate(f.date)} (${score}).`
      : `${winner} won the ${season}: final on ${longDate(f.date)}, ${score}.`,
    '',
    footer(ctx),
  ]
  return { answerable: true, markdown: lines.join('\n'), picks: [], matches: [], notices: ['knockout_decided'] }
}

function writeOpen(
  ctx: ReportContext,
  b: Extract<Bracket, { state: 'open' }>,
  season: string,
  target: KnockoutTarget,
  team: string | undefined,
): Report {
  const w = ctx.world
  const name = (id: string) => w.teamName(id)
  if (team && !b.ties.some((t) => t.first === team || t.second === team)) return writeOut(ctx, b, season, team)
  const priced = b.ties.map((t) => priceTie(ctx, t))
  const chances = bracketOf(ctx, priced, b.laterRounds)
  const reach = targetStage(target)
  // Already in the stage asked about ("make the round of 16" during it): nothing left to win for it.
  if (team && reach && STAGES.indexOf(reach) <= STAGES.indexOf(b.stage))
    return bracketReport(ctx, [
      `## ${season}: ${stageName(b.stage)}`,
      '',
      `${name(team)} are already in the ${stageName(b.stage)}.`,
      '',
      ...roundBlock(ctx, priced, b.stage),
    ])
  const rounds = target === 'title' ? roundsBetween(b.stage, 'final') + 1 : reach ? roundsBetween(b.stage, reach) : 1
  const known = rounds <= 1 + b.laterRounds
  const unknownDraw = nextStage(b.stage)
  if (!known && unknownDraw) {
    const what =
      target === 'title'
        ? `${team ? `${name(team)}'s ` : ''}${season.replace(/ \d{4}-\d\d$/, '')} title odds`
        : `odds of ${team ? `${name(team)} ` : ''}reaching the ${reach ? stageName(reach) : 'next round'}`
    const lines = [
      `Pitchwise can't give ${what} yet: the ${DRAW[unknownDraw]} draw is not in the data, and ${target === 'title' ? 'a title percentage' : 'that percentage'} needs every pairing on the way, so it would be made up. ${NOT_CHARGED}`,
      '',
      `What the data does fix is the ${stageName(b.stage)}:`,
      '',
      `## ${season}: who goes through the ${stageName(b.stage)}`,
      '',
      ...(team ? [teamTie(ctx, priced, team, b.stage), ''] : []),
      ...roundBlock(ctx, priced, b.stage),
    ]
    return { ...bracketReport(ctx, lines), answerable: false, coverage: 'none', notices: ['knockout_draw_unknown'] }
  }
  const lines: string[] = []
  if (rounds === 1) {
    lines.push(`## ${season}: ${b.stage === 'final' ? 'the final' : `who goes through the ${stageName(b.stage)}`}`, '')
    if (team) lines.push(teamTie(ctx, priced, team, b.stage), '')
    lines.push(...roundBlock(ctx, priced, b.stage))
    return bracketReport(ctx, lines)
  }
  // The whole remaining bracket is fixed: the semi-finals, then the final between their winners.
  const last = rounds - 1
  const order = [...chances.entries()].sort((x, y) => (y[1][last] as number) - (x[1][last] as number))
  const heads = Array.from({ length: rounds }, (_, k) => {
    const after = nextStage(STAGES[STAGES.indexOf(b.stage) + k] as Stage)
    return target === 'title' && k === last ? 'Win' : `Reach the ${after ? stageName(after) : 'next round'}`
  })
  lines.push(
    `## ${season}: ${target === 'title' ? 'title odds' : `odds of reaching the ${stageName(reach ?? 'final')}`} (bracket simulation)`,
    '',
  )
  const lead = team ? order.find(([t]) => t === team) : order[0]
  if (lead) {
    const [t, c] = lead
    const p = c[last] as number
    lines.push(
      `${name(t)} ${target === 'title' ? `win the ${season.replace(/ \d{4}-\d\d$/, '')}` : `reach the ${stageName(reach ?? 'final')}`} in **${pct(p)}** (fair odds ${fair(p)})${team ? '' : ', the favourites'}.`,
      '',
    )
  }
  if (team) lines.push(teamTie(ctx, priced, team, b.stage), '')
  lines.push(
    `| Club | ${heads.join(' | ')} | Fair odds |`,
    `|---|${heads.map(() => '---|').join('')}---|`,
    ...order.map(([t, c]) => `| ${name(t)} | ${c.map((p) => pct(p)).join(' | ')} | ${fair(c[last] as number)} |`),
    '',
    ...roundBlock(ctx, priced, b.stage, true),
  )
  return bracketReport(ctx, lines)
}

function bracketReport(ctx: ReportContext, lines: string[]): Report {
  return {
    answerable: true,
    markdown: [...lines, '', footer(ctx)].join('\n'),
    picks: [],
    matches: [],
    notices: ['knockout_bracket'],
  }
}

/** "Celtic are out": the earlier round that knocked the club out, or the league phase. */
function writeOut(ctx: ReportContext, b: Extract<Bracket, { state: 'open' }>, season: string, team: string): Report {
  const w = ctx.world
  const lost = [...b.earlier]
    .reverse()
    .find((t) => (t.first === team || t.second === team) && t.decided?.winner && t.decided.winner !== team)
  const how = lost?.decided?.winner
    ? `${w.teamName(lost.decided.winner)} beat them in the ${stageName(lost.stage)} (${aggregate(lost)})`
    : 'they did not reach the knockout rounds'
  return bracketReport(ctx, [
    `## ${season}: ${w.teamName(team)}`,
    '',
    `${w.teamName(team)} are out of the ${season}: ${how}. Their chance of winning it, or of reaching any later round, is nil.`,
  ])
}

function aggregate(t: KnockoutTie): string {
  const goals = (id: string) => t.legs.reduce((s, m) => s + ((m.homeTeamId === id ? m.homeGoals : m.awayGoals) ?? 0), 0)
  const w = t.decided?.winner ?? t.first
  const l = w === t.first ? t.second : t.first
  return `${goals(w)}–${goals(l)} on aggregate`
}

/** The asked club's own tie in one or two sentences. */
function teamTie(ctx: ReportContext, priced: readonly PricedTie[], team: string, stage: Stage): string {
  const w = ctx.world
  const p = priced.find((x) => x.tie.first === team || x.tie.second === team) as PricedTie
  const t = p.tie
  const mine = t.first === team ? p.chance.first : p.chance.second
  const other = w.teamName(t.first === team ? t.second : t.first)
  const [leg1] = t.legs
  const after = nextStage(stage)
  const into = after ? `to the ${stageName(after)}` : 'as winners'
  if (t.decided)
    return `${w.teamName(team)} ${mine === 1 ? 'are through' : mine === 0 ? 'are out' : 'have played both legs'} against ${other} (${aggregate(t)}).`
  if (stage === 'final')
    return `${w.teamName(team)} win the final against ${other} in **${pct(mine)}** (fair odds ${fair(mine)}), on neutral ground.`
  const start =
    leg1?.status === 'finished'
      ? `First leg ${longDate(leg1.date)}: ${w.teamName(leg1.homeTeamId)} ${leg1.homeGoals}–${leg1.awayGoals} ${w.teamName(leg1.awayTeamId)}; second leg ${longDate(p.returnDate ?? '')}. ${w.teamName(team)} go through ${into}`
      : `Both legs to come (${longDate(leg1?.date ?? '')} and ${longDate(p.returnDate ?? '')}): over both legs, ${w.teamName(team)} go through ${into}`
  return `${start} in **${pct(mine)}** (fair odds ${fair(mine)}); the tie goes to extra time in ${pct(p.chance.extraTime)}.`
}

/** One line per tie of the round, then how the figures were made. */
function roundBlock(ctx: ReportContext, priced: readonly PricedTie[], stage: Stage, final = false): string[] {
  const w = ctx.world
  const n = (id: string) => w.teamName(id)
  const lines = priced.map(({ tie: t, chance, returnDate }) => {
    const both = `**${chance.first >= chance.second ? `${n(t.first)} ${pct(chance.first)}**, ${n(t.second)} ${pct(chance.second)}` : `${n(t.second)} ${pct(chance.second)}**, ${n(t.first)} ${pct(chance.first)}`}`
    const [leg1] = t.legs as [KnockoutTie['legs'][number]]
    if (t.decided)
      return `- ${n(t.first)} v ${n(t.second)}: ${t.decided.winner ? `${n(t.decided.winner)} through (${aggregate(t)})` : 'level after 90 minutes of both legs; the data does not say who won the extra time'}.`
    if (stage === 'final')
      return `- Final, ${longDate(leg1.date)} on neutral ground: ${n(t.first)} v ${n(t.second)}. Winner: ${both}.`
    const first =
      leg1.status === 'finished'
        ? `first leg ${leg1.homeGoals}–${leg1.awayGoals} (${longDate(leg1.date)}), second leg ${longDate(returnDate ?? '')} at ${n(t.second)}`
        : `both legs to come, ${longDate(leg1.date)} at ${n(t.first)} and ${longDate(returnDate ?? '')} at ${n(t.second)}`
    return `- ${n(t.first)} v ${n(t.second)}: ${first}. Through: ${both}.`
  })
  const ahead = priced.some((p) => !p.tie.decided && p.tie.legs.every((m) => m.status === 'scheduled'))
  const listedLegs = priced.every((p) => p.tie.decided || p.tie.stage === 'final' || p.tie.legs.length >= 2)
  return [
    ...lines,
    '',
    [
      "How: every remaining tie is priced from the model's scoreline probabilities, exactly over every score (not sampled, and not from any table).",
      ahead
        ? 'Ties with both legs to come are priced over both legs, every first-leg score weighted by its probability.'
        : '',
      'A played first leg counts as it ended.',
      'Level on aggregate after the second leg means extra time, priced at a third of each side’s 90-minute expected goals, then penalties as a coin toss.',
      final || stage === 'final' ? 'A final is one match on neutral ground (both venues mixed).' : '',
      "Ratings are held at today's values.",
      listedLegs
        ? ''
        : 'A return leg the data does not list yet is priced a week after the first, at the other ground.',
    ]
      .filter(Boolean)
      .join(' '),
  ]
}
