/**
 * Value questions (issue 31): "value bets this weekend", "any value at bet365", "overpriced
 * favourites". The fixtures of the window, each priced outcome set against the stored prices a
 * bettor could take before kick-off, ranked by edge and cut by the value rule (decision 160).
 * Charged only for a list: with no stored price, or nothing clearing the rule, the answer says so
 * plainly and is free.
 */
import type { DateWindow, Intent, MarketSelection, ModelVersusMarket, Pick } from '../analysis-types.ts'
import { bookmakerName } from '../market/bookmakers.ts'
import { clearsValueRule, OVERPRICED_GAP, VALUE_RULE } from '../market/value-rule.ts'
import type { FixturePrediction, MatchRecord } from '../types.ts'
import { answered } from './answer-parts.ts'
import { isBeyondData, NOT_CHARGED, writeBeyondData } from './beyond-data.ts'
import { matchesInWindow, type Report, type ReportContext, scopeOf, shownKickoff } from './context.ts'
import { countWord, plural } from './format.ts'
import { marketViewsOf, sideBySide } from './market-view.ts'
import { DEFAULT_PICK_COUNT, toPick } from './picks.ts'
import { footer, pickBlock } from './sections.ts'
import { scopeName, windowPhrase } from './write-picks.ts'

/** The market selection whose best outcome is this priced outcome, so a Pick says it the usual way. */
function selectionOf(key: string): MarketSelection | null {
  if (key === 'home_win' || key === 'draw' || key === 'away_win') return { type: key }
  const total = /^(over|under)_(\d\.5)$/.exec(key)
  if (total) return { type: total[1] as 'over' | 'under', line: total[2] as '2.5' }
  return null
}

interface Candidate {
  prediction: FixturePrediction
  view: ModelVersusMarket
  /** What the list is ranked by: the edge, or how far the market rates a favourite above the model. */
  score: number
}

const percent = (x: number) => `${(x * 100).toFixed(0)}%`

