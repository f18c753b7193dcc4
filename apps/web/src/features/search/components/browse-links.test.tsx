import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { matchFixture, pickFixture } from '../../../testing/api-fixtures'
import { MatchCard } from './match-cards'
import { PickCard } from './pick-cards'

const IDS = { homeTeamId: 'arsenal', awayTeamId: 'everton' }

describe('names on the cards lead to their free pages (issue 34)', () => {
  it('links each team and the competition of a match card, and its match page', () => {
    render(
      <MemoryRouter>
        <ul>
          <MatchCard
            match={matchFixture({
              matchId: 'en.1:2025-26:2026-03-14:arsenal:everton',
              home: 'Arsenal',
              away: 'Everton',
              competition: 'en.1',
              competitionName: 'Premier League',
              ...IDS,
            })}
          />
        </ul>
      </MemoryRouter>,
    )
    expect(screen.getByRole('link', { name: 'Arsenal' }).getAttribute('href')).toBe('/teams/arsenal')
    expect(screen.getByRole('link', { name: 'Everton' }).getAttribute('href')).toBe('/teams/everton')
    expect(screen.getByRole('link', { name: 'Premier League' }).getAttribute('href')).toBe('/leagues/en.1')
    expect(screen.getByRole('link', { name: /Free match page/ }).getAttribute('href')).toBe(
      `/matches/${encodeURIComponent('en.1:2025-26:2026-03-14:arsenal:everton')}`,
    )
  })

  it('links the teams and competition of a pick card', () => {
    render(
      <MemoryRouter>
        <ol>
          <PickCard
            pick={pickFixture({
              home: 'Arsenal',
              away: 'Everton',
              competition: 'en.1',
              competitionName: 'Premier League',
              ...IDS,
            })}
            rank={1}
          />
        </ol>
      </MemoryRouter>,
    )
    expect(screen.getByRole('link', { name: 'Arsenal' }).getAttribute('href')).toBe('/teams/arsenal')
    expect(screen.getByRole('link', { name: 'Premier League' }).getAttribute('href')).toBe('/leagues/en.1')
  })

  it('shows plain names on a report saved before the cards carried ids', () => {
    render(
      <ul>
        <MatchCard match={matchFixture({ home: 'Arsenal', away: 'Everton' })} />
      </ul>,
    )
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.getByText('Arsenal')).toBeTruthy()
  })
})
