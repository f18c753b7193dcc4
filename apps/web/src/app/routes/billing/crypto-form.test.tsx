import { CRYPTO_TEXTS } from '@pitchwise/contract/billing'
import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useLocation } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { installFetch, json, renderRoute } from '../../../features/auth/testing.tsx'
import { cryptoSubmitted, member, memberCredits, walletsResponse } from '../../../features/billing/testing/fixtures.ts'
import { authStorage } from '../../../lib/auth-storage.ts'
import { fixtures } from '../../../testing/api-fixtures.ts'
import CryptoFormPage from './crypto-form.tsx'

type Routes = Parameters<typeof installFetch>[0]

/** A TRC20 transaction id as Tronscan shows it: 64 hex digits. */
const TX = 'c0ffee'.repeat(10).concat('beef')

// Two cores shared by many processes: the first render of a file can take longer than 1 s.
configure({ asyncUtilTimeout: 5000 })

function signedIn(routes: Routes = {}) {
  authStorage.setToken('tok-1')
  return installFetch({
    'GET /api/me': () => json(fixtures.me({ user: member, credits: memberCredits })),
    'GET /api/billing/crypto-wallets': () => json(walletsResponse),
    ...routes,
  })
}

function StateProbe() {
  const location = useLocation()
  return <output data-testid="state">{JSON.stringify(location.state)}</output>
}

const showForm = (entry = '/billing/cryptoform') =>
  renderRoute(<CryptoFormPage />, { path: '/billing/cryptoform', entry, elsewhere: <StateProbe /> })

afterEach(() => vi.unstubAllGlobals())

