/**
 * Issue 33, part 2: the best price on offer sealed with each priced prediction, profit and
 * closing-line value from the stored prices once the match is played, an accumulator scored once
 * as one bet, receipts counted from the scored live rows only, the operators' view of scoring runs
 * and chain mismatches, and the metrics that count sealed, scored and void predictions.
 */
import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runFootballImport } from '../src/features/football/run-import.ts'
import { scoreSealedPredictions } from '../src/features/football/score-sealed-predictions.ts'
import { directorySource } from '../src/features/football/sources.ts'
import { ReceiptBook, receiptFor } from '../src/features/search/receipt-book.ts'
import { SealPriceBook } from '../src/features/search/seal-price-book.ts'
import { registry } from '../src/lib/metrics.ts'
import { canonicalText } from '../src/shared/seal/canonical.ts'
import { type AdminTestContext, createAdminTestApp } from './helpers/admin.ts'
import { FIXTURES_ON_14_MARCH, generatedSeason, startTestFootball } from './helpers/football.ts'
import { writeOpenfootballDir } from './helpers/openfootball-dir.ts'

const DATE = '2026-03-14T12:00:00.000+01:00'

let ctx: AdminTestContext
/** Home team name → match id of the fixtures on 14 March. */
const fixtureIds = new Map<string, string>()

beforeAll(async () => {
  // Receipts read the newest scoring run for every answer here, so an answer right after a run has its figures.
  ctx = await createAdminTestApp({ ANON_DAILY_LIMIT_PER_IP: '10000', RECEIPTS_RECHECK_SECONDS: '0' })
  ctx.app.football = await startTestFootball(ctx.database, ctx.app.log)
  const { rows } = await sql<{ id: string; home: string }>`select m.id, t.name as home from matches m
    join teams t on t.id = m.home_team_id where m.local_date = '2026-03-14'`.execute(ctx.database.db)
  // The data's names ('Arsenal FC') may be stored shortened: match them by their first word.
  for (const [home] of FIXTURES_ON_14_MARCH) {
    const row = rows.find((r) => r.home.startsWith(home.split(' ')[0] as string))
    if (row) fixtureIds.set(home, row.id)
  }
  expect(fixtureIds.size).toBe(FIXTURES_ON_14_MARCH.length)
  for (const [index, [home]] of FIXTURES_ON_14_MARCH.entries()) await storePrices(fixtureIds.get(home) as string, index)
})
afterAll(() => ctx.close())

interface PriceRow {
  market: '1x2' | 'total'
  bookmaker: string
  kind: 'opening' | 'closing'
  prices: [number, number, number] | [number, number]
}

/**
 * The same opening books on every fixture (best home 1.85 at bet365, best draw 3.70 at William
 * Hill, best away 4.50 at bet365, best over 2.5 at 2.01 at William Hill; the market maximum is an
 * aggregate nobody can bet at). Closing: Pinnacle on the first fixture, the market average only
 * on the second, none on the others.
 */
