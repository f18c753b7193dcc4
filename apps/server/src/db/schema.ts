/**
 * Kysely row types for every table of migrations/*.sql. Keep in step with the SQL: the
 * migrations are the source of truth, this file only lets TypeScript check queries.
 */
import type { ColumnType, Generated, JSONColumnType } from 'kysely'

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
/** numeric columns come back from PostgreSQL as strings to keep their precision. */
type Numeric = ColumnType<string, string | number, string | number>

export interface UserTable {
  id: string
  name: string
  email: string
  emailVerified: ColumnType<boolean, boolean | undefined, boolean>
  image: string | null
  createdAt: Timestamp
  updatedAt: Timestamp
  role: 'user' | 'admin' | null
  banned: boolean | null
  banReason: string | null
  banExpires: NullableTimestamp
  referralCode: string | null
  /** When the account confirmed 18+ and the terms (0090); null for accounts that have not yet. */
  ageConfirmedAt: NullableTimestamp
  /** Reality-check reminder every 30 or 60 minutes of activity (0120, decision 313); null: off. */
  realityCheckMinutes: Generated<30 | 60 | null>
}

export interface SessionTable {
  id: string
  expiresAt: Timestamp
  token: string
  createdAt: Timestamp
  updatedAt: Timestamp
  ipAddress: string | null
  userAgent: string | null
  userId: string
  impersonatedBy: string | null
}

export interface DevMailTable {
  id: Generated<string>
  recipient: string
  subject: string
  text_body: string
  html_body: string
  created_at: Generated<Date>
}

export type CustomerMailKind =
  | 'receipt'
  | 'crypto_verified'
  | 'crypto_rejected'
  | 'plan_ending'
  | 'plan_ended'
  | 'refund'

export interface CustomerMailOutboxTable {
  id: Generated<string>
  kind: CustomerMailKind
  dedupe_key: string
  user_id: string
  recipient: string
  payload: JSONColumnType<Record<string, unknown>, string, string>
  status: Generated<'pending' | 'sending' | 'sent' | 'failed'>
  attempts: Generated<number>
  last_error: string | null
  created_at: Generated<Date>
  updated_at: Generated<Date>
  sent_at: NullableTimestamp
}

export interface SearchesTable {
  id: Generated<string>
  query: string
  searches: Generated<number>
  likes: Generated<number>
  created_at: Generated<Date>
  last_searched_at: NullableTimestamp
  /** Left out of the public popular list by an administrator (0025). */
  hidden_from_popular: Generated<boolean>
  /** Key of what the engine understood the question to ask; wordings of one question share it (0055). */
  understood_as: string | null
  /** A club name in this wording was read only by typo correction: never shown publicly (0055). */
  typo_corrected: Generated<boolean>
  /** Read through the previous question ("and the second one?"): never in the popular list (0070). */
  follow_up: Generated<boolean>
}

/** Who asked a search, once per person: 'user:<id>' or 'ip:<md5>' (0081). */
export interface SearchAskersTable {
  search_id: string
  asker: string
  first_asked_at: Generated<Date>
}

export interface UserSearchHistoryTable {
  id: Generated<string>
  user_id: string
  search_id: string
  last_used_at: Timestamp
}

export interface UserLikesTable {
  user_id: string
  search_id: string
  created_at: Generated<Date>
}

export interface MarketsTable {
  id: Generated<string>
  name: string
  description: string | null
  order: Generated<number>
  created_at: Generated<Date>
}

export interface MarketSearchesTable {
  id: Generated<string>
  market_id: string
  search_id: string
}

export interface AnalysesTable {
  id: Generated<string>
  share_id: string
  query: string
  result: string
  analysis: ColumnType<unknown, string | null, string | null>
  search_id: string | null
  user_id: string | null
  visitor_id: string | null
  /** The analyze request that saved it (idempotent retries find it again). */
  request_id: ColumnType<string | null, string | null | undefined, string | null>
  created_at: Generated<Date>
}

