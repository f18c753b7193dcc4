import { AdminPaymentMethod } from '@pitchwise/contract'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { apiFixture } from '../../../testing/api-fixtures.ts'
import { json, renderAdmin, stubApi } from '../testing/render-admin.tsx'
import { MethodFormDialog } from './method-form.tsx'

const gateway = { id: '33333333-3333-4333-8333-333333333333', name: 'Stripe', description: null, isFallback: false }
const plans = [
  { id: 'plan-daily', name: 'Daily Pass' },
  { id: 'plan-weekly', name: 'Weekly Pro' },
]

afterEach(() => vi.unstubAllGlobals())

function renderForm() {
  // The server answers the stored method: the sent fields with its new id.
  const calls = stubApi((call) =>
    json(apiFixture(AdminPaymentMethod, { id: 'm1', ...(call.body as Omit<AdminPaymentMethod, 'id'>) }), 201),
  )
  const onClose = vi.fn()
  renderAdmin(<MethodFormDialog method={null} gateways={[gateway]} plans={plans} open onClose={onClose} />)
  return { calls, onClose }
}

describe('Add Method', () => {
  it('requires a name and an icon, with the spec texts', async () => {
    const { calls } = renderForm()
    await userEvent.click(screen.getByRole('button', { name: 'Create' }))
    expect(await screen.findByText('Method name is required')).toBeVisible()
    expect(screen.getByText('Icon is required')).toBeVisible()
    expect(calls).toEqual([])
  })

  it('keeps the processing types exclusive: direct link saves only URLs, whatever was typed before', async () => {
    const { calls, onClose } = renderForm()
    await userEvent.type(screen.getByLabelText('Name'), 'Card (hosted)')
    await userEvent.click(screen.getByLabelText('Credit card'))
    await userEvent.click(screen.getByLabelText(/^Plan ID/))
    await userEvent.type(screen.getByLabelText('External plan ID for Daily Pass'), 'price_123')
    expect(screen.queryByLabelText('Subscription URL for Daily Pass')).toBeNull()

    await userEvent.click(screen.getByLabelText(/^Direct link/))
    expect(screen.queryByLabelText('External plan ID for Daily Pass')).toBeNull()
    await userEvent.type(screen.getByLabelText('Subscription URL for Weekly Pro'), 'https://pay.example.com/w')
    await userEvent.click(screen.getByRole('button', { name: 'Create' }))

    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(calls).toEqual([
      {
        method: 'POST',
        url: '/api/admin/billing/payment-methods',
        body: {
          name: 'Card (hosted)',
          description: null,
          icon: 'credit-card',
          gatewayId: gateway.id,
          isActive: true,
          processingType: 'direct-link',
          subscriptionUrls: { 'plan-weekly': 'https://pay.example.com/w' },
          planIds: {},
        },
      },
    ])
  })
})
