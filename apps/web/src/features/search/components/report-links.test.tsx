/** Team and competition names in the report's text lead to their free pages (issue 34, decision 412). */
import type { NamedEntity } from '@pitchwise/contract'
import { render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { ReportMarkdown } from './report-markdown.tsx'

const NAMED: NamedEntity[] = [
  { name: 'Manchester City', kind: 'team', id: 'manchester-city' },
  { name: 'West Ham United', kind: 'team', id: 'west-ham-united' },
  { name: 'Premier League', kind: 'competition', id: 'en.1' },
  { name: 'Brighton & Hove Albion', kind: 'team', id: 'brighton-hove-albion' },
]

const REPORT = [
  '## Manchester City v West Ham United',
  'Manchester City visit West Ham United on Saturday (Premier League). Manchester City win 52%.',
  '',
  '1. **Manchester City v West Ham United** · Premier League · Saturday 14 March, 15:00',
  "   Manchester City 2.1 xG; West Ham United's last six averaged 2.9 goals.",
  '',
  '| Pos | Team | Pts |',
  '|---|---|---|',
  '| 2 | Manchester City | 60 |',
  '| 14 | Brighton & Hove Albion | 37 |',
  '',
  'Ask `Manchester City` or Manchester Cityzens; Nottingham Forest has no tag.',
].join('\n')

function renderReport(text: string, named: NamedEntity[] | undefined) {
  return render(
    <MemoryRouter>
      <ReportMarkdown text={text} named={named} />
    </MemoryRouter>,
  )
}

const hrefs = (root: HTMLElement) =>
  within(root)
    .queryAllByRole('link')
    .map((a) => `${a.textContent} → ${a.getAttribute('href')}`)

describe('names in the report text', () => {
  it('links each team and competition at its first mention in a paragraph, to its page', () => {
    renderReport(REPORT, NAMED)
    const paragraph = screen.getByText(/visit/).closest('p') as HTMLElement
    expect(hrefs(paragraph)).toEqual([
      'Manchester City → /teams/manchester-city',
      'West Ham United → /teams/west-ham-united',
      'Premier League → /leagues/en.1',
    ])
    // The text reads exactly as written: the second "Manchester City" stays plain.
    expect(paragraph).toHaveTextContent(
      'Manchester City visit West Ham United on Saturday (Premier League). Manchester City win 52%.',
    )
  })

  it('leaves headings plain', () => {
    renderReport(REPORT, NAMED)
    expect(within(screen.getByRole('heading')).queryAllByRole('link')).toEqual([])
    expect(screen.getByRole('heading')).toHaveTextContent('Manchester City v West Ham United')
  })

  it('links inside bold text once per list item, and each table cell on its own', () => {
    renderReport(REPORT, NAMED)
    const item = screen.getByRole('listitem')
    expect(hrefs(item)).toEqual([
      'Manchester City → /teams/manchester-city',
      'West Ham United → /teams/west-ham-united',
      'Premier League → /leagues/en.1',
    ])
    expect(within(item).getAllByRole('link')[0]?.closest('strong')).not.toBeNull()
    const table = screen.getByRole('table')
    expect(hrefs(table)).toEqual([
      'Manchester City → /teams/manchester-city',
      'Brighton & Hove Albion → /teams/brighton-hove-albion',
    ])
  })

  it('links no code, no name inside a longer word, and no name the engine did not tag', () => {
    renderReport(REPORT, NAMED)
    const last = screen.getByText(/has no tag/).closest('p') as HTMLElement
    expect(hrefs(last)).toEqual([])
    expect(last).toHaveTextContent('Ask Manchester City or Manchester Cityzens; Nottingham Forest has no tag.')
  })

  it('shows plain text for a report saved before names were tagged', () => {
    renderReport(REPORT, undefined)
    expect(screen.queryAllByRole('link')).toEqual([])
  })

  it('links a name only once the typing has written all of it', () => {
    renderReport('Manchester Ci', NAMED)
    expect(screen.queryAllByRole('link')).toEqual([])
    renderReport('Manchester City', NAMED)
    expect(screen.getByRole('link', { name: 'Manchester City' })).toHaveAttribute('href', '/teams/manchester-city')
  })
})
