import { describe, expect, it } from 'vitest'
import { type NameObservation, TeamDirectory } from './directory.ts'
import { normalizeTeamName } from './normalize.ts'

describe('normalizeTeamName', () => {
  it('strips accents, case, punctuation and club suffixes', () => {
    expect(normalizeTeamName('Manchester United FC')).toBe('manchester united')
    expect(normalizeTeamName('Brighton & Hove Albion')).toBe('brighton and hove albion')
    expect(normalizeTeamName('Club Atlético de Madrid')).toBe('atletico madrid')
    expect(normalizeTeamName('Bor. Mönchengladbach')).toBe('borussia monchengladbach')
    expect(normalizeTeamName('Bayer 04 Leverkusen')).toBe('bayer leverkusen')
    expect(normalizeTeamName('Arsenal FC (ENG)')).toBe('arsenal')
    expect(normalizeTeamName("Nott'm Forest")).toBe('nottm forest')
  })
})

// A small world: one date per observation so same-date clashes mark distinct clubs.
const obs = (name: string, competition: string, season: string, dates: string[]): NameObservation => ({
  name,
  competition,
  season,
  dates,
  count: dates.length,
})
const directory = new TeamDirectory([
  obs('Manchester United FC', 'en.1', '2025-26', ['2025-08-16']),
  obs('Manchester United', 'en.1', '2019-20', ['2019-08-10']),
  obs('Manchester City FC', 'en.1', '2025-26', ['2025-08-16']),
  obs('Sheffield United', 'en.2', '2024-25', ['2024-08-10']),
  obs('Sheffield Wednesday', 'en.2', '2024-25', ['2024-08-10']),
  obs('Bolton', 'en.3', '2025-26', ['2026-01-01']),
  obs('Bolton Wanderers', 'en.3', '2025-26', ['2025-08-09']),
  obs('Dundee FC', 'sco.1', '2024-25', ['2024-08-03']),
  obs('Dundee United', 'sco.1', '2024-25', ['2024-08-03']),
  obs('Real Madrid', 'es.1', '2024-25', ['2024-08-18']),
  obs('Real Madrid CF', 'es.1', '2025-26', ['2025-08-19']),
  obs('Real Betis', 'es.1', '2024-25', ['2024-08-15']),
  obs('Real Sociedad', 'es.1', '2024-25', ['2024-08-18']),
  obs('Real Madrid Castilla', 'es.2', '2013-14', ['2013-08-18']),
  obs('FC Barcelona', 'es.1', '2024-25', ['2024-08-17', '2024-08-24', '2024-08-31', '2024-09-14']),
  obs('Barcelona SC (ECU)', 'copa.l', '2025', ['2025-03-01']),
  obs('Inter', 'it.1', '2024-25', ['2024-08-17']),
  obs('FC Internazionale Milano', 'it.1', '2025-26', ['2025-08-25']),
  obs('Inter Miami CF', 'mls', '2025', ['2025-02-22']),
  obs('Arsenal FC', 'en.1', '2025-26', ['2025-08-17']),
  obs('Arsenal FC (ENG)', 'uefa.cl', '2024-25', ['2024-09-19']),
  obs('Tottenham Hotspur FC', 'en.1', '2025-26', ['2025-08-16']),
  obs('Wolverhampton Wanderers FC', 'en.1', '2025-26', ['2025-08-16']),
  obs('Nottingham Forest FC', 'en.1', '2025-26', ['2025-08-17']),
  obs('Paris Saint-Germain FC', 'fr.1', '2025-26', ['2025-08-17']),
  obs('Paris FC', 'fr.1', '2025-26', ['2025-08-17']),
  obs('Bayer 04 Leverkusen', 'de.1', '2025-26', ['2025-08-23']),
  obs('Kilmarnock FC', 'sco.1', '2025-26', ['2025-08-02']),
  obs('Hibernian FC', 'sco.1', '2025-26', ['2025-08-02']),
  obs('Heart of Midlothian', 'sco.1', '2025-26', ['2025-08-03']),
])
const id = (name: string, hint?: { competition?: string }) => directory.resolve(name, hint)?.id ?? null

describe('TeamDirectory', () => {
  it('merges spellings of one club, including cup files with a country suffix', () => {
    const united = directory.get('manchester-united')
    expect(united?.name).toBe('Manchester United')
    expect(united?.aliases).toEqual(expect.arrayContaining(['Manchester United FC', 'Man Utd']))
    expect(id('Arsenal FC (ENG)')).toBe('arsenal')
    expect(directory.idForSource('Arsenal FC (ENG)', 'uefa.cl')).toBe('arsenal')
    expect(id('FC Internazionale Milano')).toBe(id('Inter'))
    expect(id('Bolton')).toBe('bolton-wanderers')
  })
  it('keeps distinct clubs apart', () => {
    const distinct = [
      ['Manchester United', 'Manchester City'],
      ['Sheffield United', 'Sheffield Wednesday'],
      ['Real Madrid', 'Real Betis'],
      ['Real Madrid', 'Real Sociedad'],
      ['Real Madrid', 'Real Madrid Castilla'],
      ['Inter', 'Inter Miami CF'],
      ['Dundee FC', 'Dundee United'],
      ['Paris FC', 'Paris Saint-Germain'],
      ['FC Barcelona', 'Barcelona SC (ECU)'],
    ]
    for (const [a, b] of distinct) {
      expect(id(a as string), `${a} vs ${b}`).not.toBeNull()
      expect(id(a as string), `${a} vs ${b}`).not.toBe(id(b as string))
    }
  })
  it('resolves the names bettors use', () => {
    expect(id('Man United')).toBe('manchester-united')
    expect(id('Man Utd')).toBe('manchester-united')
    expect(id('Man City')).toBe('manchester-city')
    expect(id('Spurs')).toBe('tottenham-hotspur')
    expect(id('Wolves')).toBe('wolverhampton-wanderers')
    expect(id("Nott'm Forest")).toBe('nottingham-forest')
    expect(id('Sheff Utd')).toBe('sheffield-united')
    expect(id('PSG')).toBe('paris-saint-germain')
    expect(id('Real')).toBe('real-madrid')
    expect(id('Barcelona')).toBe('barcelona')
    expect(id('Inter Milan')).toBe(id('Inter'))
    expect(id('Tottenham')).toBe('tottenham-hotspur')
    expect(id('Lev')).toBe('bayer-leverkusen')
    expect(id('Killie')).toBe('kilmarnock')
    expect(id('Hibs')).toBe('hibernian')
    expect(id('Jambos')).toBe('heart-of-midlothian')
  })
  it('tolerates small typos but refuses ambiguity', () => {
    expect(id('arsenl')).toBe('arsenal')
    expect(id('Tottenam Hotspur')).toBe('tottenham-hotspur')
    expect(id('Manchester')).toBeNull()
    expect(id('Sheffield')).toBeNull()
    expect(id('Dundee Utd')).toBe('dundee-united')
    expect(id('Completely Unknown')).toBeNull()
  })
})
