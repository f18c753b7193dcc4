import { beforeEach, describe, expect, it } from 'vitest'
import { appendChatHistory, CHAT_HISTORY_KEY, chatHistoryText, clearChatHistory, readChatHistory } from './chat-history'

describe('chat history in session storage', () => {
  beforeEach(() => sessionStorage.clear())

  it('keeps only the last 5 messages with type, content and an ISO timestamp', () => {
    for (let i = 1; i <= 4; i++) {
      appendChatHistory([
        { type: 'user', content: `q${i}` },
        { type: 'assistant', content: `a${i}` },
      ])
    }
    const stored = readChatHistory()
    expect(stored).toHaveLength(5)
    expect(stored.map((m) => m.content)).toEqual(['a2', 'q3', 'a3', 'q4', 'a4'])
    expect(stored[0]?.timestamp).toMatch(/^\d{4}-\d{2}-\d{2}T/)
  })

  it('sends user/assistant pairs, dropping an answer without its question', () => {
    appendChatHistory([{ type: 'assistant', content: 'orphan' }])
    appendChatHistory([
      { type: 'user', content: 'three over 2.5 matches' },
      { type: 'assistant', content: '## Report\nline' },
    ])
    expect(chatHistoryText()).toBe('User: three over 2.5 matches\nAssistant: ## Report\nline')
  })

  it('clears', () => {
    appendChatHistory([{ type: 'user', content: 'x' }])
    clearChatHistory()
    expect(sessionStorage.getItem(CHAT_HISTORY_KEY)).toBeNull()
  })
})
