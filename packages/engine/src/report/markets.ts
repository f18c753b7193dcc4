/**
 * What a market selection means for one priced fixture: its candidate outcomes with machine
 * key, readable label and probability. Ranking takes the best candidate per fixture.
 */
import type { MarketSelection } from '../analysis-types.ts'
import type { FixturePrediction, GoalLine, MarketProbabilities, TeamGoalLine } from '../types.ts'
import { score } from './format.ts'
import { handicap, lineText, marginProbability } from './handicap.ts'

export type MarketFamily =
  | 'goals'
  | 'btts'
  | 'result'
  | 'safe'
  | 'draw'
  | 'score'
  | 'defence'
  | 'team_goals'
  | 'margin'
  | 'handicap'

export interface Outcome {
  key: string
  label: string
  probability: number
  family: MarketFamily
  /** The side the outcome backs, for reasons that talk about one team. */
  side?: 'home' | 'away'
  /** Break-even odds when they are not 1 / probability (Asian handicaps with pushes). */
  fairOdds?: number
}

function goalsWord(n: number): string {
  return n === 1 ? 'goal' : 'goals'
}

function marginOutcome(mk: Markets, side: 'home' | 'away', name: string, n: number, exact: boolean): Outcome {
  const m = Math.max(1, n)
  const label = exact
    ? `${name} to win by exactly ${m} ${goalsWord(m)}`
    : m === 1
      ? `${name} to win`
      : `${name} to win by ${m} or more goals`
  return {
    key: `winning_margin_${side}_${exact ? '' : 'min'}${m}`,
    label,
    probability: marginProbability(mk, side, m, exact),
    family: 'margin',
    side,
  }
}

function handicapOutcome(mk: Markets, side: 'home' | 'away', name: string, line: number): Outcome {
  const s = handicap(mk, side, line)
  return {
    key: `asian_handicap_${side}_${line}`,
    label: `${name} ${lineText(line)} (Asian handicap)`,
    // The chance the bet shows a profit (a half win included); pushes and half losses are stated apart.
    probability: s.win + s.halfWin,
    family: 'handicap',
    side,
    fairOdds: s.fairOdds,
  }
}

type Markets = FixturePrediction['markets']

// Outcome builders live at module level and run only for the outcomes a selection needs:
// ranking calls outcomesFor once per fixture per question, so per-call closures and unused
// objects were most of a warm answer's cost.
function homeWin(mk: Markets, home: string): Outcome {
  return { key: 'home_win', label: `${home} to win`, probability: mk.home, family: 'result', side: 'home' }
}
function awayWin(mk: Markets, away: string): Outcome {
  return { key: 'away_win', label: `${away} to win`, probability: mk.away, family: 'result', side: 'away' }
}
function dc1X(mk: Markets, home: string): Outcome {
  const p = mk.doubleChance.homeOrDraw
  return { key: 'double_chance_1X', label: `${home} or draw (1X)`, probability: p, family: 'safe', side: 'home' }
}
function dcX2(mk: Markets, away: string): Outcome {
  const p = mk.doubleChance.awayOrDraw
  return { key: 'double_chance_X2', label: `${away} or draw (X2)`, probability: p, family: 'safe', side: 'away' }
}
function dc12(mk: Markets): Outcome {
  const p = mk.doubleChance.homeOrAway
  return { key: 'double_chance_12', label: 'Either team to win (12)', probability: p, family: 'safe' }
}
function over(mk: Markets, line: GoalLine): Outcome {
  return { key: `over_${line}`, label: `Over ${line} goals`, probability: mk.over[line], family: 'goals' }
}
function under(mk: Markets, line: GoalLine): Outcome {
  return { key: `under_${line}`, label: `Under ${line} goals`, probability: mk.under[line], family: 'goals' }
}
function bttsYes(mk: Markets): Outcome {
  return { key: 'btts_yes', label: 'Both teams to score', probability: mk.bttsYes, family: 'btts' }
}
function bttsNo(mk: Markets): Outcome {
  return { key: 'btts_no', label: 'Both teams to score: No', probability: mk.bttsNo, family: 'btts' }
}
function sideOutcome(
  key: string,
  label: string,
  probability: number,
  family: MarketFamily,
  side: 'home' | 'away',
): Outcome {
  return { key: `${key}_${side}`, label, probability, family, side }
}

