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

  /** "Through: **A 69%**, B 31%" lines of a knockout answer, as [club, %] pairs per tie. */
  const tieLines = (markdown: string) =>
    [...markdown.matchAll(/^- (.+) v (.+?): .*Through: \*\*(.+) (\d+)%\*\*, (.+) (\d+)%\.$/gm)].map((m) => ({
      ties: `${m[1]} v ${m[2]}`,
      chances: [Number(m[4]), Number(m[6])],
      favourite: m[3],
    }))

  it('refuses Champions League title odds on 12 March 2026, free: the quarter-final draw is not in the data', () => {
    const r = ask('who will win the Champions League', '2026-03-12T09:00:00.000Z')
    expect(r.coverage).toBe('none')
    expect(r.answerable).toBe(false)
    expect(r.markdown).toContain(
      "Pitchwise can't give Champions League title odds yet: the quarter-final draw is not in the data",
    )
    expect(r.markdown).toContain('This question was not charged.')
    // Never a league-table simulation of a knockout cup (it once said 79%, fair odds 1.26).
    expect(r.outright).toBeUndefined()
    expect(r.markdown).not.toMatch(/\bPts\b|title odds \(season simulation\)/)
    // Beside the refusal: the round of 16 as the data fixes it, first legs counted.
    const ties = tieLines(r.markdown)
    expect(ties).toHaveLength(8)
    for (const t of ties) expect((t.chances[0] ?? 0) + (t.chances[1] ?? 0)).toBeGreaterThanOrEqual(99)
    expect(r.markdown).toContain(
      '- Galatasaray v Liverpool: first leg 1–0 (10 March 2026), second leg 18 March 2026 at Liverpool.',
    )
    // 6–1 up after the first leg: Bayern are as good as through.
    const bayern = ties.find((t) => t.ties === 'Atalanta BC v Bayern München')
    expect(bayern?.favourite).toBe('Bayern München')
    expect(bayern?.chances[0]).toBeGreaterThanOrEqual(97)
  })

  it('answers "who goes through in the Champions League" on 12 March 2026 with the eight ties, charged', () => {
    const r = ask('who goes through in the Champions League', '2026-03-12T09:00:00.000Z')
    expect(r.intent).toMatchObject({ kind: 'outright', outright: 'next_round', competitions: ['uefa.cl'] })
    expect(r.coverage).toBe('full')
    expect(r.markdown).toContain('## Champions League 2025-26: who goes through the round of 16')
    expect(tieLines(r.markdown)).toHaveLength(8)
  })

  it('prices a round-of-16 tie over both legs before the first leg, and the first leg moves it', () => {
    const before = ask('Arsenal chances of reaching the quarter finals', '2026-03-09T09:00:00.000Z')
    expect(before.coverage).toBe('full')
    expect(before.markdown).toMatch(/over both legs, Arsenal go through to the quarter-finals in \*\*\d+%\*\*/)
    const after = ask('Arsenal chances of reaching the quarter finals', '2026-03-12T09:00:00.000Z')
    expect(after.markdown).toContain('First leg 11 March 2026: Bayer Leverkusen 1–1 Arsenal')
    const share = (md: string) => Number(/Arsenal go through to the quarter-finals in \*\*(\d+)%/.exec(md)?.[1])
    // A 1–1 away from home is better than the average first leg for the home side of the return.
    expect(share(after.markdown)).not.toBe(share(before.markdown))
  })

  it('gives 2024-25 title odds at the semi-finals, where the final is fixed: the chances sum to one winner', () => {
    const r = ask('who will win the Champions League', '2025-04-29T09:00:00.000Z')
    expect(r.coverage).toBe('full')
    expect(r.markdown).toContain('## Champions League 2024-25: title odds (bracket simulation)')
    const rows = [...r.markdown.matchAll(/^\| (.+?) \| (\d+)% \| (\d+)% \| [\d.–]+ \|$/gm)]
    expect(rows.map((m) => m[1]).sort()).toEqual(['Arsenal', 'FC Barcelona', 'Inter', 'Paris Saint-Germain'])
    const sum = (k: number) => rows.reduce((s, m) => s + Number(m[k]), 0)
    expect(sum(2)).toBeGreaterThanOrEqual(198)
    expect(sum(2)).toBeLessThanOrEqual(202)
    expect(sum(3)).toBeGreaterThanOrEqual(98)
    expect(sum(3)).toBeLessThanOrEqual(102)
  })

  it('names the 2024-25 winner once the final is played', () => {
    const r = ask('who won the champions league', '2025-06-10T09:00:00.000Z')
    expect(r.markdown).toContain('Paris Saint-Germain won the Champions League 2024-25: final on 31 May 2025')
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
