import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { analysisFixture } from '../../../testing/api-fixtures'
import { AnalysisReport } from './analysis-report'

const REPORT = 'I looked at seven fixtures today and ranked them by over 2.5 goals. Bayern München v Borussia Dortmund.'

function mockReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query.includes('reduce'),
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  )
}

describe('AnalysisReport typing', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('types the report 3 characters every 30 ms and offers Show full report', () => {
    mockReducedMotion(false)
    render(<AnalysisReport query="q" result={REPORT} analysis={null} shareId={null} />)
    const text = screen.getByTestId('report-text')
    expect(text.textContent).toBe('')
    act(() => vi.advanceTimersByTime(30))
    expect(text.textContent).toBe(REPORT.slice(0, 3))
    act(() => vi.advanceTimersByTime(90))
    expect(text.textContent).toBe(REPORT.slice(0, 12).trimEnd())
    fireEvent.click(screen.getByRole('button', { name: 'Show full report' }))
    expect(text.textContent).toBe(REPORT)
    expect(screen.queryByRole('button', { name: 'Show full report' })).toBeNull()
  })

  it('finishes by itself', () => {
    mockReducedMotion(false)
    render(<AnalysisReport query="q" result={REPORT} analysis={null} shareId={null} />)
    act(() => vi.advanceTimersByTime(Math.ceil(REPORT.length / 3) * 30))
    expect(screen.getByTestId('report-text').textContent).toBe(REPORT)
  })

  it('shows the whole report at once under prefers-reduced-motion', () => {
    mockReducedMotion(true)
    render(<AnalysisReport query="q" result={REPORT} analysis={null} shareId={null} />)
    expect(screen.getByTestId('report-text').textContent).toBe(REPORT)
    expect(screen.queryByRole('button', { name: 'Show full report' })).toBeNull()
  })

  it('renders markdown as elements, never as HTML, and shows share links for a saved report', () => {
    mockReducedMotion(true)
    render(
      <AnalysisReport
        query="three over 2.5"
        result={'## Today\n\n**Bold** <script>alert(1)</script>'}
        analysis={null}
        shareId="abcdefghijklmnopqrstuv"
        onClear={() => {}}
        onFeedback={() => {}}
        onContinueChat={() => {}}
      />,
    )
    expect(screen.getByRole('heading', { name: 'Today' })).toBeInTheDocument()
    expect(screen.getByText('Bold').tagName).toBe('STRONG')
    expect(document.querySelector('script')).toBeNull()
    expect(screen.getByText(/<script>alert\(1\)<\/script>/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute(
      'href',
      expect.stringContaining('wa.me'),
    )
    expect(screen.getByTestId('share-link')).toHaveAttribute(
      'href',
      expect.stringMatching(/\/shared\/abcdefghijklmnopqrstuv$/),
    )
    expect(screen.getByRole('button', { name: 'Clear' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Continue chat' })).toBeInTheDocument()
  })

  it("shares a summary of the top pick, not the report's table flattened", () => {
    mockReducedMotion(true)
    const pick = {
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
      confidence: 'high' as const,
      reason: 'Stronger on both ends.',
      expectedGoals: { home: 2.4, away: 0.7 },
    }
    render(
      <AnalysisReport
        query="PSG vs Nantes"
        result={'| | Paris Saint-Germain | Draw | FC Nantes |\n|---|---|---|---|\n| Probability | 82% | 12% | 6% |'}
        analysis={analysisFixture({ picks: [pick] })}
        shareId="abcdefghijklmnopqrstuv"
      />,
    )
    const tweet = new URL(screen.getByRole('link', { name: 'Share on X (Twitter)' }).getAttribute('href') ?? '')
    expect(tweet.searchParams.get('text')).toBe(
      'Pitchwise: Paris Saint-Germain v FC Nantes — Paris Saint-Germain to win 82% (fair odds 1.22)',
    )
  })
})
