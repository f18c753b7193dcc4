import { describe, expect, it } from 'vitest'
import { settlePick } from './settle-pick.ts'

describe('settlePick: a pick against the final score', () => {
  it('settles results, totals and both teams to score', () => {
    expect(settlePick('home_win', 2, 1)).toBe('won')
    expect(settlePick('away_win', 2, 1)).toBe('lost')
    expect(settlePick('double_chance_X2', 1, 1)).toBe('won')
    expect(settlePick('over_2.5', 2, 1)).toBe('won')
    expect(settlePick('over_2.5', 1, 1)).toBe('lost')
    expect(settlePick('under_1.5', 1, 0)).toBe('won')
    expect(settlePick('btts_yes', 2, 0)).toBe('lost')
    expect(settlePick('btts_and_over_2.5', 2, 1)).toBe('won')
    expect(settlePick('result_and_total_draw_under_2.5', 1, 1)).toBe('won')
    expect(settlePick('result_and_btts_home_yes', 2, 1)).toBe('won')
    expect(settlePick('result_and_btts_home_yes', 2, 0)).toBe('lost')
    expect(settlePick('result_and_btts_away_no', 0, 2)).toBe('won')
    expect(settlePick('result_and_btts_draw_yes', 0, 0)).toBe('lost')
    expect(settlePick('team_over_away_1.5', 0, 2)).toBe('won')
  })

  it('settles scorelines, clean sheets, margins and handicaps', () => {
    expect(settlePick('correct_score_2-1', 2, 1)).toBe('won')
    expect(settlePick('exact_score_0-0', 1, 0)).toBe('lost')
    expect(settlePick('clean_sheet_away', 0, 0)).toBe('won')
    expect(settlePick('win_to_nil_home', 1, 1)).toBe('lost')
    expect(settlePick('winning_margin_home_min2', 3, 1)).toBe('won')
    expect(settlePick('winning_margin_away_1', 0, 2)).toBe('lost')
    expect(settlePick('draw_no_bet_home', 1, 1)).toBe('push')
    expect(settlePick('asian_handicap_home_-1.5', 2, 1)).toBe('lost')
    // +0.25 on a draw: half the stake pushed, half won: a profit.
    expect(settlePick('asian_handicap_away_0.25', 1, 1)).toBe('won')
    expect(settlePick('asian_handicap_home_-0.25', 1, 1)).toBe('lost')
  })

  it('leaves a market it does not know unsettled', () => {
    expect(settlePick('corners_over_9.5', 2, 1)).toBeNull()
  })
})
