import { describe, expect, it } from 'vitest'
import { getPaymentMethodsQueryOptions } from './get-payment-methods.ts'
import { getPlansQueryOptions } from './get-plans.ts'
import { getSubscriptionQueryOptions } from './get-subscription.ts'

const HOUR = 60 * 60 * 1000

describe('billing cache times (back-office spec §9)', () => {
  it('plans and payment methods: stale after 1 hour, kept 24 hours', () => {
    for (const options of [getPlansQueryOptions(), getPaymentMethodsQueryOptions('NG')]) {
      expect(options.staleTime).toBe(HOUR)
      expect(options.gcTime).toBe(24 * HOUR)
    }
  })

  it('the subscription: fresh for 60 seconds and refetched when the window regains focus', () => {
    const options = getSubscriptionQueryOptions()
    expect(options.staleTime).toBe(60_000)
    expect(options.refetchOnWindowFocus).toBe(true)
  })

  it('a region override gets its own cache entry', () => {
    expect(getPlansQueryOptions('NG').queryKey).not.toEqual(getPlansQueryOptions().queryKey)
  })
})
