import { describe, expect, it } from 'vitest'
import type { AnalysisRequest } from './analysis-types.ts'
import { createAnalyzer } from './analyze.ts'
import { fakeWorld } from './report/testing/fake-world.ts'

const analyzer = createAnalyzer(fakeWorld())
const ask = (question: string, extra: Partial<AnalysisRequest> = {}) =>
  analyzer.analyze({ question, clientDate: '2026-03-14T10:00:00.000Z', chatHistory: [], deep: false, ...extra })

describe('analyze: pick lists', () => {
  it('answers "three over 2.5 matches for today" with three of today\'s fixtures, best first', () => {
    const r = ask('three over 2.5 matches for today')
    expect(r.answerable).toBe(true)
    expect(r.picks).toHaveLength(3)
    for (const p of r.picks) {
      expect(p.date).toBe('2026-03-14')
      expect(p.market).toBe('over_2.5')
      expect(p.marketLabel).toBe('Over 2.5 goals')
      expect(p.fairOdds).toBeCloseTo(1 / p.probability, 1)
      expect(p.probability).toBeGreaterThanOrEqual(0.5)
    }
    const probs = r.picks.map((p) => p.probability)
    expect(probs).toEqual([...probs].sort((a, b) => b - a))
    expect(r.picks[0]?.home).toBe('Bayern München')
    expect(r.markdown).toContain('Bayern München v Borussia Dortmund')
  })

  it('states data freshness and the responsible-gambling line', () => {
    const r = ask('three over 2.5 matches for today')
    expect(r.dataFreshness).toEqual({ lastResultDate: '2026-03-07', label: 'results up to 7 March 2026' })
    expect(r.markdown).toContain('Based on results up to 7 March 2026.')
    expect(r.markdown).toContain('18+')
    expect(r.markdown).toContain('gamble responsibly')
  })

  it('gives a reason built from the numbers it was given', () => {
    const r = ask('three over 2.5 matches for today')
    const top = r.picks[0]
    if (!top) throw new Error('no pick')
    // every xG figure quoted is the model's, to one decimal
    const quoted = top.reason.match(/\d+\.\d/g) ?? []
    expect(quoted.length).toBeGreaterThan(0)
    expect(top.reason).toMatch(new RegExp(top.expectedGoals.home.toFixed(1).replace('.', '\\.')))
  })

  it('says so instead of padding when fewer picks clear the bar than asked', () => {
    const r = ask('give me 8 under 2.5 picks today')
    expect(r.picks.length).toBeLessThan(8)
    for (const p of r.picks) expect(p.probability).toBeGreaterThanOrEqual(0.5)
    expect(r.markdown).toMatch(/fewer than the eight you asked for/)
    expect(r.notices.some((n) => n.startsWith('fewer_picks:'))).toBe(true)
  })

  it('offers the nearest fixtures when the asked date has none, free: another date is not what was asked', () => {
    const r = ask('premier league over 2.5 on 15 july', { clientDate: '2026-03-14T10:00:00.000Z' })
    expect(r.answerable).toBe(false)
    expect(r.coverage).toBe('partial')
    expect(r.markdown).toContain('There are no Premier League fixtures on Wednesday 15 July 2026')
    expect(r.markdown).toContain('nearest')
    expect(r.notices).toContain('no_fixtures_in_window')
    expect(r.picks.every((p) => p.date === '2026-03-21')).toBe(true)
  })

  it('is honest about matches already played in the asked window', () => {
    const r = ask('over 2.5 on 7 march in the premier league')
    expect(r.markdown).toContain('Arsenal 2–1 Everton')
    expect(r.picks.every((p) => p.date !== '2026-03-07')).toBe(true)
  })

  it("reads today in the user's time zone", () => {
    const r = ask('btts today', { clientDate: '2026-03-14T23:30:00.000Z', timeZone: 'Asia/Tokyo' })
    expect(r.intent.dateWindow?.from).toBe('2026-03-15')
  })

  it('keeps fixtures and window on a follow-up that changes the market', () => {
    const first = ask('three over 2.5 matches for today')
    const r = ask('what about BTTS for those games?', { previousIntent: first.intent })
    expect(r.intent.dateWindow?.from).toBe('2026-03-14')
    expect(r.picks.every((p) => p.market === 'btts_yes')).toBe(true)
  })

  it('adds per-match detail in deep mode', () => {
    const r = ask('three over 2.5 matches for today', { deep: true })
    expect(r.matches).toHaveLength(3)
    expect(r.matches[0]?.recentForm.home.length).toBe(6)
    expect(r.markdown).toContain('Head to head')
    expect(r.markdown).toContain('Dixon–Coles')
  })

  it('writes the same words for the same question (no randomness)', () => {
    expect(ask('three over 2.5 matches for today').markdown).toBe(ask('three over 2.5 matches for today').markdown)
  })

  it('returns plain JSON', () => {
    const r = ask('Arsenal vs Chelsea', { deep: true })
    expect(JSON.parse(JSON.stringify(r))).toEqual(r)
  })
})

describe('analyze: matches, teams, leagues', () => {
  it('previews a match with 1X2, xG, goals markets and form', () => {
    const r = ask('Arsenal vs Chelsea')
    expect(r.intent.kind).toBe('match')
    expect(r.matches).toHaveLength(1)
    expect(r.markdown).toContain('## Arsenal v Chelsea')
    expect(r.markdown).toContain('Expected goals')
    expect(r.markdown).toContain('Both teams to score')
    expect(r.markdown).toContain('Likeliest scores')
    expect(r.matches[0]?.recentForm.home.length).toBeGreaterThan(0)
  })

  it("previews a team's next game", () => {
    const r = ask('Liverpool next game')
    expect(r.markdown).toContain('Liverpool v Crystal Palace')
  })

  it('reports a played match as played rather than tipping it', () => {
    const r = ask('arsenal vs everton on 7 march')
    expect(r.markdown).toContain('finished 2–1')
    expect(r.picks).toHaveLength(0)
  })

  it("lists a league's fixtures with 1X2 for a weekend", () => {
    const r = ask('Premier League predictions this weekend')
    expect(r.intent.kind).toBe('league')
    expect(r.markdown).toContain('| Kick-off | Match | 1 | X | 2 | Strongest angle |')
    expect(r.markdown).toContain('Arsenal v Chelsea')
    expect(r.picks).toHaveLength(5)
  })

  it('compares two teams', () => {
    const r = ask('compare Arsenal and Chelsea')
    expect(r.markdown).toContain('how they compare')
    expect(r.markdown).toContain('Elo rating')
  })
})

describe('analyze: what it will not answer', () => {
  it('says honestly that the Champions League is not covered', () => {
    const r = ask('champions league tips tonight')
    expect(r.answerable).toBe(false)
    expect(r.intent.competitions).toEqual(['uefa.cl'])
    expect(r.markdown).toContain("Champions League isn't in Pitchwise's data")
    expect(r.markdown).toContain('Premier League')
  })

  it('declines other sports with three example questions', () => {
    const r = ask('NBA picks tonight')
    expect(r.answerable).toBe(false)
    expect(r.markdown).toContain('basketball')
    expect(r.markdown.split('\n').filter((l) => l.startsWith('- “'))).toHaveLength(3)
  })
})
