import { LIMITS } from '@pitchwise/contract/limits'
import { type ChatMessage, formatChatHistory } from '@pitchwise/contract/text'

/** Session-storage key of the last chat messages (product spec §3 "Local chat history entry"). */
export const CHAT_HISTORY_KEY = 'pitchwise.chatHistory'

export interface StoredChatMessage {
  type: 'user' | 'assistant'
  content: string
  /** ISO 8601. */
  timestamp: string
}

export function readChatHistory(): StoredChatMessage[] {
  try {
    const raw = sessionStorage.getItem(CHAT_HISTORY_KEY)
    if (!raw) return []
    const parsed: unknown = JSON.parse(raw)
    if (!Array.isArray(parsed)) return []
    return parsed.filter(
      (m): m is StoredChatMessage =>
        typeof m === 'object' &&
        m !== null &&
        (m.type === 'user' || m.type === 'assistant') &&
        typeof m.content === 'string' &&
        typeof m.timestamp === 'string',
    )
  } catch {
    return []
  }
}

/** Adds messages and keeps only the last LIMITS.chatHistoryEntries. */
export function appendChatHistory(messages: Omit<StoredChatMessage, 'timestamp'>[], now = new Date()): void {
  const next = [...readChatHistory(), ...messages.map((m) => ({ ...m, timestamp: now.toISOString() }))].slice(
    -LIMITS.chatHistoryEntries,
  )
  try {
    sessionStorage.setItem(CHAT_HISTORY_KEY, JSON.stringify(next))
  } catch {
    // storage full or disabled: the chat simply has no memory
  }
}

export function clearChatHistory(): void {
  try {
    sessionStorage.removeItem(CHAT_HISTORY_KEY)
  } catch {
    // ignore
  }
}

/**
 * The `chatHistory` text sent with a question: the stored messages as user/assistant pairs
 * (an assistant message without its question is dropped), capped to the contract's length.
 */
export function chatHistoryText(messages: StoredChatMessage[] = readChatHistory()): string {
  const pairs: ChatMessage[] = []
  for (let i = 0; i < messages.length; i++) {
    const m = messages[i]
    if (m?.type !== 'user') continue
    const answer = messages[i + 1]
    pairs.push({ role: 'user', content: m.content })
    if (answer?.type === 'assistant') {
      pairs.push({ role: 'assistant', content: answer.content })
      i++
    }
  }
  let text = formatChatHistory(pairs)
  while (text.length > LIMITS.chatHistoryMaxLength && pairs.length > 0) {
    pairs.splice(0, 2)
    text = formatChatHistory(pairs)
  }
  return text
}
