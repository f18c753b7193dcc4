/**
 * Issue 34: the free browse pages over a real football service (import → fit → engine) on the
 * generated season, as of Saturday 14 March 2026. The API answers a day's fixtures, a match, a
 * league and a team; the server writes each page's title, description and Open Graph tags into
 * its HTML; the sitemap lists real pages; answers carry ETags that revalidate to 304 and change
 * when an import changes the data.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createFootballService, type FootballService } from '../src/features/football/football-service.ts'
import { directorySource } from '../src/features/football/sources.ts'
import { FIXTURES_ON_14_MARCH, generatedSeason } from './helpers/football.ts'
import { toOpenfootballJson } from './helpers/openfootball-dir.ts'
import { createTestApp, type TestContext } from './helpers/test-app.ts'

const INDEX =
  '<!doctype html><html><head><title>Pitchwise</title><meta name="description" content="Ask football questions"></head><body><div id="root"></div></body></html>'
const ARSENAL_EVERTON = 'en.1:2025-26:2026-03-14:arsenal:everton'

let ctx: TestContext
let service: FootballService
let dataDir: string
const season = generatedSeason()

function writeSeason(matches = season) {
  mkdirSync(path.join(dataDir, '2025-26'), { recursive: true })
  writeFileSync(
    path.join(dataDir, '2025-26', 'en.1.json'),
    JSON.stringify(toOpenfootballJson({ name: 'English Premier League 2025/26', matches })),
  )
}

beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'pitchwise-dist-'))
  writeFileSync(path.join(dist, 'index.html'), INDEX)
  ctx = await createTestApp({ NODE_ENV: 'production', WEB_DIST_DIR: dist, PUBLIC_URL: 'https://pitchwise.example' })
  dataDir = mkdtempSync(path.join(tmpdir(), 'pitchwise-browse-'))
  writeSeason()
  service = createFootballService({
    database: ctx.database,
    logger: ctx.app.log,
    sources: [directorySource(dataDir)],
    importIntervalMinutes: 0,
    demoDate: '2026-03-14',
  })
  await service.start()
  ctx.app.football = service
})
afterAll(async () => {
  await service.stop()
  await ctx.close()
})

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers })
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1]
const metaOf = (html: string, property: string) =>
  new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)">`).exec(html)?.[1]

describe('the browse API', () => {
  it("lists the day's fixtures with the model's 1X2, over 2.5 and BTTS probabilities", async () => {
    const res = await get('/api/browse/matches?day=today')
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.from).toBe('2026-03-14')
    const fixtures = body.competitions.flatMap((c: { fixtures: unknown[] }) => c.fixtures)
    expect(fixtures.map((f: { home: { name: string }; away: { name: string } }) => [f.home.name, f.away.name])).toEqual(
      FIXTURES_ON_14_MARCH.map(([home, away]) => [home.replace(' FC', ''), away.replace(' FC', '')]),
    )
    const p = fixtures[0].probabilities
    expect(p.home + p.draw + p.away).toBeCloseTo(1, 3)
    expect(p.over25).toBeGreaterThan(0)
    expect(p.btts).toBeGreaterThan(0)
  })

  it('answers 404 for an id that names nothing and 400 for a malformed day', async () => {
    expect((await get('/api/browse/teams/no-such-club')).statusCode).toBe(404)
    expect((await get('/api/browse/matches/nothing')).statusCode).toBe(404)
    expect((await get('/api/browse/matches?day=someday')).statusCode).toBe(400)
  })
})

describe('pages a search engine and a chat app can read', () => {
  it("gives each browse page its own title, description and Open Graph tags from the page's data", async () => {
    const match = (await get(`/matches/${encodeURIComponent(ARSENAL_EVERTON)}`)).body
    expect(titleOf(match)).toBe('Arsenal v Everton prediction, Premier League, 14 March 2026 | Pitchwise')
    expect(metaOf(match, 'og:title')).toBe(titleOf(match))
    expect(metaOf(match, 'description')).toMatch(/^Arsenal \d+%, draw \d+%, Everton \d+%; over 2.5 goals \d+%/)
    expect(metaOf(match, 'og:url')).toBe(`https://pitchwise.example/matches/${encodeURIComponent(ARSENAL_EVERTON)}`)
    expect(match.match(/name="description"/g)).toHaveLength(1)

    const league = (await get('/leagues/en.1')).body
    expect(titleOf(league)).toBe('Premier League 2025-26 table and predictions | Pitchwise')
    expect(metaOf(league, 'description')).toMatch(/^After 14 of 15 rounds .+ lead on \d+ points\. Title chances: /)

    const team = (await get('/teams/arsenal')).body
    expect(titleOf(team)).toBe('Arsenal: form, fixtures and predictions | Pitchwise')
    expect(metaOf(team, 'og:description')).toMatch(
      /in the Premier League on \d+ points\. Form [WDL]{6}\. Next: Everton at home on 14 March 2026\./,
    )

    const day = (await get('/matches')).body
    expect(titleOf(day)).toBe('Football predictions for Saturday 14 March 2026 | Pitchwise')
    expect(metaOf(day, 'description')).toMatch(/^4 matches in Premier League/)
  })

  it('keeps the app’s own tags on a page whose id names nothing', async () => {
    const res = await get('/teams/no-such-club')
    expect(res.statusCode).toBe(200)
    expect(titleOf(res.body)).toBe('Pitchwise')
  })

  it('lists real pages in the sitemap, each of which answers with its own title', async () => {
    const res = await get('/sitemap.xml')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/application\/xml/)
    const urls = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] as string)
    expect(urls).toContain('https://pitchwise.example/leagues/en.1')
    expect(urls).toContain('https://pitchwise.example/teams/arsenal')
    expect(urls).toContain(`https://pitchwise.example/matches/${encodeURIComponent(ARSENAL_EVERTON)}`)
    const browse = urls.filter((u) => /\/(leagues|teams|matches)\//.test(u))
    // One league, its eight clubs, and the matches of the week before the day to three weeks after.
    const around = season.filter((m) => m.date >= '2026-03-07' && m.date <= '2026-04-04')
    expect(browse.length).toBe(1 + 8 + around.length)
    for (const url of browse) {
      const page = await get(url.replace('https://pitchwise.example', ''))
      expect(titleOf(page.body), url).not.toBe('Pitchwise')
    }
    const robots = await get('/robots.txt')
    expect(robots.body).toContain('Sitemap: https://pitchwise.example/sitemap.xml')
    expect(robots.body).toContain('Disallow: /api/')
  })
})

describe('caching', () => {
  it('sends a phone the compressed copy of the same page', async () => {
    const plain = await get('/api/browse/leagues/en.1')
    for (const encoding of ['br', 'gzip'] as const) {
      const res = await get('/api/browse/leagues/en.1', { 'Accept-Encoding': `${encoding}, deflate` })
      expect(res.headers['content-encoding']).toBe(encoding)
      const body = encoding === 'br' ? brotliDecompressSync(res.rawPayload) : gunzipSync(res.rawPayload)
      expect(JSON.parse(body.toString('utf8'))).toEqual(plain.json())
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3)
    }
    const sitemap = await get('/sitemap.xml', { 'Accept-Encoding': 'gzip' })
    expect(sitemap.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(sitemap.rawPayload).toString('utf8')).toBe((await get('/sitemap.xml')).body)
  })

  it('revalidates with the ETag to a 304, and an import that changes the results changes the page and its tag', async () => {
    const first = await get('/api/browse/leagues/en.1')
    const etag = first.headers.etag as string
    expect(etag).toMatch(/^".+"$/)
    expect(first.headers['cache-control']).toBe('public, no-cache')
    const again = await get('/api/browse/leagues/en.1', { 'If-None-Match': etag })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')

    // Arsenal's last result before the demo day becomes a 9–0 win: the table must move.
    const arsenalTable = (body: { table: { team: { id: string }; points: number; goalsFor: number }[] }) =>
      body.table.find((r) => r.team.id === 'arsenal')
    const before = arsenalTable(first.json())
    const lastArsenalHome = season.findLast((m) => m.team1 === 'Arsenal FC' && m.ft) as (typeof season)[number]
    writeSeason(season.map((m) => (m === lastArsenalHome ? { ...m, ft: [9, 0] as [number, number] } : m)))
    await service.importNow()

    const after = await get('/api/browse/leagues/en.1', { 'If-None-Match': etag })
    expect(after.statusCode).toBe(200)
    expect(after.headers.etag).not.toBe(etag)
    expect(arsenalTable(after.json())?.goalsFor).toBeGreaterThan(before?.goalsFor ?? 0)
  })
})