export interface UserSearchCreditsTable {
  user_id: string
  credits: number
  updated_at: Generated<Date>
}

export interface SearchLimitsTable {
  visitor_id: string
  credits: number
  created_at: Generated<Date>
}

export interface AnonymousIpUsageTable {
  ip: string
  day: string
  searches: Generated<number>
}

export interface CreditReservationsTable {
  request_id: string
  subject_kind: 'user' | 'visitor'
  subject_id: string
  source: 'credits' | 'subscription' | 'visitor'
  subscription_id: string | null
  status: Generated<'reserved' | 'consumed' | 'refunded'>
  created_at: Generated<Date>
  settled_at: NullableTimestamp
  /** Client IP of an anonymous reservation (0005), so a refund returns the per-IP allowance too. */
  ip: string | null
}

export interface FeedbackTable {
  id: Generated<string>
  /** The signed-in author's email (null when signed out); the spec's `feedback.user_id`. */
  user_email: string | null
  type: 'bug' | 'suggestion' | 'other'
  message: string
  created_at: Generated<Date>
  /** When an administrator marked it handled (0025); null while open. */
  handled_at: NullableTimestamp
}

export interface SubscriptionPlansTable {
  id: Generated<string>
  name: string
  description: string | null
  credits: number
  duration_days: number
  price_usd: number
  is_active: Generated<boolean>
  is_popular: Generated<boolean>
  created_at: Generated<Date>
}

/** Spending limits (0091, decision 311): the limit in force and a raise or removal waiting 24 hours. */
export interface SpendingLimitsTable {
  user_id: string
  period: 'day' | 'week' | 'month'
  currency: string
  amount: number | null
  pending_amount: number | null
  pending_effective_at: NullableTimestamp
  updated_at: Generated<Date>
}

/** Time-outs and self-exclusions (0120, decision 312): rows are never changed; the latest end wins. */
export interface SelfExclusionsTable {
  id: Generated<string>
  user_id: string
  kind: 'time-out' | 'self-exclusion'
  duration: '24h' | '7d' | '30d' | '6m' | '1y' | '5y'
  starts_at: Generated<Date>
  ends_at: Date
}

export interface RegionsTable {
  id: Generated<string>
  code: string
  name: string
  currency_code: string
  currency_symbol: string
  exchange_rate: Numeric
  is_active: Generated<boolean>
  created_at: Generated<Date>
}

export interface RegionalPricesTable {
  id: Generated<string>
  plan_id: string
  region_id: string
  price: number
}

export interface PaymentGatewaysTable {
  id: Generated<string>
  name: string
  description: string | null
  is_fallback: Generated<boolean>
}

export interface PaymentMethodMetadata {
  useDirectLink?: boolean
  useDirectPayment?: boolean
  subscriptionUrls?: Record<string, string>
  planIds?: Record<string, string>
}

export interface PaymentMethodsTable {
  id: Generated<string>
  gateway_id: string
  name: string
  description: string | null
  icon: 'credit-card' | 'bitcoin' | 'wallet' | 'landmark' | 'smartphone' | 'paypal'
  is_active: Generated<boolean>
  metadata: JSONColumnType<PaymentMethodMetadata, string | undefined, string>
  created_at: Generated<Date>
}

export interface RegionPaymentMethodsTable {
  id: Generated<string>
  region_id: string
  method_id: string
  is_active: Generated<boolean>
}

