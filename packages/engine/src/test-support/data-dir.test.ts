import { describe, expect, it } from 'vitest'
import { DATA_DIR, dataPlan, EUROPE_DIR, missingData } from './data-dir.ts'

/** The real-data tests may skip on a machine without the data, never in CI. */
describe('real-data tests without their data', () => {
  const none = { football: false, europe: false }

  it('fail in CI, naming each missing folder and the variable that points at it', () => {
    const plan = dataPlan(missingData({ football: true, europe: true }, none), true)
    expect(plan).toEqual({
      fail:
        `CI=true but the football data is missing: openfootball data at ${DATA_DIR} (set FOOTBALL_DATA_DIR); ` +
        `Football.TXT data at ${EUROPE_DIR} (set FOOTBALL_EUROPE_DIR)`,
    })
  })

  it('are skipped on a developer machine', () => {
    expect(dataPlan(missingData({ football: true }, none), false)).toBe('skip')
  })

  it('run when what they need is there, whatever else is missing', () => {
    expect(dataPlan(missingData({ football: true }, { football: true, europe: false }), true)).toBe('run')
    expect(dataPlan(missingData({ europe: true }, { football: false, europe: true }), true)).toBe('run')
  })
})
