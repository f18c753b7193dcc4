import { describe, expect, it } from 'vitest'
import { SAT } from './corpus/cases.ts'
import { TEST_COMPETITIONS, TEST_TEAMS } from './corpus/directory.ts'
import { createQuestionParser } from './index.ts'

const parser = createQuestionParser(TEST_TEAMS, TEST_COMPETITIONS)
const roles = (q: string) =>
  parser.understand(q, { clientDate: SAT, chatHistory: [] }).words.map((w) => `${w.word}:${w.role}`)

describe('every word of a question is accounted for', () => {
  it('names the part each word of a match question plays', () => {
    expect(roles('Arsenal v Chelsea btts Sunday afternoon')).toEqual([
      'arsenal:team',
      'v:filler',
      'chelsea:team',
      'btts:market',
      'sunday:date',
      'afternoon:time',
    ])
  })

  it('reads counts, markets, competitions and the words that choose the kind of answer', () => {
    expect(roles('3 over 2.5 tips in La Liga this weekend')).toEqual([
      '3:count',
      'over:market',
      '2.5:market',
      'tips:request',
      'in:filler',
      'la:competition',
      'liga:competition',
      'this:date',
      'weekend:date',
    ])
    expect(roles('h2h Liverpool Everton')).toEqual(['h2h:request', 'liverpool:team', 'everton:team'])
    expect(roles('Palace or draw')).toEqual(['palace:team', 'or:market', 'draw:market'])
  })

  it('marks what Pitchwise does not cover, a player beside a player topic included', () => {
    expect(roles('is Haaland fit for Saturday')).toContain('haaland:out_of_scope')
    expect(roles('Arsenal v Chelsea offsides')).toContain('offsides:out_of_scope')
    // Corners are a market since issue 31 (answered free where the data has none).
    expect(roles('Arsenal v Chelsea corners')).toContain('corners:market')
  })

  it('leaves a word nothing explains as unknown, and a misspelt part of a club name as the club', () => {
    expect(roles('Arsenal v Chelsea zorblax')).toContain('zorblax:unknown')
    expect(roles('barcelona vs atletico madird')).toContain('madird:team')
  })
})
