/**
 * createAnalyzer: question in, grounded report out. Indexes and the question parser are built
 * once per world; predictions are memoised per match id, so a busy Saturday costs a handful
 * of map lookups and one pricing per fixture the first time it is asked about.
 */
import type { AnalysisRequest, AnalysisResult, DataFreshness, DateWindow, Intent } from './analysis-types.ts'
import { worldAsOf } from './data/as-of.ts'
import { createCountIndex } from './model/count-index.ts'
import { addDays, localDate, longDate } from './parser/calendar.ts'
import { createQuestionParser } from './parser/index.ts'
import { questionParts } from './parser/question-parts.ts'
import { unusedWords } from './parser/word-roles.ts'
import { recordPricesShown } from './report/answer-parts.ts'
import { matchesInWindow, nearestFixtureDate, type Report, type ReportContext, scopeOf } from './report/context.ts'
import { settleCoverage } from './report/coverage-check.ts'
import { joinAnswers } from './report/join-answers.ts'
import { createNameFinder } from './report/named-entities.ts'
import { requestedItems } from './report/requested-items.ts'
import { buildWorldIndex, type WorldIndex } from './report/world-index.ts'
import { writeComparison } from './report/write-comparison.ts'
import { writeCounts } from './report/write-counts.ts'
import { writeLeague } from './report/write-league.ts'
import { writeMatch } from './report/write-match.ts'
import { hasAnswerableRest, writeClarify, writeNotUnderstood } from './report/write-not-understood.ts'
import { writeOutright } from './report/write-outright.ts'
import { writePicks } from './report/write-picks.ts'
import { writeResults } from './report/write-results.ts'
import { writeSeveralMatches } from './report/write-several-matches.ts'
import { writeTable } from './report/write-table.ts'
import { writeNotCovered, writeUnsupported } from './report/write-unsupported.ts'
import { writeValue } from './report/write-value.ts'
import type { CompetitionInfo, FixturePrediction, MatchRecord, Predictor, TeamInfo } from './types.ts'

export interface AnalyzerWorld {
  competitions: CompetitionInfo[]
  teams: TeamInfo[]
  matches: MatchRecord[]
  predictor: Predictor
}

export interface Analyzer {
  analyze(request: AnalysisRequest): AnalysisResult
  /**
   * Price every scheduled fixture dated in [from, to] now, so the first question about them is
   * as fast as the rest (the predictor fits leagues lazily). Returns how many were priced.
   */
  warm(from: string, to: string): number
}

/** A league overview without a date covers the next few days of its fixtures (a matchday). */
const LEAGUE_DEFAULT_DAYS = 4
/** Past days whose view of the world is kept (questions asked "on" an earlier date). */
const PAST_VIEWS_KEPT = 8

/** The world as the reader's day sees it: its index and how far its results reach. */
interface WorldView {
  index: WorldIndex
  freshness: DataFreshness
}

function viewOf(world: AnalyzerWorld, matches: MatchRecord[]): WorldView {
  const last = newestResult(matches)
  return {
    index: buildWorldIndex(world.competitions, world.teams, matches),
    freshness: { lastResultDate: last, label: last ? `results up to ${longDate(last)}` : 'no results yet' },
  }
}

function newestResult(matches: readonly MatchRecord[]): string | null {
  let newest: string | null = null
  for (const m of matches) if (m.status === 'finished' && (newest === null || m.date > newest)) newest = m.date
  return newest
}

