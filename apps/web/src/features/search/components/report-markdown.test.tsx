/** The report's text on a phone: a score such as "2–2" never breaks across two lines. */
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ReportMarkdown } from './report-markdown.tsx'

describe('ReportMarkdown', () => {
  it('keeps scores on one line in list items, bold text and tables, and reads as written', () => {
    const { container } = render(
      <ReportMarkdown
        text={[
          '- Most likely score **2–2** (11%), then 1–1',
          '',
          '| Match | xG |',
          '|---|---|',
          '| Arsenal v Chelsea | 1.4–0.9 |',
        ].join('\n')}
      />,
    )
    const together = [...container.querySelectorAll('span.whitespace-nowrap')].map((span) => span.textContent)
    expect(together).toEqual(['2–2', '1–1', '1.4–0.9'])
    expect(screen.getByRole('listitem')).toHaveTextContent('Most likely score 2–2 (11%), then 1–1')
  })
})