function teamOver(mk: Markets, side: 'home' | 'away', name: string, line: TeamGoalLine): Outcome {
  const probability = mk.teamOver[side][line]
  return {
    key: `team_over_${side}_${line}`,
    label: `${name} over ${line} goals`,
    probability,
    family: 'team_goals',
    side,
  }
}

/** Both score and over the line; from older predictors without the joint figure, no price. */
function bttsAndOver(mk: MarketProbabilities, line: GoalLine): Outcome {
  return {
    key: `btts_and_over_${line}`,
    label: `Both teams to score and over ${line} goals`,
    probability: mk.bttsAndOver?.[line] ?? 0,
    // Its reason is about both sides scoring, the harder half of the bet.
    family: 'btts',
  }
}

/** The result half of a two-part bet: its side (a named club's, wherever it plays), probability and words. */
function resultLeg(
  mk: MarketProbabilities,
  s: { result: 'home' | 'draw' | 'away' | null; teamId: string | null },
  p: FixturePrediction,
  home: string,
  away: string,
) {
  const side: 'home' | 'draw' | 'away' = s.result ?? (s.teamId === p.match.awayTeamId ? 'away' : 'home')
  return {
    side,
    probability: side === 'home' ? mk.home : side === 'away' ? mk.away : mk.draw,
    who: side === 'home' ? `${home} to win` : side === 'away' ? `${away} to win` : 'Draw',
    family: side === 'draw' ? ('draw' as const) : ('result' as const),
    ...(side === 'draw' ? {} : { outcomeSide: side }),
  }
}

/** "Arsenal to win and over 2.5": the result's share of the scorelines over (or under) the line. */
function resultAndTotal(
  mk: MarketProbabilities,
  s: Extract<MarketSelection, { type: 'result_and_total' }>,
  p: FixturePrediction,
  home: string,
  away: string,
): Outcome {
  const leg = resultLeg(mk, s, p, home, away)
  const over = mk.resultAndOver?.[leg.side][s.line]
  return {
    key: `result_and_total_${leg.side}_${s.total}_${s.line}`,
    label: `${leg.who} and ${s.total} ${s.line} goals`,
    probability: over === undefined ? 0 : s.total === 'over' ? over : Math.max(0, leg.probability - over),
    family: leg.family,
    ...(leg.outcomeSide ? { side: leg.outcomeSide } : {}),
  }
}

/** "Arsenal to win and BTTS": the result's share of the scorelines where both sides score (or not). */
function resultAndBtts(
  mk: MarketProbabilities,
  s: Extract<MarketSelection, { type: 'result_and_btts' }>,
  p: FixturePrediction,
  home: string,
  away: string,
): Outcome {
  const leg = resultLeg(mk, s, p, home, away)
  const both = mk.resultAndBtts?.[leg.side]
  return {
    key: `result_and_btts_${leg.side}_${s.btts}`,
    label: `${leg.who} and ${s.btts === 'yes' ? 'both teams to score' : 'not both teams to score'}`,
    probability: both === undefined ? 0 : s.btts === 'yes' ? both : Math.max(0, leg.probability - both),
    family: leg.family,
    ...(leg.outcomeSide ? { side: leg.outcomeSide } : {}),
  }
}

/** "Chance of a 0-0": that scoreline, the first number being the goals of the club named first. */
function exactScore(
  mk: MarketProbabilities,
  s: Extract<MarketSelection, { type: 'exact_score' }>,
  p: FixturePrediction,
  home: string,
  away: string,
): Outcome {
  const [first, second] = s.goals
  const flipped = s.teamId !== null && s.teamId === p.match.awayTeamId
  const [h, a] = flipped ? [second, first] : [first, second]
  const found = mk.correctScores.find((x) => x.home === h && x.away === a)
  return {
    key: `exact_score_${h}-${a}`,
    label: `Correct score ${home} ${score(h, a)} ${away}`,
    probability: found?.probability ?? 0,
    family: 'score',
  }
}

