/**
 * Scale-out (b): the scheduled import runs once per slot across instances, and every instance
 * answers from what it imported. The stack imports every 3 s (DATA_IMPORT_INTERVAL_MINUTES=0.05)
 * from a copy of one real season; the test adds a new fixture to that copy. One instance imports
 * it, the other notices the new data version and refits, so both answer with the new fixture.
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { analyze, clientIp, IMPORT_INTERVAL_MINUTES, query, stack } from './stack.ts'

const NEW_FIXTURE = {
  round: 'Matchday 30',
  date: '2026-03-18',
  time: '20:00',
  team1: 'Chelsea FC',
  team2: 'Liverpool FC',
  score: {},
}
const QUESTION = { query: 'Chelsea vs Liverpool', date: '2026-03-17T10:00:00.000Z' }

interface Match {
  home: string
  away: string
  kickoff: string
  hypothetical?: boolean
}

/** Whether `instanceUrl` answers the question with the new fixture (on 18 March). */
async function knowsNewFixture(instanceUrl: string): Promise<boolean> {
  const answer = await analyze(instanceUrl, visitor(), QUESTION)
  if (answer.status !== 200) throw new Error(`analyze: ${answer.status} ${JSON.stringify(answer.body)}`)
  const matches = ((answer.body.analysis as { matches?: Match[] } | undefined)?.matches ?? []) as Match[]
  return matches.some(
    (match) =>
      /Chelsea/.test(match.home) &&
      /Liverpool/.test(match.away) &&
      match.kickoff.startsWith(NEW_FIXTURE.date) &&
      !match.hypothetical,
  )
}

function visitor(): Record<string, string> {
  const id = crypto.randomUUID()
  return { 'x-forwarded-for': clientIp(), 'x-visitor-id': `visitor-${id}`, 'x-session-id': `session-${id}` }
}

const importStarts = async () =>
  (await query<{ started_at: Date }>('select started_at from data_imports order by started_at')).map((row) =>
    row.started_at.getTime(),
  )

describe('scheduled import across two instances', () => {
  it('imports a new fixture once, and both instances answer with it', async () => {
    const { instances, seasonFile } = stack()
    for (const instance of instances) expect(await knowsNewFixture(instance.url)).toBe(false)
    const runsBefore = (await importStarts()).length

    // Written whole and renamed into place, as a data update lands: an import never reads half a file.
    const season = JSON.parse(readFileSync(seasonFile, 'utf8')) as { matches: unknown[] }
    season.matches.push(NEW_FIXTURE)
    writeFileSync(`${seasonFile}.new`, JSON.stringify(season))
    renameSync(`${seasonFile}.new`, seasonFile)

    for (const instance of instances) {
      await expect.poll(() => knowsNewFixture(instance.url), { timeout: 60_000, interval: 500 }).toBe(true)
    }

    // The fixture came in with exactly one import run...
    const adding = await query<{ n: number }>(
      `select count(*)::int as n from data_imports where matches_added = 1 and error is null`,
    )
    expect(adding[0]?.n).toBe(1)
    // ...the schedule keeps running (another run after the one that added it)...
    await expect.poll(async () => (await importStarts()).length, { timeout: 30_000 }).toBeGreaterThan(runsBefore + 1)
    const starts = await importStarts()
    // ...and no two runs shared a slot: consecutive runs started at least half an interval apart.
    const halfInterval = (IMPORT_INTERVAL_MINUTES * 60_000) / 2
    const gaps = starts.slice(1).map((start, i) => start - (starts[i] as number))
    expect(gaps.filter((gap) => gap < halfInterval)).toEqual([])
  })
})
