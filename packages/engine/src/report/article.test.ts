import { describe, expect, it } from 'vitest'
import { article, withArticle } from './article.ts'

describe('the article before a club or a number', () => {
  it('follows the sound: initialisms letter by letter, U and Eu as "yoo", numbers as read', () => {
    const cases: Array<[string, 'a' | 'an']> = [
      ['FC Barcelona', 'an'],
      ['AC Milan', 'an'],
      ['SSC Napoli', 'an'],
      ['RB Leipzig', 'an'],
      ['PSV Eindhoven', 'a'],
      ['VfB Stuttgart', 'a'],
      ['Arsenal', 'an'],
      ['Everton', 'an'],
      ['Inter', 'an'],
      ['Olympique Lyonnais', 'an'],
      ['Udinese', 'an'],
      ['Union Berlin', 'a'],
      ['Chelsea', 'a'],
      ['Hellas Verona', 'a'],
      ['1. FC Köln', 'a'],
      ['8-goal', 'an'],
      ['11-goal', 'an'],
      ['2-goal', 'a'],
    ]
    expect(cases.map(([name]) => [name, article(name)])).toEqual(cases)
    expect(withArticle('FC Barcelona win')).toBe('an FC Barcelona win')
  })
})
