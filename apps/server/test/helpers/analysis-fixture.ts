import { AnalysisData } from '@pitchwise/contract'

/**
 * A report's structured half for tests that save or read reports, parsed through the contract:
 * a fixture that drifts from the API shape fails where it is built. Defaults to a picks question
 * for today with nothing found; override what a test needs.
 */
export function analysisFixture(overrides: Partial<AnalysisData> = {}): AnalysisData {
  return AnalysisData.parse({
    intent: {
      kind: 'picks',
      market: { type: 'over', line: '2.5' },
      count: 3,
      dateWindow: { from: '2026-03-14', to: '2026-03-14', label: 'today' },
      competitions: [],
      teams: [],
    },
    picks: [],
    matches: [],
    dataFreshness: { lastResultDate: '2026-03-13', label: 'Results up to 13 March 2026' },
    notices: [],
    ...overrides,
  } satisfies AnalysisData)
}
