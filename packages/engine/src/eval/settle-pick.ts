/**
 * Whether a pick's market happened, from the final score: what the sealed track record scores a
 * pick against (issue 33). The keys are the report's (report/markets.ts). `push` is a stake
 * returned (draw no bet on a draw); null means the key is not one this settles, and the pick
 * stays unscored rather than guessed at.
 *
 * An Asian handicap is settled the way its probability is stated (report/handicap.ts: the chance
 * the bet shows a profit, a half win included): it happened when the bet ends in profit.
 */
export type PickSettlement = 'won' | 'lost' | 'push'

const won = (happened: boolean): PickSettlement => (happened ? 'won' : 'lost')

export function settlePick(market: string, homeGoals: number, awayGoals: number): PickSettlement | null {
  const total = homeGoals + awayGoals
  const goalsOf = (side: string) => (side === 'home' ? homeGoals : awayGoals)
  const againstOf = (side: string) => (side === 'home' ? awayGoals : homeGoals)
  const result = homeGoals > awayGoals ? 'home' : homeGoals < awayGoals ? 'away' : 'draw'
  switch (market) {
    case 'home_win':
    case 'underdog_home_win':
      return won(result === 'home')
    case 'away_win':
    case 'underdog_away_win':
      return won(result === 'away')
    case 'draw':
      return won(result === 'draw')
    case 'double_chance_1X':
      return won(result !== 'away')
    case 'double_chance_X2':
      return won(result !== 'home')
    case 'double_chance_12':
      return won(result !== 'draw')
    case 'btts_yes':
      return won(homeGoals > 0 && awayGoals > 0)
    case 'btts_no':
      return won(homeGoals === 0 || awayGoals === 0)
  }
  const totalKey = market.match(/^(over|under)_(\d+(?:\.\d+)?)$/)
  if (totalKey) {
    const line = Number(totalKey[2])
    return won(totalKey[1] === 'over' ? total > line : total < line)
  }
  const bttsOverKey = market.match(/^btts_and_over_(\d+(?:\.\d+)?)$/)
  if (bttsOverKey) return won(homeGoals > 0 && awayGoals > 0 && total > Number(bttsOverKey[1]))
  const teamOverKey = market.match(/^team_over_(home|away)_(\d+(?:\.\d+)?)$/)
  if (teamOverKey) return won(goalsOf(teamOverKey[1] as string) > Number(teamOverKey[2]))
  const resultTotalKey = market.match(/^result_and_total_(home|draw|away)_(over|under)_(\d+(?:\.\d+)?)$/)
  if (resultTotalKey) {
    const line = Number(resultTotalKey[3])
    return won(result === resultTotalKey[1] && (resultTotalKey[2] === 'over' ? total > line : total < line))
  }
  const resultBttsKey = market.match(/^result_and_btts_(home|draw|away)_(yes|no)$/)
  if (resultBttsKey) {
    const both = homeGoals > 0 && awayGoals > 0
    return won(result === resultBttsKey[1] && (resultBttsKey[2] === 'yes' ? both : !both))
  }
  const scoreKey = market.match(/^(?:exact_score|correct_score)_(\d+)-(\d+)$/)
  if (scoreKey) return won(homeGoals === Number(scoreKey[1]) && awayGoals === Number(scoreKey[2]))
  const drawNoBetKey = market.match(/^draw_no_bet_(home|away)$/)
  if (drawNoBetKey) return result === 'draw' ? 'push' : won(result === drawNoBetKey[1])
  const cleanSheetKey = market.match(/^clean_sheet_(home|away)$/)
  if (cleanSheetKey) return won(againstOf(cleanSheetKey[1] as string) === 0)
  const toNilKey = market.match(/^win_to_nil_(home|away)$/)
  if (toNilKey) return won(result === toNilKey[1] && againstOf(toNilKey[1] as string) === 0)
  const marginKey = market.match(/^winning_margin_(home|away)_(min)?(\d+)$/)
  if (marginKey) {
    const side = marginKey[1] as string
    const margin = goalsOf(side) - againstOf(side)
    const n = Number(marginKey[3])
    return won(marginKey[2] ? margin >= n : margin === n)
  }
  const handicapKey = market.match(/^asian_handicap_(home|away)_(-?\d+(?:\.\d+)?)$/)
  if (handicapKey) {
    const side = handicapKey[1] as string
    const line = Number(handicapKey[2])
    const margin = goalsOf(side) - againstOf(side)
    // A quarter line is two half stakes on the neighbouring lines.
    const halves = Number.isInteger(line * 2) ? [line] : [line - 0.25, line + 0.25]
    const profit = halves.reduce((sum, l) => sum + Math.sign(margin + l), 0)
    return won(profit > 0)
  }
  return null
}
