/**
 * Texts and text formats shared by the web app and the server, with no zod import: the web
 * bundle imports this module directly (`@pitchwise/contract/text`) so the home route does not
 * ship every schema. auth.ts and analyze.ts re-export these names.
 */
import { LIMITS } from './limits.ts'

/** Texts of the spec (§2, §5, §8) shared by the web forms and the server. */
export const AUTH_MESSAGES = {
  accountExists: 'An account with this email already exists',
  signUpFailed: 'An error occurred during sign up',
  signInFailed: 'An error occurred during sign in',
  magicLinkFailed: 'An error occurred sending magic link',
  resetFailed: 'An error occurred during password reset',
  updatePasswordFailed: 'An error occurred updating password',
  generic: 'An error occurred',
  emailRequiredForMagicLink: 'Please enter your email address',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: 'Password must be at least 6 characters long',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  emailNotVerified: 'Please verify your email first: we have sent you a new link.',
  invalidCredentials: 'Invalid email or password',
  invalidLink: 'This link is invalid or has expired. Please request a new one.',
} as const

/** The 401 texts of signed-in-only screens and endpoints: the server sends them, the web shows them. */
export const SIGN_IN_MESSAGES = {
  generic: 'Please sign in to continue',
  history: 'Sign in to view your search history',
  likedSearches: 'Sign in to view your liked searches',
  like: 'Must be logged in to like searches',
} as const

/** 404 texts the web app also shows or matches. */
export const NOT_FOUND_MESSAGES = {
  market: 'Market not found',
} as const

/** Emailed links land on these web routes; the token is in the query string. */
export const AUTH_WEB_PATHS = {
  callback: '/auth/callback',
  resetPassword: '/reset-password',
} as const

/**
 * A returnTo/callback target is safe only when it is a path on this site: it starts with one
 * slash, not two ("//evil.example" is another host), and has no backslash or scheme.
 */
export function isSafeReturnPath(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length <= 512 &&
    value.startsWith('/') &&
    !value.startsWith('//') &&
    !value.includes('\\') &&
    // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
    !/[\u0000-\u001f]/.test(value)
  )
}

export const CHAT_HISTORY_HEADING = 'Chat history:'

/** One message of the chat history (validated by the zod schema of the same name in analyze.ts). */
export interface ChatMessage {
  /** Who wrote it. */
  role: 'user' | 'assistant'
  /** The text (the assistant's is the report markdown). */
  content: string
}

const PREFIX = /^(user|assistant):[ \t]?(.*)$/i

/** Turns chat messages into the `chatHistory` text format (oldest first). */
export function formatChatHistory(messages: readonly ChatMessage[]): string {
  return messages.map((m) => `${m.role === 'user' ? 'User' : 'Assistant'}: ${m.content.trim()}`).join('\n')
}

/** Parses the `chatHistory` text format back into messages; blank or unprefixed input gives []. */
export function parseChatHistory(text: string | null | undefined): ChatMessage[] {
  if (!text) return []
  const messages: ChatMessage[] = []
  for (const line of text.replace(/\r\n?/g, '\n').split('\n')) {
    const match = PREFIX.exec(line)
    if (match) {
      messages.push({ role: match[1]?.toLowerCase() === 'user' ? 'user' : 'assistant', content: match[2] ?? '' })
    } else {
      const last = messages[messages.length - 1]
      if (last) last.content += `\n${line}`
    }
  }
  return messages.map((m) => ({ role: m.role, content: m.content.trim() })).filter((m) => m.content.length > 0)
}

/**
 * Splits a `query` into the user's question and an appended chat-history section (see
 * CHAT_HISTORY_HEADING). The question comes back trimmed.
 */
export function splitQuery(query: string): { question: string; history: string } {
  const lines = query.replace(/\r\n?/g, '\n').split('\n')
  const at = lines.findIndex((line) => line.trim().toLowerCase() === CHAT_HISTORY_HEADING.toLowerCase())
  if (at < 0) return { question: query.trim(), history: '' }
  return { question: lines.slice(0, at).join('\n').trim(), history: lines.slice(at + 1).join('\n') }
}

/** Exact messages of the question checks (product spec §5, §8). */
export const ANALYZE_MESSAGES = {
  emptyQuestion: 'Please type your question to get results',
  questionTooLong: `Your question is too long: please keep it under ${LIMITS.questionMaxLength} characters`,
  failed: 'Failed to analyze query',
  /** A request id that was used before but whose answer is not available to replay. */
  requestIdUsed: 'This request was already sent. Please ask your question again.',
} as const
