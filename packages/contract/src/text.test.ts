import { describe, expect, it } from 'vitest'
import { formatChatHistory, isSafeReturnPath, parseChatHistory, splitQuery } from './text.ts'

describe('chat history text format', () => {
  it('round-trips messages, keeping multi-line reports together', () => {
    const messages = [
      { role: 'user' as const, content: 'three over 2.5 matches for today' },
      { role: 'assistant' as const, content: '## Picks\n1. Arsenal v Everton — 66%' },
      { role: 'user' as const, content: 'what about BTTS for those?' },
    ]
    expect(parseChatHistory(formatChatHistory(messages))).toEqual(messages)
  })

  it('ignores blank input and text before the first prefix', () => {
    expect(parseChatHistory('')).toEqual([])
    expect(parseChatHistory(null)).toEqual([])
    expect(parseChatHistory('noise\nUser: hi')).toEqual([{ role: 'user', content: 'hi' }])
  })

  it('splits a query from an appended chat-history section', () => {
    expect(splitQuery('  and tomorrow? \nChat history:\nUser: over 2.5 today')).toEqual({
      question: 'and tomorrow?',
      history: 'User: over 2.5 today',
    })
    expect(splitQuery('  Arsenal vs Chelsea ')).toEqual({ question: 'Arsenal vs Chelsea', history: '' })
  })
})

describe('safe return paths', () => {
  it('accepts same-site paths only', () => {
    expect(isSafeReturnPath('/billing')).toBe(true)
    expect(isSafeReturnPath('/markets/123?x=1')).toBe(true)
    for (const bad of ['//evil.example', 'https://evil.example', '/\\evil.example', 'billing', '/a\nb', 42, null]) {
      expect(isSafeReturnPath(bad)).toBe(false)
    }
  })
})
