/**
 * Match and team previews: 1X2 with fair odds, xG, goals markets, scorelines and form; deep
 * adds both sides' last six, head-to-head and the two models. Played matches are reported as
 * played, never re-tipped.
 */
import type { DateWindow, Intent, MatchAnalysis, Pick } from '../analysis-types.ts'
import { daysBetween } from '../parser/calendar.ts'
import type { FixturePrediction, MatchRecord } from '../types.ts'
import { answered } from './answer-parts.ts'
import { isBeyondData, writeBeyondData } from './beyond-data.ts'
import { matchesInWindow, type Report, type ReportContext, shownKickoff } from './context.ts'
import { countWord, fairOdds, pct } from './format.ts'
import { marginBlock } from './margin-block.ts'
import { buildMatchAnalysis } from './match-analysis.ts'
import { toPick } from './picks.ts'
import { deepBlock, footer, kickoffLine, previewBlock, staleWarning } from './sections.ts'
import { findFirstLeg } from './tie.ts'
import { tieAheadSummary } from './tie-ahead.ts'
import { writeNoFixture } from './write-no-fixture.ts'
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
  // "Can Barca turn around the 2-1 from the first leg?": the club's next cup tie, not its next game.
  if (b === undefined && intent.focus === 'qualification') {
    const tie = nextFixtureWhere(ctx, a, (m) => isCupTie(ctx, m))
    if (tie) return { match: tie }
  }
  if (b === undefined) return { match: ctx.world.nextMatch(a, ctx.today) }
  // Next scheduled meeting: walk a's fixtures from today.
  const meeting = nextFixtureWhere(ctx, a, involves)
  return meeting ? { match: meeting } : {}
}

/** The club's first fixture from today that `wanted` accepts, walking at most 60 of them. */
function nextFixtureWhere(ctx: ReportContext, teamId: string, wanted: (m: MatchRecord) => boolean) {
  let from = ctx.today
  for (let i = 0; i < 60; i++) {
    const next = ctx.world.nextMatch(teamId, from)
    if (!next) return undefined
    if (wanted(next)) return next
    from = nextDay(next.date)
  }
  return undefined
}