export interface PaymentOrdersTable {
  id: Generated<string>
  user_id: string
  order_id: string
  payment_provider: string
  amount: number
  currency: string
  description: string | null
  status: Generated<'created' | 'pending' | 'paid' | 'fulfilled' | 'failed' | 'expired' | 'cancelled' | 'refunded'>
  metadata: JSONColumnType<Record<string, unknown>, string | undefined, string>
  created_at: Generated<Date>
  updated_at: Generated<Date>
  /** Price snapshot and links (0010). */
  plan_id: string | null
  plan_name: string | null
  credits: number | null
  duration_days: number | null
  method_id: string | null
  region_code: string | null
  provider_reference: string | null
  subscription_id: string | null
  failure_reason: string | null
  paid_at: NullableTimestamp
  fulfilled_at: NullableTimestamp
  /** Operator flag (0050): an opened dispute, a provider re-read that disagreed with the order. */
  flag: string | null
  flagged_at: NullableTimestamp
  refunded_at: NullableTimestamp
  revoke_reason: 'refund' | 'dispute_lost' | null
}

/** Append-only credit ledger (0010): every change of a credit balance, with the balance after it. */
export interface CreditLedgerTable {
  id: Generated<number>
  user_id: string
  entry: 'grant' | 'spend' | 'expire' | 'revoke'
  reason:
    | 'signup'
    | 'purchase'
    | 'manual'
    | 'referral'
    | 'search'
    | 'refund'
    | 'expiry'
    | 'opening'
    | 'payment_refund'
    | 'chargeback'
  bucket: 'free' | 'subscription'
  amount: number
  balance_after: number
  subscription_id: string | null
  order_id: string | null
  request_id: string | null
  note: string | null
  created_at: Generated<Date>
}

/** Incoming payment events, stored before processing (0010). */
export interface PaymentEventsTable {
  id: Generated<string>
  provider: string
  event_key: string
  event_type: string
  order_id: string | null
  raw_body: string
  status: Generated<'received' | 'processing' | 'processed' | 'failed'>
  attempts: Generated<number>
  outcome: string | null
  last_error: string | null
  received_at: Generated<Date>
  updated_at: Generated<Date>
  processed_at: NullableTimestamp
}

export interface SubscriptionsTable {
  id: Generated<string>
  user_id: string
  plan_id: string
  status: Generated<'active' | 'expired' | 'cancelled' | 'revoked'>
  credits_remaining: number
  starts_at: Timestamp
  ends_at: Timestamp
  source: 'payment' | 'manual' | 'crypto'
  payment_order_id: string | null
  note: string | null
  created_at: Generated<Date>
}

export interface CryptoTransactionsTable {
  id: Generated<string>
  user_id: string
  email: string
  plan_id: string
  plan_name: string
  amount: number
  currency: Generated<'USDT'>
  network: 'TRC20' | 'BEP20'
  wallet_address: string
  /** The network's canonical id (TRC20: 64 hex; BEP20: 0x + 64 hex); older rows may differ (0080). */
  transaction_id: string
  /** The transaction's 64 hex digits, unique among pending and verified rows (0080). */
  transaction_hash: string
  status: Generated<'pending' | 'verified' | 'rejected'>
  admin_notes: string | null
  verified_at: NullableTimestamp
  verified_by: string | null
  subscription_id: string | null
  created_at: Generated<Date>
  /** The order that verification fulfils (0010). */
  order_id: string | null
}

export interface ReferralsTable {
  id: Generated<string>
  code: string
  session_id: string | null
  path: string | null
  query_params: string | null
  user_agent: string | null
  referrer: string | null
  created_at: Generated<Date>
}

export interface UserReferralsTable {
  id: Generated<string>
  user_id: string
  referral_code: string
  created_at: Generated<Date>
}

export interface CompetitionsTable {
  code: string
  name: string
  country: string
  time_zone: string
}

export interface SeasonsTable {
  competition_code: string
  label: string
}

export interface TeamsTable {
  id: string
  name: string
}

export interface TeamAliasesTable {
  alias: string
  team_id: string
}

