/**
 * Time-outs, self-exclusions and reality checks (issue 35, decisions 312 and 313): the choices, the
 * texts the server sends and the web shows, and the places to get help. A break stops searches
 * and purchases on the account until it ends, and nothing can end or shorten it early.
 */
import { z } from 'zod'

/** 24 hours, 7 or 30 days are a time-out; 6 months, 1 or 5 years a self-exclusion. */
export const TIME_OUT_DURATIONS = ['24h', '7d', '30d'] as const
export const SELF_EXCLUSION_DURATIONS = ['6m', '1y', '5y'] as const
export const BREAK_DURATIONS = [...TIME_OUT_DURATIONS, ...SELF_EXCLUSION_DURATIONS] as const
export const BreakDuration = z.enum(BREAK_DURATIONS)
export type BreakDuration = z.infer<typeof BreakDuration>
export const BreakKind = z.enum(['time-out', 'self-exclusion'])
export type BreakKind = z.infer<typeof BreakKind>

export const breakKindOf = (duration: BreakDuration): BreakKind =>
  (TIME_OUT_DURATIONS as readonly string[]).includes(duration) ? 'time-out' : 'self-exclusion'

export const BREAK_DURATION_LABELS: Record<BreakDuration, string> = {
  '24h': '24 hours',
  '7d': '7 days',
  '30d': '30 days',
  '6m': '6 months',
  '1y': '1 year',
  '5y': '5 years',
}

const KIND_NAME: Record<BreakKind, string> = { 'time-out': 'time-out', 'self-exclusion': 'self-exclusion' }

/** Free, confidential help, shown on the break screen and the safer gambling page. */
export const HELP_ORGANISATIONS = [
  {
    name: 'GamCare',
    url: 'https://www.gamcare.org.uk',
    description: 'Support, information and the National Gambling Helpline (0808 8020 133) in Great Britain.',
  },
  {
    name: 'BeGambleAware',
    url: 'https://www.begambleaware.org',
    description: 'Advice, tools and free treatment for anyone affected by gambling in Great Britain.',
  },
  {
    name: 'GAMSTOP',
    url: 'https://www.gamstop.co.uk',
    description: 'Free self-exclusion from every gambling website and app licensed in Great Britain.',
  },
  {
    name: 'National Council on Problem Gambling (US)',
    url: 'https://www.ncpgambling.org',
    description: 'The US national helpline: call or text 1-800-GAMBLER, any time.',
  },
] as const

export const TAKING_A_BREAK_TEXTS = {
  /** The billing page's section. */
  title: 'Take a break',
  intro:
    'A time-out or a self-exclusion pauses searches and purchases on this account until the date it ends. Once started it cannot be ended or shortened early, by you or by us.',
  timeOutHeading: 'Time-out',
  timeOutHint: 'A short pause from Pitchwise.',
  selfExclusionHeading: 'Self-exclusion',
  selfExclusionHint: 'A longer stop, for when betting is not fun any more.',
  chooseLabel: 'How long?',
  chooseButton: 'Continue',
  chooseFirst: 'Choose how long your break should be.',
  /** The confirmation step. */
  confirmTitle: 'Start your break?',
  confirmText: (kind: BreakKind, duration: BreakDuration, when: string) =>
    `Your ${KIND_NAME[kind]} of ${BREAK_DURATION_LABELS[duration]} starts now and ends on ${when}. Until then you cannot search or buy plans with this account, and it cannot be ended early.`,
  confirmButton: 'Start my break',
  cancelButton: 'Cancel',
  startFailed: 'Your break could not be started. Please try again.',
  /** The server's 409 when the new break would end before the one already running. */
  onlyLonger: 'You already have a break that ends later. A new one can only make it longer.',
  /** The calm full-screen block while a break lasts. */
  blockTitle: 'You are taking a break',
  blockEnds: (kind: BreakKind, when: string) => `Your ${KIND_NAME[kind]} ends on ${when}.`,
  blockText: 'Until then this account cannot search or buy plans. Your break cannot be ended early.',
  helpTitle: 'Free, confidential help',
  helpIntro: 'If gambling worries you or someone close to you, these services can help:',
  moreAboutTools: 'About our safer gambling tools',
  signOut: 'Sign out',
  /** The server's 403 to a search or a purchase during a break. */
  searchRefused: 'Searches are paused on this account while your break lasts.',
  purchaseRefused: 'Purchases are paused on this account while your break lasts, so no order was made.',
} as const