export function writeValue(ctx: ReportContext, intent: Intent, window: DateWindow, defaulted: boolean): Report {
  const scope = scopeOf(intent)
  const comp = scopeName(ctx, intent)
  const what = comp ? `${comp} fixtures` : 'fixtures'
  const when = windowPhrase(window)
  const at = ctx.bookmaker ? ` at ${bookmakerName(ctx.bookmaker)}` : ''
  const favourites = intent.value === 'overpriced_favourites'
  const notices: string[] = []
  const fixtures = matchesInWindow(ctx, window, scope).filter(
    (m) =>
      m.status === 'scheduled' &&
      (m.timeTbc ? ctx.userDate(m) >= ctx.today : Date.parse(m.kickoff) > Date.parse(ctx.now)),
  )
  if (fixtures.length === 0) {
    if (isBeyondData(ctx, scope, window)) return writeBeyondData(ctx, scope, when)
    return free(
      ctx,
      [
        `There are no ${what} still to kick off ${when} in the data, so there is nothing to look for value in. ${NOT_CHARGED}`,
      ],
      ['no_fixtures_in_window'],
    )
  }
  const predictions = fixtures.map((m) => ctx.predict(m))
  const viewed = predictions.map((p) => ({
    prediction: p,
    views: marketViewsOf(
      p,
      ctx.world.teamName(p.match.homeTeamId),
      ctx.world.teamName(p.match.awayTeamId),
      ctx.bookmaker,
    ),
  }))
  const priced = viewed.filter((v) => v.views.length > 0)
  if (priced.length === 0) {
    notices.push('no_prices_stored')
    return free(
      ctx,
      [
        `**No bookmaker prices${at} are stored for the ${plural(fixtures.length, what.replace(/s$/, ''), what)} ${when}**, so there is nothing to set the model against and no value to find. Pitchwise never invents a price. ${NOT_CHARGED}`,
        '',
        `The model's own picks are still there: ask for “${comp ? `${comp} ` : ''}tips ${window.label}”.`,
      ],
      notices,
    )
  }
  const candidates: Candidate[] = priced.flatMap(({ prediction, views }) =>
    favourites ? favouriteCandidate(prediction, views) : edgeCandidates(prediction, views),
  )
  const clears = (c: Candidate) =>
    favourites ? c.score >= OVERPRICED_GAP : clearsValueRule(c.view.modelProbability, c.view.edge)
  const byScore = (a: Candidate, b: Candidate) =>
    b.score - a.score || a.prediction.match.kickoff.localeCompare(b.prediction.match.kickoff)
  const qualifying = bestPerMatch(candidates.filter(clears)).sort(byScore)
  // The nearest misses by the same score, for an honest "closest" line.
  const ranked = bestPerMatch(
    favourites ? candidates : candidates.filter((c) => c.view.modelProbability >= VALUE_RULE.minModelProbability),
  ).sort(byScore)
  const asked = intent.count ?? DEFAULT_PICK_COUNT
  const chosen = qualifying.slice(0, asked)
  const unpriced = fixtures.length - priced.length
  const pricedLine =
    unpriced === 0
      ? `${priced.length === 1 ? 'The one' : `All ${countWord(priced.length)}`} ${priced.length === 1 ? what.replace(/s$/, '') : what} ${when} ${priced.length === 1 ? 'has' : 'have'} stored prices${at}.`
      : `${capitalised(plural(priced.length, 'fixture'))} of the ${plural(fixtures.length, what.replace(/s$/, ''), what)} ${when} ${priced.length === 1 ? 'has' : 'have'} stored prices${at}; the other ${countWord(unpriced)} ${unpriced === 1 ? 'has' : 'have'} none and ${unpriced === 1 ? 'is' : 'are'} left out.`
  const rule = favourites
    ? `A favourite is overpriced here when the market's margin-free probability is at least ${percent(OVERPRICED_GAP)} above the model's.`
    : `The value rule: the model gives the outcome at least ${percent(VALUE_RULE.minModelProbability)} and the best price on offer before kick-off returns at least ${percent(VALUE_RULE.minEdge)} more than it costs by the model's probability.`
  if (chosen.length === 0) {
    notices.push('no_value_found')
    const closest = ranked
      .slice(0, 2)
      .map(
        (c) =>
          `${matchName(ctx, c.prediction.match)}, ${c.view.label}: ${sideBySide(c.view)}, best price ${c.view.best.price.toFixed(2)}`,
      )
    return free(
      ctx,
      [
        favourites
          ? `**No favourite ${when} is overpriced by the market${at}** against the model.`
          : `**Nothing ${when} clears the value rule${at}.**`,
        '',
        pricedLine,
        rule,
        ...(closest.length > 0 ? ['', `Closest: ${closest.join('; ')}.`] : []),
        '',
        NOT_CHARGED,
      ],
      notices,
    )
  }

  const picks: Pick[] = chosen.map((c) =>
    toPick(c.prediction, selectionOf(c.view.outcome), ctx.world, ctx.today, ctx.bookmaker),
  )
  const lines: string[] = []
  if (defaulted) notices.push('window_defaulted')
  lines.push(
    favourites
      ? `Favourites the market rates above the model${at}, ${when}: their prices are shorter than the model's fair odds, so the value, if any, is against them.`
      : `Value picks${at} ${when}${comp ? ` in the ${comp}` : ''}, ranked by edge: the model's probability against the best price a bettor could take before kick-off.`,
    '',
    pricedLine,
    rule,
    '',
  )
  picks.forEach((p, i) => {
    lines.push(pickBlock(i, p, shownKickoff(ctx, p)))
  })
  if (chosen.length < asked && intent.count !== null)
    lines.push(
      '',
      `Only ${plural(chosen.length, 'pick')} ${chosen.length === 1 ? 'clears' : 'clear'} the rule, fewer than the ${countWord(asked)} you asked for; I won't pad the list.`,
    )
  lines.push(
    '',
    `The market's probability is the reference book (Pinnacle, else the market average) with its margin removed by Shin's method. Stakes are suggestions, never advice to bet: a quarter of the Kelly stake, capped at 2% of a bankroll.`,
    '',
    footer(ctx),
  )
  answered(ctx, {
    kind: 'value',
    competitions: intent.competitions,
    window: { from: window.from, to: window.to },
    legs: picks.length,
  })
  return { answerable: true, markdown: lines.join('\n'), picks, matches: [], notices }
}

/** Every priced outcome as a candidate, scored by its edge. */
function edgeCandidates(prediction: FixturePrediction, views: ModelVersusMarket[]): Candidate[] {
  return views.map((view) => ({ prediction, view, score: view.edge }))
}

/** The 1X2 side the market rates likelier to win, scored by how far above the model it rates it. */
function favouriteCandidate(prediction: FixturePrediction, views: ModelVersusMarket[]): Candidate[] {
  const sides = views.filter((v) => (v.outcome === 'home_win' || v.outcome === 'away_win') && v.market)
  const favourite = sides.sort((a, b) => (b.market?.probability ?? 0) - (a.market?.probability ?? 0))[0]
  if (!favourite?.market) return []
  return [{ prediction, view: favourite, score: favourite.market.probability - favourite.modelProbability }]
}

/** One pick per match: its best-scoring outcome (two outcomes of one match are not two bets). */
function bestPerMatch(candidates: Candidate[]): Candidate[] {
  const best = new Map<string, Candidate>()
  for (const c of candidates) {
    const seen = best.get(c.prediction.match.id)
    if (!seen || c.score > seen.score) best.set(c.prediction.match.id, c)
  }
  return [...best.values()]
}

function matchName(ctx: ReportContext, m: MatchRecord): string {
  return `${ctx.world.teamName(m.homeTeamId)} v ${ctx.world.teamName(m.awayTeamId)}`
}

function capitalised(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1)
}

function free(ctx: ReportContext, lines: string[], notices: string[]): Report {
  return {
    answerable: false,
    coverage: 'none',
    markdown: [...lines, '', footer(ctx)].join('\n'),
    picks: [],
    matches: [],
    notices,
  }
}