export interface MatchesTable {
  id: string
  competition_code: string
  season: string
  kickoff: Timestamp
  /** `date` columns are read back as YYYY-MM-DD strings (see db/database.ts type parsers). */
  local_date: string
  home_team_id: string
  away_team_id: string
  status: 'scheduled' | 'finished'
  home_goals: number | null
  away_goals: number | null
  round: string | null
  /** The source gives no kick-off time; `kickoff` holds a placeholder for ordering only. */
  kickoff_time_tbc: Generated<boolean>
  source: Generated<string>
  updated_at: Generated<Date>
  /** Half-time score from the league source (0126); null where it has none. */
  ht_home_goals: Generated<number | null>
  ht_away_goals: Generated<number | null>
}

export interface DataImportsTable {
  id: Generated<string>
  source: string
  started_at: Generated<Date>
  finished_at: NullableTimestamp
  matches_added: Generated<number>
  matches_updated: Generated<number>
  error: string | null
  /** Rows of statistics and price sources joined to a match, joined to none, of seasons not held (0075). */
  rows_matched: number | null
  rows_unmatched: number | null
  rows_outside: number | null
}

/** Per-match statistics beyond goals (0075), from football-data.co.uk files. */
export interface MatchStatisticsTable {
  match_id: string
  source: string
  ht_home_goals: number | null
  ht_away_goals: number | null
  home_shots: number | null
  away_shots: number | null
  home_shots_on_target: number | null
  away_shots_on_target: number | null
  home_corners: number | null
  away_corners: number | null
  home_fouls: number | null
  away_fouls: number | null
  home_yellow_cards: number | null
  away_yellow_cards: number | null
  home_red_cards: number | null
  away_red_cards: number | null
  referee: string | null
  updated_at: Generated<Date>
}

/** One bookmaker's prices of one market, line and kind for a match, decimal odds × 1000 (0075). */
export interface MatchPricesTable {
  match_id: string
  market: '1x2' | 'total' | 'handicap'
  line_x100: number
  bookmaker: string
  kind: 'opening' | 'closing' | 'current'
  home_milli: number | null
  draw_milli: number | null
  away_milli: number | null
  over_milli: number | null
  under_milli: number | null
  source: string
  updated_at: Generated<Date>
}

/** The last import's rows of a source that joined no match (0075), for /admin/data. */
export interface MatchRowsUnmatchedTable {
  source: string
  origin: string
  competition_code: string
  season: string | null
  local_date: string
  home_name: string
  away_name: string
  reason: 'unknown-home-team' | 'unknown-away-team' | 'no-match-on-date' | 'ambiguous'
  data_dates: string | null
  recorded_at: Generated<Date>
}

/** What each file of rows last wrote (0075): unchanged files are skipped. */
export interface MatchRowFilesTable {
  source: string
  origin: string
  fingerprint: string
  imported_at: Generated<Date>
}

/** One admin change (0025): who, when, what, and the record before and after. */
export interface AdminAuditLogTable {
  id: Generated<string>
  actor_id: string | null
  actor_email: string
  action: string
  entity: string
  entity_id: string | null
  /** jsonb: written as a JSON string, read back parsed. */
  before: ColumnType<unknown, string | null, string | null>
  after: ColumnType<unknown, string | null, string | null>
  created_at: Generated<Date>
}

export interface FootballDataVersionTable {
  id: Generated<boolean>
  version: Generated<number>
  changed_at: Generated<Date>
}

/** Append-only and hash-chained (0100); the seal trigger fills seq, sealed_at, prev_hash and hash. */
export interface SealedPredictionsTable {
  seq: Generated<string>
  prediction_key: string
  kind: 'pick' | 'preview' | 'outright' | 'accumulator'
  match_id: string | null
  competition: string | null
  kickoff: Date | string | null
  market: string
  model_version: string
  data_version: number
  canonical: string
  sealed_at: Generated<Date>
  prev_hash: Generated<string>
  hash: Generated<string>
}

