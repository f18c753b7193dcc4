import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { matchFixture } from '../../../testing/api-fixtures'
import { MatchCard } from './match-cards'

const LINE =
  'Little at stake for Chelsea: by the table before this match, it can no longer realistically move across the title, European or relegation lines. Sides in that position tend to concede more; the probabilities allow for it.'

describe('a side with nothing left to play for, on the match card', () => {
  it('says so beside the prices that allow for it', () => {
    render(
      <ul>
        <MatchCard match={matchFixture({ home: 'Arsenal', away: 'Chelsea', stakes: LINE })} />
      </ul>,
    )
    expect(screen.getByRole('note').textContent).toBe(LINE)
  })

  it('says nothing when both sides still play for something', () => {
    render(
      <ul>
        <MatchCard match={matchFixture({ home: 'Arsenal', away: 'Chelsea' })} />
      </ul>,
    )
    expect(screen.queryByRole('note')).toBeNull()
  })
})