async function storePrices(matchId: string, fixture: number): Promise<void> {
  const rows: PriceRow[] = [
    { market: '1x2', bookmaker: 'bet365', kind: 'opening', prices: [1850, 3600, 4500] },
    { market: '1x2', bookmaker: 'williamhill', kind: 'opening', prices: [1800, 3700, 4200] },
    { market: '1x2', bookmaker: 'market_max', kind: 'opening', prices: [1990, 3900, 4800] },
    { market: 'total', bookmaker: 'bet365', kind: 'opening', prices: [1950, 1900] },
    { market: 'total', bookmaker: 'williamhill', kind: 'opening', prices: [2010, 1850] },
  ]
  if (fixture === 0)
    rows.push(
      { market: '1x2', bookmaker: 'pinnacle', kind: 'closing', prices: [1700, 3800, 5200] },
      { market: 'total', bookmaker: 'pinnacle', kind: 'closing', prices: [1900, 1950] },
    )
  if (fixture === 1)
    rows.push(
      { market: '1x2', bookmaker: 'market_average', kind: 'closing', prices: [1750, 3700, 4600] },
      { market: 'total', bookmaker: 'market_average', kind: 'closing', prices: [2100, 1760] },
    )
  for (const row of rows) {
    const [a, b, c] = row.prices
    await ctx.database.db
      .insertInto('match_prices')
      .values({
        match_id: matchId,
        market: row.market,
        line_x100: row.market === 'total' ? 250 : 0,
        bookmaker: row.bookmaker,
        kind: row.kind,
        home_milli: row.market === '1x2' ? a : null,
        draw_milli: row.market === '1x2' ? b : null,
        away_milli: row.market === '1x2' ? (c as number) : null,
        over_milli: row.market === 'total' ? a : null,
        under_milli: row.market === 'total' ? b : null,
        source: 'test',
      })
      .execute()
  }
}

function ask(query: string) {
  const headers = { 'x-visitor-id': `visitor-${randomUUID()}`, 'x-session-id': `session-${randomUUID()}` }
  return ctx.app.inject({ method: 'POST', url: '/api/analyze', headers, payload: { date: DATE, query } })
}

interface Sealed {
  seq: string
  kind: string
  match_id: string | null
  market: string
  canonical: string
}

async function sealed(): Promise<Sealed[]> {
  return (
    await sql<Sealed>`select seq::text, kind, match_id, market, canonical from sealed_predictions p
      order by p.seq`.execute(ctx.database.db)
  ).rows
}

async function metric(name: string, labels: Record<string, string> = {}): Promise<number> {
  const found = registry.getSingleMetric(name)
  if (!found) return 0
  const { values } = await found.get()
  return values
    .filter((v) => Object.entries(labels).every(([k, value]) => v.labels[k] === value))
    .reduce((sum, v) => sum + v.value, 0)
}

