/**
 * Theme: dark by default, the choice saved in localStorage `theme`, applied as the `dark` class
 * on the page root. Every /admin path is forced dark without touching the saved choice.
 */
import { paths } from '../../config/paths.ts'

export type Theme = 'dark' | 'light'
export const THEME_KEY = 'theme'

export function savedTheme(): Theme {
  try {
    return localStorage.getItem(THEME_KEY) === 'light' ? 'light' : 'dark'
  } catch {
    return 'dark'
  }
}

export function saveTheme(theme: Theme): void {
  try {
    localStorage.setItem(THEME_KEY, theme)
  } catch {
    // Private mode: the choice lasts for this page only.
  }
}

export function effectiveTheme(theme: Theme, pathname: string): Theme {
  return pathname === paths.admin.root || pathname.startsWith(`${paths.admin.root}/`) ? 'dark' : theme
}

export function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark')
  document.documentElement.style.colorScheme = theme
}
