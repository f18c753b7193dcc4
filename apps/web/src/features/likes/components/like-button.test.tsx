import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fixtures } from '../../../testing/api-fixtures.ts'
import { LikeButton } from './like-button'

function renderButton(props: Partial<Parameters<typeof LikeButton>[0]> = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
  const onRequireSignIn = vi.fn()
  render(
    <QueryClientProvider client={queryClient}>
      <LikeButton searchId="s1" likes={4} isSignedIn onRequireSignIn={onRequireSignIn} {...props} />
    </QueryClientProvider>,
  )
  return { onRequireSignIn }
}

beforeEach(() => {
  // A known visitor: the API client then skips fingerprinting.
  document.cookie = 'pitchwise_visitor=test-visitor-0001; Path=/'
})
afterEach(() => vi.unstubAllGlobals())

describe('LikeButton', () => {
  it('counts +1 at once and keeps the server answer', async () => {
    let release: (r: Response) => void = () => {}
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (release = resolve)))
    vi.stubGlobal('fetch', fetchMock)
    const user = userEvent.setup()
    renderButton()
    // The name says what the button shows (the count), so voice control finds it by either.
    await user.click(screen.getByRole('button', { name: 'Like this search, 4 likes' }))
    expect(screen.getByTestId('like-count')).toHaveTextContent('5')
    expect(screen.getByRole('button', { name: 'Unlike this search, 5 likes' })).toHaveAttribute('aria-pressed', 'true')
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    release(
      new Response(JSON.stringify(fixtures.toggleLike({ liked: true, likes: 7 })), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    )
    await waitFor(() => expect(screen.getByTestId('like-count')).toHaveTextContent('7'))
  })

  it('rolls the optimistic count back when the server fails', async () => {
    let release: (r: Response) => void = () => {}
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (release = resolve)))
    vi.stubGlobal('fetch', fetchMock)
    const user = userEvent.setup()
    renderButton({ isLiked: true })
    await user.click(screen.getByRole('button', { name: 'Unlike this search, 4 likes' }))
    expect(screen.getByTestId('like-count')).toHaveTextContent('3')
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    release(
      new Response(JSON.stringify(fixtures.error({ error: 'Internal error', code: 'INTERNAL_ERROR' })), {
        status: 500,
        headers: { 'Content-Type': 'application/json' },
      }),
    )
    await waitFor(() => expect(screen.getByTestId('like-count')).toHaveTextContent('4'))
    expect(screen.getByRole('button', { name: 'Unlike this search, 4 likes' })).toHaveAttribute('aria-pressed', 'true')
  })

  it('asks a signed-out visitor to sign up instead of calling the server', async () => {
    const fetchMock = vi.fn()
    vi.stubGlobal('fetch', fetchMock)
    const user = userEvent.setup()
    const { onRequireSignIn } = renderButton({ isSignedIn: false })
    await user.click(screen.getByRole('button', { name: 'Like this search, 4 likes' }))
    expect(onRequireSignIn).toHaveBeenCalledTimes(1)
    expect(fetchMock).not.toHaveBeenCalled()
    expect(screen.getByTestId('like-count')).toHaveTextContent('4')
  })

  it('is named by its action alone when it shows no count, and says "1 like" in the singular', () => {
    vi.stubGlobal('fetch', vi.fn())
    renderButton({ isLiked: true, showCount: false })
    expect(screen.getByRole('button', { name: 'Unlike this search' })).toBeInTheDocument()
    renderButton({ likes: 1 })
    expect(screen.getByRole('button', { name: 'Like this search, 1 like' })).toBeInTheDocument()
  })
})