describe('market prices in the seal', () => {
  it('seals the best price a bettor could take (never an aggregate) with each priced pick and preview', async () => {
    const sealedBefore = await metric('pitchwise_predictions_sealed_total')
    const preview = await ask('Arsenal FC vs Everton FC')
    expect(preview.json().charged).toBe(true)
    const overs = await ask('over 2.5 goals tips today in the premier league')
    expect(overs.json().charged).toBe(true)
    const btts = await ask('btts tips today in the premier league')
    expect(btts.json().charged).toBe(true)

    const rows = await sealed()
    const previewRow = rows.find((r) => r.kind === 'preview' && r.match_id === fixtureIds.get('Arsenal FC'))
    expect(JSON.parse(previewRow?.canonical ?? '{}')).toMatchObject({
      v: 2,
      marketPrices: {
        home: { priceMilli: 1850, bookmaker: 'bet365', kind: 'opening' },
        draw: { priceMilli: 3700, bookmaker: 'williamhill', kind: 'opening' },
        away: { priceMilli: 4500, bookmaker: 'bet365', kind: 'opening' },
      },
    })
    const overRows = rows.filter((r) => r.kind === 'pick' && r.market === 'over_2.5')
    expect(overRows.length).toBeGreaterThan(0)
    for (const row of overRows)
      expect(JSON.parse(row.canonical).marketPrices).toEqual({
        yes: { priceMilli: 2010, bookmaker: 'williamhill', kind: 'opening' },
      })
    // Both teams to score has no stored price: sealed as null, never a derived one.
    const bttsRows = rows.filter((r) => r.kind === 'pick' && r.market.startsWith('btts_'))
    expect(bttsRows.length).toBeGreaterThan(0)
    for (const row of bttsRows) expect(JSON.parse(row.canonical).marketPrices).toBeNull()
    // The metric counts the rows the seals added.
    expect(await metric('pitchwise_predictions_sealed_total')).toBe(sealedBefore + rows.length)
  })

  it("reads a match's stored prices once per data version, and again for a new version", async () => {
    const book = new SealPriceBook()
    const arsenal = fixtureIds.get('Arsenal FC') as string
    const first = await book.pricesFor(ctx.database.db, [arsenal, 'no-such-match'], 7)
    expect(first.get(arsenal)).toHaveLength(7)
    expect(first.has('no-such-match')).toBe(false)
    // Only an import writes prices, and it moves the data version: a row written without one is
    // not read again for version 7, and is for version 8.
    await ctx.database.db
      .insertInto('match_prices')
      .values({
        match_id: arsenal,
        market: '1x2',
        line_x100: 0,
        bookmaker: 'betfair',
        kind: 'opening',
        home_milli: 1900,
        draw_milli: 3500,
        away_milli: 4000,
        source: 'test-extra',
      })
      .execute()
    try {
      expect((await book.pricesFor(ctx.database.db, [arsenal], 7)).get(arsenal)).toEqual(first.get(arsenal))
      expect((await book.pricesFor(ctx.database.db, [arsenal], 8)).get(arsenal)).toHaveLength(8)
    } finally {
      await ctx.database.db.deleteFrom('match_prices').where('source', '=', 'test-extra').execute()
    }
  })

  it('seals each accumulator leg with its own price', async () => {
    const res = await ask('over 2.5 goals treble for today')
    expect(res.json().charged).toBe(true)
    const acca = (await sealed()).find((r) => r.kind === 'accumulator')
    const legs = JSON.parse(acca?.canonical ?? '{}').legs as { market: string; price: unknown }[]
    expect(legs.length).toBe(3)
    for (const leg of legs) expect(leg.price).toEqual({ priceMilli: 2010, bookmaker: 'williamhill', kind: 'opening' })
  })

  it('receipts count only scored rows: before any result every receipt says too few', async () => {
    const res = await ask('over 2.5 goals tips today in the premier league')
    const picks = res.json().analysis.picks as { receipt?: { scored: number; text: string; href: string } }[]
    for (const pick of picks) {
      expect(pick.receipt?.scored).toBe(0)
      expect(pick.receipt?.text).toBe('Predictions like this: 0 sealed and scored so far; too few to give a rate')
      expect(pick.receipt?.href).toMatch(/^\/track-record\?market=totals&band=\d+-\d+$/)
    }
  })
})

