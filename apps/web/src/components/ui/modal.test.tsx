import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { Modal } from './modal.tsx'

/** A page whose button opens the dialog from state, as the app's like, plan and report buttons do. */
function PageWithDialog() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button">Before</button>
      <button type="button" onClick={() => setOpen(true)}>
        Open it
      </button>
      <Modal open={open} onOpenChange={setOpen} title="A dialog">
        <button type="button">Inside</button>
      </Modal>
    </>
  )
}

describe('Modal', () => {
  it('takes focus in when it opens and gives it back to the opener when Escape closes it', async () => {
    const user = userEvent.setup()
    render(<PageWithDialog />)
    const opener = screen.getByRole('button', { name: 'Open it' })
    opener.focus()
    await user.keyboard('{Enter}')
    const dialog = screen.getByRole('dialog', { name: 'A dialog' })
    expect(dialog).toContainElement(document.activeElement as HTMLElement)
    await user.tab()
    await user.tab()
    expect(dialog).toContainElement(document.activeElement as HTMLElement)
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(opener).toHaveFocus()
  })

  it('gives focus back after the close button too', async () => {
    const user = userEvent.setup()
    render(<PageWithDialog />)
    const opener = screen.getByRole('button', { name: 'Open it' })
    await user.click(opener)
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(opener).toHaveFocus()
  })
})
