/**
 * Issue 31 on a world that holds statistics (report/testing/fake-statistics-world.ts: the Premier
 * League has a year of corners, cards, shots, half-time scores and referees; the Bundesliga has
 * none). Questions beyond goals are priced and charged where the data holds them, answered free
 * and named where it does not, and a referee named from the data gets their card record.
 */
import { describe, expect, it } from 'vitest'
import { createAnalyzer } from '../../analyze.ts'
import { halfTimeOnly } from '../../data/external/external-row.ts'
import { fakeStatisticsWorld } from '../../report/testing/fake-statistics-world.ts'
import { SAT } from './cases.ts'

const analyzer = createAnalyzer(fakeStatisticsWorld())
const ask = (question: string, clientDate = SAT) =>
  analyzer.analyze({ question, clientDate, chatHistory: [], deep: false })

interface Case {
  q: string
  coverage: 'full' | 'partial' | 'none'
  contains: string[]
}

const CASES: Case[] = [
  {
    q: 'corners Arsenal vs Chelsea',
    coverage: 'full',
    contains: [
      '## Arsenal v Chelsea',
      'Expected corners: Arsenal',
      '| Match corners 9.5 |',
      '| Arsenal, last 10 at home |',
      '| Chelsea, last 10 away |',
    ],
  },
  { q: 'Arsenal v Chelsea corners over 10.5', coverage: 'full', contains: ['**Over 10.5 corners:'] },
  {
    q: 'Arsenal v Chelsea over 4.5 cards',
    coverage: 'full',
    contains: ['**Over 4.5 cards:', "does not name this fixture's referee"],
  },
  { q: 'under 3.5 bookings Spurs Newcastle', coverage: 'full', contains: ['**Under 3.5 cards:'] },
  { q: 'shots on target Arsenal', coverage: 'full', contains: ['Expected shots on target'] },
  {
    q: 'over 9.5 corners today',
    coverage: 'full',
    contains: ['**Corners over 9.5 today', 'Pitchwise has no corner counts for the Bundesliga'],
  },
  {
    q: 'half time result Arsenal Chelsea',
    coverage: 'full',
    contains: ['Half-time result: Arsenal', "Premier League's first-half share of goals"],
  },
  {
    q: 'HT/FT Arsenal v Chelsea',
    coverage: 'full',
    contains: ['| half-time / full-time | probability | fair odds |', '| Arsenal / Arsenal |'],
  },
  { q: 'over 1.5 first half goals Liverpool Palace', coverage: 'full', contains: ['**First-half goals over 1.5:'] },
  { q: 'HT/FT tips today', coverage: 'full', contains: ['Half-time/full-time today'] },
  {
    q: 'cards in the Bayern game',
    coverage: 'none',
    contains: [
      "Pitchwise has no card counts for the Bundesliga, so I can't price cards for this match",
      'This question was not charged.',
    ],
  },
  {
    q: 'over 1.5 first half goals Bayern',
    coverage: 'none',
    contains: ['Pitchwise has no half-time scores for the Bundesliga'],
  },
  {
    q: 'Bundesliga corners this weekend',
    coverage: 'none',
    contains: ['Pitchwise has no corner counts for the Bundesliga'],
  },
  // The goal market asked beside the corners is not in a corners answer: said, and free.
  { q: 'corners and btts Arsenal Chelsea', coverage: 'partial', contains: ['Not in this answer'] },
  // A match already played: what its statistics say, referee included.
  {
    q: 'Arsenal v Everton corners on 7 March',
    coverage: 'full',
    contains: ['## Arsenal 2–1 Everton', '| Corners |', 'Referee: '],
  },
  { q: 'Michael Oliver cards per game', coverage: 'full', contains: ['## Referee M Oliver: cards', 'cards per match'] },
  { q: 'referee Tierney cards', coverage: 'full', contains: ['## Referee P Tierney: cards'] },
  // A fixture's referee is not in the data: said plainly, free.
  {
    q: 'who is the referee for Liverpool v Palace',
    coverage: 'partial',
    contains: ["Pitchwise doesn't know who referees a match"],
  },
]

