import type { AdminCryptoTransaction } from '@pitchwise/contract'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fixtures } from '../../../testing/api-fixtures.ts'
import { json, renderAdmin, stubApi } from '../testing/render-admin.tsx'
import { CryptoTransactions } from './crypto-transactions.tsx'

const base: AdminCryptoTransaction = {
  id: '11111111-1111-4111-8111-111111111111',
  createdAt: '2026-11-20T10:00:00.000Z',
  email: 'ana@example.com',
  userId: 'Zq8LkP3xTn5wR2yV',
  planId: 'p1',
  planName: 'Weekly Pro',
  amount: 1999,
  currency: 'USDT',
  amountOnChain: '19.99',
  network: 'TRC20',
  walletAddress: 'T…',
  status: 'pending',
  transactionId: 'a'.repeat(64),
  explorerUrl: `https://tronscan.org/#/transaction/${'a'.repeat(64)}`,
  adminNotes: null,
  verifiedAt: null,
  orderId: 'o1',
}
const verified: AdminCryptoTransaction = {
  ...base,
  id: '22222222-2222-4222-8222-222222222222',
  email: 'bo@example.com',
  status: 'verified',
  network: 'BEP20',
  transactionId: '0xbeef',
  explorerUrl: 'https://bscscan.com/tx/0xbeef',
  adminNotes: 'seen on chain',
}

afterEach(() => vi.unstubAllGlobals())

describe('Crypto Transactions', () => {
  it('shows the explorer link, the user id cut to 8 characters, and verify/reject on pending rows only', async () => {
    stubApi(() =>
      json(fixtures.adminCryptoTransactions({ transactions: [base, verified], page: 1, pageSize: 10, total: 2 })),
    )
    renderAdmin(<CryptoTransactions />)
    const table = await screen.findByRole('table', { name: 'Crypto transactions' })
    const pendingRow = await within(table).findByRole('row', { name: /ana@example\.com/ })
    const verifiedRow = within(table).getByRole('row', { name: /bo@example\.com/ })
    expect(within(pendingRow).getByTitle('Zq8LkP3xTn5wR2yV')).toHaveTextContent(/^Zq8LkP3x$/)
    expect(within(pendingRow).getByRole('link', { name: /View transaction a+ on the TRC20 explorer/ })).toHaveAttribute(
      'href',
      base.explorerUrl,
    )
    expect(within(verifiedRow).getByRole('link')).toHaveAttribute('href', 'https://bscscan.com/tx/0xbeef')
    // (jsdom applies no CSS: the phone copy of the buttons is in the tree too.)
    expect(within(pendingRow).getAllByRole('button', { name: 'Verify transaction of ana@example.com' })).not.toEqual([])
    expect(within(pendingRow).getAllByRole('button', { name: 'Reject transaction of ana@example.com' })).not.toEqual([])
    expect(within(verifiedRow).queryByRole('button')).toBeNull()
  })

  it('asks for the status it filters by and pages 10 at a time', async () => {
    const calls = stubApi(() =>
      json(fixtures.adminCryptoTransactions({ transactions: [base], page: 1, pageSize: 10, total: 11 })),
    )
    renderAdmin(<CryptoTransactions />)
    await screen.findByText('Page 1 of 2')
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'pending')
    await waitFor(() => expect(calls.at(-1)?.url).toBe('/api/admin/billing/crypto-transactions?page=1&status=pending'))
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    await waitFor(() => expect(calls.at(-1)?.url).toBe('/api/admin/billing/crypto-transactions?page=2&status=pending'))
  })

  it('confirms a verification (final) and sends the notes', async () => {
    const calls = stubApi((call) =>
      call.method === 'POST'
        ? json(fixtures.adminCryptoDecision({ transaction: { ...base, status: 'verified' }, subscription: null }))
        : json(fixtures.adminCryptoTransactions({ transactions: [base], page: 1, pageSize: 10, total: 1 })),
    )
    renderAdmin(<CryptoTransactions />)
    const [verify] = await screen.findAllByRole('button', { name: 'Verify transaction of ana@example.com' })
    if (!verify) throw new Error('no Verify button')
    await userEvent.click(verify)
    const dialog = screen.getByRole('dialog', { name: 'Verify transaction' })
    expect(dialog).toHaveTextContent('give ana@example.com the Weekly Pro plan? This cannot be undone.')
    await userEvent.type(within(dialog).getByLabelText('Admin notes (optional)'), '  seen on tronscan ')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      url: `/api/admin/billing/crypto-transactions/${base.id}/verify`,
      body: { adminNotes: 'seen on tronscan' },
    })
  })
})
