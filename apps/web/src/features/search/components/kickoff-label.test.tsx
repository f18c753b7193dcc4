import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { matchFixture, pickFixture } from '../../../testing/api-fixtures'
import { formatKickoff } from '../utils/format'
import { MatchCard } from './match-cards'
import { PickCard } from './pick-cards'

const PICK = pickFixture()

describe('kick-off and staleness on cards', () => {
  it("names the zone of a card's kick-off time: the report beside it may be in its author's zone", () => {
    render(
      <ol>
        <PickCard pick={PICK} rank={1} />
      </ol>,
    )
    const when = document.querySelector('time')
    expect(when?.getAttribute('dateTime')).toBe(PICK.kickoff)
    expect(when?.textContent).toMatch(/\d\d:\d\d \S+$/)
    // 15:00 UTC on Sunday is midnight on Monday in Tokyo; the zone is said in the reader's locale.
    expect(formatKickoff(PICK.kickoff, 'Asia/Tokyo')).toMatch(/16.*00:00 (GMT\+9|JST)$/)
    expect(formatKickoff(PICK.kickoff, 'UTC')).toMatch(/15.*15:00 UTC$/)
  })

  it('shows "time TBC" with the date, never the placeholder clock, when the data has no time', () => {
    render(
      <ol>
        <PickCard pick={{ ...PICK, timeTbc: true }} rank={1} />
      </ol>,
    )
    const when = document.querySelector('time')
    expect(when?.getAttribute('dateTime')).toBe('2026-03-15')
    expect(when?.textContent).toMatch(/15.*, time TBC$/)
    expect(document.body.textContent).not.toMatch(/\d\d:\d\d/)
  })

  it('puts a visible staleness warning on a pick from a league whose results stopped', () => {
    render(
      <ol>
        <PickCard pick={{ ...PICK, staleSince: '2025-11-01' }} rank={1} />
      </ol>,
    )
    expect(screen.getByRole('note').textContent).toMatch(
      /^Stale data: Scottish Premiership results stop at .*1.*2025, so this price rests on old form\.$/,
    )
  })

  it('gives a hypothetical meeting no date or time', () => {
    const match = matchFixture({
      matchId: 'hypothetical:en.1:arsenal:chelsea',
      home: 'Arsenal',
      away: 'Chelsea',
      kickoff: '2026-03-14T10:00:00.000Z',
      competitionName: 'Premier League',
      status: 'scheduled',
      hypothetical: true,
    })
    render(
      <ul>
        <MatchCard match={match} />
      </ul>,
    )
    expect(screen.getByText('Hypothetical, not scheduled')).toBeTruthy()
    expect(document.querySelector('time')).toBeNull()
  })
})
