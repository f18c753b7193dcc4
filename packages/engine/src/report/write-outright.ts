/**
 * "Who will win the Premier League?", "will Leeds go down?": the season simulated from the
 * model (see simulate-season.ts), with the number of simulations and what is not modelled said.
 */

import type { DateWindow, Intent, LeagueTarget } from '../analysis-types.ts'
import { addDays, longDate } from '../parser/calendar.ts'
import { answered } from './answer-parts.ts'
import { isBeyondData, NOT_CHARGED, writeBeyondData } from './beyond-data.ts'
import { clubLeague } from './club-league.ts'
import type { Report, ReportContext } from './context.ts'
import { listJoin, odds, pct } from './format.ts'
import { footer, RESPONSIBLE } from './sections.ts'
import { promotionPlaces, relegationPlaces, simulateSeason } from './simulate-season.ts'
import { staleNote } from './stale-note.ts'
import { writeKnockout } from './write-knockout.ts'
import { windowPhrase } from './write-picks.ts'

const HEAD: Record<LeagueTarget, string> = {
  title: 'Title',
  top_four: 'Top four',
  relegation: 'Relegation',
  promotion: 'Promotion',
}

const LEAGUE_TARGETS: readonly string[] = ['title', 'top_four', 'relegation', 'promotion'] satisfies LeagueTarget[]

