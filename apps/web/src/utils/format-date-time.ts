/**
 * An ISO timestamp in the user's locale with the given fields, or '' when the timestamp does not
 * parse: server rows should never render "Invalid Date", so every date shown goes through here.
 */
export function formatDateTime(iso: string, options: Intl.DateTimeFormatOptions): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return new Intl.DateTimeFormat(undefined, options).format(date)
}