describe('scoring with prices', () => {
  interface Score {
    seq: string
    kind: string
    match_id: string | null
    market: string
    canonical: string
    outcome: string
    hit: boolean | null
    price_milli: number | null
    profit_milli: number | null
    closing_price_milli: number | null
    closing_bookmaker: string | null
    clv: number | null
  }
  const scores = async () =>
    (
      await sql<Score>`select s.seq::text, p.kind, p.match_id, p.market, p.canonical, s.outcome, s.hit, s.price_milli,
          s.profit_milli, s.closing_price_milli, s.closing_bookmaker, s.clv
        from prediction_scores s join sealed_predictions p on p.seq = s.seq order by p.seq`.execute(ctx.database.db)
    ).rows
  /** Arsenal 2-0 (under), Liverpool 3-1 (over), City 1-1 (under), Spurs 2-2 (over). */
  const RESULTS: Record<string, [number, number]> = {
    'Arsenal FC': [2, 0],
    'Liverpool FC': [3, 1],
    'Manchester City FC': [1, 1],
    'Tottenham Hotspur FC': [2, 2],
  }

  it('scores profit at the sealed price and closing-line value against Pinnacle, else the market average', async () => {
    const scoredBefore = await metric('pitchwise_predictions_settled_total', { outcome: 'scored' })
    const played = generatedSeason().map((m) =>
      m.date === '2026-03-14' ? { ...m, ft: RESULTS[m.team1] as [number, number] } : m,
    )
    const folder = writeOpenfootballDir({
      '2025-26/en.1': { name: 'English Premier League 2025/26', matches: played },
    })
    const run = await runFootballImport(ctx.database, [directorySource(folder)])
    const first = await scores()
    expect(run.scoring.scored).toBe(first.filter((s) => s.outcome === 'scored').length)
    expect(await metric('pitchwise_predictions_settled_total', { outcome: 'scored' })).toBe(
      scoredBefore + run.scoring.scored,
    )

    const overs = first.filter((s) => s.kind === 'pick' && s.market === 'over_2.5')
    expect(overs.length).toBeGreaterThan(0)
    for (const s of overs) {
      const home = [...fixtureIds].find(([, id]) => id === s.match_id)?.[0] as string
      const [h, a] = RESULTS[home] as [number, number]
      const won = h + a > 2.5
      expect(s.hit).toBe(won)
      expect(s.price_milli).toBe(2010)
      expect(s.profit_milli).toBe(won ? 1010 : -1000)
      if (home === 'Arsenal FC') {
        expect(s).toMatchObject({ closing_price_milli: 1900, closing_bookmaker: 'pinnacle' })
        expect(s.clv).toBeCloseTo(2010 / 1900 - 1, 9)
      } else if (home === 'Liverpool FC') {
        expect(s).toMatchObject({ closing_price_milli: 2100, closing_bookmaker: 'market_average' })
        expect(s.clv).toBeCloseTo(2010 / 2100 - 1, 9)
      } else expect(s).toMatchObject({ closing_price_milli: null, clv: null })
    }

    // The Arsenal v Everton preview backs its likeliest outcome at the price sealed for it.
    const preview = first.find((s) => s.kind === 'preview' && s.match_id === fixtureIds.get('Arsenal FC')) as Score
    const p = JSON.parse(preview.canonical).probabilities as Record<string, string>
    const backed = (['home', 'draw', 'away'] as const).reduce((best, o) => (Number(p[o]) > Number(p[best]) ? o : best))
    const sealedPrice = { home: 1850, draw: 3700, away: 4500 }[backed]
    const closing = { home: 1700, draw: 3800, away: 5200 }[backed]
    expect(preview.price_milli).toBe(sealedPrice)
    expect(preview.profit_milli).toBe(backed === 'home' ? sealedPrice - 1000 : -1000)
    expect(preview.clv).toBeCloseTo(sealedPrice / closing - 1, 9)

    // Both teams to score sealed no price: scored, with no money figures.
    const btts = first.find((s) => s.kind === 'pick' && s.market.startsWith('btts_')) as Score
    expect(btts).toMatchObject({ outcome: 'scored', price_milli: null, profit_milli: null, clv: null })
  })

  it('scores an accumulator once, as one bet on all its legs at the product of their prices', async () => {
    const accas = (await scores()).filter((s) => s.kind === 'accumulator')
    expect(accas.length).toBe(1)
    const acca = accas[0] as Score
    const legs = JSON.parse(acca.canonical).legs as { match: string }[]
    const allWon = legs.every((leg) => {
      const home = [...fixtureIds].find(([, id]) => id === leg.match)?.[0] as string
      const [h, a] = RESULTS[home] as [number, number]
      return h + a > 2.5
    })
    expect(acca.outcome).toBe('scored')
    expect(acca.hit).toBe(allWon)
    expect(acca.price_milli).toBe(Math.round(2.01 ** 3 * 1000))
    expect(acca.profit_milli).toBe(allWon ? Math.round(2.01 ** 3 * 1000) - 1000 : -1000)

    // Importing the same results again scores nothing twice.
    const before = await scores()
    const again = await runFootballImport(ctx.database, [
      directorySource(
        writeOpenfootballDir({
          '2025-26/en.1': {
            name: 'English Premier League 2025/26',
            matches: generatedSeason().map((m) =>
              m.date === '2026-03-14' ? { ...m, ft: RESULTS[m.team1] as [number, number] } : m,
            ),
          },
        }),
      ),
    ])
    expect(again.scoring).toEqual({ scored: 0, voided: 0, errors: 0 })
    expect(await scores()).toEqual(before)
  })

  it('receipts count the scored rows of the family and band, never void or unsettled ones', async () => {
    // 40 margin picks at 65 % (26 won), 5 void and 5 unsettled: the receipt counts the 40.
    const seqs: string[] = []
    for (let i = 0; i < 50; i++) {
      const canonical = canonicalText({
        v: 2,
        kind: 'pick',
        match: `synthetic-${i}`,
        competition: 'en.1',
        kickoff: '2026-03-14T15:00:00.000Z',
        home: 'A',
        away: 'B',
        market: 'winning_margin_home_1',
        probabilities: { yes: '0.650000' },
        fairOdds: { yes: '1.54' },
        marketPrices: null,
        legs: [],
        season: null,
        model: 'test',
        data: 1,
      })
      const row = await ctx.database.db
        .insertInto('sealed_predictions')
        .values({
          prediction_key: `synthetic-${i}-${randomUUID()}`,
          kind: 'pick',
          match_id: `synthetic-${i}`,
          market: 'winning_margin_home_1',
          model_version: 'test',
          data_version: 1,
          canonical,
        })
        .returning('seq')
        .executeTakeFirstOrThrow()
      seqs.push(String(row.seq))
    }
    const book = new ReceiptBook()
    // As the app keeps it (RECEIPTS_RECHECK_SECONDS=30): the newest run is looked for every 30 s.
    let clock = 0
    const lagging = new ReceiptBook(30_000, () => clock)
    const before = await book.groupsNow(ctx.database.db)
    expect(receiptFor(before, 'pick', 'winning_margin_home_2', 0.61)?.scored).toBe(0)
    expect(receiptFor(await lagging.groupsNow(ctx.database.db), 'pick', 'winning_margin_home_2', 0.61)?.scored).toBe(0)
    for (const [i, seq] of seqs.entries()) {
      if (i >= 45) continue // unsettled
      const voided = i >= 40
      await ctx.database.db
        .insertInto('prediction_scores')
        .values({
          seq,
          outcome: voided ? 'void' : 'scored',
          home_goals: null,
          away_goals: null,
          hit: voided ? null : i < 26,
          brier: voided ? null : 0.1,
          log_loss: voided ? null : 0.5,
          rps: null,
          price_milli: null,
          profit_milli: null,
          closing_price_milli: null,
          closing_bookmaker: null,
          clv: null,
        })
        .execute()
    }
    // Kept until the next scoring run: the book still has the figures it counted.
    expect(receiptFor(await book.groupsNow(ctx.database.db), 'pick', 'winning_margin_home_2', 0.61)?.scored).toBe(0)
    await scoreSealedPredictions(ctx.database.db)
    // 29 s after its last look the lagging book still answers the old figures; at 30 s it looks again.
    clock = 29_999
    expect(receiptFor(await lagging.groupsNow(ctx.database.db), 'pick', 'winning_margin_home_2', 0.61)?.scored).toBe(0)
    clock = 30_000
    expect(receiptFor(await lagging.groupsNow(ctx.database.db), 'pick', 'winning_margin_home_2', 0.61)?.scored).toBe(40)
    const receipt = receiptFor(await book.groupsNow(ctx.database.db), 'pick', 'winning_margin_home_2', 0.61)
    expect(receipt).toEqual({
      market: 'margin',
      band: '60-70',
      scored: 40,
      hitRate: 26 / 40,
      modelSaid: expect.closeTo(0.65, 9),
      text: 'Predictions like this: 40 sealed and scored, 65 % won; the model said 65 %',
      href: '/track-record?market=margin&band=60-70',
    })
    // Another band of the same family has none scored.
    expect(receiptFor(await book.groupsNow(ctx.database.db), 'pick', 'winning_margin_home_1', 0.75)?.text).toBe(
      'Predictions like this: 0 sealed and scored so far; too few to give a rate',
    )
  })

  it('an answer after the results carries receipts from the scored predictions', async () => {
    const res = await ask('over 2.5 goals tips today in the premier league')
    const picks = res.json().analysis.picks as { probability: number; receipt: { band: string; scored: number } }[]
    const { rows } = await sql<{ canonical: string }>`select p.canonical from sealed_predictions p
      join prediction_scores s on s.seq = p.seq and s.outcome = 'scored'
      where p.kind = 'pick' and (p.market like 'over%' or p.market like 'under%')`.execute(ctx.database.db)
    for (const pick of picks) {
      const inBand = rows.filter((r) => {
        const p = Number(JSON.parse(r.canonical).probabilities.yes)
        return (
          `${Math.min(9, Math.floor(p * 10)) * 10}-${Math.min(9, Math.floor(p * 10)) * 10 + 10}` === pick.receipt.band
        )
      })
      expect(pick.receipt.scored).toBe(inBand.length)
    }
  })
})

