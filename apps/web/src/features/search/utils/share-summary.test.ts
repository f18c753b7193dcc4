import type { AnalysisPick } from '@pitchwise/contract'
import { describe, expect, it } from 'vitest'
import { analysisFixture, matchFixture } from '../../../testing/api-fixtures'
import { shareSummary } from './share-summary'

function pick(overrides: Partial<AnalysisPick> = {}): AnalysisPick {
  return {
    matchId: 'psg-nantes',
    competition: 'fr.1',
    competitionName: 'Ligue 1',
    kickoff: '2026-03-14T20:00:00.000Z',
    date: '2026-03-14',
    home: 'Paris Saint-Germain',
    away: 'FC Nantes',
    market: 'home_win',
    marketLabel: 'Paris Saint-Germain to win',
    probability: 0.82,
    fairOdds: 1.22,
    confidence: 'high',
    reason: 'Stronger attack and defence.',
    expectedGoals: { home: 2.4, away: 0.7 },
    ...overrides,
  }
}

describe('shareSummary', () => {
  it('says the top pick of a match in words, with its probability and fair odds', () => {
    const text = shareSummary('PSG vs Nantes', analysisFixture({ picks: [pick()] }))
    expect(text).toBe('Pitchwise: Paris Saint-Germain v FC Nantes — Paris Saint-Germain to win 82% (fair odds 1.22)')
  })

  it('names the fixture once for several picks of one match', () => {
    const text = shareSummary(
      'PSG vs Nantes',
      analysisFixture({
        picks: [pick(), pick({ market: 'over_2.5', marketLabel: 'Over 2.5 goals', probability: 0.64, fairOdds: 1.56 })],
      }),
    )
    expect(text).toBe(
      'Pitchwise: Paris Saint-Germain v FC Nantes — Paris Saint-Germain to win 82% (fair odds 1.22); Over 2.5 goals 64% (fair odds 1.56)',
    )
  })

  it('keeps whole picks within 200 characters and says how many more there are', () => {
    const picks = [
      pick({
        matchId: 'a',
        home: 'Arsenal',
        away: 'Everton',
        marketLabel: 'Over 2.5 goals',
        probability: 0.71,
        fairOdds: 1.41,
      }),
      pick({
        matchId: 'b',
        home: 'Liverpool',
        away: 'Chelsea',
        marketLabel: 'Both teams to score',
        probability: 0.64,
        fairOdds: 1.56,
      }),
      pick({
        matchId: 'c',
        home: 'Manchester City',
        away: 'Newcastle United',
        marketLabel: 'Over 1.5 goals',
        probability: 0.83,
        fairOdds: 1.2,
      }),
      pick({
        matchId: 'd',
        home: 'Tottenham Hotspur',
        away: 'Manchester United',
        marketLabel: 'Over 2.5 goals',
        probability: 0.6,
        fairOdds: 1.67,
      }),
    ]
    const text = shareSummary('over 2.5 today', analysisFixture({ picks }))
    expect(text.length).toBeLessThanOrEqual(200)
    expect(text).toMatch(
      /^Pitchwise picks: Arsenal v Everton: Over 2\.5 goals 71% \(fair odds 1\.41\); Liverpool v Chelsea: /,
    )
    expect(text).toMatch(/; \+\d more$/)
    expect(text).not.toContain('...')
  })

  it('cuts a single pick with very long names to 197 characters plus an ellipsis', () => {
    const long = 'Real Club Deportivo de la Coruña Sociedad Anónima Deportiva Histórica'
    const text = shareSummary(
      '',
      analysisFixture({ picks: [pick({ home: long, away: long, marketLabel: `${long} to win` })] }),
    )
    expect(text).toHaveLength(200)
    expect(text.endsWith('...')).toBe(true)
    expect(text.startsWith(`Pitchwise: ${long} v `)).toBe(true)
  })

  it("without picks, gives a match's 1X2 chances, or its result once played", () => {
    expect(shareSummary('Arsenal v Chelsea', analysisFixture({ matches: [matchFixture()] }))).toBe(
      'Pitchwise: Arsenal v Chelsea — Arsenal 40%, draw 30%, Chelsea 30%',
    )
    const played = matchFixture({ status: 'finished', result: { home: 2, away: 1 } })
    expect(shareSummary('Arsenal v Chelsea result', analysisFixture({ matches: [played] }))).toBe(
      'Pitchwise: Arsenal 2–1 Chelsea (Premier League)',
    )
  })

  it("without picks, gives a season simulation's leaders", () => {
    const row = (team: string, title: number) => ({
      team,
      points: 60,
      played: 28,
      title,
      topFour: 0.9,
      relegation: 0,
      expectedPoints: 80,
    })
    const outright = {
      competition: 'en.1',
      competitionName: 'Premier League',
      season: '2025-26',
      simulations: 10000,
      remaining: 90,
      rows: [row('Liverpool', 0.25), row('Arsenal', 0.62), row('Chelsea', 0.08), row('Everton', 0)],
    }
    expect(shareSummary('who wins the league', analysisFixture({ outright }))).toBe(
      'Pitchwise: Premier League 2025-26, title — Arsenal 62%, Liverpool 25%, Chelsea 8%',
    )
  })

  it('falls back to the question when the report has nothing structured', () => {
    expect(shareSummary('Is it going to rain at Anfield?', analysisFixture())).toBe(
      'Pitchwise analysis: Is it going to rain at Anfield?',
    )
    expect(shareSummary('x'.repeat(400), null)).toHaveLength(200)
  })
})
