/**
 * Pick lists: "three over 2.5 matches for today". Honest about empty windows (offers the
 * nearest fixtures), about short lists (never pads silently) and about matches already played.
 */
import type { Coverage, DateWindow, Intent, MatchAnalysis } from '../analysis-types.ts'
import type { MatchRecord } from '../types.ts'
import { accumulatorSection } from './accumulator.ts'
import { answered, marketKey } from './answer-parts.ts'
import { isBeyondData, NOT_CHARGED, writeBeyondData } from './beyond-data.ts'
import { displayZone, matchesInWindow, type Report, type ReportContext, scopeOf, shownKickoff } from './context.ts'
import { capitalise, clock, countWord, listJoin, longDate, longDayDate, pct, plural, score } from './format.ts'
import { marketPhrase } from './markets.ts'
import { buildMatchAnalysis } from './match-analysis.ts'
import { rankPicks, staleResults } from './picks.ts'
import { deepBlock, footer, pickBlock } from './sections.ts'
import { choose } from './variation.ts'

export function windowPhrase(w: DateWindow): string {
  if (w.from === w.to) {
    const day = longDayDate(w.from)
    return ['today', 'tonight', 'tomorrow', 'yesterday'].includes(w.label) ? `${w.label} (${day})` : `on ${day}`
  }
  return `${w.label} (${longDayDate(w.from)} to ${longDayDate(w.to)})`
}

export function scopeName(ctx: ReportContext, intent: Intent): string {
  if (intent.competitions.length === 0) return ''
  return intent.competitions.map((c) => ctx.world.competitionName(c)).join(' and ')
}

function finishedNote(finished: MatchRecord[], ctx: ReportContext): string | null {
  if (finished.length === 0) return null
  const list = finished
    .slice(0, 5)
    .map(
      (m) =>
        `${ctx.world.teamName(m.homeTeamId)} ${score(m.homeGoals ?? 0, m.awayGoals ?? 0)} ${ctx.world.teamName(m.awayTeamId)}`,
    )
  const more = finished.length > 5 ? ` and ${finished.length - 5} more` : ''
  return `Already played in this window, so not tipped: ${list.join('; ')}${more}.`
}

