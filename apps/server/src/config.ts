/**
 * Configuration: read from the environment once at start, validated, and passed down.
 * Nothing else in the server reads process.env. Every variable is documented in
 * .env.example and the README's configuration table.
 */
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { isIP } from 'node:net'
import path from 'node:path'
import { z } from 'zod'

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes')
const positiveInt = z.coerce.number().int().positive()
const nonNegativeInt = z.coerce.number().int().min(0)
const nonNegativeNumber = z.coerce.number().min(0)
/**
 * Which proxies may set X-Forwarded-For: false (none), a hop count (the nearest N proxies;
 * `true` means 1), or a comma-separated list of proxy addresses or CIDR ranges. Never "every
 * hop": the left-most entry is whatever the client wrote.
 */
const trustProxy = z.string().transform((raw, ctx): false | number | string[] => {
  const value = raw.trim().toLowerCase()
  if (['false', '0', 'no', 'off'].includes(value)) return false
  if (['true', 'yes', 'on'].includes(value)) return 1
  if (/^\d+$/.test(value)) return Number(value)
  const list = value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
  const valid = (item: string) => {
    const [address, bits, ...rest] = item.split('/')
    if (rest.length > 0 || !address || !isIP(address)) return false
    return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (isIP(address) === 4 ? 32 : 128))
  }
  if (list.length > 0 && list.every(valid)) return list
  ctx.addIssue({ code: 'custom', message: 'must be false, a hop count, or proxy addresses/CIDRs separated by commas' })
  return z.NEVER
})
const optionalString = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined))

