/**
 * Answers beyond goals (issue 31): corners, cards, shots and half-time for a fixture, a list of
 * fixtures ranked by a count line, and a referee's card record. Priced only where the league's
 * statistics reach the year before the fixture; anywhere else the answer is free and names what
 * is missing ("Pitchwise has no corner counts for the Eredivisie").
 */
import type { DateWindow, Intent } from '../analysis-types.ts'
import { type CountIndex, halfTimePair, statPair } from '../model/count-index.ts'
import {
  countDistributions,
  forecastCounts,
  leagueMeans,
  overProbability,
  underProbability,
} from '../model/count-model.ts'
import { halfTimeShare } from '../model/half-time.ts'
import { daysBetween, longDate } from '../parser/calendar.ts'
import type { CountRequest } from '../parser/count-markets.ts'
import type { MatchRecord } from '../types.ts'
import { answered } from './answer-parts.ts'
import { NOT_CHARGED } from './beyond-data.ts'
import {
  matchesInWindow,
  nearestFixtureDate,
  type Report,
  type ReportContext,
  scopeOf,
  shownKickoff,
} from './context.ts'
import {
  countRequestPhrase,
  headlineLine,
  lineWord,
  pricedLines,
  refereeRecord,
  STAT_DATA_WORDS,
  STAT_WORDS,
  summaryHeader,
  summaryRow,
  teamSummary,
} from './count-sections.ts'
import { byKickoff, countWord, listJoin, longDayDate, odds, pct } from './format.ts'
import { halfTimeBlock, halfTimeRanking } from './half-time-sections.ts'
import { footer, kickoffLine } from './sections.ts'
import { findFixture, writeMatch } from './write-match.ts'
import { windowPhrase } from './write-picks.ts'

/** A club's recent counts are shown over this many matches unless the question says. */
const RECENT = 10
const LIST_DEFAULT = 5

export function writeCounts(ctx: ReportContext, intent: Intent, index: CountIndex): Report {
  const request = intent.counts as CountRequest
  if (request.referee) return writeReferee(ctx, intent, request, request.referee, index)
  if (intent.teams.length > 0) return writeFixtureCounts(ctx, intent, request, index)
  return writeCountList(ctx, intent, request, index)
}

/** Whether the league has the statistic in the year before `day`. */
function holds(index: CountIndex, request: CountRequest, competition: string, day: string): boolean {
  return request.stat === 'half_time'
    ? halfTimeShare(index, competition, day) !== null
    : leagueMeans(index, competition, day, request.stat) !== null
}

/** "Pitchwise has no corner counts for the Eredivisie", or for the season after the statistics end. */
export function noCountsSentence(
  ctx: ReportContext,
  index: CountIndex,
  stat: CountRequest['stat'],
  competition: string,
  season?: string,
): string {
  const name = ctx.world.competitionName(competition)
  const last = lastHolding(index, competition, stat)
  if (!last) return `Pitchwise has no ${STAT_DATA_WORDS[stat]} for the ${name}`
  return `Pitchwise has no ${STAT_DATA_WORDS[stat]} for the ${name}${season ? ` ${season} season` : ' at this date'} (its ${name} ${STAT_DATA_WORDS[stat]} end on ${longDate(last)})`
}

/**
 * The newest match of a competition holding this statistic. Half-time scores come with every
 * league's results now (decision 420), so "the statistics end" must be read per statistic.
 */
function lastHolding(index: CountIndex, competition: string, stat: CountRequest['stat']): string | undefined {
  const held = index.competition(competition)
  for (let i = held.length - 1; i >= 0; i--) {
    const m = held[i]
    if (m && (stat === 'half_time' ? halfTimePair(m.statistics) : statPair(m.statistics, stat))) return m.date
  }
  return undefined
}

function freeReport(ctx: ReportContext, sentences: string[], notice: string): Report {
  const markdown = [...sentences, '', NOT_CHARGED, '', footer(ctx)].join('\n')
  return { answerable: false, coverage: 'none', markdown, picks: [], matches: [], notices: [notice] }
}

