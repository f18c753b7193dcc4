import { describe, expect, it } from 'vitest'
import { SAT, SUN } from './corpus/cases.ts'
import { TEST_COMPETITIONS, TEST_TEAMS } from './corpus/directory.ts'
import { parseQuestion } from './index.ts'

const parse = (q: string, clientDate = SAT) =>
  parseQuestion(q, { clientDate, teams: TEST_TEAMS, competitions: TEST_COMPETITIONS, chatHistory: [] })

describe('parseQuestion: how windows are said back', () => {
  it.each([
    ['tips today', 'today'],
    ['tips tonight', 'tonight'],
    ['tips tomorrow', 'tomorrow'],
    ['tips this weekend', 'this weekend'],
    ['tips on 21 March', '21 March 2026'],
    ['tips for next week', 'next week'],
  ])('%s → %s', (q, label) => {
    expect(parse(q).dateWindow?.label).toBe(label)
  })

  it('treats "this weekend" on a Sunday as just today', () => {
    expect(parse('weekend btts', SUN).dateWindow).toEqual({
      from: '2026-03-15',
      to: '2026-03-15',
      label: 'this weekend',
    })
  })
})

describe('parseQuestion: traps', () => {
  it('does not read "double chance" as a two-fold', () => {
    expect(parse('double chance tips').count).toBeNull()
    expect(parse('a double for today').count).toBe(2)
  })

  it('does not read lines, dates, league names or club numbers as counts', () => {
    for (const q of ['over 2.5 on 14/03', 'league one tips', 'schalke 04 vs koln', 'u1.5 today', '3pm kick offs today'])
      expect(parse(q).count, q).toBeNull()
  })

  it('does not see teams in common words', () => {
    for (const q of ['city games today', 'united over 2.5', 'real value bets', 'safest draw today'])
      expect(parse(q).teams, q).toEqual([])
  })

  it('keeps Champions League as its own competition', () => {
    expect(parse('ucl over 2.5').competitions).toEqual(['uefa.cl'])
  })
})

describe('parseQuestion: venue of a pairing', () => {
  it('flags neutral ground only when two teams are named', () => {
    expect(parse('Arsenal vs Chelsea on a neutral ground').neutralVenue).toBe(true)
    expect(parse('Arsenal v Chelsea at a neutral venue').neutralVenue).toBe(true)
    expect(parse('Arsenal vs Chelsea').neutralVenue).toBeUndefined()
    expect(parse('arsenal on neutral ground').neutralVenue).toBeUndefined()
  })
})

describe('parseQuestion: typo-corrected club names', () => {
  it('understands a misspelled club and says which words it corrected', () => {
    const typed = parse('Liverpol vs Totenham prediction')
    const exact = parse('Liverpool vs Tottenham prediction')
    expect(typed.teams).toEqual(exact.teams)
    expect(typed.teams).toHaveLength(2)
    expect(typed.corrected).toEqual(['liverpol', 'totenham'])
    expect(exact.corrected).toBeUndefined()
  })

  it('does not count a nickname or alias as a correction', () => {
    expect(parse('spurs vs man utd').corrected).toBeUndefined()
  })
})
