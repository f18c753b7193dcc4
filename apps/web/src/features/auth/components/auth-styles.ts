/** Class names shared by the auth pages' building blocks (kept apart so they import no component). */
export const textLink = 'rounded font-medium text-accent underline-offset-4 hover:underline disabled:opacity-60'
