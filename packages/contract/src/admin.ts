import { z } from 'zod'
import { LIMITS } from './limits.ts'
import { PageInfo, pageQuery, SearchSummary } from './searches.ts'

/**
 * The back office (back-office spec §2, §5, §7): every admin request and answer. The web forms
 * validate with the same schemas the server enforces, so a message reads the same on both sides.
 */
export const ADMIN_MESSAGES = {
  marketNameRequired: 'Market name is required',
  marketOrderInvalid: 'Display order must be a valid number',
  searchQueryRequired: 'Search query is required',
  marketNotFound: 'Market not found',
  marketNameTaken: 'A market with this name already exists',
  searchNotFound: 'Search not found',
  searchQueryTaken: 'A search with this query already exists',
  searchAlreadyInMarket: 'This search is already in the market',
  marketSearchNotFound: 'Market search not found',
  fetchMarkets: 'Failed to fetch markets',
  fetchMarketSearches: 'Failed to fetch market searches',
  saveMarket: 'An unexpected error occurred while saving the market',
  updateSearch: 'An unexpected error occurred while updating the search',
  confirmDeleteMarket: 'Are you sure you want to delete this market?',
  confirmDeleteSearch: 'Are you sure you want to delete this search?',
  confirmDeleteSearches: (count: number) => `Are you sure you want to delete ${count} searches?`,
  confirmCleanup: 'Are you sure you want to delete old shared analyses?',
  cleanupFailed: 'Failed to clean up old analyses. Please try again.',
  cleanupDone: (count: number) => `Successfully deleted ${count} old shared ${count === 1 ? 'analysis' : 'analyses'}`,
  retentionDaysInvalid: 'Retention days must be a whole number of at least 1',
  selectSearches: 'Select at least one search',
  feedbackNotFound: 'Feedback not found',
  invalidDate: 'Invalid date',
} as const

const trimmed = z.string().transform((value) => value.trim())

/** Create or update a market: name trimmed and required, order an integer, description null when empty. */
export const MarketInput = z.object({
  name: trimmed.pipe(z.string().min(1, ADMIN_MESSAGES.marketNameRequired).max(100)),
  description: z
    .string()
    .max(500)
    .nullish()
    .transform((value) => (value?.trim() ? value.trim() : null)),
  order: z.coerce
    .number({ error: ADMIN_MESSAGES.marketOrderInvalid })
    .int(ADMIN_MESSAGES.marketOrderInvalid)
    .min(-1_000_000, ADMIN_MESSAGES.marketOrderInvalid)
    .max(1_000_000, ADMIN_MESSAGES.marketOrderInvalid),
})
export type MarketInput = z.input<typeof MarketInput>

/** A market as the back office lists it. */
export const AdminMarket = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    order: z.number().int(),
    /** Number of searches linked to the market. */
    searchCount: z.number().int(),
  })
  .meta({ id: 'AdminMarket' })
export type AdminMarket = z.infer<typeof AdminMarket>

/** GET /api/admin/markets: every market in display order. */
export const AdminMarketsResponse = z.object({ markets: z.array(AdminMarket) }).meta({ id: 'AdminMarketsResponse' })
export type AdminMarketsResponse = z.infer<typeof AdminMarketsResponse>

export const AdminIdParams = z.object({ id: z.uuid() })
export type AdminIdParams = z.infer<typeof AdminIdParams>

export const AdminMarketSearchParams = z.object({ id: z.uuid(), linkId: z.uuid() })
export type AdminMarketSearchParams = z.infer<typeof AdminMarketSearchParams>

/** One market_search link with its search. */
export const AdminMarketSearch = z
  .object({
    /** The link id (market_searches.id). */
    id: z.string(),
    search: SearchSummary,
  })
  .meta({ id: 'AdminMarketSearch' })
export type AdminMarketSearch = z.infer<typeof AdminMarketSearch>

export const AdminMarketSearchesResponse = z
  .object({ searches: z.array(AdminMarketSearch) })
  .meta({ id: 'AdminMarketSearchesResponse' })
export type AdminMarketSearchesResponse = z.infer<typeof AdminMarketSearchesResponse>

/** Add a search to a market: an existing one by id, or a new one by its query. */
export const AddMarketSearchInput = z.union([
  z.object({ searchId: z.uuid() }),
  z.object({
    query: trimmed.pipe(z.string().min(1, ADMIN_MESSAGES.searchQueryRequired).max(LIMITS.questionMaxLength)),
  }),
])
export type AddMarketSearchInput = z.input<typeof AddMarketSearchInput>

/** Edit the question of a market search (the search row itself). */
export const UpdateSearchQueryInput = z.object({
  query: trimmed.pipe(z.string().min(1, ADMIN_MESSAGES.searchQueryRequired).max(LIMITS.questionMaxLength)),
})
export type UpdateSearchQueryInput = z.input<typeof UpdateSearchQueryInput>

/** A search as the back office sees it: the summary plus whether it is hidden from the popular list. */
export const AdminSearch = SearchSummary.extend({
  hiddenFromPopular: z.boolean(),
}).meta({ id: 'AdminSearch' })
export type AdminSearch = z.infer<typeof AdminSearch>

/** GET /api/admin/searches: paged (10), searchable by text; the market picker asks 5 at a time. */
export const AdminSearchesQuery = pageQuery(LIMITS.adminSearchesPageSize).extend({
  /** Case-insensitive fragment of the query text. */
  q: z.string().trim().max(200).optional(),
  /** Leave out searches already linked to this market (the add-search picker). */
  notInMarket: z.uuid().optional(),
})
export type AdminSearchesQuery = z.input<typeof AdminSearchesQuery>