export function writePicks(ctx: ReportContext, intent: Intent, window: DateWindow, defaulted: boolean): Report {
  const scope = scopeOf(intent)
  const notices: string[] = []
  const comp = scopeName(ctx, intent)
  const inWindow = matchesInWindow(ctx, window, scope).filter(
    (m) => inPartOfDay(ctx, m, intent.timeOfDay) && atKickoffTime(ctx, m, intent.kickoffTime),
  )
  // A fixture that has kicked off (or whose untimed day is over) is never tipped, result or not.
  const started = (m: MatchRecord) =>
    m.timeTbc ? ctx.userDate(m) < ctx.today : Date.parse(m.kickoff) + KICKED_OFF_MS <= Date.parse(ctx.now)
  const scheduled = inWindow.filter((m) => m.status === 'scheduled' && !started(m))
  const finished = inWindow.filter((m) => m.status === 'finished')
  const unreported = inWindow.filter((m) => m.status === 'scheduled' && started(m))
  const what = comp ? `${comp} fixtures` : 'fixtures'
  const lines: string[] = []
  let target = scheduled
  let targetWindow = window
  let coverage: Coverage = 'full'

  if (scheduled.length === 0) {
    const nearest = nearestOpenDate(ctx, window, scope, started)
    if (!nearest && finished.length === 0 && isBeyondData(ctx, scope, window))
      return writeBeyondData(ctx, scope, windowPhrase(window))
    const played =
      finished.length > 0
        ? ` still to be played (all ${plural(finished.length, 'match', 'matches')} there are finished)`
        : unreported.length > 0
          ? ' still to kick off'
          : ''
    const part = intent.kickoffTime
      ? ` kicking off at ${intent.kickoffTime}`
      : intent.timeOfDay
        ? ` in the ${intent.timeOfDay}`
        : ''
    lines.push(`There are no ${what}${played} ${windowPhrase(window)}${part} in the data.`)
    notices.push('no_fixtures_in_window')
    const note = finishedNote(finished, ctx)
    if (note) lines.push('', note)
    if (!nearest) {
      // Nothing to tip is not an answer: said plainly, and free.
      lines.push('', `I have no upcoming fixtures to offer instead. ${NOT_CHARGED}`, '', footer(ctx))
      return { answerable: false, coverage: 'none', markdown: lines.join('\n'), picks: [], matches: [], notices }
    }
    targetWindow = { from: nearest, to: nearest, label: longDayDate(nearest) }
    target = matchesInWindow(ctx, targetWindow, scope).filter((m) => m.status === 'scheduled' && !started(m))
    // Another date than the one asked for is the nearest thing, not the answer: free.
    if (!defaulted) coverage = 'partial'
    lines.push(
      '',
      `The nearest ${what} are on **${longDayDate(nearest)}** (${plural(target.length, 'match', 'matches')}); here is the best of them for ${marketPhrase(intent.market)}:`,
    )
    notices.push(`nearest_fixtures:${nearest}`)
  } else {
    if (defaulted) notices.push('window_defaulted')
    const intro = choose(`${window.from}:${intent.market?.type ?? 'any'}:${scheduled.length}`, [
      `I looked at ${plural(scheduled.length, what.replace(/s$/, ''), what)} ${windowPhrase(window)} and ranked them by ${marketPhrase(intent.market)}.`,
      `${capitalise(plural(scheduled.length, what.replace(/s$/, ''), what))} ${windowPhrase(window)}; ranked by the model's probability of ${marketPhrase(intent.market)}.`,
    ])
    lines.push(defaulted ? `You didn't give a date, so these are the next ${what}, ${windowPhrase(window)}.` : intro)
    if (intent.kickoffTime)
      lines.push(
        `Only kick-offs at ${intent.kickoffTime} (your time) are included; unknown kick-off times are left out.`,
      )
    else if (intent.timeOfDay)
      lines.push(
        `Only ${intent.timeOfDay} kick-offs (${PARTS[intent.timeOfDay].label}, your time) with a known kick-off time are included.`,
      )
  }

  const predictions = target.map((m) => ctx.predict(m))
  const ranked = rankPicks(predictions, intent.market, intent.count, ctx.world, ctx.today, ctx.bookmaker)
  lines.push('')
  ranked.picks.forEach((p, i) => {
    lines.push(pickBlock(i, p, shownKickoff(ctx, p)))
  })

  answered(ctx, {
    kind: 'picks',
    market: marketKey(intent.market),
    competitions: intent.competitions,
    window: targetWindow,
    ...(intent.timeOfDay ? { timeOfDay: intent.timeOfDay } : {}),
    ...(intent.kickoffTime ? { kickoffTime: intent.kickoffTime } : {}),
    legs: ranked.picks.length,
  })
  if (intent.accumulator) {
    lines.push('', ...accumulatorSection(ranked.picks, intent.count))
    if (ranked.picks.length >= 2) answered(ctx, { kind: 'accumulator', legs: ranked.picks.length })
  }

  if (ranked.picks.length < ranked.asked) {
    lines.push(
      '',
      shortListSentence(ranked.picks.length, intent.count, ranked.bar, marketPhrase(intent.market), target.length),
    )
    notices.push(`fewer_picks:${ranked.picks.length}/${ranked.asked}`)
    if (ranked.nearMisses.length > 0)
      lines.push(
        `Closest below the bar: ${ranked.nearMisses.map((p) => `${p.home} v ${p.away}, ${p.marketLabel} ${pct(p.probability)}`).join('; ')}.`,
      )
  }

  if (scheduled.length > 0) {
    const note = finishedNote(finished, ctx)
    if (note) lines.push('', note)
  }
  if (unreported.length > 0)
    lines.push(
      '',
      `${capitalise(plural(unreported.length, 'fixture'))} in this window ${unreported.length === 1 ? 'has' : 'have'} already kicked off with no result in the data yet, so ${unreported.length === 1 ? 'it is' : 'they are'} not tipped.`,
    )
  const shown = new Set(ranked.picks.map((p) => p.matchId))
  staleness(
    ctx,
    target.filter((m) => shown.has(m.id)),
    targetWindow,
    notices,
    lines,
  )
  staleLeftOut(ctx, target, shown, lines)

  let matches: MatchAnalysis[] = []
  if (ctx.deep && ranked.picks.length > 0) {
    const byId = new Map(predictions.map((p) => [p.match.id, p]))
    matches = ranked.picks.flatMap((p) => {
      const pred = byId.get(p.matchId)
      return pred ? [buildMatchAnalysis(pred, ctx.world, ctx.today, ctx.bookmaker)] : []
    })
    lines.push('', '### Deep analysis', '', matches.map(deepBlock).join('\n\n'))
  }
  lines.push('', footer(ctx))
  return { answerable: true, coverage, markdown: lines.join('\n'), picks: ranked.picks, matches, notices }
}

/**
 * The date nearest the window that still has fixtures to kick off: a date already past (or
 * whose games have all started) is never offered for tips.
 */
function nearestOpenDate(
  ctx: ReportContext,
  window: DateWindow,
  scope: ReturnType<typeof scopeOf>,
  started: (m: MatchRecord) => boolean,
): string | null {
  const open = (d: string) =>
    matchesInWindow(ctx, { from: d, to: d, label: d }, scope).some((m) => m.status === 'scheduled' && !started(m))
  const dates = ctx.world.scheduledDates.filter((d) => d >= ctx.today && (d < window.from || d > window.to))
  const after = dates.find((d) => d > window.to && open(d))
  if (after) return after
  for (let i = dates.length - 1; i >= 0; i--) {
    const d = dates[i] ?? ''
    if (d < window.from && open(d)) return d
  }
  return null
}

