/** Names what went wrong with a download in words an operator reads in data_imports.error. */

/** "timed out after 20000 ms" rather than the runtime's "The operation was aborted due to timeout". */
export function describeFetchError(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
    return `timed out after ${timeoutMs} ms`
  return error instanceof Error ? error.message : String(error)
}