describe('operators', () => {
  it('lists the scoring runs with what each scored, found void and could not score', async () => {
    const res = await ctx.asAdmin('GET', '/api/admin/seals/status')
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.runs.length).toBeGreaterThanOrEqual(3)
    const withScores = body.runs.find((r: { scored: number }) => r.scored > 0)
    expect(withScores).toMatchObject({ errors: 0, error: null })
    expect(withScores.finishedAt).not.toBeNull()
    expect(body.totals.sealed).toBe((await sealed()).length)
    expect(body.totals.sealed).toBe(body.totals.scored + body.totals.void + body.totals.pending)
    // After every import the chain is checked: intact so far.
    expect(body.checks[0]).toMatchObject({ ok: true, trigger: 'schedule', firstBadSeq: null })
    const asUser = await ctx.app.inject({ method: 'GET', url: '/api/admin/seals/status', headers: ctx.user.headers })
    expect(asUser.statusCode).toBe(403)
  })

  it('shows a chain mismatch and its first broken row after a row is tampered with', async () => {
    const mismatchesBefore = await metric('pitchwise_seal_chain_checks_total', { result: 'mismatch' })
    const victim = (await sealed())[2] as Sealed
    const forged = victim.canonical.replace(/"(yes|home)":"0\.\d+"/, '"$1":"0.990000"')
    expect(forged).not.toBe(victim.canonical)
    await sql
      .raw('alter table sealed_predictions disable trigger sealed_predictions_append_only')
      .execute(ctx.database.db)
    try {
      await sql`update sealed_predictions set canonical = ${forged} where seq = ${victim.seq}`.execute(ctx.database.db)
      const check = await ctx.asAdmin('POST', '/api/admin/seals/check')
      expect(check.statusCode).toBe(200)
      expect(check.json().check).toMatchObject({ ok: false, trigger: 'admin', firstBadSeq: Number(victim.seq) })
      expect(check.json().check.problem).toMatch(/changed after it was sealed/)
      const status = (await ctx.asAdmin('GET', '/api/admin/seals/status')).json()
      expect(status.checks[0]).toMatchObject({ ok: false, firstBadSeq: Number(victim.seq) })
      expect(await metric('pitchwise_seal_chain_checks_total', { result: 'mismatch' })).toBe(mismatchesBefore + 1)
    } finally {
      await sql`update sealed_predictions set canonical = ${victim.canonical} where seq = ${victim.seq}`.execute(
        ctx.database.db,
      )
      await sql
        .raw('alter table sealed_predictions enable trigger sealed_predictions_append_only')
        .execute(ctx.database.db)
    }
    const healed = await ctx.asAdmin('POST', '/api/admin/seals/check')
    expect(healed.json().check).toMatchObject({ ok: true, firstBadSeq: null })
  })
})
