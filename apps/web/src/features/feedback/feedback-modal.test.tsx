import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fixtures } from '../../testing/api-fixtures.ts'
import { FeedbackModal } from './feedback-modal.tsx'

beforeEach(() => {
  document.cookie = 'pitchwise_visitor=visitor-test-0001; path=/'
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

function setup(fakeTimers = false) {
  const onOpenChange = vi.fn()
  render(<FeedbackModal open onOpenChange={onOpenChange} />)
  return { onOpenChange, user: userEvent.setup(fakeTimers ? { advanceTimers: vi.advanceTimersByTime } : {}) }
}

describe('feedback modal', () => {
  it('requires a message and defaults the type to suggestion', async () => {
    const fetchMock = vi.fn()
    vi.stubGlobal('fetch', fetchMock)
    const { user } = setup()
    expect(screen.getByRole('combobox')).toHaveValue('suggestion')
    await user.type(screen.getByRole('textbox'), '   ')
    await user.click(screen.getByRole('button', { name: 'Send Feedback' }))
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your feedback')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('sends the trimmed message, thanks the user and closes after 2 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    let release: () => void = () => {}
    const fetchMock = vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          release = () => resolve(new Response(JSON.stringify(fixtures.feedback({ received: true })), { status: 201 }))
        }),
    )
    vi.stubGlobal('fetch', fetchMock)
    const { user, onOpenChange } = setup(true)
    await user.selectOptions(screen.getByRole('combobox'), 'bug')
    await user.type(screen.getByRole('textbox'), '  The report did not load  ')
    await user.click(screen.getByRole('button', { name: 'Send Feedback' }))
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled()
    expect(screen.getByRole('textbox')).toBeDisabled()
    await act(async () => release())
    expect(await screen.findByText('Thank you for your feedback!')).toBeVisible()
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(JSON.parse(String(init.body))).toEqual({ type: 'bug', message: 'The report did not load' })
    expect(onOpenChange).not.toHaveBeenCalledWith(false)
    await act(async () => vi.advanceTimersByTime(2000))
    expect(onOpenChange).toHaveBeenCalledWith(false)
  })

  it("shows the server's error, or the spec's fallback", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 500 })),
    )
    const { user } = setup()
    await user.type(screen.getByRole('textbox'), 'hello')
    await user.click(screen.getByRole('button', { name: 'Send Feedback' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('An unknown error occurred')
  })
})
