/**
 * The replay's rows from the walk-forward backtest of `npm run eval` (engine eval/backtest.ts):
 * what the shipped model (the blend) said before each match, for the 1X2 result, over 2.5 goals
 * and both teams to score, scored with the same metrics the eval prints, beside the backtest's
 * own base rate (the league's previous season). Nothing is recomputed differently here, so the
 * replay's means are the eval's means on the same matches.
 */
import { type BacktestRow, runBacktest } from '@pitchwise/engine/eval/backtest'
import { brier3, hit, logLoss3, logLossBinary, rps } from '@pitchwise/engine/eval/metrics'
import type { MatchRecord } from '@pitchwise/engine/types'
import type { ReplayPredictionsTable } from '../../db/schema.ts'

export interface ReplayOptions {
  competitions: string[]
  seasons: string[]
  refitDays: number
}

/** What `npm run eval` runs by default: three full seasons of the five big leagues, refit weekly. */
export const EVAL_DEFAULTS: ReplayOptions = {
  competitions: ['en.1', 'de.1', 'es.1', 'it.1', 'fr.1'],
  seasons: ['2022-23', '2023-24', '2024-25'],
  refitDays: 7,
}

export function replayRows(matches: MatchRecord[], options: ReplayOptions): ReplayPredictionsTable[] {
  return replayRowsFrom(runBacktest(matches, options))
}

/** Three rows per backtested match: 1X2, over 2.5 and both teams to score. */
export function replayRowsFrom(backtest: BacktestRow[]): ReplayPredictionsTable[] {
  return backtest.flatMap(rowsOf)
}

function binary(row: BacktestRow, market: string, p: number, base: number, happened: boolean): ReplayPredictionsTable {
  return {
    ...common(row),
    market,
    probabilities: { yes: p },
    base_probabilities: { yes: base },
    hit: happened,
    brier: (p - (happened ? 1 : 0)) ** 2,
    log_loss: logLossBinary(p, happened),
    rps: null,
    base_brier: (base - (happened ? 1 : 0)) ** 2,
    base_log_loss: logLossBinary(base, happened),
    base_rps: null,
  }
}

function common(row: BacktestRow) {
  return {
    match_id: row.match.id,
    competition: row.match.competition,
    season: row.match.season,
    match_date: row.match.date,
    home_goals: row.match.homeGoals as number,
    away_goals: row.match.awayGoals as number,
  }
}

function rowsOf(row: BacktestRow): ReplayPredictionsTable[] {
  const home = row.match.homeGoals as number
  const away = row.match.awayGoals as number
  const { blend, base, outcome } = row
  return [
    {
      ...common(row),
      market: '1x2',
      probabilities: { home: blend.home, draw: blend.draw, away: blend.away },
      base_probabilities: { home: base.home, draw: base.draw, away: base.away },
      hit: hit(blend, outcome),
      brier: brier3(blend, outcome),
      log_loss: logLoss3(blend, outcome),
      rps: rps(blend, outcome),
      base_brier: brier3(base, outcome),
      base_log_loss: logLoss3(base, outcome),
      base_rps: rps(base, outcome),
    },
    binary(row, 'over_2.5', row.over25.blend, row.over25.base, home + away > 2.5),
    binary(row, 'btts_yes', row.btts.blend, row.btts.base, home > 0 && away > 0),
  ]
}