describe('/billing/cryptoform', () => {
  it('sends a visitor to /signin with this page as the return target and the spec message', async () => {
    installFetch({})
    showForm('/billing/cryptoform?plan=plan-weekly')
    expect(await screen.findByTestId('location')).toHaveTextContent('/signin')
    expect(JSON.parse(screen.getByTestId('state').textContent ?? 'null')).toEqual({
      returnTo: '/billing/cryptoform?plan=plan-weekly',
      message: 'Please sign in to continue with crypto payment',
    })
  })

  it('shows every text: title, subtitle, two wallets, plan options with 2 decimals, the 5 steps', async () => {
    signedIn()
    showForm()
    expect(await screen.findByRole('heading', { name: 'Crypto Payment' })).toBeInTheDocument()
    expect(screen.getByText('Complete your subscription payment using USDT')).toBeInTheDocument()
    expect(await screen.findByRole('radio', { name: 'USDT (TRC20)' })).not.toBeChecked()
    expect(screen.getByRole('radio', { name: 'USDT (ERC20 / BEP20)' })).toBeInTheDocument()
    const select = screen.getByRole('combobox', { name: 'Subscription plan' })
    expect(select).toBeRequired()
    expect(within(select).getByRole('option', { name: 'Daily Pass - $4.99 (20 credits)' })).toBeInTheDocument()
    expect(within(select).getByRole('option', { name: 'Monthly Premium - $49.99 (500 credits)' })).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Transaction ID' })).toBeRequired()
    const steps = within(screen.getByRole('complementary')).getAllByRole('listitem')
    expect(steps).toHaveLength(5)
    // Verification is an administrator's check, not an automatic one: the last step says so.
    expect(steps[4]).toHaveTextContent(
      'Paste it below and submit. An administrator checks the transfer on the blockchain and then activates your plan; we email you when it is verified or rejected.',
    )
    expect(screen.getByRole('button', { name: 'Submit Transaction' })).toBeEnabled()
  })

  it('checks wallet, plan and transaction id in the spec order, and sends nothing until all are there', async () => {
    const calls = signedIn()
    const user = userEvent.setup()
    showForm()
    const submit = await screen.findByRole('button', { name: 'Submit Transaction' })
    await user.click(submit)
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a wallet address')
    await user.click(screen.getByRole('radio', { name: 'USDT (TRC20)' }))
    await user.click(submit)
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a subscription plan')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Subscription plan' }), 'plan-weekly')
    await user.type(screen.getByRole('textbox', { name: 'Transaction ID' }), '   ')
    await user.click(submit)
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your transaction ID')
    expect(calls.some((call) => call.method === 'POST')).toBe(false)
  })

  it('copies the wallet address and shows a checkmark for 2 seconds', async () => {
    signedIn()
    const writeText = vi.fn(async () => {})
    const user = userEvent.setup()
    showForm()
    await user.click(await screen.findByRole('radio', { name: 'USDT (ERC20 / BEP20)' }))
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    expect(screen.getByTestId('wallet-address')).toHaveTextContent('0x1234567890abcdef1234567890abcdef12345678')
    await user.click(screen.getByRole('button', { name: 'Copy address' }))
    expect(writeText).toHaveBeenCalledWith('0x1234567890abcdef1234567890abcdef12345678')
    expect(screen.getByRole('button', { name: 'Address copied' })).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Copy address' })).toBeInTheDocument(), {
      timeout: 3000,
    })
  })

  it("submits the trimmed id, says 'Transaction Submitted' and goes home after 3 seconds", async () => {
    const calls = signedIn({ 'POST /api/billing/crypto-transactions': () => json(cryptoSubmitted, 201) })
    const user = userEvent.setup()
    showForm('/billing/cryptoform?plan=plan-monthly')
    await user.click(await screen.findByRole('radio', { name: 'USDT (TRC20)' }))
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Subscription plan' })).toHaveValue('plan-monthly'))
    await user.type(screen.getByRole('textbox', { name: 'Transaction ID' }), `  ${TX}  `)
    await user.click(screen.getByRole('button', { name: 'Submit Transaction' }))
    expect(await screen.findByRole('heading', { name: 'Transaction Submitted' })).toBeInTheDocument()
    const post = calls.find((call) => call.method === 'POST')
    expect(post?.body).toEqual({ network: 'TRC20', planId: 'plan-monthly', transactionId: TX })
    expect(screen.queryByTestId('location')).not.toBeInTheDocument()
    expect(await screen.findByTestId('location', {}, { timeout: 4500 })).toHaveTextContent(/^\/$/)
  })

  it.each([
    [
      409,
      fixtures.error({ error: 'This transaction ID has already been submitted.', code: 'CONFLICT' }),
      'This transaction ID has already been submitted.',
    ],
    [
      400,
      fixtures.error({ error: CRYPTO_TEXTS.invalidTrc20TransactionId, code: 'BAD_REQUEST' }),
      CRYPTO_TEXTS.invalidTrc20TransactionId,
    ],
    [500, fixtures.error({ error: 'boom', code: 'INTERNAL_ERROR' }), 'Failed to submit transaction. Please try again.'],
  ])('a %i answer shows its message and keeps the form', async (status, body, text) => {
    signedIn({ 'POST /api/billing/crypto-transactions': () => json(body, status) })
    const user = userEvent.setup()
    showForm()
    await user.click(await screen.findByRole('radio', { name: 'USDT (TRC20)' }))
    await user.selectOptions(screen.getByRole('combobox', { name: 'Subscription plan' }), 'plan-daily')
    await user.type(screen.getByRole('textbox', { name: 'Transaction ID' }), TX)
    await user.click(screen.getByRole('button', { name: 'Submit Transaction' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(text)
    expect(screen.getByRole('textbox', { name: 'Transaction ID' })).toHaveValue(TX)
  })

  it.each([
    ['TRC20', 'USDT (TRC20)', `${TX}0`, CRYPTO_TEXTS.invalidTrc20TransactionId],
    ['BEP20', 'USDT (ERC20 / BEP20)', 'https://evil.example/tx/0xabc', CRYPTO_TEXTS.invalidBep20TransactionId],
  ])('says what a %s transaction id looks like before sending one that is not', async (_network, wallet, id, text) => {
    const calls = signedIn()
    const user = userEvent.setup()
    showForm()
    await user.click(await screen.findByRole('radio', { name: wallet }))
    await user.selectOptions(screen.getByRole('combobox', { name: 'Subscription plan' }), 'plan-daily')
    await user.type(screen.getByRole('textbox', { name: 'Transaction ID' }), id)
    await user.click(screen.getByRole('button', { name: 'Submit Transaction' }))
    expect(screen.getByRole('alert')).toHaveTextContent(text)
    expect(calls.some((call) => call.method === 'POST')).toBe(false)
  })

  it('says so when the plans cannot be loaded', async () => {
    signedIn({
      'GET /api/billing/crypto-wallets': () => json(fixtures.error({ error: 'down', code: 'INTERNAL_ERROR' }), 500),
    })
    showForm()
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load subscription plans. Please try again later.',
    )
  })
})
