/** Markdown building blocks shared by the report writers. */
import type { FormEntry, HeadToHeadEntry, MatchAnalysis, Pick } from '../analysis-types.ts'
import type { ReportContext, ShownKickoff } from './context.ts'
import { goals, longDate, longDayDate, odds, pct, score, zoneName } from './format.ts'
import { bestPriceText, marketSection, sideBySide, signedEdge, stakeText } from './market-view.ts'

export const RESPONSIBLE =
  '18+ only. These are model probabilities, not certainties: no result is guaranteed. Please gamble responsibly.'

export function freshnessLine(lastResultDate: string | null, label: string): string {
  return lastResultDate
    ? `Based on ${label}.`
    : 'No finished results are loaded yet, so these prices rest on priors only.'
}

/**
 * The report's last line: which zone its kick-off times are in (when it showed any), what data it
 * rests on, and the responsible-gambling note. Call it after the times are written.
 */
export function footer(ctx: ReportContext): string {
  const { lastResultDate, label } = ctx.freshness
  return `---\n_${[zonesLine(ctx.zonesShown, ctx.now), freshnessLine(lastResultDate, label), RESPONSIBLE].filter(Boolean).join(' ')}_`
}

/** "Kick-off times are in Central European Time." (one zone), or each league's own (several). */
export function zonesLine(zones: ReadonlySet<string>, now: string): string {
  const [only] = zones
  if (only === undefined) return ''
  return zones.size === 1
    ? `Kick-off times are in ${zoneName(only, now)}.`
    : "Kick-off times are in each league's local time."
}

/** "Sat 14 March 2026, 15:00" from shownKickoff(). */
export function kickoffLine(shown: ShownKickoff): string {
  return `${longDayDate(shown.date)}, ${shown.time}`
}

/** The visible warning on a pick or preview whose league's results stopped weeks ago. */
export function staleWarning(
  competitionName: string,
  since: string,
  consequence = 'this price rests on old form',
): string {
  return `⚠ Stale data: ${competitionName} results stop at ${longDate(since)}, so ${consequence}.`
}

export function pickBlock(i: number, p: Pick, shown: ShownKickoff): string {
  return [
    `${i + 1}. **${p.home} v ${p.away}** · ${p.competitionName} · ${longDayDate(shown.date).replace(/ \d{4}$/, '')}, ${shown.time}`,
    `   ${p.marketLabel}: **${pct(p.probability)}** (fair odds ${p.fairOdds.toFixed(2)}) · confidence ${p.confidence}`,
    `   ${p.reason}`,
    ...(p.stakes ? [`   ${p.stakes}`] : []),
    ...(p.marketView
      ? [
          `   Model v market: ${sideBySide(p.marketView)} · ${bestPriceText(p.marketView)} · edge ${signedEdge(p.marketView.edge)} · ${stakeText(p.marketView)}`,
        ]
      : []),
    ...(p.staleSince ? [`   ${staleWarning(p.competitionName, p.staleSince)}`] : []),
  ].join('\n')
}

const letters = (f: FormEntry[]) => (f.length ? f.map((e) => e.result).join('') : 'no recent results')

export function formLine(a: MatchAnalysis): string {
  return `Form (newest first): ${a.home} ${letters(a.recentForm.home)} · ${a.away} ${letters(a.recentForm.away)}`
}

/** The core preview: 1X2 with fair odds, xG, goals markets and likeliest scores. */
export function previewBlock(a: MatchAnalysis): string {
  const mk = a.markets
  const scores = a.topScores
    .slice(0, 3)
    .map((s) => `${score(s.home, s.away)} (${pct(s.probability)})`)
    .join(', ')
  return [
    `| | ${a.home} | Draw | ${a.away} |`,
    '|---|---|---|---|',
    `| Probability | ${pct(mk.home)} | ${pct(mk.draw)} | ${pct(mk.away)} |`,
    `| Fair odds | ${odds(mk.home)} | ${odds(mk.draw)} | ${odds(mk.away)} |`,
    '',
    `- Expected goals: ${a.home} ${goals(mk.expectedGoals.home)} – ${goals(mk.expectedGoals.away)} ${a.away}`,
    `- Over 2.5 goals ${pct(mk.over['2.5'])} · under 2.5 ${pct(mk.under['2.5'])}`,
    `- Both teams to score ${pct(mk.bttsYes)} · not both ${pct(mk.bttsNo)}`,
    `- Likeliest scores: ${scores}`,
    `- ${formLine(a)}`,
    ...(a.stakes ? [`- ${a.stakes}`] : []),
    ...marketSection(a.marketViews),
  ].join('\n')
}

function formTable(team: string, f: FormEntry[]): string {
  if (f.length === 0) return `_${team}: no finished matches in the data._`
  return [
    `**${team}, last ${f.length === 6 ? 'six' : f.length}**`,
    '',
    '| Date | Opponent | | Score | |',
    '|---|---|---|---|---|',
    ...f.map((e) => `| ${e.date} | ${e.opponent} | ${e.venue} | ${score(e.goalsFor, e.goalsAgainst)} | ${e.result} |`),
  ].join('\n')
}

function h2hLines(h: HeadToHeadEntry[]): string {
  if (h.length === 0) return '_No meetings between these sides in the data._'
  return h
    .map((e) => `- ${e.date}: ${e.home} ${score(e.homeGoals, e.awayGoals)} ${e.away} (${e.competition})`)
    .join('\n')
}

/** Deep analysis: scorelines, both sides' last six, head-to-head, both models and where they part. */
export function deepBlock(a: MatchAnalysis): string {
  const models = a.models
    .map((m) => {
      const name =
        m.model === 'dixon-coles'
          ? 'Goal models (Dixon–Coles; Kalman in league matches)'
          : m.model === 'elo'
            ? 'Elo (results)'
            : 'Blend (used)'
      return `| ${name} | ${pct(m.home)} | ${pct(m.draw)} | ${pct(m.away)} |`
    })
    .join('\n')
  return [
    `#### ${a.home} v ${a.away}: deep dive`,
    `Top scorelines: ${a.topScores.map((s) => `${score(s.home, s.away)} ${pct(s.probability)}`).join(' · ')}`,
    '',
    formTable(a.home, a.recentForm.home),
    '',
    formTable(a.away, a.recentForm.away),
    '',
    '**Head to head (latest first)**',
    h2hLines(a.headToHead),
    '',
    `| Model | ${a.home} | Draw | ${a.away} |`,
    '|---|---|---|---|',
    models,
    '',
    a.disagreement ?? 'The two models broadly agree on this one.',
  ].join('\n')
}
