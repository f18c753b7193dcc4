import { loadDataDirectory } from '@pitchwise/engine/data/load-directory'
import { runBacktest, score } from '@pitchwise/engine/eval/backtest'
import { DATA_DIR, describeWithData } from '@pitchwise/engine/test-support/data-dir'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { replayRowsFrom } from '../src/features/track-record/replay-from-backtest.ts'
import { storeReplay } from '../src/features/track-record/replay-store.ts'
import { createTestApp, type TestContext } from './helpers/test-app.ts'

/**
 * Issue 33: the replay of earlier seasons shows what `npm run eval` computes on the same matches
 * (the walk-forward backtest, the blend against the base rate), apart from the live figures.
 * One league and one season keep it quick; `npm run replay` runs the eval's full default.
 */
describeWithData('the replay on /api/track-record', { football: true }, () => {
  let ctx: TestContext
  const options = { competitions: ['en.1'], seasons: ['2024-25'], refitDays: 7 }
  const ds = loadDataDirectory(DATA_DIR, { competitions: ['en.1'], seasons: ['2022-23', '2023-24', '2024-25'] })
  const backtest = runBacktest(ds.matches, options)

  beforeAll(async () => {
    ctx = await createTestApp()
  })
  afterAll(() => ctx.close())

  it('matches the eval on the same matches, labelled as a replay and never counted as live', async () => {
    const before = (await ctx.app.inject({ method: 'GET', url: '/api/track-record' })).json()
    expect(before.replay).toBeNull()
    await storeReplay(ctx.database.db, replayRowsFrom(backtest), { ...options, modelVersion: 'test-model' })

    const body = (await ctx.app.inject({ method: 'GET', url: '/api/track-record' })).json()
    const replay = body.replay
    expect(replay).toMatchObject({
      seasons: ['2024-25'],
      competitions: ['en.1'],
      matches: 380,
      modelVersion: 'test-model',
    })
    // The live figures are untouched by it.
    expect(body.live).toMatchObject({ sealed: 0, scored: 0 })

    const blend = score(backtest, 'blend')
    const base = score(backtest, 'base')
    const market = (id: string) => replay.figures.baselines.find((b: { market: string }) => b.market === id)
    const result = market('1x2')
    expect(result.scored).toBe(380)
    expect(result.model.rps).toBeCloseTo(blend.rps, 10)
    expect(result.model.brier).toBeCloseTo(blend.brier, 10)
    expect(result.model.logLoss).toBeCloseTo(blend.logLoss, 10)
    expect(result.baseRate.rps).toBeCloseTo(base.rps, 10)
    expect(result.baseRate.logLoss).toBeCloseTo(base.logLoss, 10)
    expect(market('totals').model.logLoss).toBeCloseTo(blend.over25LogLoss, 10)
    expect(market('btts').model.logLoss).toBeCloseTo(blend.bttsLogLoss, 10)
    const accuracy = replay.figures.byKind.find((k: { kind: string }) => k.kind === 'preview').hitRate
    expect(accuracy).toBeCloseTo(blend.accuracy, 10)
    // No bookmaker price is part of the replay: no market baseline, no profit.
    expect(result.marketPrice).toBeNull()
    expect(replay.figures.profit).toBeNull()

    // The reliability diagram pools home, draw and away as the eval's calibration table does.
    const calibration = replay.figures.calibration.find((c: { market: string }) => c.market === '1x2')
    expect(calibration.pairs).toBe(3 * 380)
    for (const bin of calibration.bins) {
      expect(bin.low).toBeLessThanOrEqual(bin.observed)
      expect(bin.high).toBeGreaterThanOrEqual(bin.observed)
    }

    // Filters apply to the replay too: a market, and a league it does not cover.
    const totals = (await ctx.app.inject({ method: 'GET', url: '/api/track-record?market=totals' })).json()
    expect(totals.replay.figures.baselines.map((b: { market: string }) => b.market)).toEqual(['totals'])
    const other = (await ctx.app.inject({ method: 'GET', url: '/api/track-record?league=de.1' })).json()
    expect(other.replay.figures.scored).toBe(0)
  })
})
