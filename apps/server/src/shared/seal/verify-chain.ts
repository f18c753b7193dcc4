/**
 * The chain check (`npm run seal:verify`): walks sealed_predictions in order and recomputes every
 * hash from the row's own number, its predecessor's hash, its time and its canonical text; checks
 * the numbers run without a gap (a gap is a removed row) and that the columns queries use say what
 * the canonical text says. It also gives the daily digest: the chain's head at the end of each UTC
 * day, which, once published, pins every row sealed up to then.
 */
import { type Kysely, sql } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { chainHash, GENESIS_HASH } from './canonical.ts'

export interface DailyDigest {
  /** YYYY-MM-DD (UTC). */
  day: string
  /** Rows sealed that day. */
  rows: number
  /** The number and hash of the last row sealed that day. */
  lastSeq: number
  head: string
}

export interface ChainCheck {
  ok: boolean
  rows: number
  /** The first row whose hash, number or columns do not check out. */
  firstBadSeq: number | null
  problem: string | null
  days: DailyDigest[]
}

interface StoredRow {
  seq: string
  kind: string
  match_id: string | null
  market: string
  model_version: string
  data_version: string
  canonical: string
  sealed_at: string
  prev_hash: string
  hash: string
}

const PAGE = 1000

export async function verifySealChain(db: Kysely<Database>): Promise<ChainCheck> {
  const days: DailyDigest[] = []
  let expectedSeq = 1
  let prevHash = GENESIS_HASH
  let rows = 0
  const fail = (seq: number, problem: string): ChainCheck => ({ ok: false, rows, firstBadSeq: seq, problem, days })
  for (;;) {
    const page = await sql<StoredRow>`select seq::text, kind, match_id, market, model_version, data_version::text,
        canonical, to_char(sealed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as sealed_at, prev_hash, hash
      from sealed_predictions p where p.seq >= ${expectedSeq} order by p.seq limit ${PAGE}`.execute(db)
    for (const row of page.rows) {
      const seq = Number(row.seq)
      if (seq !== expectedSeq) return fail(expectedSeq, `row ${expectedSeq} is missing`)
      if (row.prev_hash !== prevHash) return fail(seq, `row ${seq} does not point at row ${seq - 1}`)
      if (chainHash(seq, prevHash, row.sealed_at, row.canonical) !== row.hash)
        return fail(seq, `row ${seq} was changed after it was sealed`)
      const mismatch = columnMismatch(row)
      if (mismatch) return fail(seq, `row ${seq}: ${mismatch} differs from its sealed text`)
      const day = row.sealed_at.slice(0, 10)
      const last = days.at(-1)
      if (last?.day === day) {
        last.rows++
        last.lastSeq = seq
        last.head = row.hash
      } else days.push({ day, rows: 1, lastSeq: seq, head: row.hash })
      prevHash = row.hash
      expectedSeq = seq + 1
      rows++
    }
    if (page.rows.length < PAGE) break
  }
  return { ok: true, rows, firstBadSeq: null, problem: null, days }
}

function columnMismatch(row: StoredRow): string | null {
  let sealed: Record<string, unknown>
  try {
    sealed = JSON.parse(row.canonical)
  } catch {
    return 'canonical'
  }
  if (sealed.kind !== row.kind) return 'kind'
  if ((sealed.match ?? null) !== row.match_id) return 'match_id'
  if (sealed.market !== row.market) return 'market'
  if (sealed.model !== row.model_version) return 'model_version'
  if (String(sealed.data) !== row.data_version) return 'data_version'
  return null
}

/**
 * A published digest (day → head hash) checks out when the chain, as it stands, ended that day on
 * the same hash. The chain may only have grown since; a day it no longer has, or another head,
 * means rows sealed up to that day were changed or removed.
 */
export function publishedDigestProblems(check: ChainCheck, published: ReadonlyMap<string, string>): string[] {
  const problems: string[] = []
  for (const [day, head] of published) {
    const found = check.days.find((d) => d.day === day)
    if (!found) problems.push(`no predictions sealed on ${day} any more (published head ${head})`)
    else if (found.head !== head) problems.push(`${day} ends on ${found.head}, published ${head}`)
  }
  return problems
}
