import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runFootballImport } from '../src/features/football/run-import.ts'
import { directorySource } from '../src/features/football/sources.ts'
import { canonicalText } from '../src/shared/seal/canonical.ts'
import { type DailyDigest, publishedDigestProblems, verifySealChain } from '../src/shared/seal/verify-chain.ts'
import { FIXTURES_ON_14_MARCH, generatedSeason, startTestFootball } from './helpers/football.ts'
import { writeOpenfootballDir } from './helpers/openfootball-dir.ts'
import { createTestApp, type TestContext } from './helpers/test-app.ts'

/**
 * Issue 33: every prediction a paid answer gives is sealed at the moment it is answered, in an
 * append-only, hash-chained table, and scored once its result arrives.
 */
const DATE = '2026-03-14T12:00:00.000+01:00'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestApp({ ANON_DAILY_LIMIT_PER_IP: '10000' })
  ctx.app.football = await startTestFootball(ctx.database, ctx.app.log)
})
afterAll(() => ctx.close())

function ask(query: string) {
  const headers = { 'x-visitor-id': `visitor-${randomUUID()}`, 'x-session-id': `session-${randomUUID()}` }
  return ctx.app.inject({ method: 'POST', url: '/api/analyze', headers, payload: { date: DATE, query } })
}

interface SealedRow {
  seq: string
  kind: string
  match_id: string | null
  market: string
  canonical: string
  model_version: string
  data_version: string
}

async function sealedRows(): Promise<SealedRow[]> {
  const { rows } = await sql<SealedRow>`select seq::text, kind, match_id, market, canonical, model_version,
      data_version::text from sealed_predictions p order by p.seq`.execute(ctx.database.db)
  return rows
}

/** Runs `statement` and answers the database's refusal message (or null when it was allowed). */
async function refusal(statement: string): Promise<string | null> {
  try {
    await sql.raw(statement).execute(ctx.database.db)
    return null
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
  }
}

