import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithHealth } from '../testing.tsx'
import { FreshnessLine } from './freshness-line.tsx'

afterEach(() => vi.unstubAllGlobals())

const STILL_ANSWERED = 'Results, tables and past matches are still answered.'

describe('FreshnessLine', () => {
  it('says when the data ends when it has no fixtures ahead', async () => {
    await renderWithHealth(<FreshnessLine />, {
      today: '2026-11-28',
      lastResultDate: '2026-03-11',
      nextFixtureDate: null,
      freshness: 'stale',
    })
    expect(
      screen.getByText(
        "Pitchwise's football data runs to 11 March 2026, so there are no upcoming fixtures to analyse yet. " +
          STILL_ANSWERED,
      ),
    ).toBeVisible()
  })

  it('names the next fixtures when they are more than a week away', async () => {
    await renderWithHealth(<FreshnessLine />, {
      today: '2026-06-01',
      lastResultDate: '2026-05-24',
      nextFixtureDate: '2026-08-15',
    })
    expect(
      screen.getByText(
        "There are no fixtures in the coming days: the next in Pitchwise's football data are on 15 August 2026. " +
          STILL_ANSWERED,
      ),
    ).toBeVisible()
  })

  it('says nothing when fixtures are near (a demo day inside the data, or a week ahead)', async () => {
    await renderWithHealth(<FreshnessLine />, {
      today: '2026-03-14',
      demoDate: '2026-03-14',
      nextFixtureDate: '2026-03-14',
    })
    expect(screen.queryByText(/football data/)).not.toBeInTheDocument()
    vi.unstubAllGlobals()
    await renderWithHealth(<FreshnessLine />, { today: '2026-03-14', nextFixtureDate: '2026-03-21' })
    expect(screen.queryByText(/football data/)).not.toBeInTheDocument()
  })

  it('says nothing before the data is known: health failing, or the model still warming up', async () => {
    await renderWithHealth(<FreshnessLine />, 'down')
    expect(screen.queryByText(/football data/)).not.toBeInTheDocument()
    vi.unstubAllGlobals()
    await renderWithHealth(<FreshnessLine />, { ready: false, lastResultDate: null, nextFixtureDate: null })
    expect(screen.queryByText(/football data/)).not.toBeInTheDocument()
  })
})
