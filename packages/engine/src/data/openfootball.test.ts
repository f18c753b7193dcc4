import { describe, expect, it } from 'vitest'
import { competitionInfo } from './competitions.ts'
import { fixSeasonDate, parseOpenfootballFile } from './openfootball.ts'

describe('parseOpenfootballFile', () => {
  const json = {
    name: 'English Premier League 2025/26',
    matches: [
      {
        round: 'Matchday 1',
        date: '2025-08-15',
        time: '20:00',
        team1: 'Liverpool FC',
        team2: 'AFC Bournemouth',
        score: { ht: [1, 0], ft: [4, 2] },
      },
      {
        round: 'Matchday 30',
        date: '2026-03-14',
        time: '15:00',
        team1: 'Sunderland AFC',
        team2: 'Burnley FC',
        score: {},
      },
      { date: '2026-03-15', team1: 'Arsenal FC', team2: 'Chelsea FC' },
      {
        date: '2026-01-02',
        time: '9:30',
        team1: 'A',
        team2: 'B',
        score: { ft: [1, 1], et: [2, 1], p: [4, 3] },
        stage: 'x',
      },
      { date: '2026-01-03', team1: 'C', team2: 'D', status: 'cancelled', score: {} },
      { date: 'not a date', team1: 'E', team2: 'F' },
      { date: '2026-01-04', team1: 'G' },
      null,
      { date: '2026-01-05', team1: 'H', team2: 'I', status: 'awarded', score: { ft: [3, 0] } },
    ],
  }
  const parsed = parseOpenfootballFile(json, 'en.1', '2025-26')

  it('parses played and unplayed matches and converts kick-off to UTC', () => {
    expect(parsed.matches).toHaveLength(5)
    const [first, second, third] = parsed.matches
    expect(first).toMatchObject({
      status: 'finished',
      homeGoals: 4,
      awayGoals: 2,
      homeName: 'Liverpool FC',
      round: 'Matchday 1',
    })
    expect(first?.kickoff).toBe('2025-08-15T19:00:00.000Z')
    expect(second).toMatchObject({ status: 'scheduled', homeGoals: null, awayGoals: null })
    // No time → 15:00 local (GMT in March before the switch).
    expect(third).toMatchObject({ status: 'scheduled', localTime: null, kickoff: '2026-03-15T15:00:00.000Z' })
  })
  it('keeps a half-time score that fits the full-time one, and drops one that cannot be', () => {
    expect(parsed.matches[0]?.halfTime).toEqual([1, 0])
    expect(parsed.matches[3]?.halfTime).toBeUndefined()
    const odd = parseOpenfootballFile(
      { matches: [{ date: '2025-08-16', team1: 'A', team2: 'B', score: { ht: [2, 0], ft: [1, 1] } }] },
      'en.1',
      '2025-26',
    )
    expect(odd.matches[0]?.halfTime).toBeUndefined()
  })
  it('uses the 90-minute score and tolerates extra keys, odd times, and awarded results', () => {
    const et = parsed.matches[3]
    expect(et).toMatchObject({ homeGoals: 1, awayGoals: 1, localTime: '09:30' })
    expect(parsed.matches[4]).toMatchObject({ awarded: true, homeGoals: 3 })
  })
  it('never throws on garbage', () => {
    expect(parseOpenfootballFile(null, 'xx.1', '2025').matches).toEqual([])
    expect(parseOpenfootballFile({ matches: 'nope' }, 'xx.1', '2025').matches).toEqual([])
  })
  it('repairs the source year typo of split seasons', () => {
    expect(fixSeasonDate('2025-01-04', '2025-26')).toBe('2026-01-04')
    expect(fixSeasonDate('2025-08-04', '2025-26')).toBe('2025-08-04')
    expect(fixSeasonDate('2020-08-01', '2019-20')).toBe('2020-08-01')
    expect(fixSeasonDate('2025-03-01', '2025')).toBe('2025-03-01')
  })
  it('moves a later round dated before the season opened one year on, as the 2019-20 files date July 2020', () => {
    const file = parseOpenfootballFile(
      {
        matches: [
          {
            round: 'Matchday 1',
            date: '2019-08-09',
            team1: 'Liverpool FC',
            team2: 'Norwich City',
            score: { ft: [4, 1] },
          },
          {
            round: 'Matchday 29',
            date: '2020-03-09',
            team1: 'Leicester City',
            team2: 'Aston Villa',
            score: { ft: [4, 0] },
          },
          {
            round: 'Matchday 32',
            date: '2019-07-01',
            team1: 'Arsenal FC',
            team2: 'Norwich City',
            score: { ft: [4, 0] },
          },
          { round: 'Final', date: '2019-07-20', team1: 'A', team2: 'B', score: { ft: [1, 0] } },
        ],
      },
      'en.1',
      '2019-20',
    )
    expect(file.matches.map((m) => m.date)).toEqual(['2019-08-09', '2020-03-09', '2020-07-01', '2019-07-20'])
  })
})

describe('competitionInfo', () => {
  it('has English names and zones for the big leagues', () => {
    expect(competitionInfo('en.1')).toEqual({
      code: 'en.1',
      name: 'Premier League',
      country: 'England',
      timeZone: 'Europe/London',
    })
    expect(competitionInfo('es.1').name).toBe('La Liga')
    expect(competitionInfo('sco.1').name).toBe('Scottish Premiership')
    expect(competitionInfo('br.1').timeZone).toBe('America/Sao_Paulo')
  })
  it('falls back to the source name for unknown codes', () => {
    expect(competitionInfo('en.5', 'English National League 2025/26')).toEqual({
      code: 'en.5',
      name: 'English National League',
      country: 'England',
      timeZone: 'Europe/London',
    })
    expect(competitionInfo('zz.1', 'Somewhere | Top League 2025').name).toBe('Top League')
  })
})