export function writeOutright(ctx: ReportContext, intent: Intent): Report {
  const w = ctx.world
  // A round or a stage to reach exists only in a knockout cup: the bracket answers it.
  if (!LEAGUE_TARGETS.includes(intent.outright ?? 'title')) return writeKnockout(ctx, intent, intent.competitions[0])
  const target = (intent.outright ?? 'title') as LeagueTarget
  const tomorrow = addDays(ctx.today, 1)
  const code =
    intent.competitions[0] ??
    // A club's league race is its domestic league's, not the cup it played in last (Spurs going down).
    intent.teams.map((t) => clubLeague(w, t, tomorrow)).find((c): c is string => !!c)
  const end = footer(ctx)
  if (!code)
    return {
      answerable: false,
      coverage: 'none',
      markdown: [
        'Which league? Name one, e.g. “Who will win the Premier League?” or “Who goes down in Serie A?”.',
        '',
        `_${RESPONSIBLE}_`,
      ].join('\n'),
      picks: [],
      matches: [],
      notices: ['outright_needs_league'],
    }
  const name = w.competitionName(code)
  // A knockout competition is not a league: its table would count knockout ties as points (a
  // Champions League "79%" that meant nothing). Its bracket answers instead.
  if (w.competition(code)?.country === 'International') return writeKnockout(ctx, intent, code)
  // The season in the data ended before the asked day: the season running now is not in it.
  const today: DateWindow = { from: ctx.today, to: ctx.today, label: 'today' }
  if (isBeyondData(ctx, { competitions: [code], teams: [] }, today))
    return writeBeyondData(ctx, { competitions: [code], teams: [] }, `for the season running ${windowPhrase(today)}`)
  // Promotion exists only below a top flight: anywhere else the question has no answer.
  if (target === 'promotion' && promotionPlaces(code) === 0)
    return {
      answerable: false,
      coverage: 'none',
      markdown: [
        `Nobody is promoted from ${name}: it is not a second division in Pitchwise's data. ${NOT_CHARGED}`,
        '',
        'Ask about a second division instead, for example “promotion odds in the Championship”, or about the title or relegation here.',
        '',
        `_${RESPONSIBLE}_`,
      ].join('\n'),
      picks: [],
      matches: [],
      notices: ['outright_no_promotion'],
    }
  const sim = simulateSeason(ctx, code)
  if (!sim)
    return {
      answerable: false,
      coverage: 'none',
      markdown: `There are no ${name} results in the data to simulate the season from.\n\n${end}`,
      picks: [],
      matches: [],
      notices: ['no_results'],
    }
  const t = sim.table
  const notices = [`outright:${code}:${target}`, `simulations:${t.simulations}`]
  const last = w.lastResult(code) ?? ''
  const lines = [`## ${name} ${t.season}: ${HEAD[target].toLowerCase()} odds (season simulation)`, '']
  if (t.remaining === 0) {
    lines.push(`The ${name} ${t.season} season is complete in the data; the final table decides it.`)
  }
  const key =
    target === 'title'
      ? 'title'
      : target === 'top_four'
        ? 'topFour'
        : target === 'promotion'
          ? 'promotion'
          : 'relegation'
  const sorted = [...t.rows].sort((a, b) => b[key] - a[key] || b.expectedPoints - a.expectedPoints)
  const asked = intent.teams.map((id) => w.teamName(id))
  const shown = sorted
    .filter((r, i) => i < 8 || asked.includes(r.team))
    .filter((r) => r[key] > 0 || asked.includes(r.team))
  const headline = sorted[0]
  const stale = staleNote(
    ctx,
    code,
    'the points below are those of that day and every game since is simulated, not its real result',
  )
  if (stale) lines.push(stale, '')
  if (headline && t.remaining > 0) {
    const what =
      target === 'title'
        ? 'win the title'
        : target === 'top_four'
          ? 'finish in the top four'
          : target === 'promotion'
            ? `finish in the top ${promotionPlaces(code)} (automatic promotion)`
            : `finish in the bottom ${relegationPlaces(code) === 1 ? 'place' : relegationPlaces(code)}`
    const subject = asked[0] ? sorted.find((r) => r.team === asked[0]) : undefined
    lines.push(
      subject
        ? `${subject.team} ${target === 'relegation' ? 'go down' : target === 'title' ? 'win the title' : target === 'promotion' ? 'go up automatically' : 'finish in the top four'} in ${pct(subject[key])} of ${t.simulations.toLocaleString('en-GB')} simulated seasons (now ${subject.points} points from ${subject.played} games).`
        : `${headline.team} ${what} in ${pct(headline[key])} of ${t.simulations.toLocaleString('en-GB')} simulated seasons.`,
      '',
    )
  }
  lines.push(
    `| Team | ${stale ? `Pts on ${longDate(last)}` : 'Pts now'} | P | Expected pts | ${HEAD[target]} | Fair odds |`,
    '|---|---|---|---|---|---|',
    ...shown.map(
      (r) =>
        `| ${r.team} | ${r.points} | ${r.played} | ${r.expectedPoints.toFixed(1)} | ${r[key] > 0 ? pct(r[key]) : '<1%'} | ${r[key] > 0.001 ? odds(r[key]) : '–'} |`,
    ),
    '',
    `How: the ${t.remaining} remaining ${name} fixtures were played ${t.simulations.toLocaleString('en-GB')} times from the model's scoreline probabilities (fixed seed, so the figures are reproducible), added to the real table from results up to ${longDate(last)}. Ratings are held at today's values; ties on points and goal difference are split at random; points deductions are not applied.`,
  )
  if (sim.split)
    lines.push(
      '',
      `The ${name} splits into groups or halves points later in the season; that is not modelled, so read these as regular-season figures.`,
    )
  if (sim.overdue > 0)
    lines.push(
      '',
      `${sim.overdue} fixtures dated before the newest result have no score in the data; they are simulated too.`,
    )
  if (target === 'promotion')
    lines.push('', `Promotion here counts the top ${promotionPlaces(code)} (play-off places are not simulated).`)
  if (target === 'relegation' && relegationPlaces(code) !== 3)
    lines.push('', `Relegation here counts the bottom ${relegationPlaces(code)} (play-off places are not simulated).`)
  const missing = intent.teams.filter((id) => !t.rows.some((r) => r.team === w.teamName(id)))
  if (missing.length > 0)
    lines.push(
      '',
      `${listJoin(missing.map((id) => w.teamName(id)))} ${missing.length > 1 ? 'are' : 'is'} not in this league.`,
    )
  lines.push('', end)
  answered(ctx, { kind: 'outright', competition: code })
  return {
    answerable: true,
    coverage: 'full',
    markdown: lines.join('\n'),
    picks: [],
    matches: [],
    notices,
    outright: t,
  }
}