describe('questions beyond goals on a world with statistics', () => {
  for (const c of CASES)
    it(`${c.q} → ${c.coverage}`, () => {
      const r = ask(c.q)
      for (const s of c.contains) expect(r.markdown, r.markdown).toContain(s)
      expect(r.coverage, r.markdown).toBe(c.coverage)
      expect(r.answerable).toBe(c.coverage === 'full')
      // Every word was placed: nothing of a charged answer is left unexplained.
      if (c.coverage === 'full') expect(r.understanding.unused).toEqual([])
    })

  it('prices a higher line as less likely, and a club that wins more corners as expecting more', () => {
    const lines = ask('Arsenal v Chelsea corners').markdown
    const over = (line: string) => Number(new RegExp(`\\| Match corners ${line} \\| (\\d+)%`).exec(lines)?.[1])
    expect(over('8.5')).toBeGreaterThan(over('9.5'))
    expect(over('9.5')).toBeGreaterThan(over('11.5'))
    const city = /Expected corners: Manchester City ([\d.]+), Everton ([\d.]+)/.exec(
      ask('Man City v Everton corners').markdown,
    )
    expect(Number(city?.[1])).toBeGreaterThan(Number(city?.[2]))
  })

  it('ranks a fixture list by the line asked, likeliest first', () => {
    const md = ask('over 9.5 corners today').markdown
    const ps = [...md.matchAll(/Over 9\.5 corners: \*\*(\d+)%/g)].map((m) => Number(m[1]))
    expect(ps.length).toBeGreaterThan(1)
    expect([...ps].sort((a, b) => b - a)).toEqual(ps)
  })

  it('keeps the statistic through a follow-up, and drops it when a goal market is asked instead', () => {
    const first = ask('over 9.5 corners today')
    const follow = (question: string) =>
      analyzer.analyze({ question, clientDate: SAT, chatHistory: [], previousIntent: first.intent, deep: false })
    const tomorrow = follow('and tomorrow?')
    expect(tomorrow.intent.counts?.stat).toBe('corners')
    expect(tomorrow.markdown).toContain('Corners over 9.5 tomorrow')
    expect(follow('what about btts?').intent.counts).toBeUndefined()
  })

  it('hides statistics from the day asked on: a question dated before a match cannot see its corners', () => {
    // On 1 March the 7 March match is still to come: its corners are unknown, so it is previewed.
    const r = ask('Arsenal v Everton corners', '2026-03-01T10:00:00.000Z')
    expect(r.markdown).toContain('Expected corners: Arsenal')
    expect(r.markdown).not.toContain('| Corners |')
  })
})

describe('half-time scores from the league source beside older full statistics (decision 420)', () => {
  // The Premier League's results carry only their half-time score, as openfootball's files do.
  const world = fakeStatisticsWorld()
  const cut = '2000-01-01'
  const halfTimeLater = createAnalyzer({
    ...world,
    matches: world.matches.map((m) =>
      m.statistics && m.date >= cut
        ? {
            ...m,
            statistics: halfTimeOnly(m.statistics.halfTimeHomeGoals ?? 0, m.statistics.halfTimeAwayGoals ?? 0),
          }
        : m,
    ),
  })
  const later = (question: string) =>
    halfTimeLater.analyze({ question, clientDate: SAT, chatHistory: [], deep: false }).markdown

  it('says there are no corner counts, never that the statistics run to the latest half-time score', () => {
    const md = later('corners Arsenal vs Chelsea')
    expect(md).toContain('Pitchwise has no corner counts for the Premier League')
    expect(md).not.toContain('end on')
  })

  it('still prices the half-time markets from the half-time scores alone', () => {
    expect(later('half time result Arsenal v Chelsea')).toContain('Half-time result: Arsenal')
  })
})