describe('sealed predictions', () => {
  it('seals every pick of a paid answer with its fixture, market, probability, fair price and versions', async () => {
    const res = await ask('over 2.5 goals tips today in the premier league')
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.charged).toBe(true)
    const picks = body.analysis.picks as { matchId: string; market: string; probability: number; fairOdds: number }[]
    expect(picks.length).toBeGreaterThan(0)

    const rows = await sealedRows()
    for (const pick of picks) {
      const row = rows.find((r) => r.kind === 'pick' && r.match_id === pick.matchId && r.market === pick.market)
      expect(row, `sealed ${pick.matchId} ${pick.market}`).toBeDefined()
      const sealed = JSON.parse(row?.canonical ?? '{}')
      expect(Number(sealed.probabilities.yes)).toBeCloseTo(pick.probability, 6)
      expect(sealed.fairOdds.yes).toBe(pick.fairOdds.toFixed(2))
      expect(sealed.kickoff).toMatch(/^2026-03-14T/)
      expect(sealed.model).toBe(row?.model_version)
      expect(String(sealed.data)).toBe(row?.data_version)
    }
    expect(Number(rows[0]?.data_version)).toBeGreaterThan(0)
  })

  it('seals a match preview as its home, draw and away probabilities', async () => {
    const [home, away] = FIXTURES_ON_14_MARCH[1] as [string, string]
    const res = await ask(`${home} vs ${away}`)
    expect(res.json().charged).toBe(true)
    const match = res.json().analysis.matches[0]
    const row = (await sealedRows()).find((r) => r.kind === 'preview' && r.match_id === match.matchId)
    expect(row?.market).toBe('1x2')
    const sealed = JSON.parse(row?.canonical ?? '{}')
    expect(Number(sealed.probabilities.home)).toBeCloseTo(match.markets.home, 6)
    expect(Number(sealed.probabilities.draw)).toBeCloseTo(match.markets.draw, 6)
    expect(Number(sealed.probabilities.away)).toBeCloseTo(match.markets.away, 6)
  })

  it('seals an accumulator as one prediction naming its legs', async () => {
    const res = await ask('over 1.5 goals treble for today')
    expect(res.json().charged).toBe(true)
    const legs = res.json().analysis.picks as { matchId: string; probability: number }[]
    const rows = await sealedRows()
    const acca = rows.find(
      (r) => r.kind === 'accumulator' && JSON.parse(r.canonical).legs.length === legs.length && legs.length >= 2,
    )
    expect(acca, 'the accumulator is sealed').toBeDefined()
    const product = legs.reduce((p, leg) => p * leg.probability, 1)
    expect(Number(JSON.parse(acca?.canonical ?? '{}').probabilities.yes)).toBeCloseTo(product, 6)
  })

  it('the same prediction asked again refers to the first sealed row instead of sealing it twice', async () => {
    const before = await sealedRows()
    expect(before.length).toBeGreaterThan(0)
    const again = await ask('over 2.5 goals tips today in the premier league')
    expect(again.json().charged).toBe(true)
    expect(await sealedRows()).toEqual(before)
  })

  it('answers sealed at the same time chain one after the other (one writer at a time)', async () => {
    const questions = [
      'btts tips today in the premier league',
      'double chance tips today in the premier league',
      'over 1.5 goals tips today in the premier league',
      ...FIXTURES_ON_14_MARCH.map(([home, away]) => `${home} v ${away} preview`),
    ]
    const answers = await Promise.all(questions.map((q) => ask(q)))
    expect(answers.map((a) => a.json().charged)).toEqual(questions.map(() => true))
    const check = await verifySealChain(ctx.database.db)
    expect(check).toMatchObject({ ok: true, problem: null })
    expect(check.rows).toBe((await sealedRows()).length)
  })

  it('sealers in overlapping transactions take turns: every row chains to the one committed before it', async () => {
    // Each transaction seals, then holds on a little before committing: without the writer lock a
    // second sealer would chain to the same row as the first (on PostgreSQL, with DATABASE_URL).
    const seal = (n: number) =>
      ctx.database.db.transaction().execute(async (tx) => {
        const canonical = canonicalText({
          v: 2,
          kind: 'outright',
          match: null,
          competition: 'en.1',
          kickoff: null,
          home: null,
          away: null,
          market: 'outright_title',
          probabilities: { [`team-${n}`]: '1.000000' },
          fairOdds: { [`team-${n}`]: '1.00' },
          marketPrices: null,
          legs: [],
          season: '2025/26',
          model: 'test',
          data: 1,
        })
        await sql`insert into sealed_predictions (prediction_key, kind, market, model_version, data_version, canonical)
          values (${`overlap-${n}-${randomUUID()}`}, 'outright', 'outright_title', 'test', 1, ${canonical})`.execute(tx)
        await sql`select pg_sleep(0.02)`.execute(tx)
      })
    const results = await Promise.allSettled(Array.from({ length: 12 }, (_, n) => seal(n)))
    expect(results.filter((r) => r.status === 'rejected')).toEqual([])
    const check = await verifySealChain(ctx.database.db)
    expect(check.rows).toBe((await sealedRows()).length)
  })

  it('refuses to change, delete or empty a sealed row, even for the application database user', async () => {
    const [first] = await sealedRows()
    expect(first).toBeDefined()
    expect(await refusal(`update sealed_predictions set market = 'over_0.5' where seq = ${first?.seq}`)).toMatch(
      /append-only/,
    )
    expect(await refusal(`delete from sealed_predictions where seq = ${first?.seq}`)).toMatch(/append-only/)
    expect(await refusal('truncate sealed_predictions cascade')).toMatch(/append-only/)
    expect(await sealedRows()).toContainEqual(first)
  })

  it('the chain checks out, and a tampered row breaks it at that row', async () => {
    const intact = await verifySealChain(ctx.database.db)
    expect(intact).toMatchObject({ ok: true, problem: null })
    expect(intact.rows).toBe((await sealedRows()).length)
    expect(intact.days.length).toBeGreaterThan(0)
    const today = intact.days.at(-1) as DailyDigest
    const published = new Map([[today.day, today.head]])
    expect(publishedDigestProblems(intact, published)).toEqual([])

    const rows = await sealedRows()
    const victim = rows[1] as SealedRow
    const forged = victim.canonical.replace(/"yes":"0\.\d+"/, '"yes":"0.990000"')
    // An attacker with the table owner's rights switches the guard off: the chain still tells.
    await sql
      .raw('alter table sealed_predictions disable trigger sealed_predictions_append_only')
      .execute(ctx.database.db)
    try {
      await sql`update sealed_predictions set canonical = ${forged} where seq = ${victim.seq}`.execute(ctx.database.db)
      const broken = await verifySealChain(ctx.database.db)
      expect(broken.ok).toBe(false)
      expect(broken.firstBadSeq).toBe(Number(victim.seq))
      expect(broken.problem).toMatch(/changed after it was sealed/)
    } finally {
      await sql`update sealed_predictions set canonical = ${victim.canonical} where seq = ${victim.seq}`.execute(
        ctx.database.db,
      )
      await sql
        .raw('alter table sealed_predictions enable trigger sealed_predictions_append_only')
        .execute(ctx.database.db)
    }
    expect((await verifySealChain(ctx.database.db)).ok).toBe(true)
  })
})

