import { type CreateOrderRequest, type CreateOrderResponse, START_PAYMENT_ENDPOINTS } from '@pitchwise/contract'
import { useMutation } from '@tanstack/react-query'
import { callEndpoint } from '../../../lib/api-client.ts'

/**
 * POST /api/billing/orders with the plan and the method only: the server prices the order from
 * its own catalogue and answers what the browser does next.
 */
export function createOrder(body: CreateOrderRequest): Promise<CreateOrderResponse> {
  return callEndpoint(START_PAYMENT_ENDPOINTS.createOrder, { body })
}

export function useCreateOrder() {
  return useMutation({ mutationFn: createOrder })
}