/** A break as the account and the administrators see it. */
export const AccountBreak = z
  .object({
    kind: BreakKind,
    duration: BreakDuration,
    startsAt: z.iso.datetime(),
    endsAt: z.iso.datetime(),
  })
  .meta({ id: 'AccountBreak' })
export type AccountBreak = z.infer<typeof AccountBreak>

/** GET and POST /api/account/break: the break running now (the latest end), or null. */
export const AccountBreakResponse = z.object({ active: AccountBreak.nullable() }).meta({ id: 'AccountBreakResponse' })
export type AccountBreakResponse = z.infer<typeof AccountBreakResponse>

/** POST /api/account/break: the duration, confirmed (the web's confirmation step sends `true`). */
export const StartBreakBody = z
  .object({ duration: BreakDuration, confirmed: z.literal(true) })
  .meta({ id: 'StartBreakBody' })
export type StartBreakBody = z.infer<typeof StartBreakBody>

/** Reality checks: a reminder every 30 or 60 minutes of activity; null: off. */
export const REALITY_CHECK_MINUTES = [30, 60] as const
export const RealityCheckMinutes = z.union([z.literal(30), z.literal(60)]).nullable()
export type RealityCheckMinutes = z.infer<typeof RealityCheckMinutes>

/** PUT /api/account/reality-check (and its answer). */
export const RealityCheckSetting = z.object({ minutes: RealityCheckMinutes }).meta({ id: 'RealityCheckSetting' })
export type RealityCheckSetting = z.infer<typeof RealityCheckSetting>

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

export const REALITY_CHECK_TEXTS = {
  title: 'Reality checks',
  intro: 'A reminder of the time you spend and the searches you use, while you use Pitchwise.',
  settingLabel: 'Remind me',
  off: 'Off',
  every: (minutes: number) => `Every ${minutes} minutes`,
  save: 'Save reminder',
  saved: 'Your reminder is saved.',
  saveFailed: 'Your reminder could not be saved. Please try again.',
  /** The reminder itself. */
  reminderTitle: 'A moment to check in',
  reminderText: (minutes: number, searches: number) =>
    `You have been using Pitchwise for ${plural(minutes, 'minute', 'minutes')} in this session and used ${plural(searches, 'search', 'searches')}.`,
  continue: 'Continue',
  takeBreak: 'Take a break',
  /** Where "Take a break" leads: the search view of the tab is left for a calm page. */
  breakPageTitle: 'Enjoy your break',
  breakPageText:
    'You have stepped away from Pitchwise in this tab. Nothing is running while you are away. Come back whenever you like.',
  breakPageBack: 'Back to Pitchwise',
} as const

/** An account in the administrators' safer gambling list. */
export const AdminSaferGamblingUser = z
  .object({
    id: z.string(),
    email: z.string(),
    /** The limits in force (minor units of `currency`) and a raise or removal waiting. */
    limits: z.array(
      z.object({
        period: z.enum(['day', 'week', 'month']),
        currency: z.string(),
        currencyExponent: z.number().int(),
        amount: z.number().int().nullable(),
        pending: z.object({ amount: z.number().int().nullable(), effectiveAt: z.iso.datetime() }).nullable(),
      }),
    ),
    activeBreak: AccountBreak.nullable(),
    realityCheckMinutes: RealityCheckMinutes,
  })
  .meta({ id: 'AdminSaferGamblingUser' })
export type AdminSaferGamblingUser = z.infer<typeof AdminSaferGamblingUser>