export function outcomesFor(
  selection: MarketSelection | null,
  p: FixturePrediction,
  home: string,
  away: string,
): Outcome[] {
  const mk = p.markets
  if (!selection)
    return [homeWin(mk, home), awayWin(mk, away), over(mk, '2.5'), under(mk, '2.5'), bttsYes(mk), bttsNo(mk)]
  switch (selection.type) {
    case 'over':
      return [over(mk, selection.line)]
    case 'under':
      return [under(mk, selection.line)]
    case 'btts_and_over':
      return [bttsAndOver(mk, selection.line)]
    case 'result_and_total':
      return [resultAndTotal(mk, selection, p, home, away)]
    case 'result_and_btts':
      return [resultAndBtts(mk, selection, p, home, away)]
    case 'exact_score':
      return [exactScore(mk, selection, p, home, away)]
    case 'btts_yes':
      return [bttsYes(mk)]
    case 'btts_no':
      return [bttsNo(mk)]
    case 'home_win':
      return [homeWin(mk, home)]
    case 'away_win':
      return [awayWin(mk, away)]
    case 'draw':
      return [{ key: 'draw', label: 'Draw', probability: mk.draw, family: 'draw' }]
    case 'underdog_win':
      // The side the model gives the smaller chance of winning; an even match has no underdog.
      return [mk.home < mk.away ? homeWin(mk, home) : awayWin(mk, away)].map((o) => ({
        ...o,
        key: `underdog_${o.key}`,
        label: `${o.label} (underdog)`,
      }))
    case 'match_result':
      return [
        homeWin(mk, home),
        { key: 'draw', label: 'Draw', probability: mk.draw, family: 'draw' },
        awayWin(mk, away),
      ]
    case 'double_chance':
      if (selection.side === '1X') return [dc1X(mk, home)]
      if (selection.side === 'X2') return [dcX2(mk, away)]
      if (selection.side === '12') return [dc12(mk)]
      if (selection.teamId === p.match.homeTeamId) return [dc1X(mk, home)]
      if (selection.teamId === p.match.awayTeamId) return [dcX2(mk, away)]
      return [dc1X(mk, home), dcX2(mk, away), dc12(mk)]
    case 'draw_no_bet': {
      const both = [
        sideOutcome('draw_no_bet', `${home} draw no bet`, mk.drawNoBet.home, 'result', 'home'),
        sideOutcome('draw_no_bet', `${away} draw no bet`, mk.drawNoBet.away, 'result', 'away'),
      ]
      // "Leipzig DNB": that side only.
      if (selection.teamId === p.match.homeTeamId) return both.slice(0, 1)
      if (selection.teamId === p.match.awayTeamId) return both.slice(1)
      return both
    }
    case 'correct_score':
      return mk.correctScores.slice(0, 1).map((s) => ({
        key: `correct_score_${s.home}-${s.away}`,
        label: `Correct score ${home} ${score(s.home, s.away)} ${away}`,
        probability: s.probability,
        family: 'score',
      }))
    case 'clean_sheet':
      return [
        sideOutcome('clean_sheet', `${home} clean sheet`, mk.cleanSheet.home, 'defence', 'home'),
        sideOutcome('clean_sheet', `${away} clean sheet`, mk.cleanSheet.away, 'defence', 'away'),
      ]
    case 'win_to_nil':
      return [
        sideOutcome('win_to_nil', `${home} to win to nil`, mk.winToNil.home, 'defence', 'home'),
        sideOutcome('win_to_nil', `${away} to win to nil`, mk.winToNil.away, 'defence', 'away'),
      ]
    case 'team_over': {
      // A named side prices only that side; none (or neither playing) prices both.
      const out: Outcome[] = []
      if (selection.teamId !== p.match.awayTeamId) out.push(teamOver(mk, 'home', home, selection.line))
      if (selection.teamId !== p.match.homeTeamId) out.push(teamOver(mk, 'away', away, selection.line))
      return out
    }
    case 'winning_margin': {
      const n = selection.margin === 0 ? 2 : selection.margin
      const out: Outcome[] = []
      if (selection.teamId !== p.match.awayTeamId) out.push(marginOutcome(mk, 'home', home, n, selection.exact))
      if (selection.teamId !== p.match.homeTeamId) out.push(marginOutcome(mk, 'away', away, n, selection.exact))
      return out
    }
    case 'asian_handicap': {
      // The line is the named team's; unnamed, it is read as the home side's.
      if (selection.teamId === p.match.awayTeamId) return [handicapOutcome(mk, 'away', away, selection.line)]
      if (selection.teamId === p.match.homeTeamId || selection.teamId === null)
        return [handicapOutcome(mk, 'home', home, selection.line)]
      return [handicapOutcome(mk, 'home', home, selection.line), handicapOutcome(mk, 'away', away, selection.line)]
    }
    case 'banker':
      // Safest single outcomes a bettor would actually back; over 0.5 is excluded as trivial.
      return [homeWin(mk, home), awayWin(mk, away), dc1X(mk, home), dcX2(mk, away), over(mk, '1.5'), under(mk, '3.5')]
  }
}

