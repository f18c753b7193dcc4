/**
 * What the web app keeps in localStorage, written before its scripts run: the theme
 * (features/theme/theme.ts) and the bearer token of a signed-in user (lib/auth-storage.ts).
 * One sign-up can then serve every page of a spec: no sign-up per route.
 */
import type { BrowserContext } from '@playwright/test'

export type Theme = 'light' | 'dark'
export const THEMES: Theme[] = ['light', 'dark']

const THEME_KEY = 'theme'
const TOKEN_KEY = 'pitchwise.auth_token'

/** Every page the context opens from now on shows `theme`. */
export async function openInTheme(context: BrowserContext, theme: Theme): Promise<void> {
  await context.addInitScript(({ key, value }) => localStorage.setItem(key, value), { key: THEME_KEY, value: theme })
}

/** Every page the context opens from now on is signed in with `token` (see signUpThroughApi()). */
export async function openSignedIn(context: BrowserContext, token: string): Promise<void> {
  await context.addInitScript(({ key, value }) => localStorage.setItem(key, value), { key: TOKEN_KEY, value: token })
}
