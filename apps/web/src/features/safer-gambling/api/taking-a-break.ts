import type { BreakDuration, RealityCheckMinutes } from '@pitchwise/contract/taking-a-break'
import { TAKING_A_BREAK_ENDPOINTS } from '@pitchwise/contract/taking-a-break-endpoints'
import { useMutation } from '@tanstack/react-query'
import { callEndpoint } from '../../../lib/api-client.ts'

/** POST /api/account/break: the server starts the break (or lengthens the running one), never shortens it. */
export function useStartBreak() {
  return useMutation({
    mutationFn: (duration: BreakDuration) =>
      callEndpoint(TAKING_A_BREAK_ENDPOINTS.startBreak, { body: { duration, confirmed: true } }),
  })
}

/** PUT /api/account/reality-check: every 30 or 60 minutes of activity, or off. */
export function useSetRealityCheck() {
  return useMutation({
    mutationFn: (minutes: RealityCheckMinutes) =>
      callEndpoint(TAKING_A_BREAK_ENDPOINTS.setRealityCheck, { body: { minutes } }),
  })
}
