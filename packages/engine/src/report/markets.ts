/**
 * What a market selection means for one priced fixture: its candidate outcomes with machine
 * key, readable label and probability. Ranking takes the best candidate per fixture.
 */
import type { MarketSelection } from '../analysis-types.ts'
import type { FixturePrediction } from '../types.ts'
import { score } from './format.ts'

export type MarketFamily = 'goals' | 'btts' | 'result' | 'safe' | 'draw' | 'score' | 'defence' | 'team_goals'

export interface Outcome {
  key: string
  label: string
  probability: number
  family: MarketFamily
  /** The side the outcome backs, for reasons that talk about one team. */
  side?: 'home' | 'away'
}

export function outcomesFor(
  selection: MarketSelection | null,
  p: FixturePrediction,
  home: string,
  away: string,
): Outcome[] {
  const mk = p.markets
  const homeWin: Outcome = {
    key: 'home_win',
    label: `${home} to win`,
    probability: mk.home,
    family: 'result',
    side: 'home',
  }
  const awayWin: Outcome = {
    key: 'away_win',
    label: `${away} to win`,
    probability: mk.away,
    family: 'result',
    side: 'away',
  }
  const draw: Outcome = { key: 'draw', label: 'Draw', probability: mk.draw, family: 'draw' }
  const dc1X: Outcome = {
    key: 'double_chance_1X',
    label: `${home} or draw (1X)`,
    probability: mk.doubleChance.homeOrDraw,
    family: 'safe',
    side: 'home',
  }
  const dcX2: Outcome = {
    key: 'double_chance_X2',
    label: `${away} or draw (X2)`,
    probability: mk.doubleChance.awayOrDraw,
    family: 'safe',
    side: 'away',
  }
  const dc12: Outcome = {
    key: 'double_chance_12',
    label: 'Either team to win (12)',
    probability: mk.doubleChance.homeOrAway,
    family: 'safe',
  }
  const over = (line: keyof typeof mk.over): Outcome => ({
    key: `over_${line}`,
    label: `Over ${line} goals`,
    probability: mk.over[line],
    family: 'goals',
  })
  const under = (line: keyof typeof mk.under): Outcome => ({
    key: `under_${line}`,
    label: `Under ${line} goals`,
    probability: mk.under[line],
    family: 'goals',
  })
  const bttsYes: Outcome = { key: 'btts_yes', label: 'Both teams to score', probability: mk.bttsYes, family: 'btts' }
  const bttsNo: Outcome = { key: 'btts_no', label: 'Both teams to score: No', probability: mk.bttsNo, family: 'btts' }

  if (!selection) return [homeWin, awayWin, over('2.5'), under('2.5'), bttsYes, bttsNo]
  switch (selection.type) {
    case 'over':
      return [over(selection.line)]
    case 'under':
      return [under(selection.line)]
    case 'btts_yes':
      return [bttsYes]
    case 'btts_no':
      return [bttsNo]
    case 'home_win':
      return [homeWin]
    case 'away_win':
      return [awayWin]
    case 'draw':
      return [draw]
    case 'match_result':
      return [homeWin, draw, awayWin]
    case 'double_chance':
      if (selection.side === '1X') return [dc1X]
      if (selection.side === 'X2') return [dcX2]
      if (selection.side === '12') return [dc12]
      return [dc1X, dcX2, dc12]
    case 'draw_no_bet':
      return [
        {
          key: 'draw_no_bet_home',
          label: `${home} draw no bet`,
          probability: mk.drawNoBet.home,
          family: 'result',
          side: 'home',
        },
        {
          key: 'draw_no_bet_away',
          label: `${away} draw no bet`,
          probability: mk.drawNoBet.away,
          family: 'result',
          side: 'away',
        },
      ]
    case 'correct_score':
      return mk.correctScores.slice(0, 1).map((s) => ({
        key: `correct_score_${s.home}-${s.away}`,
        label: `Correct score ${home} ${score(s.home, s.away)} ${away}`,
        probability: s.probability,
        family: 'score',
      }))
    case 'clean_sheet':
      return [
        {
          key: 'clean_sheet_home',
          label: `${home} clean sheet`,
          probability: mk.cleanSheet.home,
          family: 'defence',
          side: 'home',
        },
        {
          key: 'clean_sheet_away',
          label: `${away} clean sheet`,
          probability: mk.cleanSheet.away,
          family: 'defence',
          side: 'away',
        },
      ]
    case 'win_to_nil':
      return [
        {
          key: 'win_to_nil_home',
          label: `${home} to win to nil`,
          probability: mk.winToNil.home,
          family: 'defence',
          side: 'home',
        },
        {
          key: 'win_to_nil_away',
          label: `${away} to win to nil`,
          probability: mk.winToNil.away,
          family: 'defence',
          side: 'away',
        },
      ]
    case 'team_over': {
      const line = selection.line
      const sides: ('home' | 'away')[] =
        selection.teamId === p.match.homeTeamId
          ? ['home']
          : selection.teamId === p.match.awayTeamId
            ? ['away']
            : ['home', 'away']
      return sides.map((side) => ({
        key: `team_over_${side}_${line}`,
        label: `${side === 'home' ? home : away} over ${line} goals`,
        probability: mk.teamOver[side][line],
        family: 'team_goals',
        side,
      }))
    }
    case 'banker':
      // Safest single outcomes a bettor would actually back; over 0.5 is excluded as trivial.
      return [homeWin, awayWin, dc1X, dcX2, over('1.5'), under('3.5')]
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

/** How the market is said in a sentence: "over 2.5 goals", "both teams to score". */
export function marketPhrase(selection: MarketSelection | null): string {
  if (!selection) return 'the strongest angle'
  switch (selection.type) {
    case 'over':
      return `over ${selection.line} goals`
    case 'under':
      return `under ${selection.line} goals`
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
    case 'draw':
    case 'correct_score':
    case 'match_result':
      return 0
    default:
      return 0.5
  }
}
