/** A logger that says nothing, for football services built directly in tests. */
export const silent = {
  info() {},
  warn() {},
  error() {},
  debug() {},
  trace() {},
  fatal() {},
  child: () => silent,
  level: 'silent',
} as never