/** A knockout tie's leg: a second leg (its first leg is in the data), or a cup's match. */
function isCupTie(ctx: ReportContext, m: MatchRecord): boolean {
  return findFirstLeg(ctx.world, m) !== undefined || m.competition.startsWith('uefa.') || m.competition.endsWith('.cup')
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
  const end = () => footer(ctx)

  if (!match) {
    // After the data ends (for these teams) a missing fixture says nothing about the teams.
    const asked = intent.dateWindow ?? { from: ctx.today, to: ctx.today, label: 'today' }
    const scope = { competitions: [], teams: intent.teams }
    if (!played && isBeyondData(ctx, scope, asked))
      return writeBeyondData(
        ctx,
        scope,
        intent.dateWindow ? windowPhrase(intent.dateWindow) : `as of ${windowPhrase(asked)}`,
      )
    // A real meeting after the asked window is named rather than replaced by a hypothetical.
    const later =
      intent.dateWindow && intent.teams.length >= 2
        ? findFixture(ctx, { ...intent, dateWindow: null }).match
        : undefined
    return writeNoFixture(ctx, intent, played, later)
  }

  const prediction = ctx.predict(match)
  const analysis = buildMatchAnalysis(prediction, ctx.world, ctx.today, ctx.bookmaker)
  lines.push(
    `## ${analysis.home} v ${analysis.away}`,
    `${analysis.competitionName} · ${kickoffLine(shownKickoff(ctx, match))}`,
    '',
  )
  const ahead = !analysis.tie && intent.focus === 'qualification' ? tieAheadSummary(ctx, match) : undefined
  if (analysis.tie) lines.push(analysis.tie.summary, '')
  else if (ahead) lines.push(ahead, '')
  else if (intent.focus === 'qualification')
    lines.push(
      'Pitchwise says who goes through only for a knockout tie whose legs are in the data; this match is not one, so here is the match itself.',
      '',
    )
  if (intent.teams.length === 1 && !intent.dateWindow) lines.push(`${names[0]}'s next match in the data.`, '')
  const away = daysBetween(ctx.today, match.date)
  // "Arsenal vs Chelsea" in March for a May fixture: say how far off it is, ratings will move.
  if (intent.teams.length >= 2 && !intent.dateWindow && away > 7)
    lines.push(
      `Their next meeting in the data, ${away >= 14 ? `${countWord(Math.floor(away / 7))} weeks` : `${away} days`} away.`,
      '',
    )
  lines.push(previewBlock(analysis))
  answered(ctx, { kind: 'match', teams: [match.homeTeamId, match.awayTeamId] })
  if (analysis.staleSince) lines.push('', staleWarning(analysis.competitionName, analysis.staleSince))
  const extra = marginBlock(intent, prediction.markets, analysis.home, analysis.away, match)
  if (extra.length > 0) lines.push('', ...extra)

  const picks = []
  // Each market asked, in turn: "who wins and will both score" gets both lines.
  for (const market of [intent.market ?? { type: 'match_result' as const }, ...(intent.alsoAsked ?? [])]) {
    if (market.type !== 'match_result') {
      const pick = toPick(prediction, market, ctx.world, ctx.today, ctx.bookmaker)
      picks.push(pick)
      lines.push(
        '',
        `**${pick.marketLabel}: ${pct(pick.probability)}** (fair odds ${pick.fairOdds.toFixed(2)}, confidence ${pick.confidence}). ${pick.reason}`,
      )
    } else {
      const pick = toPick(prediction, { type: 'match_result' }, ctx.world, ctx.today, ctx.bookmaker)
      picks.push(pick)
      lines.push(
        '',
        `Most likely outcome: **${pick.marketLabel}** at ${pct(pick.probability)} (confidence ${pick.confidence}). ${pick.reason}`,
      )
    }
  }
  if (intent.offeredPrice) lines.push('', offeredPriceLine(prediction, intent, match, ctx, picks[0]))
  // The deep dive states the models' disagreement under its model table; say it once.
  if (analysis.disagreement && !ctx.deep) lines.push('', analysis.disagreement)
  if (ctx.deep) lines.push('', deepBlock(analysis))
  const window: DateWindow = { from: match.date, to: match.date, label: match.date }
  // The ⚠ line above already says it: the notice is kept, the sentence not repeated.
  staleness(ctx, [match], window, notices, analysis.staleSince ? [] : lines)
  lines.push('', end())
  const matches: MatchAnalysis[] = [analysis]
  return { answerable: true, markdown: lines.join('\n'), picks, matches, notices }
}

/**
 * "Arsenal at 1.40, is there value": the asker's price against the model's probability of that
 * selection (decision 418). The asked market's, else the named club's win; with neither, the
 * fair odds of each outcome so the asker can compare.
 */
function offeredPriceLine(
  prediction: FixturePrediction,
  intent: Intent,
  match: MatchRecord,
  ctx: ReportContext,
  asked: Pick | undefined,
): string {
  const offer = intent.offeredPrice as NonNullable<Intent['offeredPrice']>
  const price = offer.odds.toFixed(2)
  const side =
    offer.teamId === match.homeTeamId ? 'home_win' : offer.teamId === match.awayTeamId ? 'away_win' : undefined
  const pick =
    intent.market && intent.market.type !== 'match_result'
      ? asked
      : side
        ? toPick(prediction, { type: side }, ctx.world, ctx.today, ctx.bookmaker)
        : undefined
  if (!pick) {
    const m = prediction.markets
    return `Which selection is the ${price} for? The model's fair odds: ${ctx.world.teamName(match.homeTeamId)} ${fairOdds(m.home).toFixed(2)}, draw ${fairOdds(m.draw).toFixed(2)}, ${ctx.world.teamName(match.awayTeamId)} ${fairOdds(m.away).toFixed(2)}; a price above the fair odds is value by the model.`
  }
  const edge = pick.probability * offer.odds - 1
  const verdict =
    edge > 0
      ? `returns ${pct1(edge)} more than it costs by the model's probability: **value by the model**. Any stake is yours to decide, and only money you can afford to lose.`
      : `returns ${pct1(-edge)} less than it costs by the model's probability: **no value by the model**.`
  return `**Your price ${price}** for ${pick.marketLabel}: the model gives it ${pct(pick.probability)} (fair odds ${pick.fairOdds.toFixed(2)}), so ${price} ${verdict}`
}

const pct1 = (x: number) => `${(x * 100).toFixed(1)}%`