function writeFixtureCounts(ctx: ReportContext, intent: Intent, request: CountRequest, index: CountIndex): Report {
  const { match, played } = findFixture(ctx, intent)
  if (!match && played) return writePlayedCounts(ctx, request, played)
  // No fixture: the match answer says why (beyond the data, no meeting), and the count item stays unanswered.
  if (!match) return writeMatch(ctx, { ...intent, counts: undefined })
  const home = ctx.world.teamName(match.homeTeamId)
  const away = ctx.world.teamName(match.awayTeamId)
  const comp = ctx.world.competitionName(match.competition)
  const heading = [`## ${home} v ${away}`, `${comp} · ${kickoffLine(shownKickoff(ctx, match))}`, '']
  // As the match preview says it: which fixture this is, and how far off when it is weeks away.
  const weeks = Math.floor(daysBetween(ctx.today, match.date) / 7)
  if (intent.teams.length === 1 && !intent.dateWindow)
    heading.push(`${ctx.world.teamName(intent.teams[0] as string)}'s next match in the data.`, '')
  else if (!intent.dateWindow && weeks >= 2)
    heading.push(`Their next meeting in the data, ${countWord(weeks)} weeks away.`, '')
  if (!holds(index, request, match.competition, match.date))
    return freeReport(
      ctx,
      [
        ...heading,
        `${noCountsSentence(ctx, index, request.stat, match.competition, match.season)}, so I can't price ${countRequestPhrase(request)} for this match, and I won't guess.`,
      ],
      `no_statistics:${match.competition}`,
    )
  const lines = [...heading]
  if (request.stat === 'half_time') {
    const share = halfTimeShare(index, match.competition, match.date)
    if (!share) throw new Error('half-time share vanished')
    lines.push(...halfTimeBlock(ctx.predict(match).markets.expectedGoals, share, request, { home, away }, comp))
  } else {
    const stat = request.stat
    const f = forecastCounts(index, match, stat)
    if (!f) throw new Error('count forecast vanished')
    const word = STAT_WORDS[stat]
    lines.push(
      `Expected ${word}: ${home} ${f.home.toFixed(1)}, ${away} ${f.away.toFixed(1)}, match ${(f.home + f.away).toFixed(1)} (${comp} average over the last year: ${f.leagueHome.toFixed(1)} at home, ${f.leagueAway.toFixed(1)} away).`,
      '',
      ...pricedLines(f, request, { home, away }),
      '',
    )
    const line = headlineLine(stat, request)
    const n = intent.count && intent.count > 1 ? intent.count : RECENT
    lines.push(
      `Recent ${word} (matches with statistics before ${longDate(ctx.today)}, averages per match):`,
      '',
      ...summaryHeader(stat, line),
      summaryRow(`${home}, last ${n}`, teamSummary(index, match.homeTeamId, stat, ctx.today, n, line)),
      summaryRow(`${home}, last ${n} at home`, teamSummary(index, match.homeTeamId, stat, ctx.today, n, line, 'home')),
      summaryRow(`${away}, last ${n}`, teamSummary(index, match.awayTeamId, stat, ctx.today, n, line)),
      summaryRow(`${away}, last ${n} away`, teamSummary(index, match.awayTeamId, stat, ctx.today, n, line, 'away')),
      '',
    )
    if (stat === 'cards')
      lines.push(
        "The data does not name this fixture's referee, so the card price carries no referee effect; ask about a referee by name for their record.",
        '',
      )
    lines.push(
      `Prices from the count model: each side's ${word} from its own and its opponent's recent rates against the league's, negative binomial for the spread (calibration in the model card).`,
    )
  }
  answered(ctx, { kind: 'match', teams: [match.homeTeamId, match.awayTeamId] })
  answered(ctx, {
    kind: 'counts',
    stat: request.stat,
    teams: [match.homeTeamId, match.awayTeamId],
    competitions: [match.competition],
  })
  lines.push('', footer(ctx))
  return { answerable: true, markdown: lines.join('\n'), picks: [], matches: [], notices: [`counts:${request.stat}`] }
}