export function createAnalyzer(world: AnalyzerWorld): Analyzer {
  const current = viewOf(world, world.matches)
  const index = current.index
  const pastViews = new Map<string, WorldView>()
  /**
   * The question's date is its "now" (data/as-of.ts): asked on a day the data already has results
   * for (or after), those results are unknown and their matches upcoming. Views of past days are
   * built on demand and a few are kept; a question about today costs nothing extra.
   */
  const viewFor = (day: string): WorldView => {
    const last = current.freshness.lastResultDate
    if (last === null || day > last) return current
    let view = pastViews.get(day)
    if (!view) {
      view = viewOf(world, worldAsOf(world.matches, day))
      pastViews.set(day, view)
      if (pastViews.size > PAST_VIEWS_KEPT) pastViews.delete(pastViews.keys().next().value as string)
    }
    return view
  }
  // Statistics beyond goals (issue 31): read before the question's day, so one index serves every view.
  const counts = createCountIndex(world.matches)
  const parser = createQuestionParser(world.teams, world.competitions, {
    teamWeight: recentActivity(world.matches),
    leagueOf: domesticLeagues(world),
    meetSoon: meetingsSoon(world),
    referees: counts.referees.map((name) => ({ name, matches: counts.referee(name).length })),
  })
  const memo = new Map<string, FixturePrediction>()
  const predict = (m: MatchRecord) => {
    let p = memo.get(m.id)
    if (!p) {
      p = world.predictor.predict(m)
      memo.set(m.id, p)
    }
    return p
  }
  const namesIn = createNameFinder(world)

  /**
   * One message asking for several kinds of answer ("Celtic v Motherwell tip + who wins the
   * league") is answered part by part (parser/question-parts.ts) and charged only when every part
   * is answered; anything else is answered whole.
   */
  function analyze(request: AnalysisRequest): AnalysisResult {
    const understandAlone = (text: string) =>
      parser.understand(text, { clientDate: request.clientDate, timeZone: request.timeZone, chatHistory: [] })
    const parts = request.chatHistory.length === 0 ? questionParts(request.question, understandAlone) : null
    if (!parts) return analyzeWhole(request)
    return joinAnswers(parts.map((question) => analyzeWhole({ ...request, question })))
  }

  function analyzeWhole(request: AnalysisRequest): AnalysisResult {
    const { intent: read, words } = parser.understand(request.question, {
      clientDate: request.clientDate,
      timeZone: request.timeZone,
      chatHistory: request.chatHistory,
      previousIntent: request.previousIntent,
    })
    const today = localDate(request.clientDate, request.timeZone)
    const tz = request.timeZone
    const { index: seen, freshness } = viewFor(today)
    const intent = read.eachTeam ? eachTeamsMatch(read, seen, today) : read
    const ctx: ReportContext = {
      world: seen,
      predict,
      now: request.clientDate,
      today,
      userTimeZone: tz,
      zonesShown: new Set(),
      parts: [],
      userDate: tz ? (m) => localDate(m.kickoff, tz) : (m) => m.date,
      deep: request.deep,
      freshness,
      ...(intent.bookmaker ? { bookmaker: intent.bookmaker } : {}),
    }
    const written = route(ctx, intent)
    recordPricesShown(ctx, written)
    // Charged only when every item asked for has its part in the answer: anything less is said and free.
    const { report, outcomes } = settleCoverage(written, requestedItems(intent, seen), ctx.parts)
    const coverage = report.coverage ?? (report.answerable ? 'full' : 'none')
    const reported = [
      ...(intent.notUnderstood?.unmatched ?? []),
      ...(intent.notUnderstood?.ambiguous ?? []).map((a) => a.phrase),
    ]
    return {
      ...report,
      answerable: report.answerable && coverage === 'full',
      coverage,
      intent,
      // A refused question uses none of its words; listing some as "not used" would mislead.
      understanding: {
        items: outcomes,
        words,
        unused: intent.kind === 'unsupported' ? [] : unusedWords(words, reported),
      },
      dataFreshness: freshness,
      named: namesIn(report.markdown),
    }
  }

  function route(ctx: ReportContext, intent: Intent): Report {
    if (intent.kind === 'unsupported') return writeUnsupported(intent)
    const missing = intent.notUnderstood
    if (intent.kind === 'clarify' && missing) return writeClarify(ctx, missing)
    if (missing && (missing.unmatched || missing.market || missing.reference || missing.topic || missing.alsoMarket)) {
      // Answer what was understood as the nearest thing, minus the part that was not.
      const rest: Intent = { ...intent, notUnderstood: undefined }
      delete rest.notUnderstood
      if (missing.market) rest.market = null
      const nearest = !missing.reference && hasAnswerableRest(rest) ? routeScoped(ctx, rest) : null
      return writeNotUnderstood(missing, nearest?.answerable ? nearest : null)
    }
    return routeScoped(ctx, intent)
  }

  function routeScoped(ctx: ReportContext, intent: Intent): Report {
    const asOf = ctx.freshness.lastResultDate ?? ctx.today
    const missing = intent.competitions.filter((c) => !ctx.world.isCovered(c, asOf))
    if (missing.length > 0 && missing.length === intent.competitions.length && intent.teams.length === 0)
      return writeNotCovered(ctx, missing)
    // Ask about covered and uncovered leagues together: answer the covered ones, say so.
    const scoped: Intent =
      missing.length > 0 ? { ...intent, competitions: intent.competitions.filter((c) => !missing.includes(c)) } : intent
    const report = routeCovered(ctx, scoped)
    if (missing.length > 0) {
      const note = writeNotCovered(ctx, missing)
      report.notices.push(...note.notices)
      report.markdown = `${note.markdown.split('\n')[0]}\n\n${report.markdown}`
      // Part of the question (an uncovered league) went unanswered: free.
      report.coverage = 'partial'
    }
    return report
  }

  function routeCovered(ctx: ReportContext, intent: Intent): Report {
    if (intent.counts) return writeCounts(ctx, intent, counts)
    if (intent.kind === 'match' && intent.pairings && intent.pairings.length > 1)
      return writeSeveralMatches(ctx, intent, intent.pairings, writeMatch)
    const [team] = intent.teams
    if (intent.kind === 'team' && team && intent.teams.length === 1 && (intent.count ?? 1) > 1 && !intent.dateWindow)
      return writeNextMatches(ctx, intent, team, intent.count ?? 1)
    switch (intent.kind) {
      case 'match':
      case 'team':
        return writeMatch(ctx, intent)
      case 'comparison':
        return writeComparison(ctx, intent)
      case 'table':
        return writeTable(ctx, intent)
      case 'league':
        return writeLeague(ctx, intent, intent.dateWindow ?? leagueDefault(ctx, intent))
      case 'outright':
        return writeOutright(ctx, intent)
      case 'results':
        return writeResults(ctx, intent)
      default: {
        const window = intent.dateWindow ?? nextFixtureDay(ctx, intent)
        if (intent.value === 'edge' || intent.value === 'overpriced_favourites')
          return writeValue(ctx, intent, window, intent.dateWindow === null)
        return writePicks(ctx, intent, window, intent.dateWindow === null)
      }
    }
  }

  function warm(from: string, to: string): number {
    const list = index.matchesBetween(from, to).filter((m) => m.status === 'scheduled')
    for (const m of list) predict(m)
    return list.length
  }

  return { analyze, warm }
}

