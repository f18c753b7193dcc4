/**
 * API answers for web tests, parsed through the contract's own schemas: a fixture that drifts
 * from what the server sends (a renamed field, a missing one, a wrong enum) fails the test that
 * uses it instead of testing a response the server can never give.
 */
import {
  AdminCryptoDecisionResponse,
  AdminCryptoTransactionsResponse,
  AdminDataImportResponse,
  AdminDataStatusResponse,
  type AnalysisData,
  AnalysisMatch,
  AnalysisPick,
  AnalyzeResponse,
  AuthErrorResponse,
  AuthLibrarySession,
  AuthLibraryUser,
  AuthStatusResponse,
  CreditsResponse,
  DevOutboxResponse,
  ErrorResponse,
  FeedbackResponse,
  HealthResponse,
  MagicLinkVerifyResponse,
  MarketsResponse,
  MeResponse,
  PasswordResetRequestResponse,
  PopularSearchesResponse,
  SearchSummary,
  SignInResponse,
  SignOutResponse,
  SignUpResponse,
  ToggleLikeResponse,
  TopMarketsResponse,
  TrackReferralResponse,
  VerifyEmailResponse,
  VerifyPaystackResponse,
} from '@pitchwise/contract'

interface Schema<T> {
  parse(value: unknown): T
}

/** `value` checked against `schema`; throws with the schema's message when it does not fit. */
export function apiFixture<T>(schema: Schema<T>, value: T): T {
  return schema.parse(value)
}

/** A recorded question asked `searches` times, as lists of questions (popular, markets) carry it. */
export function searchSummaryFixture(query: string, searches: number): SearchSummary {
  return apiFixture(SearchSummary, {
    id: query,
    query,
    searches,
    likes: 0,
    lastSearchedAt: null,
    createdAt: '2026-03-01T00:00:00.000Z',
  })
}

/** A report's structured half: a picks question for today with no picks yet; override what a test needs. */
export function analysisFixture(overrides: Partial<AnalysisData> = {}): AnalysisData {
  return {
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
    dataFreshness: { lastResultDate: '2026-03-13', label: 'results up to 13 March 2026' },
    notices: [],
    ...overrides,
  }
}

/** One pick card's data (a Scottish home win for Sunday 15 March); override what a test needs. */
export function pickFixture(overrides: Partial<AnalysisPick> = {}): AnalysisPick {
  return apiFixture(AnalysisPick, {
    matchId: 'm1',
    competition: 'sco.1',
    competitionName: 'Scottish Premiership',
    kickoff: '2026-03-15T15:00:00.000Z',
    date: '2026-03-15',
    home: 'Celtic',
    away: 'Hibernian',
    market: 'home_win',
    marketLabel: 'Celtic to win',
    probability: 0.71,
    fairOdds: 1.41,
    confidence: 'medium',
    reason: 'Elo 1700 v 1500.',
    expectedGoals: { home: 2.1, away: 0.8 },
    ...overrides,
  })
}

/** One fixture's structured detail (an even 1X2, nothing else of note); override what a test needs. */
export function matchFixture(overrides: Partial<AnalysisMatch> = {}): AnalysisMatch {
  const lines = { '0.5': 0.9, '1.5': 0.7, '2.5': 0.5, '3.5': 0.3, '4.5': 0.1 }
  const teamLines = { '0.5': 0.7, '1.5': 0.4, '2.5': 0.2 }
  return apiFixture(AnalysisMatch, {
    matchId: 'm1',
    home: 'Arsenal',
    away: 'Chelsea',
    kickoff: '2026-03-14T15:00:00.000Z',
    competitionName: 'Premier League',
    status: 'scheduled',
    markets: {
      home: 0.4,
      draw: 0.3,
      away: 0.3,
      over: lines,
      under: { '0.5': 0.1, '1.5': 0.3, '2.5': 0.5, '3.5': 0.7, '4.5': 0.9 },
      bttsYes: 0.5,
      bttsNo: 0.5,
      doubleChance: { homeOrDraw: 0.7, awayOrDraw: 0.6, homeOrAway: 0.7 },
      drawNoBet: { home: 0.57, away: 0.43 },
      cleanSheet: { home: 0.3, away: 0.25 },
      winToNil: { home: 0.2, away: 0.15 },
      teamOver: { home: teamLines, away: teamLines },
      correctScores: [{ home: 1, away: 1, probability: 0.12 }],
      expectedGoals: { home: 1.4, away: 1.2 },
    },
    topScores: [{ home: 1, away: 1, probability: 0.12 }],
    recentForm: { home: [], away: [] },
    headToHead: [],
    models: [],
    ...overrides,
  })
}

/** better-auth's user as sign-in and magic-link verification return it; override what a test needs. */
export function authLibraryUserFixture(overrides: Partial<AuthLibraryUser> = {}): AuthLibraryUser {
  return apiFixture(AuthLibraryUser, {
    id: 'u1',
    email: 'fan@example.com',
    name: '',
    emailVerified: true,
    image: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:05:00.000Z',
    role: 'user',
    banned: null,
    banExpires: null,
    referralCode: null,
    ageConfirmedAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  })
}