/** A match already played in the asked window: what its statistics say. */
function writePlayedCounts(ctx: ReportContext, request: CountRequest, m: MatchRecord): Report {
  const home = ctx.world.teamName(m.homeTeamId)
  const away = ctx.world.teamName(m.awayTeamId)
  const comp = ctx.world.competitionName(m.competition)
  const s = m.statistics
  const heading = `## ${home} ${m.homeGoals}–${m.awayGoals} ${away}`
  if (!s)
    return freeReport(
      ctx,
      [heading, `${comp} · ${longDayDate(m.date)}`, '', `Pitchwise has no statistics for this match beyond its score.`],
      `no_statistics:${m.competition}`,
    )
  const row = (label: string, h: number | null, a: number | null) =>
    h === null || a === null ? [] : [`| ${label} | ${h} | ${a} |`]
  const lines = [
    heading,
    `${comp} · ${longDayDate(m.date)} · played`,
    '',
    `| | ${home} | ${away} |`,
    '|---|---|---|',
    ...row('Half-time score', s.halfTimeHomeGoals, s.halfTimeAwayGoals),
    ...row('Corners', s.homeCorners, s.awayCorners),
    ...row('Yellow cards', s.homeYellowCards, s.awayYellowCards),
    ...row('Red cards', s.homeRedCards, s.awayRedCards),
    ...row('Shots', s.homeShots, s.awayShots),
    ...row('Shots on target', s.homeShotsOnTarget, s.awayShotsOnTarget),
    ...row('Fouls', s.homeFouls, s.awayFouls),
    '',
    s.referee ? `Referee: ${s.referee}.` : 'The data does not name the referee of this match.',
  ]
  answered(ctx, { kind: 'match', teams: [m.homeTeamId, m.awayTeamId] })
  answered(ctx, {
    kind: 'counts',
    stat: request.stat,
    teams: [m.homeTeamId, m.awayTeamId],
    competitions: [m.competition],
  })
  lines.push('', footer(ctx))
  return { answerable: true, markdown: lines.join('\n'), picks: [], matches: [], notices: ['counts:played'] }
}

/** "over 9.5 corners today": the window's fixtures with the statistic, ranked by the line asked. */
function writeCountList(ctx: ReportContext, intent: Intent, request: CountRequest, index: CountIndex): Report {
  const window = intent.dateWindow ?? nextFixtureWindow(ctx, intent)
  const fixtures = matchesInWindow(ctx, window, scopeOf(intent)).filter(
    (m) => m.status === 'scheduled' && Date.parse(m.kickoff) > Date.parse(ctx.now),
  )
  const priced: { m: MatchRecord; p: number; label: string; detail: string }[] = []
  const lacking = new Set<string>()
  for (const m of fixtures) {
    if (!holds(index, request, m.competition, m.date)) {
      lacking.add(m.competition)
      continue
    }
    if (request.stat === 'half_time') {
      const share = halfTimeShare(index, m.competition, m.date)
      if (!share) continue
      const names = { home: ctx.world.teamName(m.homeTeamId), away: ctx.world.teamName(m.awayTeamId) }
      priced.push({ m, ...halfTimeRanking(ctx.predict(m).markets.expectedGoals, share, request, names) })
      continue
    }
    const f = forecastCounts(index, m, request.stat)
    if (!f) continue
    const line = headlineLine(request.stat, request)
    const pmf = countDistributions(f).total
    const p = request.side === 'over' ? overProbability(pmf, line) : underProbability(pmf, line)
    priced.push({
      m,
      p,
      label: `${request.side} ${lineWord(line)} ${STAT_WORDS[request.stat]}`,
      detail: `expected ${(f.home + f.away).toFixed(1)}`,
    })
  }
  const scope = intent.competitions.map((c) => ctx.world.competitionName(c))
  const where = scope.length > 0 ? ` in the ${listJoin(scope)}` : ''
  const missingNames = [...lacking].map((c) => ctx.world.competitionName(c))
  const lackingSentence =
    missingNames.length > 0
      ? `Pitchwise has no ${STAT_DATA_WORDS[request.stat]} for the ${listJoin(missingNames)}${[...lacking].every((c) => lastHolding(index, c, request.stat) !== undefined) ? ` at this date (their ${STAT_DATA_WORDS[request.stat]} end on ${longDate(lastStatistic(index, [...lacking], request.stat))})` : ''}, so ${missingNames.length > 1 ? 'their' : 'its'} matches are left out.`
      : ''
  if (priced.length === 0) {
    const nothing =
      fixtures.length === 0
        ? `There are no matches${where} ${windowPhrase(window)} in the data, so there is nothing to price for ${countRequestPhrase(request)}.`
        : lackingSentence
            .replace(', so their matches are left out.', '.')
            .replace(', so its matches are left out.', '.')
    return freeReport(
      ctx,
      [nothing || `No match${where} ${windowPhrase(window)} has ${STAT_DATA_WORDS[request.stat]} to price from.`],
      'no_statistics',
    )
  }
  priced.sort((a, b) => b.p - a.p || byKickoff(a.m, b.m))
  const n = Math.min(intent.count ?? LIST_DEFAULT, priced.length)
  const lines = [
    `**${capital(countRequestPhrase(request))}${where} ${windowPhrase(window)}**: the ${n === 1 ? 'likeliest match' : `${n} likeliest of ${priced.length} matches`} with statistics.`,
    '',
  ]
  priced.slice(0, n).forEach((x, i) => {
    const shown = shownKickoff(ctx, x.m)
    lines.push(
      `${i + 1}. **${ctx.world.teamName(x.m.homeTeamId)} v ${ctx.world.teamName(x.m.awayTeamId)}** · ${ctx.world.competitionName(x.m.competition)} · ${kickoffLine(shown)}`,
      `   ${capital(x.label)}: **${pct(x.p)}** (fair odds ${odds(x.p)}) · ${x.detail}`,
    )
  })
  if (lackingSentence) lines.push('', lackingSentence)
  lines.push('', 'Ask about one match ("Arsenal v Chelsea corners") for its lines and both sides\' recent counts.')
  answered(ctx, {
    kind: 'picks',
    market: null,
    competitions: [...new Set(priced.map((x) => x.m.competition))],
    window: { from: window.from, to: window.to },
    timeOfDay: intent.timeOfDay,
    legs: n,
  })
  answered(ctx, {
    kind: 'counts',
    stat: request.stat,
    teams: [],
    competitions: [...new Set(priced.map((x) => x.m.competition))],
  })
  lines.push('', footer(ctx))
  // Leagues asked for by name that hold no counts leave part of the question unanswered: free.
  const partial = intent.competitions.some((c) => lacking.has(c))
  return {
    answerable: true,
    ...(partial ? { coverage: 'partial' as const } : {}),
    markdown: lines.join('\n'),
    picks: [],
    matches: [],
    notices: [`counts:${request.stat}`, ...[...lacking].map((c) => `no_statistics:${c}`)],
  }
}

