/**
 * The title and description of /track-record for the server to put into the page's HTML (search
 * engines and chat-app previews do not run the app): the live counts, from one cheap count query.
 */
import { type Kysely, sql } from 'kysely'
import type { Database } from '../../db/schema.ts'

export const TRACK_RECORD_PATH = /^\/track-record\/?$/

export async function trackRecordMeta(
  db: Kysely<Database>,
  productName: string,
): Promise<{ title: string; description: string }> {
  const { rows } = await sql<{ sealed: number; scored: number }>`
    select (select count(*)::int from sealed_predictions) as sealed,
      (select count(*)::int from prediction_scores where outcome = 'scored') as scored`.execute(db)
  const { sealed = 0, scored = 0 } = rows[0] ?? {}
  return {
    title: `Track record: ${sealed.toLocaleString('en-GB')} predictions sealed, ${scored.toLocaleString('en-GB')} scored | ${productName}`,
    description:
      'Every prediction an answer gives, sealed unchanged in a hash chain and scored when the result arrives: ' +
      'scores against base rates and the market, calibration, hit rates and profit, free to read and check.',
  }
}
