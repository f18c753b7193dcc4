/** Class names shared by the auth pages' building blocks (kept apart so they import no component). */
export const textLink =
  'rounded font-medium text-pitch-600 underline-offset-4 hover:underline disabled:opacity-60 dark:text-pitch-400'
