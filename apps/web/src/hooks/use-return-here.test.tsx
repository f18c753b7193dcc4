import { renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { useReturnHere } from './use-return-here.ts'

function at(entry: string, state?: unknown) {
  const [pathname = entry, query] = entry.split('?')
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[{ pathname, search: query ? `?${query}` : '', state }]}>{children}</MemoryRouter>
  )
  return renderHook(() => useReturnHere(), { wrapper }).result.current
}

describe('useReturnHere', () => {
  it('is the page with its query on an ordinary page', () => {
    expect(at('/liked-searches')).toEqual({ returnTo: '/liked-searches' })
    expect(at('/markets/m1?page=2')).toEqual({ returnTo: '/markets/m1?page=2' })
  })

  it('passes on the return target a sign-in page was given, never the sign-in page itself', () => {
    expect(at('/signin', { returnTo: '/billing' })).toEqual({ returnTo: '/billing' })
    expect(at('/signup')).toBeUndefined()
    expect(at('/forgot-password', { returnTo: '//evil.example' })).toBeUndefined()
  })
})
