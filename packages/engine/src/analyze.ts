/**
 * createAnalyzer: question in, grounded report out. Indexes and the question parser are built
 * once per world; predictions are memoised per match id, so a busy Saturday costs a handful
 * of map lookups and one pricing per fixture the first time it is asked about.
 */
import type { AnalysisRequest, AnalysisResult, DataFreshness, DateWindow, Intent } from './analysis-types.ts'
import { addDays, localDate, longDate } from './parser/calendar.ts'
import { createQuestionParser } from './parser/index.ts'
import { matchesInWindow, nearestFixtureDate, type Report, type ReportContext, scopeOf } from './report/context.ts'
import { buildWorldIndex } from './report/world-index.ts'
import { writeComparison } from './report/write-comparison.ts'
import { writeLeague } from './report/write-league.ts'
import { writeMatch } from './report/write-match.ts'
import { writePicks } from './report/write-picks.ts'
import { writeTable } from './report/write-table.ts'
import { writeNotCovered, writeUnsupported } from './report/write-unsupported.ts'
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

export function createAnalyzer(world: AnalyzerWorld): Analyzer {
  const index = buildWorldIndex(world.competitions, world.teams, world.matches)
  const parser = createQuestionParser(world.teams, world.competitions)
  const memo = new Map<string, FixturePrediction>()
  const predict = (m: MatchRecord) => {
    let p = memo.get(m.id)
    if (!p) {
      p = world.predictor.predict(m)
      memo.set(m.id, p)
    }
    return p
  }
  const last = world.predictor.lastResultDate
  const freshness: DataFreshness = {
    lastResultDate: last,
    label: last ? `results up to ${longDate(last)}` : 'no results yet',
  }

  function analyze(request: AnalysisRequest): AnalysisResult {
    const intent = parser.parse(request.question, {
      clientDate: request.clientDate,
      timeZone: request.timeZone,
      chatHistory: request.chatHistory,
      previousIntent: request.previousIntent,
    })
    const today = localDate(request.clientDate, request.timeZone)
    const tz = request.timeZone
    const ctx: ReportContext = {
      world: index,
      predict,
      now: request.clientDate,
      today,
      userTimeZone: tz,
      userDate: tz ? (m) => localDate(m.kickoff, tz) : (m) => m.date,
      deep: request.deep,
      freshness,
    }
    const report = route(ctx, intent)
    return { ...report, intent, dataFreshness: freshness }
  }

  function route(ctx: ReportContext, intent: Intent): Report {
    if (intent.kind === 'unsupported') return writeUnsupported(intent)
    const asOf = last ?? ctx.today
    const missing = intent.competitions.filter((c) => !index.isCovered(c, asOf))
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
    }
    return report
  }

  function routeCovered(ctx: ReportContext, intent: Intent): Report {
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
      default: {
        const window = intent.dateWindow ?? nextFixtureDay(ctx, intent)
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

/** No date given: today if anything is on, else the next day with fixtures in scope. */
function nextFixtureDay(ctx: ReportContext, intent: Intent): DateWindow {
  const today: DateWindow = { from: ctx.today, to: ctx.today, label: 'today' }
  const scope = scopeOf(intent)
  if (matchesInWindow(ctx, today, scope).some((m) => m.status === 'scheduled')) return today
  const next = nearestFixtureDate(ctx, today, scope)
  return next && next > ctx.today ? { from: next, to: next, label: longDate(next) } : today
}

function leagueDefault(ctx: ReportContext, intent: Intent): DateWindow {
  const start = nextFixtureDay(ctx, intent).from
  return { from: start, to: addDays(start, LEAGUE_DEFAULT_DAYS - 1), label: 'the next few days' }
}
