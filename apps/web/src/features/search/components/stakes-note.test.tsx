import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { matchFixture, pickFixture } from '../../../testing/api-fixtures'
import { MatchCard } from './match-cards'
import { PickCard } from './pick-cards'

const LINE =
  'Little at stake for Southampton: by the table before this match, it can no longer realistically move across the title, European or relegation lines. Sides in that position tend to concede more; the probabilities allow for it.'

const PICK = pickFixture({ home: 'Southampton', away: 'Manchester City', marketLabel: 'Manchester City to win' })

describe('a side with nothing left to play for, on the cards', () => {
  it('says so on the pick card, beside the price that allows for it', () => {
    render(
      <ol>
        <PickCard pick={{ ...PICK, stakes: LINE }} rank={1} />
      </ol>,
    )
    expect(screen.getByRole('note').textContent).toBe(LINE)
  })

  it('says so on the match card', () => {
    render(
      <ul>
        <MatchCard match={matchFixture({ home: 'Southampton', away: 'Manchester City', stakes: LINE })} />
      </ul>,
    )
    expect(screen.getByRole('note').textContent).toBe(LINE)
  })

  it('says nothing when both sides still play for something', () => {
    render(
      <ul>
        <MatchCard match={matchFixture({ home: 'Arsenal', away: 'Chelsea' })} />
        <PickCard pick={PICK} rank={1} />
      </ul>,
    )
    expect(screen.queryByRole('note')).toBeNull()
  })
})
