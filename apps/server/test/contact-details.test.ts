/**
 * What the public popular list treats as contact details (issue 30): wide enough to catch the
 * ways people write an address, a number or a handle, narrow enough to leave football questions.
 */
import { describe, expect, it } from 'vitest'
import { containsContactDetails } from '../src/features/search/contact-details.ts'

describe('containsContactDetails', () => {
  it.each([
    'Arsenal vs Chelsea prediction jane.doe@example.com',
    'tips please JANE_DOE+bets@mail.co.uk',
    'btts today jane (at) example',
    'btts today jane [at] example.com',
    'call me +44 7700 900123 for Arsenal tips',
    'whatsapp 0803-123-4567',
    'my number is (212) 555 0199',
    '０８０３１２３４５６７ tips',
    'over 2.5 goals https://my-tips.example/today',
    'see www.my-tips.example',
    'join t.me/tipsgroup for btts',
    'wa.me/2348031234567',
    'my-tips.com has the best picks',
    'follow @tipster_joe for picks',
  ])('flags %s', (text) => {
    expect(containsContactDetails(text)).toBe(true)
  })

  it.each([
    'three over 2.5 matches for today',
    'BTTS tips this weekend in La Liga',
    'Arsenal vs Chelsea 2025/26 head to head',
    'St. Pauli vs Bayern prediction',
    'correct score 2-1 Liverpool',
    'Man Utd vs Man City at home',
    'over 1.5 goals 3 picks on 14 March',
    'Real Madrid vs Barcelona on 2026-03-14',
    'Inter vs Milan 14/03/2026 and 21.03.2026',
    'who wins the title in Serie A',
    'Bayer 04 Leverkusen vs 1. FC Köln',
  ])('leaves %s', (text) => {
    expect(containsContactDetails(text)).toBe(false)
  })
})
