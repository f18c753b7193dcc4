/**
 * Integration: European questions on the real data (leagues + Football.TXT European cups), with
 * the engine's own predictor. The folders are required in CI and skipped only on a machine
 * without them.
 */
import { expect, it } from 'vitest'
import { createAnalyzer } from './analyze.ts'
import { buildDataset } from './data/build-dataset.ts'
import { readFootballTxtFiles } from './data/football-txt/load-directory.ts'
import { readSourceFiles } from './data/load-directory.ts'
import { fitPredictor } from './model/predictor.ts'
import { DATA_DIR, describeWithData, EUROPE_DIR } from './test-support/data-dir.ts'

describeWithData('European cups on real data', { football: true, europe: true }, () => {
  const seasons = ['2023-24', '2024-25', '2025-26']
  const ds = buildDataset([...readSourceFiles(DATA_DIR, { seasons }), ...readFootballTxtFiles(EUROPE_DIR)])
  const analyzer = createAnalyzer({ ...ds, predictor: fitPredictor(ds.matches) })
  const ask = (question: string, clientDate: string) =>
    analyzer.analyze({ question, clientDate, chatHistory: [], deep: false })
  const secondLegs = ds.matches.filter(
    (m) => m.competition === 'uefa.cl' && m.status === 'scheduled' && m.date >= '2026-03-17' && m.date <= '2026-03-18',
  )

  it('prices a hypothetical Arsenal v Chelsea with Premier League ratings, though both play in Europe', () => {
    const r = ask('Arsenal vs Chelsea', '2026-03-12T09:00:00.000Z')
    expect(r.markdown).toContain('Premier League ratings')
    expect(r.markdown).not.toContain('Champions League ratings')
  })

  it('refuses Champions League title odds by name, free, instead of a league-table simulation of a knockout cup', () => {
    const r = ask('who will win the Champions League', '2026-03-12T09:00:00.000Z')
    expect(r.coverage).toBe('none')
    expect(r.markdown).toContain("Pitchwise doesn't price who wins the Champions League")
    expect(r.markdown).not.toMatch(/\d+%/)
    expect(r.outright).toBeUndefined()
  })

  it('names the 18 March Liverpool v Galatasaray second leg with probabilities and the first leg', () => {
    const r = ask('liverpool vs galatasaray', '2026-03-17T09:00:00.000Z')
    const [m] = r.matches
    expect(m?.matchId).toBe('uefa.cl:2025-26:2026-03-18:liverpool:galatasaray')
    expect(m?.competitionName).toBe('Champions League')
    expect(r.markdown).toContain('Wednesday 18 March 2026')
    const mk = m?.markets
    if (!mk) throw new Error('no markets')
    expect(mk.home + mk.draw + mk.away).toBeCloseTo(1, 6)
    // One scale: the Premier League side is the favourite at home against the Süper Lig side.
    expect(mk.home).toBeGreaterThan(mk.away)
    expect(m?.tie?.firstLeg).toEqual({
      date: '2026-03-10',
      home: 'Galatasaray',
      away: 'Liverpool',
      homeGoals: 1,
      awayGoals: 0,
    })
    expect(m?.tie?.aggregate).toEqual({ home: 0, away: 1 })
    const tie = m?.tie
    if (!tie) throw new Error('no tie')
    expect(tie.through.home + tie.through.away).toBeCloseTo(1, 9)
    expect(tie.routes.homeIn90 + tie.routes.extraTime + tie.routes.awayIn90).toBeCloseTo(1, 9)
    expect(r.markdown).toContain('First leg 10 March 2026: Galatasaray 1–0 Liverpool.')
    expect(r.markdown).toContain('takes the tie to extra time')
    expect(r.picks[0]?.matchId).toBe(m?.matchId)
    // The first European question fits the global model (about a second, more on a busy machine).
  }, 60_000)

  it('answers "who goes through Liverpool or Galatasaray" with the tie first', () => {
    const r = ask('who goes through Liverpool or Galatasaray', '2026-03-17T09:00:00.000Z')
    expect(r.intent.focus).toBe('qualification')
    const lines = r.markdown.split('\n').filter((l) => l.trim() !== '')
    expect(lines[2]).toMatch(
      /^First leg 10 March 2026: Galatasaray 1–0 Liverpool\. Who goes through: \*\*Liverpool \d+%\*\*/,
    )
  })

  it('lists that week’s Champions League second legs for "Champions League predictions" on 16 March', () => {
    expect(secondLegs).toHaveLength(8)
    const r = ask('Champions League predictions', '2026-03-16T09:00:00.000Z')
    expect(r.intent.competitions).toEqual(['uefa.cl'])
    expect(new Set(r.picks.map((p) => p.matchId))).toEqual(new Set(secondLegs.map((m) => m.id)))
    expect(r.markdown).toContain('**Second legs**')
    expect(r.markdown).toContain('Liverpool v Galatasaray: first leg Galatasaray 1–0 Liverpool')
    expect(r.markdown.match(/^- .* first leg /gm)).toHaveLength(8)
  })

  it('gives "UCL tips this week" picks only from those real fixtures', () => {
    const r = ask('UCL tips this week', '2026-03-16T09:00:00.000Z')
    const ids = new Set(secondLegs.map((m) => m.id))
    expect(r.picks.length).toBeGreaterThan(0)
    for (const p of r.picks) {
      expect(ids.has(p.matchId)).toBe(true)
      expect(p.competitionName).toBe('Champions League')
    }
  })

  it('says the Europa League data ends with the 2024-25 final instead of pricing 2025-26 without data', () => {
    const none = ask('Europa League BTTS tips', '2026-03-16T09:00:00.000Z')
    expect(none.intent).toMatchObject({ kind: 'picks', market: { type: 'btts_yes' }, competitions: ['uefa.el'] })
    expect(none.picks).toEqual([])
    expect(none.markdown).toContain(
      "Pitchwise's data for the Europa League ends on 21 May 2025, so I can't price its current matches",
    )
  })
})
