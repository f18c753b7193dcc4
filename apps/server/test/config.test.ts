import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../src/config.ts'

const base = { AUTH_SECRET: 'a'.repeat(40), DATA_DIR: '/tmp/pitchwise-config-test' }

describe('configuration', () => {
  it('starts with no configuration at all, on the documented defaults', () => {
    const config = loadConfig({ DATA_DIR: '/tmp/pitchwise-config-test' })
    expect(config).toMatchObject({
      HOST: '0.0.0.0',
      PORT: 3000,
      FREE_SEARCHES_ANON: 5,
      FREE_SEARCHES_SIGNUP: 10,
      ANON_DAILY_LIMIT_PER_IP: 20,
      PUBLIC_URL: 'http://localhost:3000',
      isProduction: false,
    })
    expect(config.AUTH_SECRET.length).toBeGreaterThanOrEqual(32)
    // The generated secret is kept, so sessions survive a restart.
    expect(loadConfig({ DATA_DIR: '/tmp/pitchwise-config-test' }).AUTH_SECRET).toBe(config.AUTH_SECRET)
  })

  it('treats empty variables as unset', () => {
    expect(loadConfig({ ...base, DATABASE_URL: '', PORT: '' }).DATABASE_URL).toBeUndefined()
  })

  it('lists every problem at once with the variable names', () => {
    let error: unknown
    try {
      loadConfig({ ...base, PORT: 'eighty', DATABASE_URL: 'mysql://x', AUTH_SECRET: 'short' })
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(ConfigError)
    const problems = (error as ConfigError).problems.join('\n')
    expect(problems).toContain('PORT')
    expect(problems).toContain('DATABASE_URL: must start with postgres:// or postgresql://')
    expect(problems).toContain('AUTH_SECRET: must be at least 32 characters')
  })
})