/** better-auth's session as magic-link verification returns it; override what a test needs. */
export function authLibrarySessionFixture(overrides: Partial<AuthLibrarySession> = {}): AuthLibrarySession {
  return apiFixture(AuthLibrarySession, {
    id: 's1',
    token: 'session-token',
    userId: 'u1',
    expiresAt: '2026-03-08T10:00:00.000Z',
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    ipAddress: '127.0.0.1',
    userAgent: 'Mozilla/5.0',
    ...overrides,
  })
}

/**
 * /api/health's football status of a server answering as of 14 March 2026 from a folder snapshot
 * (fixtures that day); override what a test needs.
 */
export function footballStatusFixture(overrides: Partial<HealthResponse['football']> = {}): HealthResponse['football'] {
  return {
    ready: true,
    matches: 12_000,
    lastResultDate: '2026-03-11',
    today: '2026-03-14',
    demoDate: null,
    freshness: 'fresh',
    nextFixtureDate: '2026-03-14',
    competitions: [],
    sources: [{ name: 'openfootball-dir', live: false }],
    lastImport: null,
    nextImportAt: null,
    ...overrides,
  }
}

/** A whole /api/health answer around a football status (footballStatusFixture). */
export function healthFixture(football: Partial<HealthResponse['football']> = {}): HealthResponse {
  return apiFixture(HealthResponse, {
    status: 'ok',
    version: '0.0.0-test',
    uptimeSeconds: 60,
    database: { driver: 'pglite', ok: true, latencyMs: 0.4 },
    football: footballStatusFixture(football),
  })
}

export const fixtures = {
  adminCryptoDecision: (value: AdminCryptoDecisionResponse) => apiFixture(AdminCryptoDecisionResponse, value),
  adminCryptoTransactions: (value: AdminCryptoTransactionsResponse) =>
    apiFixture(AdminCryptoTransactionsResponse, value),
  adminDataImport: (value: AdminDataImportResponse) => apiFixture(AdminDataImportResponse, value),
  adminDataStatus: (value: AdminDataStatusResponse) => apiFixture(AdminDataStatusResponse, value),
  analyze: (value: AnalyzeResponse) => apiFixture(AnalyzeResponse, value),
  authError: (value: AuthErrorResponse) => apiFixture(AuthErrorResponse, value),
  /** POST sign-in/magic-link, send-verification-email and reset-password: `{ status: true }`. */
  authStatus: () => apiFixture(AuthStatusResponse, { status: true }),
  credits: (value: CreditsResponse) => apiFixture(CreditsResponse, value),
  devOutbox: (value: DevOutboxResponse) => apiFixture(DevOutboxResponse, value),
  error: (value: ErrorResponse) => apiFixture(ErrorResponse, value),
  feedback: (value: FeedbackResponse) => apiFixture(FeedbackResponse, value),
  magicLinkVerify: (value: MagicLinkVerifyResponse) => apiFixture(MagicLinkVerifyResponse, value),
  markets: (value: MarketsResponse) => apiFixture(MarketsResponse, value),
  /** A signed-in account: confirmed 18+ and the terms, no break, no reality check, unless the value says otherwise. */
  me: (
    value: Omit<MeResponse, 'ageConfirmedAt' | 'activeBreak' | 'realityCheckMinutes'> &
      Partial<Pick<MeResponse, 'ageConfirmedAt' | 'activeBreak' | 'realityCheckMinutes'>>,
  ) =>
    apiFixture(MeResponse, {
      ageConfirmedAt: '2026-01-01T09:00:00.000Z',
      activeBreak: null,
      realityCheckMinutes: null,
      ...value,
    }),
  passwordResetRequest: () =>
    apiFixture(PasswordResetRequestResponse, {
      status: true,
      message: 'If this email exists in our system, check your email for the reset link',
    }),
  popularSearches: (value: PopularSearchesResponse) => apiFixture(PopularSearchesResponse, value),
  signIn: (value: SignInResponse) => apiFixture(SignInResponse, value),
  signOut: () => apiFixture(SignOutResponse, { success: true }),
  signUp: (value: SignUpResponse) => apiFixture(SignUpResponse, value),
  toggleLike: (value: ToggleLikeResponse) => apiFixture(ToggleLikeResponse, value),
  topMarkets: (value: TopMarketsResponse) => apiFixture(TopMarketsResponse, value),
  trackReferral: (value: TrackReferralResponse) => apiFixture(TrackReferralResponse, value),
  verifyEmail: () => apiFixture(VerifyEmailResponse, { status: true, user: null }),
  verifyPaystack: (value: VerifyPaystackResponse) => apiFixture(VerifyPaystackResponse, value),
}
