import { describe, expect, it } from 'vitest'
import { createAnalyzer, domesticLeagues, meetingsSoon } from '../analyze.ts'
import { fakeWorld } from '../report/testing/fake-world.ts'
import { TEST_COMPETITIONS, TEST_TEAMS } from './corpus/directory.ts'
import { createQuestionParser } from './index.ts'
import { questionParts } from './question-parts.ts'

const world = fakeWorld()
const parser = createQuestionParser(TEST_TEAMS, TEST_COMPETITIONS, {
  leagueOf: domesticLeagues(world),
  meetSoon: meetingsSoon(world),
})
const SAT = '2026-03-14T09:00:00.000Z'
const parts = (q: string) => questionParts(q, (text) => parser.understand(text, { clientDate: SAT, chatHistory: [] }))
const analyzer = createAnalyzer(world)
const ask = (question: string) => analyzer.analyze({ question, clientDate: SAT, chatHistory: [], deep: false })

describe('a message asking for several kinds of answer', () => {
  it('is cut into its questions, a subject lent to the piece that has none and "their" read as the club', () => {
    expect(parts('arsenal v everton and liverpool v spurs, both over 2.5? and show me the prem table')).toEqual([
      'arsenal v everton and liverpool v spurs, both over 2.5',
      'show me the prem table',
    ])
    expect(parts('bayern form, their chances at leverkusen and the h2h')).toEqual([
      'bayern form',
      'bayern chances at leverkusen',
      'bayern leverkusen the h2h',
    ])
    expect(parts('liverpool v palace tip + who wins the premier league')).toEqual([
      'liverpool v palace tip',
      'who wins the premier league',
    ])
    expect(parts('chelsea top 4 chances and their next game')).toEqual(['chelsea top 4 chances', 'chelsea next game'])
    expect(parts('premier league fixtures and the table')).toEqual([
      'premier league fixtures',
      'premier league the table',
    ])
  })

  it('stays one question when its pieces ask for one kind of answer, as the parser reads it whole', () => {
    for (const q of [
      'btts and over 2.5 today',
      'man u vs villa who wins and will both teams score',
      "Arsenal or Spurs, who's in better form",
      'Liverpool v Palace and City v Everton',
      'bundesliga top 3 and how many points between them',
      'who won the bundesliga in 2024-25 and by how many pts',
      'corners and btts Arsenal Chelsea',
      'lens to win and under 2.5',
      'arsenal v everton',
      'champions league last 16 - first leg scores and who goes thru?',
      'who goes down in the bundesliga, the promoted sides included',
    ])
      expect(parts(q), q).toBeNull()
  })

  it('answers each part in turn under one footer, and is charged when every part is answered', () => {
    const r = ask('liverpool v palace tip + who wins the premier league')
    expect(r.coverage).toBe('full')
    expect(r.answerable).toBe(true)
    expect(r.understanding.items.map((i) => i.label)).toEqual([
      'Liverpool v Crystal Palace',
      'Premier League title chances',
    ])
    const md = r.markdown
    expect(md.indexOf('## Liverpool v Crystal Palace')).toBeGreaterThanOrEqual(0)
    expect(md.indexOf('## Premier League 2025-26: title odds')).toBeGreaterThan(
      md.indexOf('## Liverpool v Crystal Palace'),
    )
    expect(md.match(/18\+ only/g)).toHaveLength(1)
    const table = ask('liverpool v palace over 2.5 and show me the prem table')
    expect(table.markdown).toContain('Over 2.5 goals')
    expect(table.markdown).toContain('## Premier League table, 2025-26')
  })

  it('is free when a part is not answered, and says which', () => {
    // The test world holds no meeting of Bayern and Leverkusen: the head to head part is missing.
    const r = ask('bayern form, their chances at leverkusen and the h2h')
    expect(r.coverage).toBe('partial')
    expect(r.answerable).toBe(false)
    expect(r.markdown).toContain('## Bayern München: last 5 results')
    expect(r.markdown).toContain(
      'Not in this answer: Bayern München v Bayer Leverkusen: head to head. This question was not charged.',
    )
  })
})