export const SAFER_GAMBLING_FILTERS = ['any', 'limits', 'breaks'] as const
/** A query string, so no schema id: OpenAPI spells its fields out as parameters. */
export const AdminSaferGamblingQuery = z.object({
  /** any: a limit or a break; limits: a spending limit set; breaks: a time-out or self-exclusion running. */
  filter: z.enum(SAFER_GAMBLING_FILTERS).default('any'),
  email: z.string().max(200).optional(),
})
export type AdminSaferGamblingQuery = z.infer<typeof AdminSaferGamblingQuery>

export const AdminSaferGamblingList = z
  .object({ users: z.array(AdminSaferGamblingUser) })
  .meta({ id: 'AdminSaferGamblingList' })
export type AdminSaferGamblingList = z.infer<typeof AdminSaferGamblingList>

/** One account: its tools now and every break it has taken (read-only: nothing here shortens one). */
export const AdminSaferGamblingDetail = z
  .object({ user: AdminSaferGamblingUser, breaks: z.array(AccountBreak) })
  .meta({ id: 'AdminSaferGamblingDetail' })
export type AdminSaferGamblingDetail = z.infer<typeof AdminSaferGamblingDetail>

export const ADMIN_SAFER_GAMBLING_TEXTS = {
  title: 'Safer gambling',
  intro:
    'Accounts with spending limits or a time-out or self-exclusion running. Breaks cannot be ended or shortened, here or anywhere else.',
  filterLabel: 'Show',
  filters: { any: 'Limits or breaks', limits: 'With spending limits', breaks: 'Taking a break' },
  emailLabel: 'Email contains',
  empty: 'No accounts match.',
  loadFailed: 'The list could not be loaded. Please try again.',
  noBreak: 'No break',
  noLimits: 'No limits',
  breakUntil: (kind: BreakKind, duration: BreakDuration, when: string) =>
    `${kind === 'time-out' ? 'Time-out' : 'Self-exclusion'} (${BREAK_DURATION_LABELS[duration]}) until ${when}`,
  history: 'Breaks taken',
  realityCheck: (minutes: number | null) => (minutes ? `Reality check every ${minutes} minutes` : 'Reality check off'),
} as const

/** The public /safer-gambling page, and the links to it from the footer, billing and the out-of-credits modal. */
export const SAFER_GAMBLING_PAGE_TEXTS = {
  linkText: 'Safer gambling',
  title: 'Safer gambling',
  intro:
    'Pitchwise is for adults who bet for fun. Our analysis gives estimates, never certainties, and no pick is a sure thing. These tools help you stay in control.',
  sections: [
    {
      heading: 'Adults only',
      text: 'Every account confirms that its holder is 18 or over and accepts the terms before it is created.',
    },
    {
      heading: 'Spending limits',
      text: 'Set the most you want to spend on plans in a day, a week and a month. A lower limit applies at once; a higher limit or removing one waits 24 hours. Every purchase is checked against your limits.',
    },
    {
      heading: 'Time-out and self-exclusion',
      text: 'Take a time-out of 24 hours, 7 days or 30 days, or exclude yourself for 6 months, 1 year or 5 years. Until it ends your account cannot search or buy plans, and nobody can end it early, not you and not us.',
    },
    {
      heading: 'Reality checks',
      text: 'Choose a reminder every 30 or 60 minutes that shows how long you have been here and how many searches you have used, with the choice to continue or take a break.',
    },
  ],
  honestTitle: 'What our numbers mean',
  honestText:
    'A probability is an estimate. Even a well-calibrated 70% loses three times in ten. We publish how our predictions have done so you can judge them yourself.',
  trackRecordLink: 'See the public track record',
  toolsLink: 'Set your limits and breaks',
  signedOutNote: 'Sign in to set your limits, take a break or choose a reality check.',
  accountBasedNote:
    'Our tools apply to your Pitchwise account. To block gambling sites and apps more widely, GAMSTOP (in Great Britain) and blocking software on your devices can help.',
  /** The out-of-credits modal's line. */
  outOfCreditsNote: 'Set a spending limit or take a break whenever you like.',
  /** The billing page's line above the tools. */
  billingNote: 'Spending limits, breaks and reality checks are explained on the',
} as const
