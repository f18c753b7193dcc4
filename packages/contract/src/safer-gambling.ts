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