/** A kick-off this long before "now" has started: too late to tip. */
const KICKED_OFF_MS = 0

const PARTS = {
  morning: { from: 0, to: 12, label: 'before 12:00' },
  afternoon: { from: 12, to: 18, label: '12:00 to 17:59' },
  evening: { from: 18, to: 24, label: 'from 18:00' },
} as const

/** "this Saturday afternoon": the kick-off hour in the user's (or the league's) zone; unknown times are out. */
function inPartOfDay(ctx: ReportContext, m: MatchRecord, part: Intent['timeOfDay']): boolean {
  if (!part) return true
  if (m.timeTbc) return false
  const hour = Number(clock(m.kickoff, displayZone(ctx, m.competition)).slice(0, 2))
  return hour >= PARTS[part].from && hour < PARTS[part].to
}

/** "8pm kick-offs": the kick-off's clock time in the user's (or the league's) zone; unknown times are out. */
function atKickoffTime(ctx: ReportContext, m: MatchRecord, time: string | undefined): boolean {
  if (!time) return true
  if (m.timeTbc) return false
  return clock(m.kickoff, displayZone(ctx, m.competition)) === time
}

/** Three weeks without a result in a league mid-season means the feed stopped, not a break. */
const STALE_DAYS = 21

/** Say so when a competition's latest result is long before its fixtures: prices rest on old form. */
export function staleness(
  ctx: ReportContext,
  fixtures: MatchRecord[],
  window: DateWindow,
  notices: string[],
  lines: string[],
) {
  const stale = new Set<string>()
  // Measured against when results could exist: the window start, or today for future windows.
  const reference = [window.from, ctx.today].sort()[0] ?? ctx.today
  for (const m of fixtures) {
    const last = ctx.world.lastResult(m.competition)
    if (!last || daysBetween(last, reference) > STALE_DAYS) stale.add(m.competition)
  }
  for (const code of stale) {
    const last = ctx.world.lastResult(code)
    lines.push(
      '',
      last
        ? `Note: ${ctx.world.competitionName(code)} results in the data stop at ${longDayDate(last)}, so these prices rest on older form.`
        : `Note: there are no ${ctx.world.competitionName(code)} results in the data yet, so these prices rest on priors.`,
    )
    notices.push(`stale_results:${code}`)
  }
}

/**
 * Fresh leagues rank before stale ones (rankPicks): a stale league asked about whose fixtures all
 * fell off the list is named, so "ranked by probability" never hides why its higher figures are
 * missing.
 */
function staleLeftOut(ctx: ReportContext, target: MatchRecord[], shown: Set<string>, lines: string[]) {
  // Only when a fresher league's fixture took the place: else nothing was ranked above them.
  if (!target.some((m) => shown.has(m.id) && !staleResults(ctx.world, m.competition, ctx.today, m.date))) return
  const left = new Map<string, number>()
  for (const m of target) {
    if (shown.has(m.id) || !staleResults(ctx.world, m.competition, ctx.today, m.date)) continue
    left.set(m.competition, (left.get(m.competition) ?? 0) + 1)
  }
  const named = [...left].filter(([code]) => !target.some((m) => m.competition === code && shown.has(m.id)))
  const name = (code: string) => ctx.world.competitionName(code)
  const last = (code: string) => ctx.world.lastResult(code) ?? ''
  const [only] = named
  if (named.length === 1 && only)
    lines.push(
      '',
      `Not tipped: ${plural(only[1], `${name(only[0])} fixture`)}, ranked after the fresher leagues because ${name(only[0])} results in the data stop at ${longDayDate(last(only[0]))}.`,
    )
  else if (named.length > 1)
    lines.push(
      '',
      `Not tipped, ranked after the fresher leagues because their results in the data stopped weeks ago: ${listJoin(named.map(([code, n]) => `${name(code)} (${plural(n, 'fixture')}, results to ${longDate(last(code))})`))}.`,
    )
}

function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(b) - Date.parse(a)) / 86_400_000)
}

/**
 * "Only two fixtures clear 50% for over 2.5 goals here, fewer than the three you asked for …";
 * the count is only mentioned when the user gave one.
 */
function shortListSentence(n: number, asked: number | null, bar: number, market: string, available: number): string {
  const fewer = asked !== null ? `, fewer than the ${countWord(asked)} you asked for` : ''
  if (bar === 0)
    return `Only ${plural(n, 'fixture')} ${n === 1 ? 'is' : 'are'} available here${fewer || ` (${plural(available, 'fixture')} in the window)`}.`
  const subject =
    n === 0 ? 'No fixture clears' : n === 1 ? 'Only one fixture clears' : `Only ${countWord(n)} fixtures clear`
  return `${subject} ${pct(bar)} for ${market} here${fewer}; I won't pad the list with weaker picks.`
}