/** Each club's league: the domestic competition of its newest match (cups are not a league). */
export function domesticLeagues(world: AnalyzerWorld): (teamId: string) => string | undefined {
  const cups = new Set(world.competitions.filter((c) => c.country === 'International').map((c) => c.code))
  const newest = new Map<string, { date: string; competition: string }>()
  for (const m of world.matches) {
    if (cups.has(m.competition)) continue
    for (const t of [m.homeTeamId, m.awayTeamId]) {
      const seen = newest.get(t)
      if (!seen || m.date > seen.date) newest.set(t, { date: m.date, competition: m.competition })
    }
  }
  return (id) => newest.get(id)?.competition
}

/**
 * "Celtic or Rangers worth a punt today": each club's own next match in the window asked (or the
 * next three weeks), as the matches of the question. When one club has none, the question is
 * answered as asked (their meeting, or a hypothetical one).
 */
function eachTeamsMatch(intent: Intent, world: WorldIndex, today: string): Intent {
  const from = intent.dateWindow?.from ?? today
  const to = intent.dateWindow?.to ?? addDays(today, MEET_SOON_DAYS)
  const fixtures = world
    .matchesBetween(from, to)
    .filter((m) => m.status === 'scheduled')
    .sort((a, b) => a.kickoff.localeCompare(b.kickoff))
  const next = intent.teams.map((t) => fixtures.find((m) => m.homeTeamId === t || m.awayTeamId === t))
  if (next.some((m) => !m)) return intent
  const pairings = [...new Map(next.map((m) => [m?.id, [m?.homeTeamId, m?.awayTeamId] as [string, string]])).values()]
  return { ...intent, teams: pairings.flat(), pairings }
}

