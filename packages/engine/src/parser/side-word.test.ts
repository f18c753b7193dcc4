import { describe, expect, it } from 'vitest'
import type { TeamInfo } from '../types.ts'
import { normalize } from './normalize.ts'
import { createSideWordReader } from './side-word.ts'
import type { TeamMention } from './teams.ts'

const team = (id: string, name: string): TeamInfo => ({ id, name, aliases: [] })
const TEAMS = [
  team('sporting-cp', 'Sporting CP'),
  team('sporting-braga', 'Sporting Braga'),
  team('tondela', 'CD Tondela'),
  team('real-madrid', 'Real Madrid'),
  team('real-betis', 'Real Betis'),
  team('sevilla', 'Sevilla FC'),
]
const LEAGUE: Record<string, string> = {
  'sporting-cp': 'pt.1',
  'sporting-braga': 'pt.1',
  tondela: 'pt.1',
  'real-madrid': 'es.1',
  'real-betis': 'es.1',
  sevilla: 'es.1',
}
const read = createSideWordReader(TEAMS, (id) => LEAGUE[id])
const mention = (teamId: string, phrase: string, start: number): TeamMention => ({
  teamId,
  phrase,
  start,
  end: start + phrase.split(' ').length,
  fuzzy: false,
})

describe('a side word said alone', () => {
  it('is the one club of the opponent league whose name is the word and club-type words only', () => {
    // "Sporting" in Portugal is Sporting CP, not Sporting Braga (decision 416).
    const r = read(normalize('sporting tondela 3-0 correct score'), [mention('tondela', 'tondela', 1)])
    expect(r?.mention?.teamId).toBe('sporting-cp')
  })

  it('still asks which when several clubs carry the word and none is the word alone', () => {
    const r = read(normalize('real v sevilla'), [mention('sevilla', 'sevilla', 2)])
    expect(r?.ambiguous?.teams).toEqual(['real-madrid', 'real-betis'])
  })
})
