import { act, render, screen } from '@testing-library/react'
import { Component, type ReactNode, Suspense } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { LazyPage, pageChunk } from './lazy-page.tsx'

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override render() {
    return this.state.failed ? <p>failed</p> : this.props.children
  }
}

const page = (text: string) => () => <h1>{text}</h1>

describe('pageChunk', () => {
  it('fetches its chunk once, however often it is preloaded or rendered', async () => {
    let loads = 0
    const chunk = pageChunk(async () => {
      loads++
      return { default: page('Once') }
    })
    await Promise.all([chunk.preload(), chunk.preload()])
    render(<LazyPage chunk={chunk} />)
    expect(screen.getByRole('heading', { name: 'Once' })).toBeInTheDocument()
    expect(loads).toBe(1)
  })

  it('fetches again after a failed fetch, so a retry can succeed', async () => {
    let loads = 0
    const chunk = pageChunk(async () => {
      loads++
      if (loads === 1) throw new Error('offline')
      return { default: page('Back online') }
    })
    await expect(chunk.preload()).rejects.toThrow('offline')
    await chunk.preload()
    expect(loads).toBe(2)
    render(<LazyPage chunk={chunk} />)
    expect(screen.getByRole('heading', { name: 'Back online' })).toBeInTheDocument()
  })

  it('renders a page that was not preloaded once its chunk is in, and a failed one into the error boundary', async () => {
    const chunk = pageChunk(async () => ({ default: page('Later') }))
    await act(async () => {
      render(
        <Suspense fallback={<p>loading</p>}>
          <LazyPage chunk={chunk} />
        </Suspense>,
      )
    })
    expect(screen.getByRole('heading', { name: 'Later' })).toBeInTheDocument()

    const broken = pageChunk(async () => {
      throw new Error('gone')
    })
    // React reports the error it hands to the boundary; that report is expected here.
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await act(async () => {
      render(
        <Boundary>
          <Suspense fallback={<p>loading broken</p>}>
            <LazyPage chunk={broken} />
          </Suspense>
        </Boundary>,
      )
    })
    expect(screen.getByText('failed')).toBeInTheDocument()
    reported.mockRestore()
  })
})
