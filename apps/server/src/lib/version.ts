import { readFileSync } from 'node:fs'

/** The application version, from the root package.json. */
export const APP_VERSION: string = JSON.parse(
  readFileSync(new URL('../../../../package.json', import.meta.url), 'utf8'),
).version
