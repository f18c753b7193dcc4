import { describe, expect, it } from 'vitest'
import type { TeamInfo } from '../types.ts'
import { normalize } from './normalize.ts'
import { createTeamMatcher } from './teams.ts'

const team = (id: string, name: string): TeamInfo => ({ id, name, aliases: [] })

describe('typo correction of two-word club names', () => {
  it('never reads a pairing word as half of a name ("athletic v" is not "Athletic B")', () => {
    const matcher = createTeamMatcher([team('athletic-b', 'Athletic B'), team('real-betis', 'Real Betis')])
    const text = 'athletic v betis prediction'
    const found = matcher.find(normalize(text), text).map((m) => m.teamId)
    expect(found).not.toContain('athletic-b')
    expect(found).toContain('real-betis')
  })
})