export function bestOutcome(
  selection: MarketSelection | null,
  p: FixturePrediction,
  home: string,
  away: string,
): Outcome {
  const list = outcomesFor(selection, p, home, away)
  let best = list[0]
  for (const o of list) if (best === undefined || o.probability > best.probability) best = o
  if (!best) throw new Error('no outcome')
  return best
}

/** The result half of a two-part bet: "a home win", or "the win" of the club named. */
function resultPhrase(result: 'home' | 'draw' | 'away' | null): string {
  return result === 'draw' ? 'a draw' : result === 'home' ? 'a home win' : result === 'away' ? 'an away win' : 'the win'
}

/** How the market is said in a sentence: "over 2.5 goals", "both teams to score". */
export function marketPhrase(selection: MarketSelection | null): string {
  if (!selection) return 'the strongest angle'
  switch (selection.type) {
    case 'over':
      return `over ${selection.line} goals`
    case 'under':
      return `under ${selection.line} goals`
    case 'btts_and_over':
      return `both teams to score and over ${selection.line} goals`
    case 'result_and_total':
      return `${resultPhrase(selection.result)} and ${selection.total} ${selection.line} goals`
    case 'result_and_btts':
      return `${resultPhrase(selection.result)} and ${selection.btts === 'no' ? 'not ' : ''}both teams to score`
    case 'exact_score':
      return `the score ${selection.goals[0]}–${selection.goals[1]}`
    case 'btts_yes':
      return 'both teams to score'
    case 'btts_no':
      return 'both teams to score: no'
    case 'home_win':
      return 'a home win'
    case 'away_win':
      return 'an away win'
    case 'draw':
      return 'a draw'
    case 'underdog_win':
      return 'an underdog win'
    case 'match_result':
      return 'the match result'
    case 'double_chance':
      return selection.side ? `double chance ${selection.side}` : 'double chance'
    case 'draw_no_bet':
      return 'draw no bet'
    case 'correct_score':
      return 'the correct score'
    case 'clean_sheet':
      return 'a clean sheet'
    case 'win_to_nil':
      return 'a win to nil'
    case 'team_over':
      return `a team scoring over ${selection.line}`
    case 'banker':
      return 'the safest outcome'
    case 'winning_margin':
      return selection.margin === 0
        ? 'the winning margin'
        : selection.exact
          ? `a win by exactly ${selection.margin} ${goalsWord(selection.margin)}`
          : `a win by ${selection.margin} or more goals`
    case 'asian_handicap':
      return `Asian handicap ${lineText(selection.line)}`
  }
}

/**
 * The bar a pick must clear to be offered: "more likely than not" for two-way markets, higher
 * for bankers; none for draws and correct scores, which are rarely above even odds.
 */
export function qualifyingBar(selection: MarketSelection | null): number {
  if (!selection) return 0.55
  switch (selection.type) {
    case 'banker':
      return 0.7
    // A two-part bet rarely clears even odds, nor does an underdog: ranked by probability, no bar.
    case 'btts_and_over':
    case 'result_and_total':
    case 'result_and_btts':
    case 'exact_score':
    case 'underdog_win':
    case 'draw':
    case 'correct_score':
    case 'match_result':
    case 'winning_margin':
      return 0
    default:
      return 0.5
  }
}
