import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { UnderstoodLine } from './understood-line'

describe('UnderstoodLine', () => {
  it('names each item understood, marks one the answer does not give, and the words not used', () => {
    render(
      <UnderstoodLine
        understanding={{
          items: [
            { label: 'Arsenal v Chelsea', answered: true },
            { label: 'corners market', answered: false },
          ],
          words: [],
          unused: ['madird'],
        }}
      />,
    )
    const line = screen.getByTestId('understood')
    expect(line.textContent).toBe('Understood: Arsenal v Chelsea · corners market (not answered) · Not used: “madird”')
  })

  it('shows nothing for a refused question or an older saved report', () => {
    const { container, rerender } = render(<UnderstoodLine understanding={{ items: [], words: [], unused: [] }} />)
    expect(container.textContent).toBe('')
    rerender(<UnderstoodLine understanding={undefined} />)
    expect(container.textContent).toBe('')
  })
})
