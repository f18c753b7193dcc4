import { FEEDBACK_MESSAGES, type FEEDBACK_TYPES, LIMITS } from '@pitchwise/contract'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { AppError } from '../../errors.ts'

/**
 * Stores one feedback message, trimmed, with the signed-in user's email in `feedback.user_email`
 * (the spec's `user_id`, which holds the email; null when signed out), so the team can reply.
 */
export async function submitFeedback(
  db: Kysely<Database>,
  input: { type: (typeof FEEDBACK_TYPES)[number]; message: string; email: string | null },
): Promise<void> {
  const message = input.message.trim()
  if (!message) throw invalid(FEEDBACK_MESSAGES.empty)
  if (message.length > LIMITS.feedbackMaxLength) throw invalid(FEEDBACK_MESSAGES.tooLong)
  await db.insertInto('feedback').values({ user_email: input.email, type: input.type, message }).execute()
}

function invalid(message: string): AppError {
  return new AppError('VALIDATION_ERROR', message, { fields: { message } })
}
