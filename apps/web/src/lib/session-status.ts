/** Where the session stands: still checking a stored token, signed in, or signed out. */
export type SessionStatus = 'loading' | 'signed-in' | 'signed-out'