/** One score per sealed prediction, written once when its result (or its voiding) is known. */
export interface PredictionScoresTable {
  seq: string
  outcome: 'scored' | 'void'
  home_goals: number | null
  away_goals: number | null
  hit: boolean | null
  brier: number | null
  log_loss: number | null
  rps: number | null
  /** The best price sealed with the prediction (decimal odds x 1000); null when none was (0110). */
  price_milli: number | null
  /** Profit of a stake of 1 at that price, x 1000: price - 1000 on a win, -1000 on a loss. */
  profit_milli: number | null
  /** Pinnacle's closing price, else the market average's, for the same outcome. */
  closing_price_milli: number | null
  closing_bookmaker: string | null
  /** Closing-line value: sealed price / closing price - 1. */
  clv: number | null
  scored_at: Generated<Date>
}

/** The replay of earlier seasons (0115): `npm run replay` replaces every row; never sealed, never live. */
export interface ReplayPredictionsTable {
  match_id: string
  competition: string
  season: string
  match_date: string
  market: string
  probabilities: Record<string, number>
  base_probabilities: Record<string, number>
  home_goals: number
  away_goals: number
  hit: boolean
  brier: number
  log_loss: number
  rps: number | null
  base_brier: number
  base_log_loss: number
  base_rps: number | null
}

export interface ReplayRunsTable {
  id: Generated<string>
  seasons: string
  competitions: string
  refit_days: number
  matches: number
  model_version: string
  finished_at: Generated<Date>
}

/** One scoring pass after an import (0110): what it scored, found void and could not score. */
export interface ScoringRunsTable {
  id: Generated<string>
  import_id: string | null
  started_at: Generated<Date>
  finished_at: Date | null
  scored: Generated<number>
  voided: Generated<number>
  errors: Generated<number>
  error: string | null
}

/** One check of the sealed predictions' hash chain (0110). */
export interface SealChecksTable {
  id: Generated<string>
  checked_at: Generated<Date>
  trigger: 'admin' | 'schedule' | 'cli'
  ok: boolean
  rows_checked: string | number
  first_bad_seq: string | number | null
  problem: string | null
  head: string | null
}

export interface Database {
  user: UserTable
  session: SessionTable
  dev_mail: DevMailTable
  customer_mail_outbox: CustomerMailOutboxTable
  searches: SearchesTable
  search_askers: SearchAskersTable
  user_search_history: UserSearchHistoryTable
  user_likes: UserLikesTable
  markets: MarketsTable
  market_searches: MarketSearchesTable
  analyses: AnalysesTable
  user_search_credits: UserSearchCreditsTable
  search_limits: SearchLimitsTable
  anonymous_ip_usage: AnonymousIpUsageTable
  credit_reservations: CreditReservationsTable
  feedback: FeedbackTable
  subscription_plans: SubscriptionPlansTable
  regions: RegionsTable
  spending_limits: SpendingLimitsTable
  self_exclusions: SelfExclusionsTable
  regional_prices: RegionalPricesTable
  payment_gateways: PaymentGatewaysTable
  payment_methods: PaymentMethodsTable
  region_payment_methods: RegionPaymentMethodsTable
  payment_orders: PaymentOrdersTable
  subscriptions: SubscriptionsTable
  crypto_transactions: CryptoTransactionsTable
  credit_ledger: CreditLedgerTable
  payment_events: PaymentEventsTable
  referrals: ReferralsTable
  user_referrals: UserReferralsTable
  competitions: CompetitionsTable
  seasons: SeasonsTable
  teams: TeamsTable
  team_aliases: TeamAliasesTable
  matches: MatchesTable
  data_imports: DataImportsTable
  match_statistics: MatchStatisticsTable
  match_prices: MatchPricesTable
  match_rows_unmatched: MatchRowsUnmatchedTable
  match_row_files: MatchRowFilesTable
  admin_audit_log: AdminAuditLogTable
  football_data_version: FootballDataVersionTable
  sealed_predictions: SealedPredictionsTable
  prediction_scores: PredictionScoresTable
  replay_predictions: ReplayPredictionsTable
  replay_runs: ReplayRunsTable
  scoring_runs: ScoringRunsTable
  seal_checks: SealChecksTable
}
