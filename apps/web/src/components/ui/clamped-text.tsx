import { LIMITS } from '@pitchwise/contract/limits'
import { useId, useState } from 'react'

/** A query is clamped to two lines when it is over 50 characters or over 12 words (product spec §9). */
export function shouldClamp(text: string): boolean {
  const trimmed = text.trim()
  const words = trimmed ? trimmed.split(/\s+/).length : 0
  return trimmed.length > LIMITS.clampChars || words > LIMITS.clampWords
}

export interface ClampedTextProps {
  text: string
  className?: string
  /** Makes the text itself a button (e.g. run the search); the toggle stays a separate button. */
  onSelect?: () => void
  isDisabled?: boolean
}

/** Text clamped to two lines with a 'Show more' / 'Show less' toggle when it is long. */
export function ClampedText({ text, className = '', onSelect, isDisabled }: ClampedTextProps) {
  const [isExpanded, setIsExpanded] = useState(false)
  const id = useId()
  const isLong = shouldClamp(text)
  const textClass = `block w-full break-words text-left ${isLong && !isExpanded ? 'line-clamp-2' : ''} ${className}`
  return (
    <span className="block min-w-0">
      {onSelect ? (
        <button
          id={id}
          type="button"
          onClick={onSelect}
          disabled={isDisabled}
          data-clamped={isLong && !isExpanded ? 'true' : 'false'}
          className={`${textClass} rounded focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-500 disabled:cursor-not-allowed disabled:opacity-60`}
        >
          {text}
        </button>
      ) : (
        <span id={id} data-clamped={isLong && !isExpanded ? 'true' : 'false'} className={textClass}>
          {text}
        </span>
      )}
      {isLong && (
        <button
          type="button"
          aria-expanded={isExpanded}
          aria-controls={id}
          onClick={() => setIsExpanded((value) => !value)}
          className="mt-0.5 text-xs font-semibold text-accent hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-500"
        >
          {isExpanded ? 'Show less' : 'Show more'}
        </button>
      )}
    </span>
  )
}