const EnvSchema = z.object({
  /** production serves the built web app and hides the dev outbox. */
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Public origin used in emailed links, e.g. https://pitchwise.example. Defaults to http://localhost:PORT. */
  PUBLIC_URL: z.url().optional(),
  /** Reverse proxies trusted for X-Forwarded-*: false, a hop count (true = 1) or proxy addresses/CIDRs. */
  TRUST_PROXY: trustProxy.default(false),
  PRODUCT_NAME: z.string().min(1).default('Pitchwise'),

  /** PostgreSQL connection string; when unset the embedded PGlite in DATA_DIR is used. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  /** Folder for the embedded database and generated secrets. */
  DATA_DIR: z.string().default('./.data'),
  /** Folder of the built web app (production). */
  WEB_DIST_DIR: z.string().optional(),

  /** Secret for sessions and signed cookies, at least 32 characters; generated into DATA_DIR when unset. */
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Users with a verified email at this domain are administrators. */
  ADMIN_EMAIL_DOMAIN: optionalString,
  /** SMTP connection URL (smtp://user:pass@host:587); without it mail goes to the development outbox. */
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default('Pitchwise <no-reply@pitchwise.local>'),

  FREE_SEARCHES_ANON: nonNegativeInt.default(5),
  FREE_SEARCHES_SIGNUP: nonNegativeInt.default(10),
  ANON_DAILY_LIMIT_PER_IP: nonNegativeInt.default(20),
  /**
   * Different people (accounts, or anonymous visitors by address) who must have asked a question,
   * and typed the wording shown, before the public Popular Searches list shows it (issue 30). At
   * least 3: the privacy page promises that much.
   */
  POPULAR_MIN_ASKERS: z.coerce.number().int().min(3).default(3),
  /** Requests per minute per IP across the whole API. */
  RATE_LIMIT_PER_MINUTE: positiveInt.default(600),
  /** Sign-in, sign-up, magic-link and reset attempts per IP per 15 minutes. */
  AUTH_RATE_LIMIT_PER_15_MIN: positiveInt.default(30),
  /** The same attempts per email address per 15 minutes (slows guessing one account from many IPs). */
  AUTH_RATE_LIMIT_PER_EMAIL_PER_15_MIN: positiveInt.default(10),
  /** Extra origins allowed to call /api/auth with cookies, comma-separated (e.g. the Vite dev server). */
  AUTH_TRUSTED_ORIGINS: optionalString,
  /** Session lifetime in hours; a session in use is extended (sliding), see SESSION_REFRESH_HOURS. */
  SESSION_TTL_HOURS: positiveInt.default(24 * 7),
  /** A session older than this many hours gets a new expiry on its next use. */
  SESSION_REFRESH_HOURS: positiveInt.default(24),
  /**
   * Serve the development outbox (/dev/mail, /dev/mail.json) even when NODE_ENV=production.
   * Only for end-to-end tests of the production build; never on a public server.
   */
  DEV_OUTBOX: bool.default(false),
  /** Bearer token that may read /metrics from anywhere; without it only loopback callers may. */
  METRICS_TOKEN: optionalString,
  /** Shared rate-limit store for several instances (request and sign-in attempt limits); in-memory when unset. */
  REDIS_URL: optionalString,
  /** Start of every key Pitchwise writes to Redis, so several deployments can share one Redis. */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w.:-]{1,64}$/, 'letters, digits and . : _ - only')
    .default('pitchwise'),

  /** openfootball football.json folder; when unset the public repository is downloaded. */
  FOOTBALL_DATA_DIR: optionalString,
  /** Base URL of the public openfootball repository's raw files, used when FOOTBALL_DATA_DIR is unset. */
  FOOTBALL_DATA_URL: z.url().default('https://raw.githubusercontent.com/openfootball/football.json/master'),
  /** football-data.org v4 token for live fixtures and results (optional). */
  FOOTBALL_DATA_ORG_TOKEN: optionalString,
  FOOTBALL_DATA_ORG_URL: z.url().default('https://api.football-data.org/v4'),
  /** openfootball Football.TXT folder of the European cups (Champions, Europa, Conference League). */
  FOOTBALL_EUROPE_DIR: optionalString,
  /**
   * football-data.co.uk files (match statistics and bookmaker prices) in the site's layout,
   * `<season folder>/<division>.csv`; defaults to ../shared/data/football-data-csv when present.
   */
  FOOTBALL_STATS_DIR: optionalString,
  /** The site itself (`https://www.football-data.co.uk`), read when FOOTBALL_STATS_DIR is unset; unset: off. */
  FOOTBALL_STATS_URL: z.url().optional(),
  /** The Odds API (v4) key: current bookmaker prices of coming matches; unset: off. */
  ODDS_API_KEY: optionalString,
  ODDS_API_URL: z.url().default('https://api.the-odds-api.com/v4'),
  /** Bookmaker regions asked for (each region of each market costs one request credit). */
  ODDS_API_REGIONS: z
    .string()
    .regex(/^[a-z0-9]+(,[a-z0-9]+)*$/, 'comma-separated regions, e.g. uk,eu')
    .default('eu'),
  /** At most one request per league in this many minutes, whatever the import schedule. */
  ODDS_API_INTERVAL_MINUTES: nonNegativeNumber.default(360),
  /**
   * Pins "today" for every visitor to one ISO date inside the data (a demo of a snapshot): results
   * on or after it are unknown, its fixtures are upcoming, and the model is fitted only on results
   * before it. Unset: today is the real date.
   */
  DEMO_DATE: z.iso.date({ message: 'must be an ISO date, YYYY-MM-DD' }).optional(),
  /**
   * Minutes between scheduled imports (clock-aligned slots, one import per slot across all
   * instances); fractions allowed (0.05 = every 3 s, for tests); 0 turns the schedule off.
   */
  DATA_IMPORT_INTERVAL_MINUTES: nonNegativeNumber.default(360),
  /**
   * Seconds between reads of the football data version: an instance refits when data imported
   * by anyone (another instance, `npm run data:import`) changed it. 0 turns the check off.
   */
  DATA_VERSION_POLL_SECONDS: nonNegativeInt.default(30),
  /**
   * Seconds an answer's receipts may lag a new scoring run: the newest run's id is read at most
   * this often, not once per answer (issue 36). 0 reads it for every answer.
   */
  RECEIPTS_RECHECK_SECONDS: nonNegativeInt.default(30),

  /** Optional OpenAI-compatible endpoint that may rephrase reports. */
  LLM_BASE_URL: optionalString,
  LLM_API_KEY: optionalString,
  LLM_MODEL: optionalString,
  LLM_TIMEOUT_MS: positiveInt.default(4000),

  /**
   * The built-in sandbox payment gateway (TEST MODE checkout, no real money): `auto` = on while
   * no real provider is configured, `on` = keep it on beside real providers, `off` = never.
   */
  PAYMENTS_SANDBOX: z.enum(['auto', 'on', 'off']).default('auto'),
  /** Two-letter country every billing request is priced for (demos); unset = from the request. */
  BILLING_COUNTRY: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code')
    .transform((value) => value.toUpperCase())
    .optional(),
  /** Honour `?country=XX` on billing requests outside development too (off: development only). */
  BILLING_COUNTRY_PARAM: bool.default(false),
  /** A GeoLite2/GeoIP2 country .mmdb file to use instead of the data bundled in geoip-country. */
  GEOIP_COUNTRY_DB: optionalString,
  /** Header carrying the client's country set by the trusted proxy (e.g. CF-IPCountry); read only with TRUST_PROXY. */
  GEOIP_COUNTRY_HEADER: optionalString,
  /** USDT wallet addresses of the crypto form (TRC20, and one EVM address for ERC20/BSC BEP20). */
  CRYPTO_WALLET_TRC20: optionalString,
  CRYPTO_WALLET_BEP20: optionalString,
  /** Seconds between billing jobs (subscription expiry, stale orders, payment event retries); 0 = off. */
  BILLING_JOB_INTERVAL_SECONDS: nonNegativeInt.default(60),
  /** Minutes after which an unpaid order (created/pending) expires. */
  ORDER_TTL_MINUTES: positiveInt.default(24 * 60),
  /** Processing attempts of a stored payment event before it is left for an operator. */
  PAYMENT_EVENT_MAX_ATTEMPTS: positiveInt.default(8),
  /** Milliseconds before a call to a payment provider (Stripe, PayPal, Paystack) is given up. */
  PAYMENT_PROVIDER_TIMEOUT_MS: positiveInt.default(15_000),
  /** Stripe secret key (sk_live_… / sk_test_…); Stripe is enabled when it and STRIPE_WEBHOOK_SECRET are set. */
  STRIPE_SECRET_KEY: optionalString,
  /** Signing secret of the Stripe webhook endpoint (whsec_…), for /api/payments/webhooks/stripe. */
  STRIPE_WEBHOOK_SECRET: optionalString,
  /** Another Stripe API origin (a local test server); unset = api.stripe.com. */
  STRIPE_API_URL: z.url().optional(),
  /** PayPal REST app credentials; PayPal is enabled when both are set. */
  PAYPAL_CLIENT_ID: optionalString,
  PAYPAL_CLIENT_SECRET: optionalString,
  /** Id of the webhook registered in the PayPal app (verify-webhook-signature needs it); unset → PayPal webhooks are refused. */
  PAYPAL_WEBHOOK_ID: optionalString,
  /** PayPal API base: https://api-m.paypal.com (live) or https://api-m.sandbox.paypal.com (PayPal sandbox). */
  PAYPAL_API_URL: z.url().default('https://api-m.paypal.com'),
  /** Paystack secret key (sk_live_… / sk_test_…): enables Paystack and signs its webhooks. */
  PAYSTACK_SECRET_KEY: optionalString,
  PAYSTACK_API_URL: z.url().default('https://api.paystack.co'),
})