describe('scoring sealed predictions when results arrive', () => {
  interface ScoreRow {
    seq: string
    kind: string
    match_id: string
    outcome: string
    hit: boolean | null
    brier: number | null
    log_loss: number | null
    rps: number | null
  }
  const scores = async () =>
    (
      await sql<ScoreRow>`select s.seq::text, p.kind, p.match_id, s.outcome, s.hit, s.brier, s.log_loss, s.rps
        from prediction_scores s join sealed_predictions p on p.seq = s.seq order by p.seq`.execute(ctx.database.db)
    ).rows

  it('scores every prediction whose match has a result once, and counts a postponed match as void', async () => {
    // The results of 14 March arrive: three matches played, Spurs v United postponed (taken off the list).
    const played = generatedSeason().map((m) => {
      if (m.date !== '2026-03-14') return m
      if (m.team1 === 'Tottenham Hotspur FC') return null
      return { ...m, ft: [2, 1] as [number, number] }
    })
    const folder = writeOpenfootballDir({
      '2025-26/en.1': {
        name: 'English Premier League 2025/26',
        matches: played.filter((m) => m !== null),
      },
    })
    await runFootballImport(ctx.database, [directorySource(folder)])
    const first = await scores()
    const sealed = await sealedRows()
    // Picks, previews and accumulators (one bet on all their legs); the test outrights' season is not over.
    const scoreable = sealed.filter((r) => r.kind !== 'outright')
    expect(first.length).toBe(scoreable.length)

    const finished = await sql<{ id: string }>`select id from matches where local_date = '2026-03-14'`.execute(
      ctx.database.db,
    )
    const playedIds = new Set(finished.rows.map((r) => r.id))
    for (const score of first) {
      if (playedIds.has(score.match_id)) {
        expect(score.outcome).toBe('scored')
        expect(score.brier).toBeGreaterThanOrEqual(0)
        expect(score.log_loss).toBeGreaterThan(0)
        expect(typeof score.hit).toBe('boolean')
      } else {
        expect(score.outcome).toBe('void')
        expect(score.brier).toBeNull()
      }
    }
    expect(first.some((s) => s.outcome === 'void')).toBe(true)
    // 2-1 for the home side: the 1X2 preview of Liverpool v Chelsea has an RPS, and hit means home was likeliest.
    const preview = first.find((s) => s.kind === 'preview')
    expect(preview?.rps).toBeGreaterThanOrEqual(0)

    // Over 2.5 with 2-1 (three goals) won; over 1.5 too.
    const overs = first.filter((s) => s.kind === 'pick' && s.outcome === 'scored')
    const markets = new Map(sealed.map((r) => [r.seq, r.market]))
    for (const s of overs) if (/^over_(1|2)\.5$/.test(markets.get(s.seq) ?? '')) expect(s.hit).toBe(true)

    // A second import of the same results scores nothing twice.
    await runFootballImport(ctx.database, [directorySource(folder)])
    expect(await scores()).toEqual(first)
  })
})
