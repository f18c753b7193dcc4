/**
 * The one-line "why" behind a pick, built only from numbers the caller gave us: model
 * expected goals, ratings, and the teams' recent results. Phrasing varies by match id.
 */
import type { FormEntry } from '../analysis-types.ts'
import type { FixturePrediction } from '../types.ts'
import { goals, plural } from './format.ts'
import type { Outcome } from './markets.ts'
import { type ShotForm, shotsVersusGoals } from './shot-form.ts'
import { choose } from './variation.ts'

export interface ReasonInput {
  prediction: FixturePrediction
  outcome: Outcome
  home: string
  away: string
  homeForm: FormEntry[]
  awayForm: FormEntry[]
  /** Shots against goals over each side's recent matches (shot-form.ts), when the statistics hold them. */
  homeShots?: ShotForm | null
  awayShots?: ShotForm | null
}

const avg = (xs: number[]) => (xs.length === 0 ? 0 : xs.reduce((a, b) => a + b, 0) / xs.length)
const totals = (f: FormEntry[]) => avg(f.map((e) => e.goalsFor + e.goalsAgainst))
const scoredIn = (f: FormEntry[]) => f.filter((e) => e.goalsFor > 0).length
const cleanSheets = (f: FormEntry[]) => f.filter((e) => e.goalsAgainst === 0).length
const letters = (f: FormEntry[]) => f.map((e) => e.result).join('')
const lastN = (f: FormEntry[]) => (f.length === 6 ? 'last six' : `last ${f.length}`)

function ordinal(n: number): string {
  const s = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th')
  return `${n}${s}`
}

/**
 * The reason, followed, when shots and goals disagree clearly for a side, by a sentence saying so
 * ("created more than their results show"); never when the statistics are missing or the gap small.
 */
export function reasonFor(x: ReasonInput): string {
  const base = baseReason(x)
  const shots = [shotsVersusGoals(x.home, x.homeShots ?? null), shotsVersusGoals(x.away, x.awayShots ?? null)]
    .filter((s): s is string => s !== null)
    .join(' ')
  return shots ? `${base} ${shots}` : base
}

