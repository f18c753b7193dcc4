import { z } from 'zod'
import { LIMITS } from './limits.ts'

export const FEEDBACK_TYPES = ['bug', 'suggestion', 'other'] as const

/** Exact messages of the feedback checks (product spec §5, §8). */
export const FEEDBACK_MESSAGES = {
  empty: 'Please enter your feedback',
  tooLong: `Your feedback is too long: please keep it under ${LIMITS.feedbackMaxLength} characters`,
  success: 'Thank you for your feedback!',
  failed: 'Failed to submit feedback',
} as const

/** POST /api/feedback body. */
export const FeedbackBody = z
  .object({
    /** Kind of feedback; default `suggestion`. */
    type: z.enum(FEEDBACK_TYPES).default('suggestion'),
    /** The message; trimmed, required, at most LIMITS.feedbackMaxLength characters. */
    message: z.string().max(LIMITS.feedbackMaxLength + 1000),
  })
  .meta({ id: 'FeedbackBody' })
export type FeedbackBody = z.input<typeof FeedbackBody>

/** POST /api/feedback answer (201). */
export const FeedbackResponse = z
  .object({
    /** Always true: the feedback was stored. */
    received: z.literal(true),
  })
  .meta({ id: 'FeedbackResponse' })
export type FeedbackResponse = z.infer<typeof FeedbackResponse>