export const AdminSearchesResponse = PageInfo.extend({ items: z.array(AdminSearch) }).meta({
  id: 'AdminSearchesResponse',
})
export type AdminSearchesResponse = z.infer<typeof AdminSearchesResponse>

/** POST /api/admin/searches/delete: one or many ids. */
export const DeleteSearchesInput = z.object({
  ids: z.array(z.uuid()).min(1, ADMIN_MESSAGES.selectSearches).max(100),
})
export type DeleteSearchesInput = z.infer<typeof DeleteSearchesInput>

export const DeleteSearchesResponse = z.object({ deleted: z.number().int() }).meta({ id: 'DeleteSearchesResponse' })
export type DeleteSearchesResponse = z.infer<typeof DeleteSearchesResponse>

/** PATCH /api/admin/searches/:id: hide a search from (or show it on) the public popular list. */
export const UpdateSearchVisibilityInput = z.object({ hiddenFromPopular: z.boolean() })
export type UpdateSearchVisibilityInput = z.infer<typeof UpdateSearchVisibilityInput>

export const REFERRAL_PERIODS = ['lifetime', '30days', '7days', 'today'] as const
export const ReferralPeriod = z.enum(REFERRAL_PERIODS)
export type ReferralPeriod = z.infer<typeof ReferralPeriod>

/** GET /api/admin/referrals query. */
export const AdminReferralsQuery = pageQuery(LIMITS.referralsPageSize).extend({
  period: ReferralPeriod.default('lifetime'),
})
export type AdminReferralsQuery = z.input<typeof AdminReferralsQuery>

/** One referral code's figures over the period. */
export const ReferralStats = z
  .object({
    code: z.string(),
    visits: z.number().int(),
    signups: z.number().int(),
    /** signups / visits × 100, to one decimal (0 when there were no visits). */
    conversionRate: z.number(),
  })
  .meta({ id: 'ReferralStats' })
export type ReferralStats = z.infer<typeof ReferralStats>

export const AdminReferralsResponse = PageInfo.extend({
  period: ReferralPeriod,
  /** Sorted by visits, most first. */
  items: z.array(ReferralStats),
  /** All codes together over the period. */
  totals: z.object({ visits: z.number().int(), signups: z.number().int(), conversionRate: z.number() }),
}).meta({ id: 'AdminReferralsResponse' })
export type AdminReferralsResponse = z.infer<typeof AdminReferralsResponse>

/** POST /api/admin/analyses/cleanup: delete shared analyses older than `retentionDays`. */
export const CleanupInput = z.object({
  retentionDays: z.coerce
    .number({ error: ADMIN_MESSAGES.retentionDaysInvalid })
    .int(ADMIN_MESSAGES.retentionDaysInvalid)
    .min(1, ADMIN_MESSAGES.retentionDaysInvalid)
    .max(36_500, ADMIN_MESSAGES.retentionDaysInvalid),
})
export type CleanupInput = z.input<typeof CleanupInput>

export const CleanupResponse = z.object({ deleted: z.number().int() }).meta({ id: 'CleanupResponse' })
export type CleanupResponse = z.infer<typeof CleanupResponse>

/** One audit entry: who changed what, when, and the record before and after. */
export const AuditEntry = z
  .object({
    id: z.string(),
    createdAt: z.string(),
    actorId: z.string().nullable(),
    actorEmail: z.string(),
    /** e.g. `market.create`, `search.delete`. */
    action: z.string(),
    entity: z.string(),
    entityId: z.string().nullable(),
    before: z.unknown().nullable(),
    after: z.unknown().nullable(),
  })
  .meta({ id: 'AuditEntry' })
export type AuditEntry = z.infer<typeof AuditEntry>

export const AuditQuery = pageQuery(20).extend({
  /** Only entries about this entity kind (e.g. `market`). */
  entity: z.string().trim().max(50).optional(),
})
export type AuditQuery = z.input<typeof AuditQuery>

export const AuditResponse = PageInfo.extend({ items: z.array(AuditEntry) }).meta({ id: 'AuditResponse' })
export type AuditResponse = z.infer<typeof AuditResponse>

export const FEEDBACK_FILTERS = ['open', 'handled', 'all'] as const

export const AdminFeedbackQuery = pageQuery(20).extend({ status: z.enum(FEEDBACK_FILTERS).default('open') })
export type AdminFeedbackQuery = z.input<typeof AdminFeedbackQuery>

export const AdminFeedbackItem = z
  .object({
    id: z.string(),
    createdAt: z.string(),
    type: z.enum(['bug', 'suggestion', 'other']),
    message: z.string(),
    /** The sender's email when they were signed in. */
    email: z.string().nullable(),
    handledAt: z.string().nullable(),
  })
  .meta({ id: 'AdminFeedbackItem' })
export type AdminFeedbackItem = z.infer<typeof AdminFeedbackItem>

export const AdminFeedbackResponse = PageInfo.extend({
  items: z.array(AdminFeedbackItem),
  /** Messages not yet handled, whatever the filter. */
  open: z.number().int(),
}).meta({ id: 'AdminFeedbackResponse' })
export type AdminFeedbackResponse = z.infer<typeof AdminFeedbackResponse>

export const UpdateFeedbackInput = z.object({ handled: z.boolean() })
export type UpdateFeedbackInput = z.infer<typeof UpdateFeedbackInput>

export const AdminOkResponse = z.object({ ok: z.literal(true) }).meta({ id: 'AdminOkResponse' })
