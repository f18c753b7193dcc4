import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react'
import { useLocation } from 'react-router'
import { applyTheme, effectiveTheme, savedTheme, saveTheme, type Theme } from './theme.ts'

interface ThemeValue {
  /** The user's saved choice. */
  theme: Theme
  /** What the page shows (dark on /admin whatever the choice). */
  effective: Theme
  forced: boolean
  toggle(): void
}

const ThemeContext = createContext<ThemeValue | null>(null)

export function ThemeProvider({ children }: { children: ReactNode }) {
  const { pathname } = useLocation()
  const [theme, setTheme] = useState<Theme>(savedTheme)
  const effective = effectiveTheme(theme, pathname)

  useEffect(() => applyTheme(effective), [effective])

  const toggle = useCallback(() => {
    setTheme((current) => {
      const next = current === 'dark' ? 'light' : 'dark'
      saveTheme(next)
      return next
    })
  }, [])

  const value = useMemo(() => ({ theme, effective, forced: effective !== theme, toggle }), [theme, effective, toggle])
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>
}

export function useTheme(): ThemeValue {
  const value = useContext(ThemeContext)
  if (!value) throw new Error('useTheme must be used inside <ThemeProvider>')
  return value
}
