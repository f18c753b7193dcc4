import { isApiError } from '../../../lib/api-client.ts'

/**
 * What an admin form shows for a failed call: the server's own message for a refusal (400, 404,
 * 409: "A region with this code already exists"), the spec's generic text for anything else
 * (5xx messages are hidden by the server, network failures have none worth showing).
 */
export function adminErrorMessage(error: unknown, fallback: string): string {
  return isApiError(error) && error.status >= 400 && error.status < 500 && error.message.trim()
    ? error.message
    : fallback
}
