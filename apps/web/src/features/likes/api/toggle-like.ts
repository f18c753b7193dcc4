import type { ToggleLikeResponse } from '@pitchwise/contract'
import { SIGN_IN_MESSAGES } from '@pitchwise/contract/text'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

export const LIKE_SIGNED_OUT_MESSAGE = SIGN_IN_MESSAGES.like

/** POST /api/searches/:id/like: toggles the caller's like and answers the new state. */
export function toggleLike(searchId: string) {
  return api.post<ToggleLikeResponse>(`/api/searches/${encodeURIComponent(searchId)}/like`)
}

/** The toggle; on settle every list that shows like counts or liked state is refreshed. */
export function useToggleLike() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: toggleLike,
    retry: false,
    onSettled: () =>
      Promise.all(
        [['likes'], ['history'], ['markets'], ['searches', 'popular']].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  })
}