function lastStatistic(index: CountIndex, competitions: string[], stat: CountRequest['stat']): string {
  return (
    competitions
      .map((c) => lastHolding(index, c, stat) ?? '')
      .sort()
      .at(-1) ?? ''
  )
}

function nextFixtureWindow(ctx: ReportContext, intent: Intent): DateWindow {
  const today: DateWindow = { from: ctx.today, to: ctx.today, label: 'today' }
  if (matchesInWindow(ctx, today, scopeOf(intent)).some((m) => m.status === 'scheduled')) return today
  const next = nearestFixtureDate(ctx, today, scopeOf(intent))
  return next && next > ctx.today ? { from: next, to: next, label: longDate(next) } : today
}

/** "Michael Oliver cards": the referee's record in the data before today. */
function writeReferee(
  ctx: ReportContext,
  intent: Intent,
  request: CountRequest,
  name: string,
  index: CountIndex,
): Report {
  const line = request.line ?? 4.5
  const all = refereeRecord(index, name, ctx.today, line)
  if (all.matches === 0)
    return freeReport(
      ctx,
      [`The data holds no match refereed by ${name} before ${longDate(ctx.today)}.`],
      'no_statistics:referee',
    )
  const n = intent.count && intent.count > 1 ? intent.count : RECENT
  const recent = refereeRecord(index, name, ctx.today, line, n)
  const comp = index.referee(name)[0]?.competition ?? ''
  const league = comp ? leagueMeans(index, comp, ctx.today, 'cards') : null
  const per = (r: typeof all) => (r.cards / r.matches).toFixed(2)
  const lines = [
    `## Referee ${name}: cards`,
    '',
    `| matches | cards per match | over ${lineWord(line)} cards |`,
    '|---|---|---|',
    `| all ${all.matches} in the data (${longDate(all.first as string)} to ${longDate(all.last as string)}) | ${per(all)} | ${all.over} of ${all.matches} (${pct(all.over / all.matches)}) |`,
    `| last ${recent.matches} | ${per(recent)} | ${recent.over} of ${recent.matches} |`,
    '',
    league
      ? `${ctx.world.competitionName(comp)} average over the last year: ${(league.home + league.away).toFixed(2)} cards per match (yellow and red, one each).`
      : 'Cards count yellow and red, one each.',
    '',
    "Fixtures in the data do not name their referee, so this record is not part of any fixture's card price.",
  ]
  answered(ctx, { kind: 'counts', stat: 'cards', teams: [], competitions: comp ? [comp] : [], referee: name })
  lines.push('', footer(ctx))
  return { answerable: true, markdown: lines.join('\n'), picks: [], matches: [], notices: ['counts:referee'] }
}

function capital(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1)
}
