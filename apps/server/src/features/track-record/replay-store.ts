/**
 * Where the replay lives (migration 0115): `replay_predictions`, one row per match and market, and
 * `replay_runs`, what each run covered. A run replaces every row in one transaction, so a reader
 * sees the old replay or the new one, never half of each. Reading turns the rows into the same
 * ScoredPrediction the live figures use; the two are aggregated apart.
 */
import { marketFamily } from '@pitchwise/contract'
import type { Kysely } from 'kysely'
import type { Database, ReplayPredictionsTable } from '../../db/schema.ts'
import type { ReplayOptions } from './replay-from-backtest.ts'
import type { ScoredPrediction } from './scored-prediction.ts'

const BATCH = 500
const OUTCOMES = ['home', 'draw', 'away'] as const

export async function storeReplay(
  db: Kysely<Database>,
  rows: ReplayPredictionsTable[],
  options: ReplayOptions & { modelVersion: string },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('replay_predictions').execute()
    for (let i = 0; i < rows.length; i += BATCH) {
      const batch = rows.slice(i, i + BATCH).map((row) => ({
        ...row,
        probabilities: JSON.stringify(row.probabilities),
        base_probabilities: JSON.stringify(row.base_probabilities),
      }))
      // jsonb columns take the JSON text; Kysely's row type says the parsed object.
      await trx
        .insertInto('replay_predictions')
        .values(batch as unknown as ReplayPredictionsTable[])
        .execute()
    }
    await trx
      .insertInto('replay_runs')
      .values({
        seasons: options.seasons.join(','),
        competitions: options.competitions.join(','),
        refit_days: options.refitDays,
        matches: new Set(rows.map((r) => r.match_id)).size,
        model_version: options.modelVersion,
      })
      .execute()
  })
}

export interface ReplayRun {
  id: string
  seasons: string[]
  competitions: string[]
  refitDays: number
  matches: number
  modelVersion: string
  computedAt: string
}

export async function latestReplayRun(db: Kysely<Database>): Promise<ReplayRun | null> {
  const run = await db.selectFrom('replay_runs').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirst()
  if (!run) return null
  return {
    id: String(run.id),
    seasons: run.seasons.split(','),
    competitions: run.competitions.split(','),
    refitDays: run.refit_days,
    matches: run.matches,
    modelVersion: run.model_version,
    computedAt: new Date(run.finished_at).toISOString(),
  }
}

export async function loadReplayRows(db: Kysely<Database>, league: string | null): Promise<ScoredPrediction[]> {
  let query = db.selectFrom('replay_predictions').selectAll()
  if (league) query = query.where('competition', '=', league)
  const rows = await query.execute()
  return rows.map(toPrediction)
}

function toPrediction(row: ReplayPredictionsTable): ScoredPrediction {
  const outcome = row.home_goals > row.away_goals ? 0 : row.home_goals === row.away_goals ? 1 : 2
  return {
    // The 1X2 forecast is a preview's; over 2.5 and BTTS are yes/no, as a pick is.
    kind: row.market === '1x2' ? 'preview' : 'pick',
    market: row.market,
    family: marketFamily(row.market),
    status: 'scored',
    probabilities: row.probabilities,
    happened: row.market === '1x2' ? OUTCOMES[outcome] : row.hit ? 'yes' : 'no',
    hit: row.hit,
    model: { brier: row.brier, logLoss: row.log_loss, rps: row.rps },
    baseRate: { brier: row.base_brier, logLoss: row.base_log_loss, rps: row.base_rps },
    marketPrice: null,
    profit: null,
  }
}
