/**
 * Writes joined statistics and prices (match-rows.ts) into match_statistics and match_prices,
 * file by file. A file whose fingerprint (its text and the matches it joined) is the one stored
 * in match_row_files is skipped: past seasons' files never change, so a scheduled import
 * rewrites only the running season's and the current prices. A changed file's rows replace
 * what that source stored for its matches (a price the file no longer has goes too). The
 * unmatched rows of each source replace its previous list. Statements are short batches, as
 * in import-data.ts, so the embedded database keeps answering requests meanwhile.
 */
import { type Kysely, sql } from 'kysely'
import type { Database } from '../../db/schema.ts'
import type { JoinedRowFile, JoinedRows } from './match-rows.ts'

/** Prices per statement (each is a dozen columns). */
const PRICE_BATCH = 500
const STAT_BATCH = 250

export interface MatchRowCounts {
  matched: number
  unmatched: number
  outside: number
  /** Files written (changed since the last import); the rest were unchanged and skipped. */
  filesWritten: number
  filesUnchanged: number
}

export async function importMatchRows(db: Kysely<Database>, joined: JoinedRows): Promise<MatchRowCounts> {
  const stored = new Map(
    (await db.selectFrom('match_row_files').select(['source', 'origin', 'fingerprint']).execute()).map((f) => [
      `${f.source}|${f.origin}`,
      f.fingerprint,
    ]),
  )
  let filesWritten = 0
  let filesUnchanged = 0
  for (const file of joined.files) {
    if (stored.get(`${file.source}|${file.origin}`) === file.fingerprint) {
      filesUnchanged++
      continue
    }
    await writeFile(db, file)
    filesWritten++
  }
  for (const { name } of joined.sources) {
    await db.deleteFrom('match_rows_unmatched').where('source', '=', name).execute()
  }
  for (const part of chunks(joined.unmatched, STAT_BATCH)) {
    await db
      .insertInto('match_rows_unmatched')
      .values(
        part.map((u) => ({
          source: u.source,
          origin: u.origin,
          competition_code: u.competition,
          season: u.season,
          local_date: u.date,
          home_name: u.homeName,
          away_name: u.awayName,
          reason: u.reason,
          data_dates: u.dataDates?.join(', ') ?? null,
        })),
      )
      .onConflict((oc) => oc.columns(['source', 'origin']).doNothing())
      .execute()
  }
  const sum = (key: 'matched' | 'unmatched' | 'outside') => joined.sources.reduce((n, s) => n + s[key], 0)
  return { matched: sum('matched'), unmatched: sum('unmatched'), outside: sum('outside'), filesWritten, filesUnchanged }
}

async function writeFile(db: Kysely<Database>, file: JoinedRowFile): Promise<void> {
  for (const part of chunks(file.rows, STAT_BATCH)) {
    const ids = part.map((r) => r.matchId)
    await db.deleteFrom('match_prices').where('source', '=', file.source).where('match_id', 'in', ids).execute()
    const statistics = part.flatMap((r) => (r.statistics ? [{ matchId: r.matchId, s: r.statistics }] : []))
    if (statistics.length > 0) {
      await db
        .insertInto('match_statistics')
        .values(
          statistics.map(({ matchId, s }) => ({
            match_id: matchId,
            source: file.source,
            ht_home_goals: s.halfTimeHomeGoals,
            ht_away_goals: s.halfTimeAwayGoals,
            home_shots: s.homeShots,
            away_shots: s.awayShots,
            home_shots_on_target: s.homeShotsOnTarget,
            away_shots_on_target: s.awayShotsOnTarget,
            home_corners: s.homeCorners,
            away_corners: s.awayCorners,
            home_fouls: s.homeFouls,
            away_fouls: s.awayFouls,
            home_yellow_cards: s.homeYellowCards,
            away_yellow_cards: s.awayYellowCards,
            home_red_cards: s.homeRedCards,
            away_red_cards: s.awayRedCards,
            referee: s.referee,
          })),
        )
        .onConflict((oc) =>
          oc.column('match_id').doUpdateSet((eb) => ({
            source: eb.ref('excluded.source'),
            ht_home_goals: eb.ref('excluded.ht_home_goals'),
            ht_away_goals: eb.ref('excluded.ht_away_goals'),
            home_shots: eb.ref('excluded.home_shots'),
            away_shots: eb.ref('excluded.away_shots'),
            home_shots_on_target: eb.ref('excluded.home_shots_on_target'),
            away_shots_on_target: eb.ref('excluded.away_shots_on_target'),
            home_corners: eb.ref('excluded.home_corners'),
            away_corners: eb.ref('excluded.away_corners'),
            home_fouls: eb.ref('excluded.home_fouls'),
            away_fouls: eb.ref('excluded.away_fouls'),
            home_yellow_cards: eb.ref('excluded.home_yellow_cards'),
            away_yellow_cards: eb.ref('excluded.away_yellow_cards'),
            home_red_cards: eb.ref('excluded.home_red_cards'),
            away_red_cards: eb.ref('excluded.away_red_cards'),
            referee: eb.ref('excluded.referee'),
            updated_at: sql`now()`,
          })),
        )
        .execute()
    }
    const prices = part.flatMap((r) =>
      r.prices.map((p) => ({
        match_id: r.matchId,
        market: p.market,
        line_x100: p.lineX100,
        bookmaker: p.bookmaker,
        kind: p.kind,
        home_milli: p.home ?? null,
        draw_milli: p.draw ?? null,
        away_milli: p.away ?? null,
        over_milli: p.over ?? null,
        under_milli: p.under ?? null,
        source: file.source,
      })),
    )
    for (const batch of chunks(prices, PRICE_BATCH)) {
      await db
        .insertInto('match_prices')
        .values(batch)
        // Another source's price of the same bookmaker, market and kind: the newer one stands.
        .onConflict((oc) =>
          oc.columns(['match_id', 'market', 'line_x100', 'bookmaker', 'kind']).doUpdateSet((eb) => ({
            home_milli: eb.ref('excluded.home_milli'),
            draw_milli: eb.ref('excluded.draw_milli'),
            away_milli: eb.ref('excluded.away_milli'),
            over_milli: eb.ref('excluded.over_milli'),
            under_milli: eb.ref('excluded.under_milli'),
            source: eb.ref('excluded.source'),
            updated_at: sql`now()`,
          })),
        )
        .execute()
    }
  }
  await db
    .insertInto('match_row_files')
    .values({ source: file.source, origin: file.origin, fingerprint: file.fingerprint })
    .onConflict((oc) =>
      oc.columns(['source', 'origin']).doUpdateSet((eb) => ({
        fingerprint: eb.ref('excluded.fingerprint'),
        imported_at: sql`now()`,
      })),
    )
    .execute()
}

function* chunks<T>(items: readonly T[], size: number): Generator<T[]> {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size)
}
