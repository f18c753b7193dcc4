import { Fragment } from 'react'

/**
 * An email address that wraps where a reader expects: before the "@" and before each dot (and
 * after hyphens, as text always does), so "name@" and "example.com" stay whole. Only a single
 * part too long for the line is broken inside. The full address is always there: in the text,
 * and in `title` for a pointer that hovers.
 */
export function EmailAddress({ email, className = '' }: { email: string; className?: string }) {
  const parts = email.split(/(?=[@.])/)
  return (
    <span className={`break-words ${className}`} title={email}>
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one address are positional
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  )
}
