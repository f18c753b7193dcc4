/**
 * Limits shared by the web app (input maxLength, page sizes) and the server (validation).
 * Values from the product spec §9 and back-office spec §9 unless noted.
 */
export const LIMITS = {
  /** Longest question the chat accepts, in characters (not in the spec; generous for follow-ups). */
  questionMaxLength: 1000,
  /** Chat history entries kept in session storage and sent as context. */
  chatHistoryEntries: 5,
  /** Longest chat-history text sent with a question. */
  chatHistoryMaxLength: 20000,
  passwordMinLength: 6,
  passwordMaxLength: 128,
  emailMaxLength: 254,
  feedbackMaxLength: 5000,
  popularSearches: 5,
  homeTopMarkets: 3,
  marketSearchesPageSize: 5,
  likedPageSize: 10,
  historyPageSize: 10,
  sideListPageSize: 5,
  adminSearchesPageSize: 10,
  adminPickerPageSize: 5,
  referralsPageSize: 10,
  cryptoPageSize: 10,
  /** A query longer than this many characters or words is clamped to two lines. */
  clampChars: 50,
  clampWords: 12,
  shareTextMax: 200,
  cleanupDefaultRetentionDays: 30,
} as const