function baseReason(x: ReasonInput): string {
  const { prediction: p, outcome, home, away, homeForm: hf, awayForm: af } = x
  const xg = p.markets.expectedGoals
  const xgLine = `${goals(xg.home)}–${goals(xg.away)}`
  const total = goals(xg.home + xg.away)
  const haveForm = hf.length > 0 && af.length > 0
  const seed = `${p.match.id}:${outcome.key}`
  const r = p.ratings
  const elo = `Elo ${Math.round(r.home.elo)} v ${Math.round(r.away.elo)}`

  switch (outcome.family) {
    case 'goals': {
      const overish = outcome.key.startsWith('over')
      if (!haveForm) return `Model expects ${total} goals (${home} ${goals(xg.home)}, ${away} ${goals(xg.away)}).`
      const both = goals(avg([totals(hf), totals(af)]))
      if (overish)
        return choose(seed, [
          `Model expects ${total} goals (xG ${xgLine}); both sides' recent games averaged ${both} goals.`,
          `${home} games average ${goals(totals(hf))} goals over their ${lastN(hf)}, ${away}'s ${goals(totals(af))}; model xG ${xgLine}.`,
          `${home} ${goals(xg.home)} xG at home against ${away} ${goals(xg.away)}; their recent matches averaged ${both} goals.`,
        ])
      // "Only" when the expected total is under the line backed, so the sentence argues for it.
      const line = Number(/^under_(\d+(?:\.\d+)?)$/.exec(outcome.key)?.[1] ?? Number.NaN)
      const only = xg.home + xg.away < line ? 'only ' : ''
      return choose(seed, [
        `Model expects ${only}${total} goals (xG ${xgLine}); recent games of both sides averaged ${both}.`,
        `${home} games average ${goals(totals(hf))} goals over their ${lastN(hf)}, ${away}'s ${goals(totals(af))}; model xG just ${xgLine}.`,
      ])
    }
    case 'btts': {
      // BTTS and over backs both sides scoring too: the yes reasons.
      if (outcome.key === 'btts_yes' || outcome.key.startsWith('btts_and_over')) {
        if (!haveForm) return `Both sides carry a goal threat: model xG ${xgLine}.`
        return choose(seed, [
          `Model xG ${xgLine}; ${home} scored in ${scoredIn(hf)} of their ${lastN(hf)}, ${away} in ${scoredIn(af)} of theirs.`,
          `Both sides carry a goal threat (xG ${xgLine}); ${away} have scored in ${scoredIn(af)} of their ${lastN(af)}.`,
        ])
      }
      const weakerHome = xg.home < xg.away
      const weaker = weakerHome ? home : away
      const other = weakerHome ? away : home
      const otherForm = weakerHome ? af : hf
      const weakerXg = goals(weakerHome ? xg.home : xg.away)
      if (otherForm.length === 0) return `${weaker} are expected to score only ${weakerXg}; model xG ${xgLine}.`
      return `${weaker} are expected to score only ${weakerXg}; ${other} kept ${plural(cleanSheets(otherForm), 'clean sheet')} in their ${lastN(otherForm)}.`
    }
    case 'result':
    case 'safe': {
      const backed = outcome.side === 'away' ? away : home
      const formClause = haveForm ? `; form ${letters(hf)} v ${letters(af)}` : ''
      // "Rated stronger" only when the backed side's rating is the higher one: a side backed to
      // avoid defeat is often the weaker, and the sentence must stay true.
      const backedElo = outcome.side === 'away' ? r.away.elo : r.home.elo
      const otherElo = outcome.side === 'away' ? r.home.elo : r.away.elo
      const plain = `${elo}${formClause}; model xG ${xgLine}.`
      if (outcome.side === undefined || backedElo <= otherElo) return plain
      return choose(seed, [plain, `${backed} are rated stronger (${elo}); model xG ${xgLine}${formClause}.`])
    }
    case 'draw': {
      // "Closely matched" only when the ratings say so; otherwise state the gap plainly.
      const gap = Math.abs(r.home.elo - r.away.elo)
      const close = gap <= 60 && Math.abs(xg.home - xg.away) <= 0.35
      return close
        ? `Closely matched: ${elo}, model xG ${xgLine}.`
        : `Draw at ${Math.round(p.markets.draw * 100)}%, the likeliest it gets here: ${elo}, model xG ${xgLine}.`
    }
    case 'margin':
    case 'handicap': {
      const side = outcome.side ?? 'home'
      const team = side === 'home' ? home : away
      const [mine, theirs] = side === 'home' ? [r.home.elo, r.away.elo] : [r.away.elo, r.home.elo]
      // Figures in the backed team's order, so "Bayern 2.1 to 1.6 (Elo 1835 v 1689)" reads one way.
      return `${team} expected ${goals(side === 'home' ? xg.home : xg.away)} goals to ${goals(side === 'home' ? xg.away : xg.home)} (Elo ${Math.round(mine)} v ${Math.round(theirs)}); the margin comes from the full scoreline distribution.`
    }
    case 'score': {
      // Only the top scoreline is "the likeliest"; an asked one ("a 0-0") says where it ranks.
      const rank = p.markets.correctScores.findIndex((s) => outcome.key.endsWith(`_${s.home}-${s.away}`))
      if (rank === 0) return `Model xG ${xgLine} makes this the single likeliest scoreline.`
      const top = p.markets.correctScores[0]
      const likeliest = top
        ? ` (the likeliest is ${top.home}–${top.away} at ${Math.round(top.probability * 100)}%)`
        : ''
      return rank > 0
        ? `Model xG ${xgLine}: this is the ${ordinal(rank + 1)} likeliest scoreline${likeliest}.`
        : `Model xG ${xgLine}: this scoreline is a long way down the list${likeliest}.`
    }
    case 'defence': {
      const side = outcome.side ?? 'home'
      const team = side === 'home' ? home : away
      const opponent = side === 'home' ? away : home
      const oppXg = goals(side === 'home' ? xg.away : xg.home)
      const defence = (side === 'home' ? r.home : r.away).defence
      return `${opponent} are expected to score just ${oppXg}; ${team} concede at ${defence.toFixed(2)}× the league rate.`
    }
    case 'team_goals': {
      const side = outcome.side ?? 'home'
      const team = side === 'home' ? home : away
      const attack = (side === 'home' ? r.home : r.away).attack
      return `${team} are expected to score ${goals(side === 'home' ? xg.home : xg.away)}; attack rated ${attack.toFixed(2)}× league average.`
    }
  }
}
