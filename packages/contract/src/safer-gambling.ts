/**
 * Safer gambling (issue 35): the age and terms confirmation every account gives, and the texts
 * the server sends and the web shows for it. The server enforces every rule; the web only asks.
 */
import { z } from 'zod'

export const AGE_CONFIRMATION_TEXTS = {
  /** The sign-up checkbox and the confirmation screen of older accounts. */
  checkboxLabel: 'I confirm that I am 18 or over and I accept the',
  termsLinkText: 'Terms & Conditions',
  /** Sign-up without the box ticked (web validation and the server's 400 say the same). */
  required: 'Please confirm that you are 18 or over and accept the terms to create an account.',
  /** A magic link for an email without an account: accounts are created only by sign-up. */
  signUpFirst: 'There is no account with this email yet. Create an account to confirm that you are 18 or over.',
  /** An account that never confirmed (made before issue 35) asks at its next sign-in. */
  screenTitle: 'Before you continue',
  screenText:
    'Pitchwise is for adults only. Please confirm that you are 18 or over and accept the Terms & Conditions to keep using your account.',
  confirmButton: 'Confirm and continue',
  signOutButton: 'Sign out',
  /** A purchase by an account that has not confirmed yet. */
  purchaseRefused: 'Please confirm that you are 18 or over and accept the terms before buying a plan.',
} as const

/** The field every sign-up request carries; anything but `true` is refused by the server. */
export const AgeConfirmed = z.literal(true, { error: AGE_CONFIRMATION_TEXTS.required })

/** POST /api/account/age-confirmation: an existing account confirms (once; later calls keep the first time). */
export const AgeConfirmationBody = z.object({ ageConfirmed: AgeConfirmed }).meta({ id: 'AgeConfirmationBody' })
export type AgeConfirmationBody = z.infer<typeof AgeConfirmationBody>

export const AgeConfirmationResponse = z
  .object({ ageConfirmedAt: z.iso.datetime() })
  .meta({ id: 'AgeConfirmationResponse' })
export type AgeConfirmationResponse = z.infer<typeof AgeConfirmationResponse>

/**
 * Spending limits (issue 35, decision 311): per rolling day, week and month, in the currency of
 * the buyer's regional prices, as integer minor units. A lower limit applies at once; a higher
 * one or a removal after 24 hours. Every order start checks them on the server.
 */
export const SPENDING_LIMIT_PERIODS = ['day', 'week', 'month'] as const
export const SpendingLimitPeriod = z.enum(SPENDING_LIMIT_PERIODS)
export type SpendingLimitPeriod = z.infer<typeof SpendingLimitPeriod>

/** How long a raise or a removal waits before it applies. */
export const SPENDING_LIMIT_COOLING_OFF_HOURS = 24

const PERIOD_ADJECTIVE: Record<SpendingLimitPeriod, string> = { day: 'daily', week: 'weekly', month: 'monthly' }

export const SPENDING_LIMIT_TEXTS = {
  title: 'Spending limits',
  intro:
    'Choose the most you want to spend on plans in a day, a week and a month. A lower limit applies at once; a higher limit or removing one applies after 24 hours.',
  periodLabel: (period: SpendingLimitPeriod) =>
    `${PERIOD_ADJECTIVE[period][0]?.toUpperCase()}${PERIOD_ADJECTIVE[period].slice(1)} limit`,
  noLimit: 'No limit',
  /** What was spent in the rolling period, e.g. "Spent in the last 7 days: 4.99 USD". */
  spentIn: (period: SpendingLimitPeriod, amount: string) =>
    `Spent in the last ${{ day: '24 hours', week: '7 days', month: '30 days' }[period]}: ${amount}`,
  save: 'Save limits',
  saved: 'Your limits are saved.',
  saveFailed: 'Your limits could not be saved. Please try again.',
  /** A raise or a removal waiting for its 24 hours. */
  pendingChange: (period: SpendingLimitPeriod, newValue: string | null, when: string) =>
    newValue === null
      ? `Your ${PERIOD_ADJECTIVE[period]} limit will be removed on ${when}.`
      : `Your ${PERIOD_ADJECTIVE[period]} limit will rise to ${newValue} on ${when}.`,
  /** After the first purchase, to an account without limits. */
  invitation: 'You can set a spending limit for your purchases at any time. It helps keep betting fun.',
  invitationLink: 'Set a spending limit',
  /** The 403 of an order that would go over a limit: nothing was ordered. */
  overLimit: (period: SpendingLimitPeriod) =>
    `This purchase would take you over your ${PERIOD_ADJECTIVE[period]} spending limit, so no order was made.`,
  /** A limit set in one currency cannot be compared with a price in a currency we have no rate for. */
  cannotCompare: 'This purchase cannot be checked against your spending limit, so no order was made.',
  invalidAmount: 'Enter an amount of 0 or more, or leave the field empty for no limit.',
} as const

/** A limit: null is "no limit". */
const LimitAmount = z.number().int().min(0).max(1_000_000_000).nullable()

/** PUT /api/billing/spending-limits: the limits the user wants (null removes one). */
export const SetSpendingLimitsBody = z
  .object({ day: LimitAmount, week: LimitAmount, month: LimitAmount })
  .meta({ id: 'SetSpendingLimitsBody' })
export type SetSpendingLimitsBody = z.infer<typeof SetSpendingLimitsBody>

export const SpendingLimit = z
  .object({
    period: SpendingLimitPeriod,
    /** The limit in force now, in minor units; null: none. */
    amount: z.number().int().nullable(),
    /** Spent (ordered and not failed, cancelled or refunded) in the rolling period, in minor units. */
    spent: z.number().int(),
    /** A raise or removal waiting for its 24 hours. */
    pending: z.object({ amount: z.number().int().nullable(), effectiveAt: z.iso.datetime() }).nullable(),
  })
  .meta({ id: 'SpendingLimit' })
export type SpendingLimit = z.infer<typeof SpendingLimit>

export const SpendingLimitsResponse = z
  .object({
    currency: z.string(),
    currencyExponent: z.number().int(),
    limits: z.array(SpendingLimit),
    /** The account has bought once and set no limit: the billing page invites it to. */
    invite: z.boolean(),
  })
  .meta({ id: 'SpendingLimitsResponse' })
export type SpendingLimitsResponse = z.infer<typeof SpendingLimitsResponse>
