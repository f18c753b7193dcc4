import { randomBytes } from 'node:crypto'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** True for a textual uuid; ids that are not uuids are answered 404 without touching the database. */
export function isUuid(value: string): boolean {
  return UUID.test(value)
}

/** A share id nobody can guess: 128 random bits as 22 base64url characters. */
export function newShareId(): string {
  return randomBytes(16).toString('base64url')
}
