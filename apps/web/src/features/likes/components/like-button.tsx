import { Heart } from 'lucide-react'
import { useState } from 'react'
import { apiErrorMessage, apiErrorStatus } from '../../../lib/api-client'
import { countOf } from '../../../utils/plural'
import { useToggleLike } from '../api/toggle-like'

export interface LikeButtonProps {
  searchId: string
  likes: number
  /** Whether the caller likes it, when known (history and liked lists know; public lists don't). */
  isLiked?: boolean
  isSignedIn: boolean
  /** Called instead of liking when signed out (shows the 'Get More Free Searches' modal). */
  onRequireSignIn: () => void
  /** Hide the count (e.g. the unlike heart of the liked list). */
  showCount?: boolean
  size?: 'sm' | 'md'
}

/**
 * Heart toggle with an optimistic count (+1 / −1) that is rolled back when the server refuses;
 * the server's answer then sets the true state.
 */
export function LikeButton({
  searchId,
  likes,
  isLiked = false,
  isSignedIn,
  onRequireSignIn,
  showCount = true,
  size = 'sm',
}: LikeButtonProps) {
  const toggle = useToggleLike()
  const [local, setLocal] = useState<{ liked: boolean; likes: number } | null>(null)
  const [error, setError] = useState<string | null>(null)
  const state = local ?? { liked: isLiked, likes }

  const handleClick = () => {
    if (!isSignedIn) {
      onRequireSignIn()
      return
    }
    if (toggle.isPending) return
    const previous = state
    const optimistic = { liked: !previous.liked, likes: Math.max(0, previous.likes + (previous.liked ? -1 : 1)) }
    setLocal(optimistic)
    setError(null)
    toggle.mutate(searchId, {
      onSuccess: (response) => setLocal({ liked: response.liked, likes: response.likes }),
      onError: (err) => {
        setLocal(previous)
        if (apiErrorStatus(err) === 401) onRequireSignIn()
        else setError(apiErrorMessage(err, 'Failed to update like'))
      },
    })
  }

  const iconSize = size === 'md' ? 'size-5' : 'size-4'
  // The name carries the visible count too (WCAG 2.5.3 "label in name": a voice user says what they see).
  const action = state.liked ? 'Unlike this search' : 'Like this search'
  const name = showCount ? `${action}, ${countOf(state.likes, 'like')}` : action
  return (
    <span className="inline-flex items-center">
      <button
        type="button"
        onClick={handleClick}
        aria-pressed={state.liked}
        aria-label={name}
        title={error ?? (state.liked ? 'Unlike' : 'Like')}
        className={`inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-lg px-2 text-sm tabular-nums transition focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500 ${
          state.liked
            ? 'text-rose-500 hover:bg-rose-500/10'
            : 'text-slate-500 hover:bg-slate-100 hover:text-rose-500 dark:text-slate-400 dark:hover:bg-white/10'
        }`}
      >
        <Heart className={`${iconSize} ${state.liked ? 'fill-current' : ''}`} aria-hidden="true" />
        {showCount && <span data-testid="like-count">{state.likes}</span>}
      </button>
      {error && (
        <span role="alert" className="sr-only">
          {error}
        </span>
      )}
    </span>
  )
}