export type Env = z.infer<typeof EnvSchema>

export interface Config extends Omit<Env, 'AUTH_SECRET' | 'DATA_DIR' | 'WEB_DIST_DIR' | 'PUBLIC_URL'> {
  AUTH_SECRET: string
  DATA_DIR: string
  WEB_DIST_DIR: string
  PUBLIC_URL: string
  /** PUBLIC_URL was set by the operator (emailed links then always use it, see link-origin.ts). */
  publicUrlConfigured: boolean
  isProduction: boolean
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`)
    this.name = 'ConfigError'
  }
}

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..')

/** Parses and validates the environment; throws ConfigError listing every problem at once. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  // An empty variable (`DATABASE_URL=`) means "not set", as in most tools.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''))
  const parsed = EnvSchema.safeParse(present)
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`))
  }
  const values = parsed.data
  const pairs: [keyof Env, keyof Env][] = [['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET']]
  const unpaired = pairs.flatMap(([a, b]) =>
    Boolean(values[a]) === Boolean(values[b])
      ? []
      : [`${values[a] ? b : a}: required when ${values[a] ? a : b} is set`],
  )
  if (unpaired.length > 0) throw new ConfigError(unpaired)
  const dataDir = path.resolve(cwd, values.DATA_DIR)
  return {
    ...values,
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.resolve(cwd, values.WEB_DIST_DIR ?? path.join(REPO_ROOT, 'apps/web/dist')),
    PUBLIC_URL: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, ''),
    AUTH_SECRET: values.AUTH_SECRET ?? persistedSecret(dataDir),
    FOOTBALL_DATA_DIR: values.FOOTBALL_DATA_DIR ? path.resolve(cwd, values.FOOTBALL_DATA_DIR) : siblingFootballData(),
    FOOTBALL_EUROPE_DIR: values.FOOTBALL_EUROPE_DIR
      ? path.resolve(cwd, values.FOOTBALL_EUROPE_DIR)
      : siblingFolder('../shared/data/openfootball-europe'),
    FOOTBALL_STATS_DIR: values.FOOTBALL_STATS_DIR
      ? path.resolve(cwd, values.FOOTBALL_STATS_DIR)
      : siblingFolder('../shared/data/football-data-csv'),
    publicUrlConfigured: values.PUBLIC_URL !== undefined,
    isProduction: values.NODE_ENV === 'production',
  }
}

/**
 * The workspace keeps the openfootball data beside the repository (../shared/data/openfootball);
 * when FOOTBALL_DATA_DIR is unset and that folder exists, use it rather than downloading.
 */
function siblingFootballData(): string | undefined {
  const candidate = path.resolve(REPO_ROOT, '../shared/data/openfootball')
  return existsSync(candidate) ? candidate : undefined
}

/** A folder beside the repository, when it exists (the European cups, like siblingFootballData). */
function siblingFolder(relative: string): string | undefined {
  const candidate = path.resolve(REPO_ROOT, relative)
  return existsSync(candidate) ? candidate : undefined
}

/**
 * A fresh machine must start with no configuration, so an unset AUTH_SECRET is generated once
 * and kept in DATA_DIR. Several instances must share AUTH_SECRET explicitly.
 */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(dataDir, { recursive: true })
  const secret = randomBytes(32).toString('base64url')
  writeFileSync(file, secret, { mode: 0o600 })
  return secret
}
