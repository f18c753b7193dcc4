import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { RatingChart } from './rating-chart'
import { ScoreHeatmap } from './score-heatmap'

describe('the browse charts say what they show', () => {
  it('names the rating chart and says its start, end, high and low in words, with every point as a table', () => {
    const points = [
      { date: '2025-08-17', rating: 1710.2 },
      { date: '2025-08-17', rating: 1722.9 },
      { date: '2025-08-24', rating: 1701.4 },
      { date: '2025-08-31', rating: 1745.6 },
    ]
    render(<RatingChart team="Arsenal" season="2025-26" points={points} />)
    const chart = screen.getByRole('img', { name: "Arsenal's Elo rating through 2025-26" })
    expect(chart.getAttribute('aria-describedby')).toBeTruthy()
    expect(
      screen.getByText(
        /^From 1710 before the first match to 1746 after 3 matches; high 1746 \(31 August 2025\), low 1701 \(24 August 2025\)\.$/,
      ),
    ).toBeTruthy()
    expect(chart.querySelector('polyline')?.getAttribute('points')?.trim().split(/\s+/)).toHaveLength(4)
    const table = screen.getByRole('table')
    expect(within(table).getAllByRole('row')).toHaveLength(5)
  })

  it('reads the heat map as a table of scores, the likeliest cell in the strongest shade', () => {
    const cells = Array.from({ length: 6 }, (_, h) =>
      Array.from({ length: 6 }, (_, a) => (h === 1 && a === 0 ? 0.14 : 0.02)),
    )
    render(<ScoreHeatmap home="Arsenal" away="Everton" cells={cells} />)
    const table = screen.getByRole('table', { name: 'Chance of each score: Arsenal goals down, Everton goals across' })
    expect(within(table).getAllByRole('cell')).toHaveLength(36)
    // The header row, then 0 home goals, then 1.
    const row = within(table).getAllByRole('row')[2] as HTMLElement
    expect(within(row).getByRole('rowheader').textContent).toBe('Arsenal 1')
    const first = within(row).getAllByRole('cell')[0]
    expect(first?.textContent).toBe('14%')
    expect(first?.className).toContain('bg-emerald-400')
    expect(within(row).getAllByRole('cell')[1]?.className).toContain('bg-emerald-50')
  })
})