/** How far ahead a meeting counts as the one a question about two clubs means. */
const MEET_SOON_DAYS = 21

/** The date of two clubs' next match within MEET_SOON_DAYS from the question's day, if any. */
export function meetingsSoon(world: AnalyzerWorld): (a: string, b: string, today: string) => string | undefined {
  const dates = new Map<string, string[]>()
  const key = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`)
  for (const m of world.matches) {
    const k = key(m.homeTeamId, m.awayTeamId)
    const list = dates.get(k)
    if (list) list.push(m.date)
    else dates.set(k, [m.date])
  }
  return (a, b, today) => {
    const until = addDays(today, MEET_SOON_DAYS)
    return (dates.get(key(a, b)) ?? []).filter((d) => d >= today && d <= until).sort()[0]
  }
}

/** A club's weight when a name fits several: its matches in the year before the newest result. */
function recentActivity(matches: MatchRecord[]): (teamId: string) => number {
  let newest = ''
  for (const m of matches) if (m.status === 'finished' && m.date > newest) newest = m.date
  const since = newest ? addDays(newest, -365) : ''
  const counts = new Map<string, number>()
  for (const m of matches) {
    if (m.date < since) continue
    for (const t of [m.homeTeamId, m.awayTeamId]) counts.set(t, (counts.get(t) ?? 0) + 1)
  }
  return (id) => counts.get(id) ?? 0
}

/** No date given: today if anything is on, else the next day with fixtures in scope. */
function nextFixtureDay(ctx: ReportContext, intent: Intent): DateWindow {
  const today: DateWindow = { from: ctx.today, to: ctx.today, label: 'today' }
  const scope = scopeOf(intent)
  if (matchesInWindow(ctx, today, scope).some((m) => m.status === 'scheduled')) return today
  const next = nearestFixtureDate(ctx, today, scope)
  return next && next > ctx.today ? { from: next, to: next, label: longDate(next) } : today
}

/** "PSG next 3 games": the club's next fixtures in the data, each previewed as one match. */
function writeNextMatches(ctx: ReportContext, intent: Intent, team: string, count: number): Report {
  const fixtures: [string, string][] = []
  let from = ctx.today
  while (fixtures.length < count) {
    const next = ctx.world.nextMatch(team, from)
    if (!next) break
    fixtures.push([next.homeTeamId, next.awayTeamId])
    from = addDays(next.date, 1)
  }
  const single: Intent = { ...intent, count: null }
  if (fixtures.length < 2) return writeMatch(ctx, single)
  const name = ctx.world.teamName(team)
  const short = fixtures.length < count ? ` (only ${fixtures.length} are in the data)` : ''
  return writeSeveralMatches(
    ctx,
    { ...single, kind: 'match' },
    fixtures,
    writeMatch,
    `${name}'s next ${fixtures.length} matches${short}.`,
  )
}

function leagueDefault(ctx: ReportContext, intent: Intent): DateWindow {
  const start = nextFixtureDay(ctx, intent).from
  return { from: start, to: addDays(start, LEAGUE_DEFAULT_DAYS - 1), label: 'the next few days' }
}
